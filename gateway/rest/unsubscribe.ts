import type { FastifyInstance } from 'fastify';
import { NOTIFICATION } from '~/common/messages';
import { GatewayError, type ErrorCode } from '~/gateway/errors';
import { createServicesSource } from '~/gateway/sources/services';
import type { Message } from '~/gateway/sources/call';
import { sendError } from './failures';

/** RFC 8058's body is 26 bytes; room for a multipart envelope around it, nothing more. */
const UNSUBSCRIBE_BODY_LIMIT_BYTES = 4096;

/**
 * The source throws services' refusals as GraphQL errors; this route answers like services do, so each code goes back
 * to the status services sent for it (errors.ts codeByStatus). INTERNAL (5xx, out of reach) is 500 with PAGES.internal.
 */
const STATUS_BY_CODE: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export interface UnsubscribeRouteOptions {
  servicesUrl: string;
  /** INTERNAL_TOKEN, sent beside the client address */
  internalToken?: string;
}

/**
 * RFC 8058 one-click unsubscribe: every notification email names `PUBLIC_URL/unsubscribe?token=…&email=…` in
 * List-Unsubscribe with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, and the mail client POSTs that body
 * (form-encoded or multipart) to the link, without cookies or credentials. So this route needs neither a session
 * nor a CSRF token: the link's token is the credential, and services check it (PUT /unsubscribe, services/API.md
 * § Notifications). GET /unsubscribe stays the web app's page (web.ts), where a person confirms in the browser.
 */
export async function registerUnsubscribeRoute(app: FastifyInstance, opts: UnsubscribeRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    // The body only says "List-Unsubscribe=One-Click"; the query holds what counts. Any content type a mail client
    // may use is read (and ignored) rather than refused with 415.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT_BYTES }, (_request, body, done) =>
      done(null, body),
    );

    scope.post<{ Querystring: { token?: unknown; email?: unknown } }>('/unsubscribe', async (request, reply) => {
      const { token, email } = request.query;
      if (typeof token !== 'string' || token === '' || typeof email !== 'string' || email === '') {
        return sendError(reply, 400, NOTIFICATION.unsubscribeInvalid);
      }
      const services = createServicesSource({ baseUrl: opts.servicesUrl, clientAddress: request.ip, log: request.log, internalToken: opts.internalToken });
      let answer: Partial<Message> | undefined;
      try {
        // the source logs services out of reach and their 5xx
        answer = await services.unsubscribe(token, email);
      } catch (error) {
        if (!(error instanceof GatewayError)) throw error;
        return sendError(reply, STATUS_BY_CODE[error.extensions.code], error.message);
      }
      // an empty or non-JSON 2xx reads as undefined or text: the unsubscribe happened all the same
      const message = typeof answer === 'object' && answer !== null ? answer.message : undefined;
      reply.header('cache-control', 'no-store');
      return { message: typeof message === 'string' ? message : NOTIFICATION.unsubscribed };
    });
  });
}
