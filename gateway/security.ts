import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { AUTH } from '~/common/messages';
import { rateLimitKey } from '~/common/rateLimitKey';
import { EMBED_FRAME_ORIGINS } from '~/common/richText';
import { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS } from '~/gateway/limits';
import { isWebAppRequest } from '~/gateway/web';

/** CSP of the Vite-built React app, served from the gateway's own origin. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React's `style` attributes and Panda/Ark runtime styles need inline styles; scripts stay strict
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // GraphQL over HTTP and subscriptions over WebSocket on the same host
  connectSrc: ["'self'", 'ws:', 'wss:'],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  // forum and chat embeds: only the players of the providers common/richText knows
  frameSrc: ["'self'", ...EMBED_FRAME_ORIGINS],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // the embedded default runs over plain http on a LAN address too; TLS is the load balancer's job
  upgradeInsecureRequests: null,
};

/** RFC 6797: HSTS is sent over https only (a browser ignores it over http, and the embedded default serves plain http). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export interface SecurityOptions {
  production: boolean;
  rateLimitMax?: number;
  /** REDIS_URL: rate-limit counters shared by every gateway replica */
  redisUrl?: string;
}

/** Security headers and the per-address rate limit, for every route registered after this. */
export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  // helmet's headers are built once here and only set per request: @fastify/helmet built them again for every request
  // (parsing the CSP's directives each time), 4–5% of the gateway's samples under `query { me }` (issue 21)
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, done as (error?: unknown) => void));
  // https as the gateway sees it: its own TLS, or X-Forwarded-Proto from a GATEWAY_TRUST_PROXY load balancer
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });

  const redis = opts.redisUrl
    ? // fail fast: a missing Redis must not hold requests (skipOnError lets them through meanwhile)
      new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  await app.register(fastifyRateLimit, {
    global: true,
    max: opts.rateLimitMax ?? RATE_LIMIT_MAX,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    redis,
    nameSpace: 'hookups-gateway-rl:',
    keyGenerator: rateLimitKey,
    skipOnError: true,
    // the web app's static files and deep links are not API calls (web.ts)
    allowList: (request) => isWebAppRequest(request),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(AUTH.tooManyRequests), { statusCode: context.statusCode }),
  });
}
