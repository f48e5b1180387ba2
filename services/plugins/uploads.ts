import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_FILE_SIZE_BYTES, UPLOAD_IMAGE_TYPES } from '~/common/constants';
import { GROUP_HOOKUP as M } from '~/common/messages';
import { FieldError } from '~/services/errors';

/** What an image upload may be, judged by its bytes (not by its name or declared type). */
const IMAGE_TYPES: ReadonlySet<string> = new Set(UPLOAD_IMAGE_TYPES);

export interface UploadedImage {
  contentType: string;
  bytes: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one file of a multipart request's `field`: 400 without it, 413 over 50 MB, 415 unless JPEG/PNG/WebP/GIF. */
    readImage(request: FastifyRequest, field: string): Promise<UploadedImage>;
  }
}

/**
 * busboy's parse errors (no closing boundary, a part without headers, garbage) carry no status and answered 500: the
 * body is the client's fault, 400. Errors with a 4xx status (@fastify/multipart's own) keep it.
 */
const malformed = (field: string) => (error: { statusCode?: unknown }) => {
  if (typeof error.statusCode === 'number' && error.statusCode < 500) throw error;
  throw new FieldError(400, field, M.imageMalformed);
};

/** @fastify/multipart with spec §9's 52428800-byte limit (its own default would be 1 MiB). */
export default fp(
  async (fastify) => {
    await fastify.register(multipart, { limits: { fileSize: MAX_FILE_SIZE_BYTES, files: 1, fields: 10 }, throwFileSizeLimit: false });

    fastify.decorate('readImage', async (request: FastifyRequest, field: string) => {
      if (!request.isMultipart()) throw new FieldError(400, field, M.imageMissing);
      const file = await request.file().catch(malformed(field));
      if (!file || file.fieldname !== field) throw new FieldError(400, field, M.imageMissing);
      const bytes = await file.toBuffer().catch(malformed(field));
      if (file.file.truncated) throw new FieldError(413, field, M.imageTooLarge);
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !IMAGE_TYPES.has(type.mime)) throw new FieldError(415, field, M.imageType);
      return { contentType: type.mime, bytes };
    });
  },
  { name: 'uploads', dependencies: ['@fastify/sensible'] },
);
