// A fake services/ on a real loopback HTTP server for the live parts: the outbox behind GET /events (SSE,
// Last-Event-ID) and GET /events/replay, guarded by the internal token as services/API.md § Events says, plus any
// JSON routes a test needs (JWKS, rooms). A real server, because the consumer's reconnects are what is tested.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { decodeJwt } from 'jose';
import { AUTH } from '~/common/messages';

export const INTERNAL_TOKEN = 'test-internal-token';

export interface JsonAnswer {
  status?: number;
  body: unknown;
}

/**
 * Answers JSON routes other than the event stream; undefined → 404, except GET /user/details, which the gateway asks at
 * each connection_init: by default it answers the bearer's own claims, or 401 once its session was revoked.
 */
export type FakeRoute = (request: { method: string; path: string; authorization: string | undefined }) => JsonAnswer | undefined;

interface StoredEvent {
  id: string;
  topic: string;
  payload: unknown;
}

export async function startFakeEventStream(route: FakeRoute = () => undefined) {
  const outbox: StoredEvent[] = [];
  const streams = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  /** the Last-Event-ID (or null) of every GET /events the gateway opened, in order */
  const connections: Array<string | null> = [];
  let nextId = 1;
  let refused = 0;
  const revokedSessions = new Set<string>();
  let userDetailsCalls = 0;

  function userDetails(url: URL, authorization: string | undefined): JsonAnswer | undefined {
    if (url.pathname !== '/user/details' || !authorization?.startsWith('Bearer ')) return undefined;
    userDetailsCalls++;
    const claims = decodeJwt(authorization.slice('Bearer '.length));
    if (typeof claims.sid === 'string' && revokedSessions.has(claims.sid)) {
      return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: AUTH.sessionExpired } };
    }
    return { body: { uuid: claims.sub, roles: claims.roles, verified: claims.verified } };
  }

  const write = (response: ServerResponse, event: StoredEvent) =>
    response.write(`id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.payload)}\n\n`);

  function events(request: IncomingMessage, response: ServerResponse, url: URL) {
    const header = request.headers['last-event-id'];
    const after = (typeof header === 'string' ? header : null) ?? url.searchParams.get('after');
    connections.push(after);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.write(': connected\n\n');
    if (after !== null) for (const event of outbox) if (BigInt(event.id) > BigInt(after)) write(response, event);
    streams.add(response);
    response.on('close', () => streams.delete(response));
  }

  function replay(response: ServerResponse, url: URL) {
    const after = BigInt(url.searchParams.get('after') ?? '0');
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 1000), 1000);
    const page = outbox.filter((event) => BigInt(event.id) > after).slice(0, limit);
    sendJson(response, 200, { events: page });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const authorization = request.headers.authorization;
    if (url.pathname === '/events' || url.pathname === '/events/replay') {
      if (authorization !== `Bearer ${INTERNAL_TOKEN}`) {
        refused++;
        return sendJson(response, 401, { statusCode: 401, message: 'Unauthorized' });
      }
      return url.pathname === '/events' ? events(request, response, url) : replay(response, url);
    }
    const answer = route({ method: request.method ?? 'GET', path: url.pathname + url.search, authorization }) ?? userDetails(url, authorization);
    if (!answer) return sendJson(response, 404, { statusCode: 404, error: 'Not Found', message: 'Not found' });
    sendJson(response, answer.status ?? 200, answer.body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    /**
     * Commits an event to the outbox and streams it to every open GET /events (unless `stream: false`: committed
     * while the relay to this gateway is cut, so only a resume or a replay can find it); answers its id.
     */
    publish(topic: string, payload: unknown, { stream = true } = {}): string {
      const event = { id: String(nextId++), topic, payload };
      outbox.push(event);
      if (stream) for (const open of streams) write(open, event);
      return event.id;
    },
    /** cuts every open event stream mid-flight, as a network failure or a services restart would */
    dropStreams(): void {
      for (const stream of streams) stream.socket?.destroy();
    },
    openStreams: () => streams.size,
    /** the newest outbox id, '0' when empty: what a client that saw everything passes as `after` */
    lastId: () => outbox.at(-1)?.id ?? '0',
    /** services revoked this session: GET /user/details answers 401 for its tokens */
    revokeSession(sessionId: string): void {
      revokedSessions.add(sessionId);
    },
    /** GET /user/details calls answered by default so far */
    userDetailsCalls: () => userDetailsCalls,
    /** calls refused for a wrong internal token */
    refusedCount: () => refused,
    async close(): Promise<void> {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeEventStream = Awaited<ReturnType<typeof startFakeEventStream>>;

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
