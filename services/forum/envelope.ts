import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { ForumEnvelope } from '~/common/forum';
import { VALIDATION } from '~/common/messages';

// NodeBB's response envelope `{ status: { code, message }, response }` (services/API.md § Forum), for answers and
// errors alike, with NodeBB's status codes.

const CODES: Record<number, string> = {
  200: 'ok',
  400: 'bad-request',
  401: 'not-authorised',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  429: 'too-many-requests',
  500: 'internal-server-error',
};

export function ok<T>(response: T): ForumEnvelope<T> {
  return { status: { code: 'ok', message: 'OK' }, response };
}

interface AjvError {
  keyword: string;
  message?: string;
  instancePath: string;
}

export function forumErrorHandler(error: FastifyError & { field?: string }, request: FastifyRequest, reply: FastifyReply) {
  const status = error.validation ? 400 : error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  let message = error.message;
  if (error.validation) {
    const first = error.validation[0] as AjvError | undefined;
    const field = first?.instancePath.split('/')[1];
    message = first?.keyword === 'errorMessage' && first.message ? first.message : first?.keyword === 'required' ? VALIDATION.required : `${field ?? 'The request'} ${first?.message ?? 'is invalid'}`;
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'forum request failed');
    message = STATUS_CODES[500]!;
  }
  const body: ForumEnvelope<Record<string, unknown>> = { status: { code: CODES[status] ?? 'error', message }, response: error.field ? { field: error.field } : {} };
  return reply.code(status).send(body);
}
