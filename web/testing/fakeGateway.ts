// Test helpers of the web suite: a fake gateway answering GraphQL operations by name, and GET /csrf-token.
import { vi } from 'vitest';
import persistedDocuments from '~/web/gql/persisted-documents.json';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const unauthenticated = () => json({ data: null, errors: [{ message: 'You need to log in to do that.', extensions: { code: 'UNAUTHENTICATED' } }] });
export const csrfRejected = () => json({ errors: [{ message: 'Your security token has expired.', extensions: { code: 'FORBIDDEN', reason: 'CSRF' } }] }, 403);

export interface Call {
  method: string;
  operation: string | null;
  authorization: string | null;
  csrf: string | null;
  variables: Record<string, unknown>;
  /** sent as a persisted document's hash, without its text (issue 21) */
  persisted: boolean;
}

const documentOfHash = persistedDocuments as Record<string, string>;

/** A fake gateway: each operation name answers from its queue of handlers (the last one repeats). */
export function fakeGateway(routes: Record<string, Array<(call: Call) => Response>>) {
  const calls: Call[] = [];
  let csrfIssued = 0;
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://app.test');
    const headers = new Headers(init.headers);
    if (url.pathname === '/csrf-token') {
      csrfIssued += 1;
      calls.push({ method: 'GET', operation: 'csrf-token', authorization: null, csrf: null, variables: {}, persisted: false });
      return json({ token: `csrf-${csrfIssued}` });
    }
    const body = init.body
      ? (JSON.parse(String(init.body)) as { query?: string; variables?: Record<string, unknown>; extensions?: { persistedQuery?: { sha256Hash: string } } })
      : null;
    const extensions = body?.extensions ?? (JSON.parse(url.searchParams.get('extensions') ?? '{}') as { persistedQuery?: { sha256Hash: string } });
    const hash = extensions.persistedQuery?.sha256Hash;
    // as the gateway does: a hash alone names one of the web app's documents (web/gql/persisted-documents.json)
    const query = body?.query ?? (hash && documentOfHash[hash]) ?? url.searchParams.get('query') ?? '';
    const operation = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? null;
    const call: Call = {
      method: (init.method ?? 'GET').toUpperCase(),
      operation,
      authorization: headers.get('authorization'),
      csrf: headers.get('x-csrf-token'),
      variables: body?.variables ?? JSON.parse(url.searchParams.get('variables') ?? '{}'),
      persisted: (body?.query ?? url.searchParams.get('query') ?? undefined) === undefined && hash !== undefined,
    };
    calls.push(call);
    const queue = routes[operation ?? ''];
    if (!queue?.length) throw new Error(`unexpected operation ${operation}`);
    const handler = queue.length > 1 ? queue.shift()! : queue[0];
    return handler(call);
  });
  return { fetchFn, calls, of: (name: string) => calls.filter((c) => c.operation === name) };
}

