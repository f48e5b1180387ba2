// The video signalling socket /rtc on a production gateway (issue 22): only the gateway's own pages may open it, and
// a join is piped only to a configured media node (gateway/rtc.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO as M } from '~/common/messages';
import { startGateway, type RunningGateway } from '~/gateway/server';
import { startFakeEventStream, INTERNAL_TOKEN, type FakeEventStream } from '~/gateway/testing/fakeEventStream';
import { WebSocket } from 'ws';

let fake: FakeEventStream;
let gateway: RunningGateway;
let url: string;

beforeAll(async () => {
  fake = await startFakeEventStream(() => undefined);
  gateway = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: fake.url, webDist: null, logger: false, production: true, internalToken: INTERNAL_TOKEN });
  url = `${gateway.url.replace('http', 'ws')}/rtc`;
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});

/** A room token's shape naming `node` (the gateway only reads the claim; the media node verifies the signature). */
const tokenFor = (node: string) =>
  [{ alg: 'EdDSA' }, { sub: 'member-1', room: 'room-1', node }].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.') + '.c2ln';

describe('/rtc on a production gateway', () => {
  it("refuses a page of another site (403): the room token would otherwise be usable from anyone's page", async () => {
    const socket = new WebSocket(url, { headers: { origin: 'https://evil.example' } });
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.once('open', () => resolve(101));
      socket.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });

  it("opens for the gateway's own origin and refuses a token naming a node that is not configured", async () => {
    const own = new URL(gateway.url);
    const socket = new WebSocket(url, { headers: { origin: `http://${own.host}` } });
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    });
    socket.send(JSON.stringify({ type: 'join', token: tokenFor('http://media.elsewhere.example') }));
    expect(await closed).toBe(4403);
    expect(messages).toEqual([{ type: 'error', code: 'FORBIDDEN', message: M.tokenOtherRoom }]);
  });
});
