import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { PAGES, VALIDATION } from '~/common/messages';

/** A 4xx answer tied to one input field: it carries `fields` like a validation error does. */
export class FieldError extends Error {
  constructor(
    readonly statusCode: number,
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** A 4xx answer of the hookups area carrying its spec §8 code (common/constants HOOKUP_ERROR_CODES) as `errorCode`. */
export class CodedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * 503 with a message meant for the user and Retry-After: the server refused work it could not start in time
 * (overload), so trying again later is right. Unlike other 5xx its message is shown, not hidden.
 */
export class BusyError extends Error {
  readonly statusCode = 503;
  constructor(
    message: string,
    readonly retryAfterSeconds = 1,
  ) {
    super(message);
  }
}

interface AjvError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: { missingProperty?: string; errors?: AjvError[] };
}

/** The top-level field an Ajv error is about ('' for the whole body). */
function fieldOf(error: AjvError): string {
  const inner = error.keyword === 'errorMessage' && error.params.errors?.[0] ? error.params.errors[0] : error;
  const path = inner.keyword === 'required' ? `${inner.instancePath}/${inner.params.missingProperty}` : inner.instancePath;
  return path.split('/')[1] ?? '';
}

function messageOf(error: AjvError, field: string): string {
  if (error.keyword === 'errorMessage' && error.message) return error.message;
  if (error.keyword === 'required') return VALIDATION.required;
  return field ? `${field} ${error.message ?? 'is invalid'}` : `The request ${error.message ?? 'is invalid'}`;
}

/** 400 `{ statusCode, error, message, fields }`: every failing field's first message; `message` is the first field's. */
function validationAnswer(error: FastifyError, request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let whole: string | null = null;
  for (const e of (error.validation ?? []) as AjvError[]) {
    const field = fieldOf(e);
    if (!field) whole ??= messageOf(e, field);
    else if (!(field in fields)) fields[field] = messageOf(e, field);
  }
  // "first" follows the order the route's schema declares its properties in, i.e. the order of the form
  const context = error.validationContext === 'querystring' ? 'querystring' : error.validationContext;
  const schema = (request.routeOptions.schema as Record<string, { properties?: object }> | undefined)?.[context ?? 'body'];
  const order = Object.keys(schema?.properties ?? {});
  const first = order.find((key) => key in fields) ?? Object.keys(fields)[0];
  const message = first ? fields[first] : (whole ?? 'The request is invalid.');
  return { statusCode: 400, error: STATUS_CODES[400]!, message, fields };
}

/** The one error handler: validation → 400 with fields; 4xx → its message; 5xx → logged, never leaked. */
export function errorHandler(error: FastifyError | FieldError | CodedError | BusyError, request: FastifyRequest, reply: FastifyReply) {
  if ('validation' in error && error.validation) {
    return reply.status(400).send(validationAnswer(error, request));
  }
  if (error instanceof BusyError) {
    request.log.warn({ url: request.url }, 'refused: busy');
    return reply.status(503).header('retry-after', String(error.retryAfterSeconds)).send({ statusCode: 503, error: STATUS_CODES[503], message: error.message });
  }
  const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Internal Server Error', message: PAGES.internal });
  }
  const answer = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: error.message };
  if (error instanceof FieldError) return reply.status(statusCode).send({ ...answer, fields: { [error.field]: error.message } });
  if (error instanceof CodedError) {
    const fields = error.field ? { fields: { [error.field]: error.message } } : {};
    return reply.status(statusCode).send({ ...answer, errorCode: error.errorCode, ...fields });
  }
  return reply.status(statusCode).send(answer);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ statusCode: 404, error: STATUS_CODES[404], message: `There is no ${request.method} ${request.url.split('?')[0]}.` });
}
