// The client's WebSocket against a real graphql-ws server (the gateway's protocol): bearer in connection_init,
// 4403 → one refresh through the session machine → reconnect, reconnection notices, disposal.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from '@urql/core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { buildSchema, execute, parse, subscribe, validate } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createActor, waitFor } from 'xstate';
import { createCsrfFetch, createGraphqlClient, disposeLiveConnection, onReconnected, type SessionActor } from '~/web/lib/client';
import { CLOSE_FORBIDDEN, pageWebSocketUrl } from '~/web/lib/liveConnection';
import { provideSession } from '~/web/lib/sessionActors';
import { readTokens, saveTokens } from '~/web/lib/storage';
import { fakeGateway, json } from '~/web/testing/fakeGateway';

const schema = buildSchema(`
  type Query { ok: Boolean }
  type Tick { eventId: ID! }
  type Subscription { ticks(after: ID): Tick! }
`);
const TicksSubscription: TypedDocumentNode<{ ticks: { eventId: string } }, { after?: string | null }> = parse(
  'subscription LiveConnectionTestTicks($after: ID) { ticks(after: $after) { eventId } }',
);

interface Gateway {
  url: string;
  /** the authorization of each connection_init */
  inits: (string | undefined)[];
  sockets: Set<import('ws').WebSocket>;
  close: () => Promise<void>;
}

/** A graphql-ws server that accepts only `accepted` bearers (else 4403, as the gateway) and sends one tick. */
async function liveGateway(accepted: string[]): Promise<Gateway> {
  const http: Server = createServer();
  const wss = new WebSocketServer({ server: http, path: '/graphql' });
  const inits: (string | undefined)[] = [];
  const sockets = new Set<import('ws').WebSocket>();
  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  const server = useServer(
    {
      schema,
      // graphql-ws may load another copy of graphql under jsdom's conditions: run with this file's
      execute,
      subscribe,
      validate,
      roots: {
        subscription: {
          ticks: async function* (args: { after?: string | null }) {
            yield { ticks: { eventId: `${Number(args.after ?? 0) + 1}` } };
            await new Promise(() => {});
          },
        },
      },
      onConnect: (ctx) => {
        const authorization = ctx.connectionParams?.authorization as string | undefined;
        inits.push(authorization);
        return authorization !== undefined && accepted.includes(authorization);
      },
    },
    wss,
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/graphql`,
    inits,
    sockets,
    close: async () => {
      await server.dispose();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

const me = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
const cleanups: (() => unknown)[] = [];

async function signedIn(gateway: Gateway, routes: Parameters<typeof fakeGateway>[0] = {}, retryDelay: (retries: number) => number = () => 10) {
  const http = fakeGateway({ SessionUser: [() => json({ data: { me } })], ...routes });
  let actor: SessionActor;
  let client: Client;
  const session = () => actor;
  actor = createActor(
    provideSession({
      client: () => client,
      csrfFetch: createCsrfFetch(session, http.fetchFn as typeof fetch),
      fetch: http.fetchFn as typeof fetch,
      navigate: vi.fn(),
    }),
    { input: readTokens() },
  );
  client = createGraphqlClient({
    session,
    fetch: http.fetchFn as typeof fetch,
    currentPath: () => '/group-hookups',
    webSocket: { url: gateway.url, webSocketImpl: WebSocket, retryDelay },
  });
  actor.start();
  await waitFor(actor, (s) => s.hasTag('authenticated'));
  cleanups.push(() => disposeLiveConnection(client), () => actor.stop());
  return { http, actor, client };
}

function collect(client: Client) {
  const results: { eventId?: string; error?: string }[] = [];
  const { unsubscribe } = client.subscription(TicksSubscription, {}).subscribe((r) => {
    results.push(r.data ? { eventId: r.data.ticks.eventId } : { error: r.error?.message });
  });
  cleanups.push(unsubscribe);
  return results;
}

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the WebSocket of subscriptions', () => {
  it('is ws(s)://host/graphql of the page', () => {
    expect(pageWebSocketUrl('/graphql', { protocol: 'https:', host: 'app.example' })).toBe('wss://app.example/graphql');
    expect(pageWebSocketUrl('/graphql', { protocol: 'http:', host: 'localhost:4000' })).toBe('ws://localhost:4000/graphql');
  });

  it('sends the bearer from storage in connection_init', async () => {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = await liveGateway(['Bearer access-0']);
    cleanups.push(gateway.close);
    const { client } = await signedIn(gateway);
    const results = collect(client);
    await vi.waitFor(() => expect(results).toEqual([{ eventId: '1' }]));
    expect(gateway.inits).toEqual(['Bearer access-0']);
  });

  it('a refused connection (4403) refreshes the tokens once, then reconnects with the new bearer', async () => {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = await liveGateway(['Bearer access-1']);
    cleanups.push(gateway.close);
    const { client, http } = await signedIn(gateway, {
      RefreshToken: [() => json({ data: { refreshToken: { accessToken: 'access-1', refreshToken: 'refresh-1' } } })],
    });
    const first = collect(client);
    const second = collect(client);
    await vi.waitFor(() => expect([...first, ...second]).toEqual([{ eventId: '1' }, { eventId: '1' }]));
    expect(gateway.inits).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(http.of('RefreshToken')).toHaveLength(1);
  });

  it('after a refused connection it reconnects as soon as the refresh is done, without the backoff of an outage', async () => {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = await liveGateway(['Bearer access-1']);
    cleanups.push(gateway.close);
    // an outage's backoff of a minute: the expired token's refusal must not wait for it (issue 15)
    const { client } = await signedIn(
      gateway,
      { RefreshToken: [() => json({ data: { refreshToken: { accessToken: 'access-1', refreshToken: 'refresh-1' } } })] },
      () => 60_000,
    );
    const results = collect(client);
    await vi.waitFor(() => expect(results).toEqual([{ eventId: '1' }]), { timeout: 5_000 });
    expect(gateway.inits).toEqual(['Bearer access-0', 'Bearer access-1']);
  });

  it('waits the backoff before reconnecting after a dropped connection', async () => {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = await liveGateway(['Bearer access-0']);
    cleanups.push(gateway.close);
    const retryDelay = vi.fn(() => 300);
    const { client } = await signedIn(gateway, {}, retryDelay);
    const results = collect(client);
    await vi.waitFor(() => expect(results).toHaveLength(1));
    for (const socket of gateway.sockets) socket.close(1001, 'Going away');
    await vi.waitFor(() => expect(gateway.inits).toHaveLength(2));
    expect(retryDelay).toHaveBeenCalledTimes(1);
  });

  it('a refusal the session cannot cure ends the subscription instead of reconnecting forever', async () => {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = await liveGateway([]);
    cleanups.push(gateway.close);
    const { client, http } = await signedIn(gateway, {
      RefreshToken: [() => json({ data: { refreshToken: { accessToken: 'access-1', refreshToken: 'refresh-1' } } })],
    });
    const results = collect(client);
    await vi.waitFor(() => expect(results).toHaveLength(1));
    expect(results[0].error).toBeDefined();
    expect(gateway.inits).toEqual(['Bearer access-0', 'Bearer access-1']);
    expect(http.of('RefreshToken')).toHaveLength(1);
    expect(CLOSE_FORBIDDEN).toBe(4403);
  });

  it('tells its listeners when it reconnected, so subscriptions resume with after', async () => {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = await liveGateway(['Bearer access-0']);
    cleanups.push(gateway.close);
    const { client } = await signedIn(gateway);
    const reconnected = vi.fn();
    cleanups.push(onReconnected(client, reconnected));
    const results = collect(client);
    await vi.waitFor(() => expect(results).toHaveLength(1));
    expect(reconnected).not.toHaveBeenCalled();
    for (const socket of gateway.sockets) socket.close(1001, 'Going away');
    await vi.waitFor(() => expect(reconnected).toHaveBeenCalledTimes(1));
    expect(gateway.inits).toEqual(['Bearer access-0', 'Bearer access-0']);
  });

  it('is closed when the client is disposed (the member changed)', async () => {
    saveTokens({ accessToken: 'access-0', refreshToken: 'refresh-0' }, true);
    const gateway = await liveGateway(['Bearer access-0']);
    cleanups.push(gateway.close);
    const { client } = await signedIn(gateway);
    const results = collect(client);
    await vi.waitFor(() => expect(results).toHaveLength(1));
    expect(gateway.sockets.size).toBe(1);
    disposeLiveConnection(client);
    await vi.waitFor(() => expect(gateway.sockets.size).toBe(0));
  });
});
