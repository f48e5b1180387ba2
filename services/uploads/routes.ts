import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { errorResponses, IdText } from '~/services/schemas';
import { createUploadsRepository } from './repository';

/** GET /uploads/{id}: stored images. An id is never reused, so the answer may be cached for good. */
const uploadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const uploads = createUploadsRepository(fastify.db);

  fastify.get('/uploads/:id', { schema: { params: Type.Object({ id: IdText() }), response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses(404) } } }, async (request, reply) => {
    const upload = await uploads.find(request.params.id);
    if (!upload) throw fastify.httpErrors.notFound(M.uploadNotFound);
    return reply
      .header('content-type', upload.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(upload.bytes);
  });
};

export default uploadRoutes;
