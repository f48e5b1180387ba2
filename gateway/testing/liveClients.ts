// Clients of the gateway's /graphql WebSocket for tests: a raw `ws` socket to check PROTOCOL.md close codes, and
// graphql-ws's own client collecting what a subscription delivers.
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import { WebSocket } from 'ws';

export interface RawSocket {
  socket: WebSocket;
  messages: Array<Record<string, unknown>>;
  opened: Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

/** `protocol` null: offer no subprotocol at all */
export function rawSocket(url: string, protocol: string | null = 'graphql-transport-ws'): RawSocket {
  const socket = new WebSocket(url, protocol === null ? [] : protocol);
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  socket.on('error', () => undefined);
  return {
    socket,
    messages,
    opened: new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    }),
    closed: new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) }))),
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
  };
}

export function liveClient(url: string, accessToken: string): Client {
  return createClient({
    url,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${accessToken}` },
    retryAttempts: 0,
    lazy: true,
  });
}

export interface Collected<T> {
  results: T[];
  errors: unknown[];
  completed: boolean;
  unsubscribe: () => void;
}

/** Subscribes and collects each `data` (the subscription field's value), errors and completion. */
export function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Collected<T> {
  const collected: Collected<T> = { results: [], errors: [], completed: false, unsubscribe: () => undefined };
  collected.unsubscribe = client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (result: ExecutionResult<Record<string, T>>) => {
        if (result.errors) collected.errors.push(...result.errors);
        if (result.data) collected.results.push(Object.values(result.data)[0]);
      },
      error: (error) => void collected.errors.push(error),
      complete: () => void (collected.completed = true),
    },
  );
  return collected;
}
