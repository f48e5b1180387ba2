import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import { AUTH, PAGES } from '~/common/messages';
import type { BearerCheck } from '~/gateway/tokens';

// The gateway's REST routes answer errors like services do: `{ statusCode, error, message }`.

/** An error of a REST route, answered with its status and message by the routes' error handler (routes.ts). */
export class PassThroughError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const fail = (statusCode: number, message: string) => new PassThroughError(statusCode, message);

/** The signed-in member of the request, or the 401/500 a bearer that is missing, invalid or unverifiable is. */
export function requireBearer(bearer: BearerCheck): Extract<BearerCheck, { status: 'valid' }> {
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

export function sendError(reply: FastifyReply, statusCode: number, message: string) {
  return reply.code(statusCode).send({ statusCode, error: STATUS_CODES[statusCode], message });
}
