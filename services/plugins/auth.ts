import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH } from '~/common/messages';
import { isAdmin } from '~/common/roles';
import { createLiveSessionLookup } from '~/services/auth/liveSessionLookup';
import type { UserRow } from '~/services/db/schema';
import { isUuid } from '~/services/shared/uuid';

export interface Auth {
  user: UserRow;
  sessionId: string;
  rememberMe: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of authenticated routes: 401 without a valid access token of a live session, 403 when disabled. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler of admin-only routes (spec §6 admin and hookup-admin paths): authenticate, then 403 without ROLE_ADMIN. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    auth: Auth | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

export default fp(
  async (fastify) => {
    const sessions = createLiveSessionLookup(fastify.db);
    fastify.decorateRequest('auth', null);

    fastify.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw fastify.httpErrors.unauthorized(AUTH.unauthenticated);
      const claims = await fastify.keys.verifyAccessToken(token);
      if (!claims || typeof claims.sid !== 'string' || !isUuid(claims.sid) || !claims.sub || !isUuid(claims.sub)) {
        throw fastify.httpErrors.unauthorized(AUTH.sessionExpired);
      }
      // services/API.md § Tokens: a token of a revoked session is refused even before it expires
      const session = await sessions.find(claims.sid, claims.sub, fastify.config.now());
      if (!session) throw fastify.httpErrors.unauthorized(AUTH.sessionExpired);
      if (!session.user.active) throw fastify.httpErrors.forbidden(AUTH.accountDisabled);
      request.auth = { user: session.user, sessionId: claims.sid, rememberMe: session.rememberMe };
    });

    fastify.decorate('requireAdmin', async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
      await fastify.authenticate(request, reply);
      if (!isAdmin(signedIn(request).user.roles)) throw fastify.httpErrors.forbidden(AUTH.forbidden);
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'keys', '@fastify/sensible'] },
);

/** The signed-in user of a route guarded by `fastify.authenticate`. */
export function signedIn(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error('route is missing the authenticate preHandler');
  return request.auth;
}
