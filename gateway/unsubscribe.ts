import type { FastifyInstance } from 'fastify';
import { NOTIFICATION, PAGES } from '~/common/messages';
import { SERVICES_TIMEOUT_MS } from '~/gateway/limits';
import { servicesUrl, type Message } from '~/gateway/sources/services';
import { sendError, servicesFailure } from '~/gateway/uploads';

/** RFC 8058's body is 26 bytes; room for a multipart envelope around it, nothing more. */
const UNSUBSCRIBE_BODY_LIMIT_BYTES = 4096;

export interface UnsubscribeRouteOptions {
  servicesUrl: string;
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
      const url = servicesUrl(opts.servicesUrl, '/unsubscribe');
      url.search = new URLSearchParams({ token, email }).toString();
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'PUT',
          headers: { accept: 'application/json', 'x-forwarded-for': request.ip },
          signal: AbortSignal.timeout(SERVICES_TIMEOUT_MS),
        });
      } catch (error) {
        request.log.error({ err: error }, 'services unreachable for an unsubscribe');
        return sendError(reply, 500, PAGES.internal);
      }
      if (!response.ok) {
        if (response.status >= 500) request.log.error({ status: response.status }, 'services failed an unsubscribe');
        const failure = await servicesFailure(response);
        return sendError(reply, failure.statusCode, failure.message);
      }
      const { message } = (await response.json().catch(() => ({}))) as Partial<Message>;
      reply.header('cache-control', 'no-store');
      return { message: typeof message === 'string' ? message : NOTIFICATION.unsubscribed };
    });
  });
}
