// The harness of the subscription tests: a listening gateway over a fake services event stream (which also serves the
// JWKS), started before a file's tests and closed after them, with graphql-ws clients signed in as anyone.
import type { Client } from 'graphql-ws';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { startGateway, type GatewayOptions, type RunningGateway } from '~/gateway/server';
import { INTERNAL_TOKEN, startFakeEventStream, type FakeEventStream, type FakeRoute } from '~/gateway/testing/fakeEventStream';
import { createSigningKeys, signAccessToken, type SigningKeys, type TokenClaims } from '~/gateway/testing/fakeServices';
import { liveClient, rawSocket, type RawSocket } from '~/gateway/testing/liveClients';

export interface LiveGateway {
  readonly keys: SigningKeys;
  readonly fake: FakeEventStream;
  readonly gateway: RunningGateway;
  /** ws://…/graphql of the gateway */
  readonly wsUrl: string;
  /** an access token signed like services sign them */
  token(claims?: TokenClaims): Promise<string>;
  /** a graphql-ws client signed in with `claims`, disposed after each test */
  client(claims?: TokenClaims): Promise<Client>;
  /** a client of the member `uuid` (with ROLE_ADMIN when `admin`) */
  clientOf(uuid: string, admin?: boolean): Promise<Client>;
  /** a raw `ws` socket past connection_init with a token of `claims`, acknowledged by the gateway */
  acknowledgedSocket(claims?: TokenClaims): Promise<RawSocket>;
  /** closes every client opened so far (as a browser going offline would) */
  disposeClients(): Promise<void>;
}

export interface LiveGatewayOptions {
  /** services' other JSON routes (the JWKS is answered already) */
  route?: FakeRoute;
  /** on top of a loopback gateway over the fake, with a quick event-stream retry */
  gateway?: GatewayOptions;
  /** wait in beforeAll until the gateway's consumer opened the event stream (default true) */
  waitForStream?: boolean;
}

/** A gateway on a free loopback port over the fake services at `servicesUrl`, retrying its event stream quickly. */
export function startLoopbackGateway(servicesUrl: string, options: GatewayOptions = {}): Promise<RunningGateway> {
  return startGateway({
    port: 0,
    host: '127.0.0.1',
    servicesUrl,
    webDist: null,
    logger: false,
    internalToken: INTERNAL_TOKEN,
    eventStream: { retryInitialMs: 10, retryMaxMs: 50 },
    ...options,
  });
}

/** Registers beforeAll/afterEach/afterAll in the calling file (or describe) and answers the running parts. */
export function useLiveGateway(options: LiveGatewayOptions = {}): LiveGateway {
  let keys: SigningKeys | undefined;
  let fake: FakeEventStream | undefined;
  let gateway: RunningGateway | undefined;
  const clients: Client[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('useLiveGateway: read inside a test, after beforeAll');
    return value;
  };

  beforeAll(async () => {
    const signing = await createSigningKeys();
    keys = signing;
    fake = await startFakeEventStream((request) => (request.path === '/.well-known/jwks.json' ? { body: signing.jwks } : options.route?.(request)));
    gateway = await startLoopbackGateway(fake.url, options.gateway);
    if (options.waitForStream !== false) await vi.waitFor(() => expect(fake!.openStreams()).toBeGreaterThan(0));
  });
  const disposeClients = async () => {
    await Promise.all(clients.splice(0).map((client) => client.dispose()));
  };
  afterEach(disposeClients);
  afterAll(async () => {
    await gateway?.close();
    await fake?.close();
  });

  const live: LiveGateway = {
    get keys() {
      return started(keys);
    },
    get fake() {
      return started(fake);
    },
    get gateway() {
      return started(gateway);
    },
    get wsUrl() {
      return `${started(gateway).url.replace('http', 'ws')}/graphql`;
    },
    token: (claims) => signAccessToken(live.keys.privateKey, claims),
    async client(claims) {
      const client = liveClient(live.wsUrl, await live.token(claims));
      clients.push(client);
      return client;
    },
    clientOf: (uuid, admin = false) => live.client({ sub: uuid, roles: admin ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'] }),
    async acknowledgedSocket(claims) {
      const socket = rawSocket(live.wsUrl);
      await socket.opened;
      socket.send({ type: 'connection_init', payload: { authorization: `Bearer ${await live.token(claims)}` } });
      await expect.poll(() => socket.messages[0]).toEqual({ type: 'connection_ack' });
      return socket;
    },
    disposeClients,
  };
  return live;
}
