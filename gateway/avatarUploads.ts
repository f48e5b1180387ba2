import { Readable, Transform } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { AUTH, GROUP_HOOKUP, PAGES } from '~/common/messages';
import { MULTIPART_OVERHEAD_BYTES, UPLOAD_TIMEOUT_MS } from '~/gateway/limits';
import { servicesUrl } from '~/gateway/sources/services';
import type { AccessTokenVerifier } from '~/gateway/tokens';
import { sendError, servicesFailure } from '~/gateway/uploads';

export interface AvatarUploadOptions {
  servicesUrl: string;
  checkBearer: AccessTokenVerifier;
}

/** The largest multipart body that can hold a file of the spec's 50 MB (spec §9). */
const MAX_UPLOAD_BODY_BYTES = MAX_FILE_SIZE_BYTES + MULTIPART_OVERHEAD_BYTES;

/** Errors of these routes answer like services do: `{ statusCode, error, message }`. */
class AvatarUploadError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
  }
}

const fail = (statusCode: number, message: string) => new AvatarUploadError(statusCode, message);

/**
 * Avatar uploads (services/API.md § Slice: profiles), multipart and so outside GraphQL like the group hookup image:
 * POST /user/upload-avatar and (admins) POST /admin/user/upload-avatar/:id stream the body untouched to services with
 * the member's bearer and answer services' User (with `imageUrl` pointing at the resized avatar). Deleting goes
 * through GraphQL (deleteAvatar, adminDeleteAvatar).
 */
export async function registerAvatarUploadRoutes(app: FastifyInstance, opts: AvatarUploadOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AvatarUploadError) return sendError(reply, error.statusCode, error.message);
      if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') return sendError(reply, 403, AUTH.csrf);
      request.log.error({ err: error }, 'avatar upload failed');
      return sendError(reply, 500, PAGES.internal);
    });
    // the body is services' to parse: keep it a stream, boundary and all
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

    const passThrough = (servicesPath: (request: FastifyRequest<{ Params: { id?: string } }>) => string) =>
      async (request: FastifyRequest<{ Params: { id?: string } }>) => {
        const bearer = await opts.checkBearer(request.headers.authorization);
        if (bearer.status === 'none') throw fail(401, AUTH.unauthenticated);
        if (bearer.status === 'invalid') throw fail(401, AUTH.sessionExpired);
        if (bearer.status !== 'valid') throw fail(500, PAGES.internal);
        const contentType = request.headers['content-type'] ?? '';
        if (!contentType.startsWith('multipart/form-data')) throw fail(415, GROUP_HOOKUP.imageType);
        if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BODY_BYTES) throw fail(413, GROUP_HOOKUP.imageTooLarge);

        let seen = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            seen += chunk.length;
            if (seen > MAX_UPLOAD_BODY_BYTES) callback(fail(413, GROUP_HOOKUP.imageTooLarge));
            else callback(null, chunk);
          },
        });
        let response: Response;
        try {
          response = await fetch(servicesUrl(opts.servicesUrl, servicesPath(request)), {
            method: 'POST',
            headers: { authorization: `Bearer ${bearer.accessToken}`, 'content-type': contentType, 'x-forwarded-for': request.ip },
            body: Readable.toWeb((request.body as Readable).pipe(counter)) as ReadableStream<Uint8Array>,
            duplex: 'half',
            signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
          } as RequestInit);
        } catch (error) {
          if (seen > MAX_UPLOAD_BODY_BYTES) throw fail(413, GROUP_HOOKUP.imageTooLarge);
          request.log.error({ err: error }, 'services unreachable for an avatar upload');
          throw fail(500, PAGES.internal);
        }
        if (!response.ok) {
          const failure = await servicesFailure(response);
          throw fail(failure.statusCode, failure.message);
        }
        return response.json();
      };

    // like a mutation: the CSRF header is checked before the body is read (spec §4)
    scope.post<{ Params: { id?: string } }>('/user/upload-avatar', { onRequest: scope.csrfProtection }, passThrough(() => '/user/upload-avatar'));
    scope.post<{ Params: { id?: string } }>(
      '/admin/user/upload-avatar/:id',
      { onRequest: scope.csrfProtection },
      passThrough((request) => `/admin/user/upload-avatar/${encodeURIComponent(request.params.id ?? '')}`),
    );
  });
}
