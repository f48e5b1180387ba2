// The WebSocket of the urql client (graphql-transport-ws, graphql-ws's client): subscriptions only.
// The bearer comes from storage at each (re)connect; the gateway closes with 4403 when it is missing, bad or
// expired, and then the session machine decides whether to refresh (the same event as an HTTP 401).
import type { SubscriptionForwarder } from '@urql/core';
import type { Client as WsClient, ClientOptions as WsOptions } from 'graphql-ws';
import { waitFor, type ActorRefFrom } from 'xstate';
import type { SessionEvent, SessionMachine } from '~/machines/sessionMachine';
import { readAccessToken } from '~/web/lib/storage';

/** graphql-ws's close code for a refused connection_init (PROTOCOL.md "Forbidden"). */
export const CLOSE_FORBIDDEN = 4403;
/** The longest wait between two reconnection attempts, before jitter. */
export const MAX_RETRY_DELAY_MS = 30_000;

export interface LiveConnectionOptions {
  session: () => ActorRefFrom<SessionMachine>;
  currentPath: () => string;
  /** ws(s)://host/graphql of the page by default, read at each connect. */
  url?: string | (() => string);
  webSocketImpl?: unknown;
  /** ms to wait before the nth retry (0-based); randomised exponential backoff up to 30 s by default. */
  retryDelay?: (retries: number) => number;
}

export interface LiveConnection {
  /** urql's subscriptionExchange forwarder. */
  forward: SubscriptionForwarder;
  /** Called after each reconnection (not the first connection): subscriptions then resume with `after`. */
  onReconnected: (listener: () => void) => () => void;
  /** Closes the socket; a later subscription opens a new one (React StrictMode runs effects twice). */
  dispose: () => void;
}

/** The gateway's WebSocket endpoint on this page's origin: ws(s)://host/graphql. */
export function pageWebSocketUrl(path = '/graphql', location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}

export function backoffDelay(retries: number): number {
  return Math.min(MAX_RETRY_DELAY_MS, 1000 * 2 ** retries) + Math.floor(300 + Math.random() * 2700);
}

const isCloseEvent = (value: unknown): value is { code: number } =>
  typeof value === 'object' && value !== null && 'code' in value && typeof (value as { code: unknown }).code === 'number';

export function createLiveConnection({
  session,
  currentPath,
  url = () => pageWebSocketUrl(),
  webSocketImpl,
  retryDelay = backoffDelay,
}: LiveConnectionOptions): LiveConnection {
  const reconnectListeners = new Set<() => void>();
  // One decision per refused connection: every subscription of the socket is told of the same close.
  const decisions = new WeakMap<object, boolean>();
  let refreshedSinceConnected = false;
  // a refusal the refresh cures: the next attempt goes as soon as the refresh is done (connectionParams waits for it)
  let reconnectNow = false;
  // graphql-ws loads with the first subscription, not with the first route (issue 21: /login has none)
  let ws: Promise<WsClient> | null = null;

  /** A 4403: ask the session machine for a refresh (once until a connection succeeds again). */
  function refreshAfterRefusal(): boolean {
    // An HTTP 401 at the same moment (a page load as the token expires) may already be refreshing: that
    // refresh cures this refusal too, and connectionParams waits for it before reconnecting.
    if (session().getSnapshot().hasTag('refreshing')) return true;
    const event: SessionEvent = { type: 'session.unauthorized', path: currentPath(), optOut: false, retried: refreshedSinceConnected };
    const actor = session();
    const refresh = actor.getSnapshot().can(event);
    actor.send(event);
    if (refresh) refreshedSinceConnected = true;
    return refresh;
  }

  const options: WsOptions = {
    url,
    lazy: true,
    webSocketImpl,
    // read at each (re)connect, after any refresh under way has settled
    connectionParams: async () => {
      await Promise.resolve();
      await waitFor(session(), (s) => !s.hasTag('refreshing'));
      const token = readAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Infinity,
    // The backoff spreads reconnects after an outage; after a 4403 (an access token expired, every token lifetime)
    // the cure is the refresh, and waiting only keeps the socket down longer (issue 15: 1.3–4 s of each 8 s in e2e).
    retryWait: async (retries) => {
      if (reconnectNow) {
        reconnectNow = false;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelay(retries)));
    },
    // Retry forever, except a refusal the session cannot cure (no refresh token, or refreshed already).
    shouldRetry: (errOrClose) => {
      if (!isCloseEvent(errOrClose) || errOrClose.code !== CLOSE_FORBIDDEN) return true;
      let decision = decisions.get(errOrClose);
      if (decision === undefined) {
        decision = refreshAfterRefusal();
        decisions.set(errOrClose, decision);
        reconnectNow = decision;
      }
      return decision;
    },
    on: {
      connected: (_socket, _payload, wasRetry) => {
        refreshedSinceConnected = false;
        if (wasRetry) for (const listener of [...reconnectListeners]) listener();
      },
    },
  };
  const socket = () => (ws ??= import('graphql-ws').then(({ createClient }) => createClient(options)));

  return {
    forward: (request) => ({
      subscribe(sink) {
        let unsubscribe: (() => void) | null = null;
        let ended = false;
        const current = socket();
        current.then(
          (client) => {
            // unsubscribed, or the socket disposed (the member changed), while graphql-ws loaded
            if (ended || ws !== current) return;
            unsubscribe = client.subscribe({ ...request, query: request.query ?? '' }, {
              next: (value) => sink.next(value as Parameters<typeof sink.next>[0]),
              error: (error) => sink.error(error),
              complete: () => sink.complete(),
            });
          },
          (error: unknown) => {
            if (!ended) sink.error(error);
          },
        );
        return {
          unsubscribe: () => {
            ended = true;
            unsubscribe?.();
          },
        };
      },
    }),
    onReconnected(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    dispose() {
      const current = ws;
      ws = null;
      void current?.then((client) => client.dispose(), () => undefined);
    },
  };
}
