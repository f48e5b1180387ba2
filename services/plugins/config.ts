import fp from 'fastify-plugin';
import type { Config } from '~/services/config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Makes the one Config (services/config.ts) available as `fastify.config`. */
export default fp<{ config: Config }>(
  async (fastify, opts) => {
    fastify.decorate('config', opts.config);
  },
  { name: 'config' },
);
