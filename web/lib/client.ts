// The one urql client of the app. The session machine decides (spec §4, §8); this file only carries out:
// bearer from storage, refresh on UNAUTHENTICATED, CSRF header on POSTs with one retry after a 403,
// subscriptions over the gateway's WebSocket (liveConnection.ts).
import {
  Client,
  cacheExchange,
  fetchExchange,
  stringifyDocument,
  subscriptionExchange,
  type CombinedError,
  type Operation,
} from '@urql/core';
import { authExchange } from '@urql/exchange-auth';
import { persistedExchange } from '@urql/exchange-persisted';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { waitFor, type ActorRefFrom } from 'xstate';
import type { SessionEvent, SessionMachine } from '~/machines/sessionMachine';
import { imageLinkRecoveryExchange } from '~/web/lib/imageLinks';
import { createLiveConnection, type LiveConnection, type LiveConnectionOptions } from '~/web/lib/liveConnection';
import { readAccessToken } from '~/web/lib/storage';

export type SessionActor = ActorRefFrom<SessionMachine>;

export const GRAPHQL_URL = '/graphql';
export const CSRF_URL = '/csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

/**
 * Operation context of the calls that must not trigger a token refresh (spec §4 "unless the request
 * opts out"): login, register, refreshToken and logout.
 */
export const NO_REFRESH = { skipAuthRefresh: true } as const;

export interface ClientOptions {
  /** The session actor, read lazily: the client and the actor are created together. */
  session: () => SessionActor;
  /** The page the member is on, for /login?next={path}. */
  currentPath?: () => string;
  fetch?: typeof fetch;
  url?: string;
  /** The WebSocket of subscriptions: ws(s)://host/graphql of the page unless given (tests). */
  webSocket?: Pick<LiveConnectionOptions, 'url' | 'webSocketImpl' | 'retryDelay'>;
}

// The WebSocket that belongs to each client, for the hooks that resume after a reconnect and for disposal.
const liveConnections = new WeakMap<Client, LiveConnection>();

/** Calls `listener` after each reconnection of the client's WebSocket; returns the unsubscribe. */
export function onReconnected(client: Client, listener: () => void): () => void {
  return liveConnections.get(client)?.onReconnected(listener) ?? (() => {});
}

/** Closes the client's WebSocket (the member changed); a later subscription would open a new one. */
export function disposeLiveConnection(client: Client): void {
  liveConnections.get(client)?.dispose();
}

const browserPath = () => `${window.location.pathname}${window.location.search}`;

/** A valid CSRF token from the session machine, fetched first when there is none. */
async function csrfToken(actor: SessionActor): Promise<string | null> {
  let snapshot = actor.getSnapshot();
  if (!snapshot.hasTag('csrf.ready')) {
    if (!snapshot.hasTag('csrf.fetching')) actor.send({ type: 'csrf.needed' });
    // When a session actor starts this request (token refresh, logout) the machine is mid-transition and
    // queues the event: let it process before reading the state again.
    await Promise.resolve();
    snapshot = await waitFor(actor, (s) => !s.hasTag('csrf.fetching'));
  }
  return snapshot.context.csrfToken;
}

/**
 * fetch for the GraphQL endpoint: POSTs (every mutation) carry `x-csrf-token`; an HTTP 403 asks the
 * session machine whether to fetch a fresh token and retry (spec §8: once; a second 403 fails).
 */
export function createCsrfFetch(session: () => SessionActor, baseFetch: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init = {}) => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method === 'GET' || method === 'HEAD') return baseFetch(input, init);
    for (let attempt = 0; ; attempt += 1) {
      const token = await csrfToken(session());
      const headers = new Headers(init.headers);
      if (token) headers.set(CSRF_HEADER, token);
      const response = await baseFetch(input, { ...init, headers });
      if (response.status !== 403) return response;
      const rejected: SessionEvent = { type: 'csrf.rejected', attempt };
      const actor = session();
      const retry = actor.getSnapshot().can(rejected);
      actor.send(rejected);
      if (!retry) return response;
    }
  };
}

export function isUnauthenticated(error: CombinedError): boolean {
  return (
    error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED') ||
    (error.response as Response | undefined)?.status === 401
  );
}

/** Bearer from storage; on UNAUTHENTICATED the session machine decides whether to refresh, then retry. */
function sessionAuthExchange(session: () => SessionActor, currentPath: () => string) {
  return authExchange(async (utils) => ({
    addAuthToOperation(operation: Operation) {
      const token = readAccessToken();
      return token ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` }) : operation;
    },
    didAuthError(error: CombinedError, operation: Operation) {
      if (!isUnauthenticated(error)) return false;
      const event: SessionEvent = {
        type: 'session.unauthorized',
        path: currentPath(),
        optOut: Boolean(operation.context.skipAuthRefresh),
        retried: Boolean(operation.context.authAttempt),
      };
      const actor = session();
      const refresh = actor.getSnapshot().can(event);
      actor.send(event);
      return refresh;
    },
    // The refresh itself is the machine's; the exchange holds the operations until it settles and
    // retries each of them once with whatever token storage then holds.
    async refreshAuth() {
      await waitFor(session(), (s) => !s.hasTag('refreshing'));
    },
  }));
}

/**
 * Queries and mutations go out as the hash `npm run codegen` gave their document (web/gql/persisted-documents.json),
 * not as its text (issue 21); the gateway answers a hash it does not know with PersistedQueryNotFound and the
 * exchange sends the text once. Subscriptions keep their text: the WebSocket server takes documents only.
 */
export function persistedDocumentsExchange() {
  return persistedExchange({
    enableForMutation: true,
    // queries stay GETs, as they were with their text: no CSRF token to fetch first, and a URL of a hash, not a document
    preferGetForPersistedQueries: true,
    generateHash: async (_query, document) => (document as { __meta__?: { hash?: string } }).__meta__?.hash ?? null,
  });
}

export function createGraphqlClient({
  session,
  currentPath = browserPath,
  fetch: baseFetch,
  url = GRAPHQL_URL,
  webSocket,
}: ClientOptions): Client {
  const live = createLiveConnection({ session, currentPath, ...webSocket });
  const client = new Client({
    url,
    fetch: createCsrfFetch(session, baseFetch),
    exchanges: [
      // first, to see every active query and its data, cached or not (expired image links: imageLinks.ts)
      imageLinkRecoveryExchange(),
      cacheExchange,
      sessionAuthExchange(session, currentPath),
      persistedDocumentsExchange(),
      fetchExchange,
      subscriptionExchange({ forwardSubscription: live.forward }),
    ],
  });
  liveConnections.set(client, live);
  return client;
}

/**
 * A mutation sent straight to the gateway, outside urql: the token refresh runs while the auth exchange
 * holds every urql operation, so it cannot wait in that queue itself.
 */
export async function postGraphQL<TData, TVariables extends Record<string, unknown>>(
  csrfFetch: typeof fetch,
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  url = GRAPHQL_URL,
): Promise<TData> {
  const response = await csrfFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    // urql's own printer: graphql-js's would add ~11 kB to the entry for this one call
    body: JSON.stringify({ query: stringifyDocument(document), variables }),
  });
  const body = (await response.json().catch(() => null)) as { data?: TData | null; errors?: { message: string }[] } | null;
  if (body?.errors?.length || !body?.data) {
    throw new Error(body?.errors?.[0]?.message ?? `The request failed (HTTP ${response.status}).`);
  }
  return body.data;
}
