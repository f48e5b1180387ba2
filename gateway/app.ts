import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PAGES } from '~/common/messages';
import { createBuildContext } from '~/gateway/context';
import { registerCsrf, requireCsrfForMutations } from '~/gateway/csrf';
import { registerGraphql } from '~/gateway/graphql/plugin';
import { registerSecurity } from '~/gateway/security';
import { servicesHealthy } from '~/gateway/sources/services';
import { createAccessTokenVerifier } from '~/gateway/tokens';
import { registerWebApp } from '~/gateway/web';

export interface GatewayAppOptions {
  /** base URL of services/ (SERVICES_URL) */
  servicesUrl: string;
  /** folder of the built web app; null serves no web app */
  webDist: string | null;
  /** NODE_ENV=production: no introspection, no GraphiQL */
  production: boolean;
  /** requests per address and minute (default RATE_LIMIT_MAX) */
  rateLimitMax?: number;
  /** REDIS_URL: shared rate-limit counters */
  redisUrl?: string;
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

  await registerSecurity(app, opts);
  await registerCsrf(app);

  app.get('/health', { config: { rateLimit: false } }, async (): Promise<HealthResponse> => ({
    status: 'ok',
    services: (await servicesHealthy(opts.servicesUrl)) ? 'ok' : 'unreachable',
  }));

  await registerGraphql(app, {
    production: opts.production,
    buildContext: createBuildContext({
      servicesUrl: opts.servicesUrl,
      checkBearer: createAccessTokenVerifier(opts.servicesUrl),
    }),
    preHandler: requireCsrfForMutations,
  });

  await registerWebApp(app, opts.webDist);
};

// fastify-plugin keeps `app.graphql` and the CSRF decorators visible on the instance that registers the gateway.
export default fp(gatewayApp, { name: 'hookups-gateway', fastify: '5.x' });
