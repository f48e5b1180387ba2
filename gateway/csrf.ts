import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { getOperationAST, Kind, parse, type DocumentNode } from 'graphql';
import { CSRF_TOKEN_VALIDITY_MS } from '~/gateway/limits';

/** The header the web app sends its token in (spec §4: a 403 makes it fetch a fresh token and retry once). */
export const CSRF_HEADER = 'x-csrf-token';
/** The cookie that holds the per-browser secret the tokens are derived from. */
export const CSRF_COOKIE = 'csrf_secret';

/**
 * Registers @fastify/cookie and @fastify/csrf-protection (on the given, non-encapsulated instance, so the
 * GraphQL routes see `csrfProtection`) and serves `GET /csrf-token` → `{ token }`. The check runs only where a
 * route asks for it (mutations on /graphql, the image upload). The one-click POST /unsubscribe (unsubscribe.ts) does
 * not: mail clients send it without cookies or tokens (RFC 8058), and the link's own token is its credential.
 */
export async function registerCsrf(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyCsrfProtection, {
    cookieKey: CSRF_COOKIE,
    // the secret never reaches scripts, and other sites' pages never send it (spec §4)
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'strict', secure: 'auto' },
    csrfOpts: { validity: CSRF_TOKEN_VALIDITY_MS },
    // only the header counts: a form field could be posted cross-site
    getToken: (request) => headerValue(request.headers[CSRF_HEADER]),
  });

  app.get('/csrf-token', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { token: reply.generateCsrf() };
  });
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * preHandler of /graphql: a POST whose operation is (or may be) a mutation needs a valid token. Mercurius already
 * refuses mutations over GET. A refusal is sent as the plugin's FST_CSRF_* error, which errors.ts answers with
 * HTTP 403 `{ errors: [{ message: AUTH.csrf, extensions: { code: 'FORBIDDEN', reason: 'CSRF' } }] }`.
 */
export function requireCsrfForMutations(documentOfHash: (hash: string) => string | undefined = () => undefined) {
  return function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    if (request.method !== 'POST' || !mayBeMutation(request.body, documentOfHash)) {
      done();
      return;
    }
    this.csrfProtection(request, reply, done);
  };
}

/**
 * True unless the request's selected operation is certainly not a mutation. Mercurius also executes a query string
 * holding a JSON-encoded document AST, which graphql's parser cannot read: such a string counts as a mutation.
 * A string that is neither GraphQL nor JSON never executes, so Mercurius may answer its syntax error.
 * A persisted document's hash sent alone (issue 21) is judged by the web document it names: a hash naming none runs
 * nothing (PersistedQueryNotFound), so it needs no token either.
 */
export function mayBeMutation(body: unknown, documentOfHash: (hash: string) => string | undefined = () => undefined): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
  const { operationName, extensions } = body as { query?: unknown; operationName?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } };
  let { query } = body as { query?: unknown };
  const hash = extensions?.persistedQuery?.sha256Hash;
  if (query === undefined && typeof hash === 'string') {
    query = documentOfHash(hash);
    if (query === undefined) return false;
  }
  if (typeof query !== 'string') return true;
  // the same few documents come again and again: parsing each on every request showed in the gateway's CPU profile
  const key = query.length <= JUDGED_QUERY_MAX ? `${typeof operationName === 'string' ? operationName : ''}\u0000${query}` : null;
  const known = key === null ? undefined : judged.get(key);
  if (known !== undefined) return known;
  const verdict = judge(query, operationName);
  if (key !== null) {
    // oldest first (a Map iterates in insertion order)
    if (judged.size >= JUDGED_MAX) judged.delete(judged.keys().next().value!);
    judged.set(key, verdict);
  }
  return verdict;
}

/** Verdicts of mayBeMutation by operation name and query text: a bounded number of bounded texts. */
const judged = new Map<string, boolean>();
const JUDGED_MAX = 500;
const JUDGED_QUERY_MAX = 8192;

function judge(query: string, operationName: unknown): boolean {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return isJson(query);
  }
  const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
  if (operation) return operation.operation === 'mutation';
  return document.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION && d.operation === 'mutation');
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
