import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PAGES } from '~/common/messages';
import { createBuildContext } from '~/gateway/context';
import { registerCsrf, requireCsrfForMutations } from '~/gateway/csrf';
import { internalError } from '~/gateway/errors';
import { createEventConsumer, type EventConsumer, type LiveEvents } from '~/gateway/eventConsumer';
import { registerGraphql } from '~/gateway/graphql/plugin';
import { createPubSub } from '~/gateway/pubsub';
import { registerSecurity } from '~/gateway/security';
import { createEventsSource } from '~/gateway/sources/eventStream';
import { servicesHealthy } from '~/gateway/sources/services';
import { loadPersistedDocuments } from '~/gateway/graphql/persistedDocuments';
import { attachSubscriptionServer, sameOrigin, type SubscriptionServer } from '~/gateway/subscriptionServer';
import { createAccessTokenVerifier } from '~/gateway/tokens';
import { registerUnsubscribeRoute } from '~/gateway/rest/unsubscribe';
import { registerRestRoutes } from '~/gateway/rest/routes';
import { registerCompression, registerWebApp } from '~/gateway/web';
import { attachRtcProxy, type RtcProxy } from '~/gateway/rtc';
import { mediaNodesFrom } from '~/common/video';
import { HEALTH_CACHE_MS } from '~/gateway/limits';

export interface GatewayAppOptions {
  /** base URL of services/ (SERVICES_URL) */
  servicesUrl: string;
  /** folder of the built web app; null serves no web app */
  webDist: string | null;
  /** NODE_ENV=production: no introspection */
  production: boolean;
  /** PERSISTED_DOCUMENTS_ONLY: only the web app's own documents run, over HTTP and the WebSocket (issue 21) */
  persistedDocumentsOnly?: boolean;
  /** requests per address and minute (default RATE_LIMIT_MAX) */
  rateLimitMax?: number;
  /** REDIS_URL: shared rate-limit counters */
  redisUrl?: string;
  /** INTERNAL_TOKEN: the secret for services' GET /events and /events/replay; without it nothing is pushed */
  internalToken?: string;
  /** graphql-ws: no connection_init within this → 4408 (default CONNECTION_INIT_TIMEOUT_MS) */
  connectionInitTimeoutMs?: number;
  /** the media nodes /rtc may be piped to (default MEDIA_NODES / MEDIA_NODE_URL, common/video mediaNodesFrom) */
  mediaNodes?: string[];
  /** reconnecting to GET /events (defaults in limits.ts) */
  eventStream?: { retryInitialMs?: number; retryMaxMs?: number; idleTimeoutMs?: number };
}

export interface HealthResponse {
  status: 'ok';
  services: 'ok' | 'unreachable';
}

/**
 * The gateway: the only server the browser talks to (DESIGN.md). Order matters: security headers and the rate
 * limit come first so they cover every route, the web app's catch-all comes last.
 */
const gatewayApp: FastifyPluginAsync<GatewayAppOptions> = async (app, opts) => {
  // Routes other than /graphql (Mercurius formats its own errors): 5xx never shows internals.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: PAGES.internal });
    }
    return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode], message: error.message });
  });

  await registerCompression(app);
  await registerSecurity(app, opts);
  await registerCsrf(app);

  const servicesHealth = cachedServicesHealth(opts.servicesUrl);
  app.get('/health', { config: { rateLimit: false } }, async (): Promise<HealthResponse> => ({
    status: 'ok',
    services: (await servicesHealth()) ? 'ok' : 'unreachable',
  }));

  const checkBearer = createAccessTokenVerifier(opts.servicesUrl);
  const pubsub = createPubSub();
  const events = opts.internalToken ? createEventsSource({ baseUrl: opts.servicesUrl, internalToken: opts.internalToken }) : null;
  const live: LiveEvents = {
    listen: pubsub.listen,
    replay: (after) => {
      if (events) return events.replay(after);
      app.log.error('INTERNAL_TOKEN is not set: missed events cannot be replayed');
      throw internalError();
    },
  };

  const persistedDocuments = loadPersistedDocuments();
  await registerGraphql(app, {
    production: opts.production,
    persistedDocumentsOnly: opts.persistedDocumentsOnly,
    persistedDocuments,
    buildContext: createBuildContext({ servicesUrl: opts.servicesUrl, checkBearer, live, internalToken: opts.internalToken }),
    preHandler: requireCsrfForMutations(persistedDocuments.byHash),
  });
  await registerRestRoutes(app, { servicesUrl: opts.servicesUrl, checkBearer, internalToken: opts.internalToken });
  await registerUnsubscribeRoute(app, { servicesUrl: opts.servicesUrl, internalToken: opts.internalToken });

  // Subscriptions and the event stream run while the gateway listens (tests that only inject need neither).
  let subscriptions: SubscriptionServer | null = null;
  let consumer: EventConsumer | null = null;
  let rtc: RtcProxy | null = null;
  app.addHook('onListen', async () => {
    if (subscriptions) return;
    rtc = attachRtcProxy(app.server, { mediaNodes: opts.mediaNodes ?? mediaNodesFrom(process.env), sameOrigin: opts.production ? sameOrigin : undefined });
    subscriptions = attachSubscriptionServer(app.server, {
      schema: app.graphql.schema,
      servicesUrl: opts.servicesUrl,
      internalToken: opts.internalToken,
      checkBearer,
      live,
      production: opts.production,
      knownDocument: opts.persistedDocumentsOnly ? persistedDocuments.isKnown : undefined,
      log: app.log,
      connectionInitTimeoutMs: opts.connectionInitTimeoutMs,
    });
    if (!events) {
      app.log.warn('INTERNAL_TOKEN is not set: the gateway does not read services events, subscriptions stay silent');
      return;
    }
    // every replica consumes the stream itself (DESIGN.md): no sticky sessions, no shared broker
    consumer = createEventConsumer({ source: events, pubsub, log: app.log, ...opts.eventStream });
    consumer.start();
  });
  // before the HTTP server closes: upgraded sockets would otherwise keep it open
  app.addHook('preClose', async () => {
    await subscriptions?.close();
    await rtc?.close();
    await consumer?.stop();
  });

  await registerWebApp(app, opts.webDist);
};

/**
 * Services' health, asked at most once per HEALTH_CACHE_MS: load balancers poll /health often, and a services call
 * per poll made it 0.06× as fast as services' own (issue 21). Concurrent polls share the call in flight.
 */
function cachedServicesHealth(servicesUrl: string): () => Promise<boolean> {
  let last: { at: number; healthy: Promise<boolean> } | null = null;
  return () => {
    const now = Date.now();
    // a clock set back counts as expired, or the answer could stick until the clock caught up
    if (!last || now - last.at >= HEALTH_CACHE_MS || now < last.at) last = { at: now, healthy: servicesHealthy(servicesUrl) };
    return last.healthy;
  };
}

// fastify-plugin keeps `app.graphql` and the CSRF decorators visible on the instance that registers the gateway.
export default fp(gatewayApp, { name: 'hookups-gateway', fastify: '5.x' });
