import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { FieldError } from '~/services/errors';
import { errorResponses } from '~/services/schemas';
import { reencodeImage } from '~/services/shared/images';
import { viewerOf } from '~/services/shared/viewer';
import { GroupHookupSchema, UuidParams } from './schemas';
import { createGroupHookupTransitions } from './transitions';

/** PUT /group-hookup/{uuid}/image: multipart, one file field `image` (the host or an admin). */
const imageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const transitions = createGroupHookupTransitions(fastify);

  fastify.put(
    '/group-hookup/:uuid/image',
    { preHandler: fastify.authenticate, schema: { params: UuidParams, response: { 200: GroupHookupSchema, ...errorResponses(400, 401, 403, 404, 413, 415) } } },
    async (request) => {
      const viewer = viewerOf(request);
      // refuse a stranger before buffering their upload
      await transitions.assertCanEdit(request.params.uuid, viewer);
      const image = await reencodeImage(await fastify.readImage(request, 'image'));
      if (!image) throw new FieldError(415, 'image', M.imageUnreadable);
      return transitions.setImage(request.params.uuid, viewer, image);
    },
  );
};

export default imageRoutes;
