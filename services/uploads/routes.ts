import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { errorResponses, IdText } from '~/services/schemas';
import { runEvery } from '~/services/shared/schedule';
import { createUploadsRepository } from './repository';

/** How often freed files are removed from the store and rows of before migration 0023 are moved out of the database. */
export const UPLOADS_MAINTENANCE_MS = 60_000;

/** GET /uploads/{id}: stored images, streamed from the file store. An id is never reused, so the answer may be cached for good. */
const uploadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const uploads = createUploadsRepository(fastify.db, fastify.files);

  fastify.get('/uploads/:id', { schema: { params: Type.Object({ id: IdText() }), response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }), ...errorResponses(404) } } }, async (request, reply) => {
    const upload = await uploads.find(request.params.id);
    if (!upload) throw fastify.httpErrors.notFound(M.uploadNotFound);
    return reply
      .header('content-type', upload.contentType)
      .header('content-length', upload.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(upload.stream);
  });

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
