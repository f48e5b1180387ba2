import {
  GraphQLError,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
} from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AUTH, PAGES, VALIDATION } from '~/common/messages';

/** The `extensions.code` values a client can see (DESIGN.md: gateway error codes). */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  /** overloaded: services refused to start the work in time (503); the same request may be tried again shortly */
  | 'UNAVAILABLE'
  | 'INTERNAL';

export interface ErrorExtensions {
  code: ErrorCode;
  /** per-field validation messages from services (400) */
  fields?: Record<string, string>;
  /** why a FORBIDDEN was given when the client can act on it ('CSRF': fetch a fresh token and retry) */
  reason?: 'CSRF';
  /** spec §8 numeric code of the hookups area (1001–1010; 1006 = timeslots), from services' `errorCode` */
  errorCode?: number;
}

/** An error whose message is meant for the user; anything else reaching the client becomes INTERNAL. */
export class GatewayError extends Error {
  readonly extensions: ErrorExtensions;

  constructor(message: string, extensions: ErrorExtensions) {
    // An answer meant for the client has no use for a stack, and reading one is dear: graphql-js reads it for every
    // error it locates, and under tsx (source maps on) formatting it was 8–18 % of the gateway's CPU under bench:chat
    // once sends were refused UNAVAILABLE (issue 16). So it captures no frames (its stack is "GatewayError: message").
    // Replacing the stack after the fact, as this did first, formatted it all the same: V8 reads the captured stack
    // when the property is redefined (~0.4 ms an error in the bench's profile). INTERNAL keeps its stack, for the log.
    const limit = Error.stackTraceLimit;
    if (extensions.code !== 'INTERNAL') Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = limit;
    }
    this.name = 'GatewayError';
    this.extensions = extensions;
  }
}

export const internalError = () => new GatewayError(PAGES.internal, { code: 'INTERNAL' });

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT', // upload too large
  414: 'BAD_USER_INPUT', // URI too long
  431: 'BAD_USER_INPUT', // request head too large (a text sent in the URL)
  415: 'BAD_USER_INPUT', // not an image
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE', // busy (services' BusyError): its message says so and that a retry is welcome
};

/** services/API.md error body: `{ statusCode, error, message, fields? }`. */
interface ServicesErrorBody {
  message?: unknown;
  fields?: unknown;
  errorCode?: unknown;
}

/** Turns a non-2xx services answer into the GraphQL error the browser sees. */
export function errorFromServices(status: number, body: unknown): GatewayError {
  const code = codeByStatus[status];
  const { message, fields, errorCode } = (typeof body === 'object' && body !== null ? body : {}) as ServicesErrorBody;
  // 5xx and unknown statuses never leak what services said (API.md: 5xx message is PAGES.internal anyway)
  if (!code || typeof message !== 'string' || message === '') {
    return code ? new GatewayError(fallbackMessage(code, status), { code }) : internalError();
  }
  const extensions: ErrorExtensions = { code };
  if (code === 'BAD_USER_INPUT' && isStringRecord(fields)) extensions.fields = fields;
  if (typeof errorCode === 'number' && Number.isInteger(errorCode)) extensions.errorCode = errorCode;
  return new GatewayError(message, extensions);
}

function fallbackMessage(code: ErrorCode, status: number): string {
  // Node answers an over-long URL itself, without a JSON body
  if (status === 414 || status === 431) return VALIDATION.textTooLong;
  if (code === 'UNAUTHENTICATED') return AUTH.unauthenticated;
  if (code === 'FORBIDDEN') return AUTH.forbidden;
  if (code === 'RATE_LIMITED') return AUTH.tooManyRequests;
  if (code === 'UNAVAILABLE') return PAGES.confirmFailure; // spec §8: 'An error occurred. Please try again later.'
  return PAGES.internal;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Codes of @fastify/csrf-protection's refusals (missing secret cookie, missing or stale token). */
const CSRF_ERROR_CODES = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

export const csrfFormattedError = (): GraphQLFormattedError => ({
  message: AUTH.csrf,
  extensions: { code: 'FORBIDDEN', reason: 'CSRF' },
});

interface HttpError extends Error {
  statusCode?: number;
  code?: string;
  errors?: unknown[];
}

type Outcome = { error: GraphQLFormattedError; status: number };

/** One error of a request that never reached execution (Fastify/Mercurius errors, parse/validation). */
function requestErrorOutcome(error: GraphQLError, log: MercuriusContext['reply']['log']): Outcome[] {
  const original = error.originalError as HttpError | undefined;
  if (original instanceof GatewayError) return [{ error: error.toJSON(), status: 200 }];
  // Mercurius wraps parse/validation/depth errors in MER_ERR_GQL_VALIDATION with the real ones in `errors`
  if (original && Array.isArray(original.errors)) {
    return original.errors.map((inner) => ({
      error: validationError(inner instanceof Error ? inner.message : String(inner), inner),
      status: original.statusCode ?? 400,
    }));
  }
  if (!original) return [{ error: validationError(error.message, error), status: 400 }];
  if (original.code && CSRF_ERROR_CODES.has(original.code)) return [{ error: csrfFormattedError(), status: 403 }];
  const status = original.statusCode ?? 500;
  if (status === 429) {
    return [{ error: { message: AUTH.tooManyRequests, extensions: { code: 'RATE_LIMITED' } }, status }];
  }
  if (status >= 400 && status < 500) {
    // body too large, bad JSON, unsupported media type, mutation over GET: the client's request is at fault
    return [{ error: { message: original.message, extensions: { code: 'BAD_USER_INPUT' } }, status }];
  }
  log.error({ err: original }, 'gateway request failed');
  return [{ error: { message: PAGES.internal, extensions: { code: 'INTERNAL' } }, status: 500 }];
}

function validationError(message: string, source: unknown): GraphQLFormattedError {
  const locations = source instanceof GraphQLError ? source.locations : undefined;
  return { message, ...(locations && { locations }), extensions: { code: 'BAD_USER_INPUT' } };
}

/** One error raised while executing: our GatewayErrors pass, anything else is a bug and stays hidden. */
function executionErrorOutcome(error: GraphQLError, log: MercuriusContext['reply']['log']): Outcome {
  if (error.originalError instanceof GatewayError) return { error: error.toJSON(), status: 200 };
  log.error({ err: error.originalError ?? error, path: error.path }, 'resolver failed');
  return {
    error: { message: PAGES.internal, path: error.path, extensions: { code: 'INTERNAL' } },
    status: 200,
  };
}

/**
 * Mercurius `errorFormatter`. Executed operations answer HTTP 200 whatever the services said; requests refused
 * before execution keep their status (400 invalid document, 403 CSRF, 413 too large, 429 rate limited).
 */
export function formatErrors(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
): { statusCode: number; response: FormattedExecutionResult } {
  const log = context.reply ? context.reply.log : context.app.log;
  const executed = 'data' in execution && execution.data !== undefined;
  if (executed) {
    const outcomes = execution.errors.map((error) => executionErrorOutcome(error, log));
    return {
      statusCode: 200,
      response: { data: execution.data, errors: outcomes.map((o) => o.error) },
    };
  }
  const outcomes = execution.errors.flatMap((error) => requestErrorOutcome(error, log));
  return {
    statusCode: Math.max(...outcomes.map((o) => o.status)),
    response: { errors: outcomes.map((o) => o.error) },
  };
}

/** One error of an executed operation as the client sees it; subscriptions over WebSocket use it too. */
export function formatExecutionError(error: GraphQLError, log: MercuriusContext['reply']['log']): GraphQLFormattedError {
  return executionErrorOutcome(error, log).error;
}
