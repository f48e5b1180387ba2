import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { errorResponses, IdText } from '~/services/schemas';
import { runEvery } from '~/services/shared/schedule';
import { createUploadsRepository } from './repository';

/** How often freed files are removed from the store and rows of before migration 0023 are moved out of the database. */
export const UPLOADS_MAINTENANCE_MS = 60_000;

/** `?exp=…&sig=…` of a signed image link (services/shared/signed-urls.ts); anything else is an invalid link. */
const SignedLinkQuery = Type.Object({ exp: Type.Optional(Type.String({ maxLength: 32 })), sig: Type.Optional(Type.String({ maxLength: 128 })) });

/**
 * GET /uploads/{id}?exp=…&sig=…: stored images, streamed from the file store, only through a link services signed for
 * someone who may see the image (issue 20). An id is never reused, so the answer may be cached until the link expires —
 * privately: it is one member's link.
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const uploads = createUploadsRepository(fastify.db, fastify.files);
  const { config, imageUrls } = fastify;

  fastify.get(
    '/uploads/:id',
    { schema: { params: Type.Object({ id: IdText() }), querystring: SignedLinkQuery, response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }), ...errorResponses(403, 404) } } },
    async (request, reply) => {
      const now = config.now();
      // the signature first: an unsigned request learns nothing, not even whether the image exists
      const link = imageUrls.check(`/uploads/${request.params.id}`, request.query.exp, request.query.sig, now);
      if (!link.valid) throw fastify.httpErrors.forbidden(link.reason === 'expired' ? M.imageLinkExpired : M.imageLinkInvalid);
      const upload = await uploads.find(request.params.id);
      if (!upload) throw fastify.httpErrors.notFound(M.uploadNotFound);
      const maxAge = Math.max(0, link.expiresAt - Math.ceil(now.getTime() / 1000));
      return reply
        .header('content-type', upload.contentType)
        .header('content-length', upload.size)
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('x-content-type-options', 'nosniff')
        .send(upload.stream);
    },
  );

  // both passes are safe on several replicas at once: a file removed twice is removed, a row moved twice moves once
  const maintain = async () => {
    while ((await uploads.removeDiscarded()) > 0);
    while ((await uploads.moveToFileStore()) > 0);
  };
  fastify.addHook('onReady', async () => {
    void maintain().catch((err: unknown) => fastify.log.error({ err }, 'uploads maintenance failed'));
  });
  runEvery(fastify, UPLOADS_MAINTENANCE_MS, 'uploads maintenance', maintain);
};

export default uploadRoutes;
