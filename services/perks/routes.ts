import { sanitizeUrl } from '@braintree/sanitize-url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PERK } from '~/common/messages';
import { FieldError } from '~/services/errors';
import { signedIn } from '~/services/plugins/auth';
import { isAdmin } from '~/common/roles';
import { errorResponses } from '~/services/schemas';
import { createPerksRepository, type PerkValues } from './repository';
import { PerkBody, PerkParams, PerkSchema, PerksQuery, type PerkInput } from './schemas';

/** The perk's link as stored: sanitize-url turns a dangerous one into about:blank, which is refused like a bad URL. */
function safeLink(link: string): string {
  const sanitized = sanitizeUrl(link);
  if (!/^https?:\/\//i.test(sanitized)) throw new FieldError(400, 'link', PERK.link);
  return sanitized;
}

function valuesOf(input: PerkInput): PerkValues {
  return { ...input, link: safeLink(input.link), published: input.published ?? false };
}

/** Member perks (issue 6): members read the published perks of their organisation; admins write and see drafts. */
const perkRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config } = fastify;
  const perks = createPerksRepository(fastify.db);

  fastify.get(
    '/perks',
    { preHandler: fastify.authenticate, schema: { querystring: PerksQuery, response: { 200: Type.Array(PerkSchema), ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const { user } = signedIn(request);
      if (request.query.all && !isAdmin(user.roles)) throw fastify.httpErrors.forbidden(PERK.draftsAdminsOnly);
      return perks.list(user.organizationId, request.query.all ?? false);
    },
  );

  fastify.post(
    '/perks',
    { preHandler: fastify.requireAdmin, schema: { body: PerkBody, response: { 201: PerkSchema, ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const { user } = signedIn(request);
      return reply.status(201).send(await perks.create(user.organizationId, valuesOf(request.body), config.now()));
    },
  );

  fastify.put(
    '/perks/:uuid',
    {
      preHandler: fastify.requireAdmin,
      schema: { params: PerkParams, body: PerkBody, response: { 200: PerkSchema, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const perk = await perks.update(user.organizationId, request.params.uuid, valuesOf(request.body), config.now());
      if (!perk) throw fastify.httpErrors.notFound(PERK.notFound);
      return perk;
    },
  );

  fastify.delete(
    '/perks/:uuid',
    { preHandler: fastify.requireAdmin, schema: { params: PerkParams, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const { user } = signedIn(request);
      if (!(await perks.remove(user.organizationId, request.params.uuid))) throw fastify.httpErrors.notFound(PERK.notFound);
      return reply.status(204).send(null);
    },
  );
};

export default perkRoutes;
