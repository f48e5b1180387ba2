import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH } from '~/common/messages';
import { bearerToken } from '~/services/plugins/auth';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A preHandler admitting only the INTERNAL_TOKEN bearer (gateways, media nodes); without INTERNAL_TOKEN nobody gets in.
 * Compared as digests so the comparison takes the same time whatever the length.
 */
export function internalOnly(fastify: FastifyInstance) {
  const expected = fastify.config.internalToken ? digest(fastify.config.internalToken) : null;
  return async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!expected || !token || !timingSafeEqual(digest(token), expected)) throw fastify.httpErrors.unauthorized(AUTH.unauthenticated);
  };
}
