import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TAG } from '~/common/messages';
import { FieldError } from '~/services/errors';
import { errorResponses } from '~/services/schemas';
import { createTagsRepository, slugify } from './repository';
import { TagBody, TagParams, TagSchema } from './schemas';

/** Tags (spec §3 Tag, §7 GET/POST tags, PUT/DELETE tags/{slug}): every member reads them, admins manage them. */
const tagRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  const tags = createTagsRepository(fastify.db);

  /** the slug of a name, or 400 for a name without a letter or digit (it would have no slug) */
  const slugOf = (name: string) => {
    const slug = slugify(name);
    if (!slug) throw new FieldError(400, 'name', TAG.nameSlug);
    return slug;
  };

  fastify.get(
    '/tags',
    { preHandler: fastify.authenticate, schema: { response: { 200: Type.Array(TagSchema), ...errorResponses(401, 403) } } },
    async () => tags.list(),
  );

  fastify.post(
    '/tags',
    { preHandler: fastify.requireAdmin, schema: { body: TagBody, response: { 201: TagSchema, ...errorResponses(400, 401, 403, 409) } } },
    async (request, reply) => {
      const tag = await tags.create(slugOf(request.body.name), request.body, config.now());
      if (!tag) throw new FieldError(409, 'name', TAG.slugTaken);
      return reply.status(201).send(tag);
    },
  );

  fastify.put(
    '/tags/:slug',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: TagParams, body: TagBody, response: { 200: TagSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    },
    async (request) => {
      // the slug follows the name, so a renamed tag is found under its new name
      const result = await tags.update(request.params.slug, slugOf(request.body.name), request.body, config.now());
      if (result === 'missing') throw fastify.httpErrors.notFound(TAG.notFound);
      if (result === 'taken') throw new FieldError(409, 'name', TAG.slugTaken);
      return result;
    },
  );

  fastify.delete(
    '/tags/:slug',
    { preHandler: fastify.requireAdmin, schema: { params: TagParams, response: { 204: Type.Null(), ...errorResponses(401, 403, 404) } } },
    async (request, reply) => {
      if (!(await tags.remove(request.params.slug))) throw fastify.httpErrors.notFound(TAG.notFound);
      return reply.status(204).send(null);
    },
  );
};

export default tagRoutes;
