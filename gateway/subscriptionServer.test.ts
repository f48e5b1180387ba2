// graphql-transport-ws PROTOCOL.md, checked with a raw `ws` socket against the listening gateway.
import { describe, expect, it } from 'vitest';
import { createSigningKeys, signAccessToken } from '~/gateway/testing/fakeServices';
import { rawSocket } from '~/gateway/testing/liveClients';
import { startLoopbackGateway, useLiveGateway } from '~/gateway/testing/liveGateway';
import { SUBSCRIPTION_MAX_PAYLOAD_BYTES } from '~/gateway/limits';

const liveGateway = useLiveGateway({ gateway: { production: false, connectionInitTimeoutMs: 300 }, waitForStream: false });
const url = () => liveGateway.wsUrl;

const SUBSCRIBE = { query: 'subscription { groupHookupChanged { eventId } }' };

const acknowledged = () => liveGateway.acknowledgedSocket();

describe('the /graphql WebSocket follows graphql-transport-ws', () => {
  it('a valid access token in connection_init is acknowledged', async () => {
    const client = await acknowledged();
    client.socket.close(1000);
    expect((await client.closed).code).toBe(1000);
  });

  it('no connection_init in time closes with 4408', async () => {
    const client = rawSocket(url());
    await client.opened;
    expect((await client.closed).code).toBe(4408);
  });

  it('a second connection_init closes with 4429', async () => {
    const client = await acknowledged();
    client.send({ type: 'connection_init', payload: {} });
    expect((await client.closed).code).toBe(4429);
  });

  it('subscribe before the acknowledgement closes with 4401', async () => {
    const client = rawSocket(url());
    await client.opened;
    client.send({ id: '1', type: 'subscribe', payload: SUBSCRIBE });
    expect((await client.closed).code).toBe(4401);
  });

  it('a second subscribe with an id still in use closes with 4409', async () => {
    const client = await acknowledged();
    client.send({ id: 'same', type: 'subscribe', payload: SUBSCRIBE });
    client.send({ id: 'same', type: 'subscribe', payload: SUBSCRIBE });
    expect((await client.closed).code).toBe(4409);
  });

  it.each([
    ['text that is not JSON', 'hello'],
    ['a message of no known type', { type: 'nonsense' }],
    ['a subscribe without an id', { type: 'subscribe', payload: SUBSCRIBE }],
  ])('%s closes with 4400', async (_name, message) => {
    const client = await acknowledged();
    client.send(message);
    expect((await client.closed).code).toBe(4400);
  });

  const refusedTokens: Array<[string, () => Promise<unknown>]> = [
    ['no authorization', async () => ({})],
    ['an authorization that is not a bearer', async () => ({ authorization: 'Basic abc' })],
    ['an expired access token', async () => ({ authorization: `Bearer ${await liveGateway.token({ expiresIn: -1 })}` })],
    ['a token signed with another key', async () => ({ authorization: `Bearer ${await signAccessToken((await createSigningKeys()).privateKey)}` })],
  ];

  it.each(refusedTokens)('connection_init with %s closes with 4403', async (_name, payload) => {
    const client = rawSocket(url());
    await client.opened;
    client.send({ type: 'connection_init', payload: await payload() });
    expect((await client.closed).code).toBe(4403);
    expect(client.messages).toEqual([]);
  });

  it('a socket without the graphql-transport-ws subprotocol closes with 4406', async () => {
    const client = rawSocket(url(), null);
    expect((await client.closed).code).toBe(4406);
  });

  it('a message larger than the limit closes the socket with 1009', async () => {
    const client = await acknowledged();
    client.send({ id: '1', type: 'subscribe', payload: { query: `# ${'x'.repeat(SUBSCRIPTION_MAX_PAYLOAD_BYTES)}\n${SUBSCRIBE.query}` } });
    expect((await client.closed).code).toBe(1009);
  });

  it('an upgrade on another path is refused', async () => {
    const client = rawSocket(url().replace('/graphql', '/elsewhere'));
    await expect(client.opened).rejects.toThrow('HTTP 404');
  });
});

describe('operations over the socket', () => {
  async function firstAnswer(payload: unknown) {
    const client = await acknowledged();
    client.send({ id: '1', type: 'subscribe', payload });
    await expect.poll(() => client.messages.length).toBeGreaterThan(1);
    client.socket.close(1000);
    return client.messages[1];
  }

  it('a query is refused: queries and mutations go to POST /graphql', async () => {
    const answer = await firstAnswer({ query: '{ jobPositions }' });
    expect(answer).toMatchObject({ id: '1', type: 'error', payload: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('an invalid document is an error message with BAD_USER_INPUT, the socket stays open', async () => {
    const answer = await firstAnswer({ query: 'subscription { nope }' });
    expect(answer).toMatchObject({ id: '1', type: 'error', payload: [{ extensions: { code: 'BAD_USER_INPUT' } }] });
  });

  it('an aliased flood is refused by the same limits as HTTP', async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: eventId`).join(' ');
    const answer = await firstAnswer({ query: `subscription { groupHookupChanged { ${aliases} } }` });
    expect(answer).toMatchObject({ type: 'error', payload: [expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })] });
  });

  it('after malformed `after` the subscription answers BAD_USER_INPUT and completes', async () => {
    const answer = await firstAnswer({ query: 'subscription { groupHookupChanged(after: "abc") { eventId } }' });
    expect(answer).toMatchObject({ type: 'next', payload: { errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] } });
  });
});

describe('closing the gateway', () => {
  it('closes open sockets with 1001 Going away', async () => {
    const own = await startLoopbackGateway(liveGateway.fake.url, { eventStream: undefined });
    const client = rawSocket(`${own.url.replace('http', 'ws')}/graphql`);
    await client.opened;
    await own.close();
    expect((await client.closed).code).toBe(1001);
  });
});
