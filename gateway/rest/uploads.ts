import { Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { CHAT, GROUP_HOOKUP, PAGES } from '~/common/messages';
import { toGroupHookup } from '~/gateway/graphql/groupHookupMapping';
import { MULTIPART_OVERHEAD_BYTES, UPLOAD_TIMEOUT_MS } from '~/gateway/limits';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';
import { forwardedFor, servicesUrl } from '~/gateway/sources/call';
import { fail, requireBearer, servicesFailure } from './failures';
import { copyHeaders, proxyGet, toNodeStream, type RestRouteOptions } from './proxy';

/** The largest multipart body that can hold a file of the spec's 50 MB (spec §9). */
const MAX_UPLOAD_BODY_BYTES = MAX_FILE_SIZE_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Counts the bytes streamed through and fails past `limit`, for bodies sent without a Content-Length. */
function byteLimit(limit: number, tooLarge: string) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > limit) callback(fail(413, tooLarge));
      else callback(null, chunk);
    },
  });
  return { counter, exceeded: () => seen > limit };
}

/**
 * The group hookup image and avatar uploads (multipart, streamed through untouched to services with the member's
 * bearer) and the uploaded images.
 */
export function uploadRoutes(scope: FastifyInstance, opts: RestRouteOptions): void {
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
    const path = `/chat/conversations/${encodeURIComponent(request.params.sid)}/media`;
    const { response } = await streamUpload(request, 'POST', path, CHAT.fileTooLarge);
    const media = (await response.json()) as { sid: string };
    return reply.code(201).send({ ...media, url: `/chat/media/${media.sid}` });
  });
  // participants only: the chat token in the query is what an <img> or a download link can carry
  scope.get<{ Params: { sid: string }; Querystring: { token?: string } }>('/chat/media/:sid', async (request, reply) => {
    const token = typeof request.query.token === 'string' ? `?token=${encodeURIComponent(request.query.token)}` : '';
    const bearer = await opts.checkBearer(request.headers.authorization);
    const headers: Record<string, string> = bearer.status === 'valid' ? { authorization: `Bearer ${bearer.accessToken}` } : {};
    const response = await proxyGet(opts, request, `/chat/media/${encodeURIComponent(request.params.sid)}${token}`, headers);
    copyHeaders(response, reply, ['content-type', 'content-length', 'content-disposition', 'cache-control', 'x-content-type-options', 'content-security-policy']);
    return reply.send(toNodeStream(response.body!));
  });

  // issue 20: only through the signed, expiring links services hand out (`?exp=…&sig=…`); services check the signature
  // and answer 403 with the reason, passed on as is. Cached privately until the link expires, as services say.
  scope.get<{ Params: { id: string }; Querystring: { exp?: unknown; sig?: unknown } }>('/uploads/:id', async (request, reply) => {
    const { exp, sig } = request.query;
    const signature = new URLSearchParams({ ...(typeof exp === 'string' && { exp }), ...(typeof sig === 'string' && { sig }) }).toString();
    const path = `/uploads/${encodeURIComponent(request.params.id)}${signature && `?${signature}`}`;
    const response = await proxyGet(opts, request, path, {});
    reply.header('cache-control', response.headers.get('cache-control') ?? 'private, no-cache');
    copyHeaders(response, reply, ['content-type', 'content-length', 'etag', 'last-modified', 'x-content-type-options']);
    return reply.send(toNodeStream(response.body!));
  });

  /**
   * Streams a multipart upload untouched to services with the member's bearer; answers the viewer and services' 2xx
   * response, errors become PassThroughErrors (a body past the 50 MB limit is 413, however services' fetch ended).
   */
  async function streamUpload(request: FastifyRequest, method: 'PUT' | 'POST', servicesPath: string, tooLarge: string = GROUP_HOOKUP.imageTooLarge) {
    const { viewer, accessToken } = requireBearer(await opts.checkBearer(request.headers.authorization));
    const contentType = request.headers['content-type'] ?? '';
    if (!contentType.startsWith('multipart/form-data')) throw fail(415, GROUP_HOOKUP.imageType);
    if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BODY_BYTES) {
      throw fail(413, tooLarge);
    }

    const limit = byteLimit(MAX_UPLOAD_BODY_BYTES, tooLarge);
    const body = (request.body as Readable).pipe(limit.counter);
    let response: Response;
    try {
      response = await fetch(servicesUrl(opts.servicesUrl, servicesPath), {
        method,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': contentType, ...forwardedFor(request.ip, opts.internalToken) },
        body: Readable.toWeb(body) as ReadableStream<Uint8Array>,
        duplex: 'half',
        signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
      } as RequestInit);
    } catch (error) {
      if (limit.exceeded()) throw fail(413, tooLarge);
      request.log.error({ err: error, path: servicesPath }, 'services unreachable for an upload');
      throw fail(500, PAGES.internal);
    }
    if (!response.ok) throw await servicesFailure(response);
    return { viewer, response };
  }
}
