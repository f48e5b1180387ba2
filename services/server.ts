import { pathToFileURL } from 'node:url';
import closeWithGrace from 'close-with-grace';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { closeConnectionsWhenClosing } from '~/common/server-close';
import { ajvOptions } from './ajv';
import { closePasswordHashing } from './auth/passwords';
import app from './app';
import { loadConfig, type Config } from './config';
import type { DB } from './db';

export interface BuildOptions {
  /** Fastify's logger option; defaults to pino at LOG_LEVEL */
  logger?: boolean | object;
  /** overrides of what the environment says (tests inject `now`, a schema, SMTP_URL, …) */
  env?: Partial<Config>;
  /** an already open database to use instead of opening one from the config (tests) */
  database?: DB;
}

export interface StartOptions extends BuildOptions {
  port?: number;
  host?: string;
}

export interface RunningServices {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

/** The ready services app, not listening: tests drive it with `app.inject`. */
export async function buildServices(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, opts.env);
  const fastify = Fastify({
    logger: (opts.logger ?? { level: config.logLevel }) as FastifyServerOptions['logger'],
    trustProxy: config.trustProxy,
    ajv: ajvOptions,
    // Opening PGlite (5–7 s here) and migrating happen inside a plugin; on a loaded 2-core machine that
    // passes Fastify's default 10 s plugin timeout, so give start-up room.
    pluginTimeout: 120_000,
  });
  closeConnectionsWhenClosing(fastify);
  await fastify.register(fp(app), { config, database: opts.database });
  await fastify.ready();
  return fastify;
}

/** Builds and listens (default 127.0.0.1:4001; port 0 picks a free one). */
export async function startServices(opts: StartOptions = {}): Promise<RunningServices> {
  const fastify = await buildServices(opts);
  const address = await fastify.listen({ port: opts.port ?? 4001, host: opts.host ?? '127.0.0.1' });
  return {
    app: fastify,
    url: address,
    // the password hashing workers go with the server (they would also exit on their own when this process does)
    close: async () => {
      await fastify.close();
      await closePasswordHashing();
    },
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = process.env.SERVICES_PORT ? Number(process.env.SERVICES_PORT) : undefined;
  const services = await startServices({ port, host: process.env.SERVICES_HOST });
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) services.app.log.error({ err }, 'closing services after an error');
    await services.close();
  });
}
