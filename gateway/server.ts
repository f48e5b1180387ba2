import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeConnectionsWhenClosing } from '~/common/server-close';
import gatewayApp from '~/gateway/app';

export interface GatewayOptions {
  /** PORT env or 4000 */
  port?: number;
  /** HOST env or 0.0.0.0 (the browser-facing server) */
  host?: string;
  /** SERVICES_URL env or http://127.0.0.1:4001 */
  servicesUrl?: string;
  /** the built web app; default dist/web when it holds an index.html; null serves none */
  webDist?: string | null;
  logger?: boolean | object;
  /** default NODE_ENV === 'production' */
  production?: boolean;
  /** PERSISTED_DOCUMENTS_ONLY=1: only the web app's own GraphQL documents run (default off: API clients may send any) */
  persistedDocumentsOnly?: boolean;
  /** default RATE_LIMIT_MAX per address and minute */
  rateLimitMax?: number;
  /** REDIS_URL env: shared rate-limit counters across replicas */
  redisUrl?: string;
  /** GATEWAY_TRUST_PROXY env (comma-separated addresses/CIDRs of the load balancers): who may set X-Forwarded-For */
  trustProxy?: string[];
  /** INTERNAL_TOKEN env: the secret shared with services for their event stream (GET /events) */
  internalToken?: string;
  /** graphql-ws connection_init timeout (tests shorten it) */
  connectionInitTimeoutMs?: number;
  /** reconnect timing of the event stream consumer (tests shorten it) */
  eventStream?: { retryInitialMs?: number; retryMaxMs?: number; idleTimeoutMs?: number };
}

export interface RunningGateway {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

const DEFAULT_PORT = 4000;
const DEFAULT_SERVICES_URL = 'http://127.0.0.1:4001';
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../dist/web', import.meta.url));

function defaultWebDist(): string | null {
  return existsSync(join(DEFAULT_WEB_DIST, 'index.html')) ? DEFAULT_WEB_DIST : null;
}

function envList(value: string | undefined): string[] | undefined {
  const list = value?.split(',').map((item) => item.trim()).filter(Boolean);
  return list && list.length > 0 ? list : undefined;
}

function envPositiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The gateway, ready but not listening: tests drive it with `app.inject`. */
export async function buildGateway(opts: GatewayOptions = {}): Promise<FastifyInstance> {
  const trustProxy = opts.trustProxy ?? envList(process.env.GATEWAY_TRUST_PROXY);
  const app = Fastify({
    logger: opts.logger ?? false,
    ...(trustProxy && { trustProxy }),
  });
  closeConnectionsWhenClosing(app);
  await app.register(gatewayApp, {
    servicesUrl: opts.servicesUrl ?? process.env.SERVICES_URL ?? DEFAULT_SERVICES_URL,
    webDist: opts.webDist === undefined ? defaultWebDist() : opts.webDist,
    production: opts.production ?? process.env.NODE_ENV === 'production',
    persistedDocumentsOnly: opts.persistedDocumentsOnly ?? process.env.PERSISTED_DOCUMENTS_ONLY === '1',
    rateLimitMax: opts.rateLimitMax ?? envPositiveInt(process.env.GATEWAY_RATE_LIMIT_MAX),
    redisUrl: opts.redisUrl ?? process.env.REDIS_URL,
    internalToken: opts.internalToken ?? (process.env.INTERNAL_TOKEN || undefined),
    connectionInitTimeoutMs: opts.connectionInitTimeoutMs,
    eventStream: opts.eventStream,
  });
  await app.ready();
  return app;
}

/**
 * Builds and listens. The graphql-ws server for subscriptions attaches to `app.server` once it listens (DESIGN.md:
 * Mercurius's own WebSocket handling does not follow graphql-ws PROTOCOL.md), and the consumer of services' event
 * stream starts.
 */
export async function startGateway(opts: GatewayOptions = {}): Promise<RunningGateway> {
  const app = await buildGateway({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, ...opts });
  const port = opts.port ?? Number(process.env.PORT ?? DEFAULT_PORT);
  const host = opts.host ?? process.env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { app, url: `http://${urlHost}:${boundPort}`, close: () => app.close() };
}

function runningDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry || !existsSync(entry)) return false;
  return realpathSync(entry) === fileURLToPath(import.meta.url);
}

if (runningDirectly()) {
  const gateway = await startGateway();
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) gateway.app.log.error({ err }, 'gateway stopping after an error');
    await gateway.close();
  });
}
