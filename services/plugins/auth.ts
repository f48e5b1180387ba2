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

/** What a verified access token names: its session and its member (whether the session is live is another question). */
export interface BearerClaims {
  sessionId: string;
  userUuid: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of authenticated routes: 401 without a valid access token of a live session, 403 when disabled. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The request's access token verified (signature, expiry, claims), its session not yet checked: 401 otherwise. */
    bearerClaims(request: FastifyRequest): Promise<BearerClaims>;
    /**
     * The member of a live session (services/API.md § Tokens): 401 when the session is revoked, expired or another
     * member's, 403 when the account is disabled. `authenticate` is `bearerClaims` then this.
     */
    signIn(claims: BearerClaims, now: Date): Promise<Auth>;
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

    fastify.decorate('bearerClaims', async function bearerClaims(request: FastifyRequest): Promise<BearerClaims> {
      const token = bearerToken(request);
      if (!token) throw fastify.httpErrors.unauthorized(AUTH.unauthenticated);
      const claims = await fastify.keys.verifyAccessToken(token);
      if (!claims || typeof claims.sid !== 'string' || !isUuid(claims.sid) || !claims.sub || !isUuid(claims.sub)) {
        throw fastify.httpErrors.unauthorized(AUTH.sessionExpired);
      }
      return { sessionId: claims.sid, userUuid: claims.sub };
    });

    fastify.decorate('signIn', async function signIn(claims: BearerClaims, now: Date): Promise<Auth> {
      // services/API.md § Tokens: a token of a revoked session is refused even before it expires
      const session = await sessions.find(claims.sessionId, claims.userUuid, now);
      if (!session) throw fastify.httpErrors.unauthorized(AUTH.sessionExpired);
      if (!session.user.active) throw fastify.httpErrors.forbidden(AUTH.accountDisabled);
      return { user: session.user, sessionId: claims.sessionId, rememberMe: session.rememberMe };
    });

    fastify.decorate('authenticate', async function authenticate(request: FastifyRequest) {
      request.auth = await fastify.signIn(await fastify.bearerClaims(request), fastify.config.now());
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
