import { STATUS_CODES } from 'node:http';
import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { AUTH, GROUP_HOOKUP, PAGES } from '~/common/messages';
import { toGroupHookup } from '~/gateway/graphql/groupHookupMapping';
import { MULTIPART_OVERHEAD_BYTES, SERVICES_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from '~/gateway/limits';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';
import { servicesUrl } from '~/gateway/sources/services';
import type { AccessTokenVerifier, BearerCheck } from '~/gateway/tokens';
import { usersReportQuery } from '~/gateway/userReports';

export interface PassThroughOptions {
  servicesUrl: string;
  checkBearer: AccessTokenVerifier;
}

/** The calendar feed's public path; its last segment is `<token>.ics` (services/API.md GET /calendar/feed/{token}.ics). */
const CALENDAR_FEED_PATH = '/calendar/feed/:file';

/** The largest multipart body that can hold a file of the spec's 50 MB (spec §9). */
const MAX_UPLOAD_BODY_BYTES = MAX_FILE_SIZE_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Errors of these routes answer like services do: `{ statusCode, error, message }`. */
class PassThroughError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

const fail = (statusCode: number, message: string) => new PassThroughError(statusCode, message);

function requireBearer(bearer: BearerCheck): Extract<BearerCheck, { status: 'valid' }> {
  if (bearer.status === 'valid') return bearer;
  if (bearer.status === 'none') throw fail(401, AUTH.unauthenticated);
  if (bearer.status === 'invalid') throw fail(401, AUTH.sessionExpired);
  throw fail(500, PAGES.internal);
}

/** A services error answer, passed on with its status and message; 5xx never shows what services said. */
export async function servicesFailure(response: Response): Promise<PassThroughError> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (response.status >= 500 || typeof body.message !== 'string') {
    return fail(response.status >= 500 ? 500 : response.status, response.status >= 500 ? PAGES.internal : (STATUS_CODES[response.status] ?? PAGES.internal));
  }
  return fail(response.status, body.message);
}

const toNodeStream = (body: ReadableStream<Uint8Array>) => Readable.fromWeb(body as WebReadableStream<Uint8Array>);

/** Counts the bytes streamed through and fails past `limit`, for bodies sent without a Content-Length. */
function byteLimit(limit: number) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(fail(413, GROUP_HOOKUP.imageTooLarge));
      else callback(null, chunk);
    },
  });
  return { counter, exceeded: () => seen > limit };
}

/**
 * REST routes for what GraphQL carries badly: the group hookup image and avatar uploads (multipart, streamed through
 * untouched to services with the member's bearer), the uploaded images, the admins' reports (CSV) and the members'
 * private calendar feeds (ICS).
 */
export async function registerPassThroughRoutes(app: FastifyInstance, opts: PassThroughOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof PassThroughError) return sendError(reply, error.statusCode, error.message);
      if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
        return sendError(reply, 403, AUTH.csrf);
      }
      request.log.error({ err: error }, 'pass-through request failed');
      return sendError(reply, 500, PAGES.internal);
    });
    // the body is services' to parse: keep it a stream, boundary and all
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

    // uploads are like mutations: the CSRF header is checked before the body is read (spec §4)
    scope.put<{ Params: { uuid: string } }>(
      '/uploads/group-hookup/:uuid/image',
      { onRequest: scope.csrfProtection },
      async (request, reply) => {
        const path = `/group-hookup/${encodeURIComponent(request.params.uuid)}/image`;
        const { viewer, response } = await streamUpload(request, 'PUT', path);
        // the same shape as GraphQL's GroupHookup, so the web app can put it in its cache as is
        return reply.send(toGroupHookup((await response.json()) as ServicesGroupHookup, viewer));
      },
    );

    // Avatar uploads (services/API.md § Slice: profiles): services' User as is, `imageUrl` pointing at the resized
    // avatar. Deleting goes through GraphQL (deleteAvatar, adminDeleteAvatar).
    scope.post('/user/upload-avatar', { onRequest: scope.csrfProtection }, async (request, reply) => {
      const { response } = await streamUpload(request, 'POST', '/user/upload-avatar');
      return reply.send(await response.json());
    });
    // admins upload for a member; services answer 403 to anyone else
    scope.post<{ Params: { id: string } }>(
      '/admin/user/upload-avatar/:id',
      { onRequest: scope.csrfProtection },
      async (request, reply) => {
        const path = `/admin/user/upload-avatar/${encodeURIComponent(request.params.id)}`;
        const { response } = await streamUpload(request, 'POST', path);
        return reply.send(await response.json());
      },
    );

    // Chat attachments (services/API.md § Chat): uploaded before the message that carries them
    scope.post<{ Params: { sid: string } }>('/chat/conversations/:sid/media', { onRequest: scope.csrfProtection }, async (request, reply) => {
      const { response } = await streamUpload(request, 'POST', `/chat/conversations/${encodeURIComponent(request.params.sid)}/media`);
      const media = (await response.json()) as { sid: string };
      return reply.code(201).send({ ...media, url: `/chat/media/${media.sid}` });
    });
    // participants only: the chat token in the query is what an <img> or a download link can carry
    scope.get<{ Params: { sid: string }; Querystring: { token?: string } }>('/chat/media/:sid', async (request, reply) => {
      const token = typeof request.query.token === 'string' ? `?token=${encodeURIComponent(request.query.token)}` : '';
      const bearer = await opts.checkBearer(request.headers.authorization);
      const headers: Record<string, string> = bearer.status === 'valid' ? { authorization: `Bearer ${bearer.accessToken}` } : {};
      const response = await proxyGet(request, `/chat/media/${encodeURIComponent(request.params.sid)}${token}`, headers);
      copyHeaders(response, reply, ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-content-type-options', 'content-security-policy']);
      return reply.send(toNodeStream(response.body!));
    });

    scope.get<{ Params: { id: string } }>('/uploads/:id', async (request, reply) => {
      const response = await proxyGet(request, `/uploads/${encodeURIComponent(request.params.id)}`, {});
      // services name each upload by its content, so a copy never goes stale
      reply.header('cache-control', response.headers.get('cache-control') ?? 'public, max-age=31536000, immutable');
      copyHeaders(response, reply, ['content-type', 'content-length', 'etag', 'last-modified']);
      return reply.send(toNodeStream(response.body!));
    });

    scope.get<{ Querystring: { from?: string; to?: string } }>('/reports/group-hookup-connections.csv', async (request, reply) => {
      const { accessToken } = requireBearer(await opts.checkBearer(request.headers.authorization));
      const response = await proxyGet(request, `/hookup-admin/group-hookups/connections/export${rangeQuery(request.query)}`, {
        authorization: `Bearer ${accessToken}`,
      });
      reply.header('cache-control', 'no-store');
      copyHeaders(response, reply, ['content-type', 'content-disposition', 'content-length']);
      return reply.send(toNodeStream(response.body!));
    });

    // services/API.md GET /hookup-admin/hookup/export: Hookups-Report-<date>.csv, admins only (services answer 403)
    scope.get<{ Querystring: { from?: string; to?: string } }>('/reports/hookups.csv', async (request, reply) => {
      const { accessToken } = requireBearer(await opts.checkBearer(request.headers.authorization));
      const response = await proxyGet(request, `/hookup-admin/hookup/export${rangeQuery(request.query)}`, {
        authorization: `Bearer ${accessToken}`,
      });
      reply.header('cache-control', 'no-store');
      copyHeaders(response, reply, ['content-type', 'content-disposition', 'content-length']);
      return reply.send(toNodeStream(response.body!));
    });

    // services/API.md GET /admin/users/export: Users-Report-<date>.csv with the list's filters, admins only
    scope.get<{ Querystring: Record<string, unknown> }>('/reports/users.csv', async (request, reply) => {
      const { accessToken } = requireBearer(await opts.checkBearer(request.headers.authorization));
      const response = await proxyGet(request, `/admin/users/export${usersReportQuery(request.query)}`, { authorization: `Bearer ${accessToken}` });
      reply.header('cache-control', 'no-store');
      copyHeaders(response, reply, ['content-type', 'content-disposition', 'content-length']);
      return reply.send(toNodeStream(response.body!));
    });

    // The private calendar feed services hand out (PUBLIC_URL/calendar/feed/<token>.ics): no session, the token in
    // the path is the credential, so calendar apps can subscribe to it.
    scope.get<{ Params: { file: string } }>(CALENDAR_FEED_PATH, async (request, reply) => {
      const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
      if (!token) throw fail(404, PAGES.notFoundTitle);
      const response = await proxyGet(request, `/calendar/feed/${encodeURIComponent(token)}.ics`, {});
      // a feed changes with every hookup: calendar apps must not keep a stale copy, and it is private
      reply.header('cache-control', response.headers.get('cache-control') ?? 'private, no-cache');
      copyHeaders(response, reply, ['content-type', 'content-disposition', 'content-length', 'etag', 'last-modified']);
      return reply.send(toNodeStream(response.body!));
    });
  });

  /**
   * Streams a multipart upload untouched to services with the member's bearer; answers the viewer and services' 2xx
   * response, errors become PassThroughErrors (a body past the 50 MB limit is 413, however services' fetch ended).
   */
  async function streamUpload(request: FastifyRequest, method: 'PUT' | 'POST', servicesPath: string) {
    const { viewer, accessToken } = requireBearer(await opts.checkBearer(request.headers.authorization));
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) throw fail(415, GROUP_HOOKUP.imageType);
    if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BODY_BYTES) {
      throw fail(413, GROUP_HOOKUP.imageTooLarge);
    }

    const limit = byteLimit(MAX_UPLOAD_BODY_BYTES);
    const body = (request.body as Readable).pipe(limit.counter);
    let response: Response;
    try {
      response = await fetch(servicesUrl(opts.servicesUrl, servicesPath), {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': contentType, 'x-forwarded-for': request.ip },
        body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
        duplex: 'half',
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      } as RequestInit);
    } catch (error) {
      if (limit.exceeded()) throw fail(413, GROUP_HOOKUP.imageTooLarge);
      request.log.error({ err: error, path: servicesPath }, 'services unreachable for an upload');
      throw fail(500, PAGES.internal);
    }
    if (!response.ok) throw await servicesFailure(response);
    return { viewer, response };
  }

  /** GET on services, answered by the caller when 2xx; errors become PassThroughErrors. */
  async function proxyGet(request: FastifyRequest, path: string, headers: Record<string, string>): Promise<Response> {
    // the timeout covers services' answer, not streaming a large image to a slow browser
    const answered = new AbortController();
    const timer = setTimeout(() => answered.abort(), SERVICES_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(servicesUrl(opts.servicesUrl, path), {
        headers: { ...headers, 'x-forwarded-for': request.ip },
        signal: answered.signal,
      });
    } catch (error) {
      request.log.error({ err: error, path }, 'services unreachable');
      throw fail(500, PAGES.internal);
    } finally {
      clearTimeout(timer);
    }
    if (!response.ok || !response.body) throw await servicesFailure(response);
    return response;
  }
}

/** The optional `from`/`to` of a report, as services' query string ('' without either). */
function rangeQuery({ from, to }: { from?: string; to?: string }): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  return query.size > 0 ? `?${query}` : '';
}

function copyHeaders(response: Response, reply: FastifyReply, names: string[]): void {
  for (const name of names) {
    const value = response.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
}

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode], message });
}
