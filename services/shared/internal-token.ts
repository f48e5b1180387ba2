import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GATEWAY_TOKEN_HEADER } from '~/common/constants';
import { AUTH } from '~/common/messages';
import { bearerToken } from '~/services/plugins/auth';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A preHandler admitting only the INTERNAL_TOKEN bearer (gateways, media nodes); without INTERNAL_TOKEN nobody gets in.
 * Compared as digests so the comparison takes the same time whatever the length.
 */
export function internalOnly(fastify: FastifyInstance) {
  const matches = internalTokenCheck(fastify.config.internalToken);
  return async (request: FastifyRequest) => {
    if (!matches(bearerToken(request))) throw fastify.httpErrors.unauthorized(AUTH.unauthenticated);
  };
}

/** Whether a presented token is INTERNAL_TOKEN (never, when none is configured). */
export function internalTokenCheck(internalToken: string | null): (token: string | null | undefined) => boolean {
  const expected = internalToken ? digest(internalToken) : null;
  return (token) => Boolean(expected && token && timingSafeEqual(digest(token), expected));
}

/**
 * issue 20: with INTERNAL_TOKEN set, X-Forwarded-For is believed only beside it (a gateway), so no local process can
 * claim another address and dodge the per-address limits; without one, TRUST_PROXY alone decides (tests, one process
 * behind a known proxy). Runs first, before the rate limit reads request.ip.
 */
export function forwardedForOnlyFromGateways(fastify: FastifyInstance): void {
  if (!fastify.config.internalToken) return;
  const matches = internalTokenCheck(fastify.config.internalToken);
  fastify.addHook('onRequest', async (request) => {
    const token = request.headers[GATEWAY_TOKEN_HEADER];
    if (!matches(typeof token === 'string' ? token : undefined)) delete request.raw.headers['x-forwarded-for'];
  });
}
