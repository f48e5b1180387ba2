import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalFileStore, type FileStore } from '~/services/shared/file-store';
import { createS3FileStore } from '~/services/shared/s3-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** where uploaded files' bytes live (images, chat media): never the database */
    files: FileStore;
  }
}

/** The file store: an S3-compatible bucket when S3_BUCKET is set, else local disk under `${DATA_DIR}/files`. */
export default fp(
  async (fastify) => {
    const { s3, dataDir } = fastify.config;
    if (s3) {
      const store = createS3FileStore(s3);
      fastify.addHook('onClose', async () => store.close());
      fastify.decorate('files', store);
    } else {
      fastify.decorate('files', createLocalFileStore(path.resolve(dataDir, 'files')));
    }
  },
  { name: 'files', dependencies: ['config'] },
);
