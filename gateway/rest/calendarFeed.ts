import type { FastifyInstance } from 'fastify';
import { PAGES } from '~/common/messages';
import { fail } from './failures';
import { copyHeaders, proxyGet, toNodeStream, type RestRouteOptions } from './proxy';

/** The calendar feed's public path; its last segment is `<token>.ics` (services/API.md GET /calendar/feed/{token}.ics). */
const CALENDAR_FEED_PATH = '/calendar/feed/:file';

/**
 * The private calendar feed services hand out (PUBLIC_URL/calendar/feed/<token>.ics): no session, the token in the
 * path is the credential, so calendar apps can subscribe to it.
 */
export function calendarFeedRoute(scope: FastifyInstance, opts: RestRouteOptions): void {
  scope.get<{ Params: { file: string } }>(CALENDAR_FEED_PATH, async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    if (!token) throw fail(404, PAGES.notFoundTitle);
    const response = await proxyGet(opts, request, `/calendar/feed/${encodeURIComponent(token)}.ics`, {});
    // a feed changes with every hookup: calendar apps must not keep a stale copy, and it is private
    reply.header('cache-control', response.headers.get('cache-control') ?? 'private, no-cache');
    copyHeaders(response, reply, ['content-type', 'content-disposition', 'content-length', 'etag', 'last-modified']);
    return reply.send(toNodeStream(response.body!));
  });
}
