import path from 'node:path';
import fp from 'fastify-plugin';
import { createLocalFileStore, type FileStore } from '~/services/shared/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** where uploaded files' bytes live (chat media): never the database */
    files: FileStore;
  }
}

/** The file store: local disk under `${DATA_DIR}/files` (services/shared/file-store.ts). */
export default fp(
  async (fastify) => {
    fastify.decorate('files', createLocalFileStore(path.resolve(fastify.config.dataDir, 'files')));
  },
  { name: 'files', dependencies: ['config'] },
);
