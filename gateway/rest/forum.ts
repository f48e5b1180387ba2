import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGES } from '~/common/messages';
import { SERVICES_TIMEOUT_MS } from '~/gateway/limits';
import { forumBaseUrl, forumClientHeaders } from '~/gateway/sources/forum';
import { fail } from './failures';
import type { RestRouteOptions } from './proxy';

/** The forum's session cookie (services/forum/routes.ts FORUM_COOKIE): HttpOnly, Path=/forum. */
const FORUM_COOKIE = 'forum_session';
/** What the browser's headers may carry on to the forum: nothing else (no CSRF secret, no other cookie). */
const REQUEST_HEADERS = ['accept', 'authorization', 'content-type'];
/** What the forum's answer may carry back. */
const RESPONSE_HEADERS = ['content-type', 'set-cookie', 'cache-control'];

function forumCookie(request: FastifyRequest): string | undefined {
  return request.cookies[FORUM_COOKIE];
}

/**
 * `/forum/*` (spec §7 "Forum host (cookie credentials)"): the forum at FORUM_URL (default: services' built-in one),
 * reached as NodeBB installed under /forum would be — its read API at /forum/api, its write API at /forum/api/v3,
 * GET /forum/forum-token?username= (the forum session as an HttpOnly cookie) and POST /forum/logout (clears it, spec §4).
 * The browser's forum cookie (and only it) goes along; the forum's Set-Cookie comes back. A write that rides on the cookie
 * needs the CSRF header, like GraphQL mutations: the cookie alone must not let another site post as the member.
 */
export function forumRoutes(app: FastifyInstance, opts: RestRouteOptions): void {
  const base = forumBaseUrl(opts.servicesUrl);

  const csrfUnlessBearer = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method);
    // logout only removes the cookie: it needs no token (a stale page must still be able to log out)
    if (!write || request.headers.authorization || request.url.split('?')[0] === '/forum/logout') return done();
    app.csrfProtection(request, reply, done);
  };

  app.route({
    method: ['GET', 'POST', 'PUT', 'DELETE'],
    url: '/forum/*',
    preHandler: csrfUnlessBearer,
    handler: async (request, reply) => {
      const url = new URL(`${base}${request.url.slice('/forum'.length)}`);
      const headers: Record<string, string> = forumClientHeaders(request.ip, opts.internalToken);
      for (const name of REQUEST_HEADERS) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const cookie = forumCookie(request);
      if (cookie) headers.cookie = `${FORUM_COOKIE}=${encodeURIComponent(cookie)}`;
      const hasBody = request.body !== undefined && request.body !== null && request.method !== 'GET';
      if (hasBody) headers['content-type'] = 'application/json';
      let response: Response;
      try {
        response = await fetch(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(SERVICES_TIMEOUT_MS),
        });
      } catch (error) {
        request.log.error({ err: error, path: url.pathname }, 'forum unreachable');
        throw fail(500, PAGES.internal);
      }
      if (response.status >= 500) request.log.error({ status: response.status, path: url.pathname }, 'forum failed');
      reply.code(response.status);
      for (const name of RESPONSE_HEADERS) {
        const values = name === 'set-cookie' ? response.headers.getSetCookie() : [response.headers.get(name)].filter((v) => v !== null);
        if (values.length > 0) reply.header(name, values.length === 1 ? values[0] : values);
      }
      reply.header('cache-control', 'no-store');
      return reply.send(Buffer.from(await response.arrayBuffer()));
    },
  });
}
