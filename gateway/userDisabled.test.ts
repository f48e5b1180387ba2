// An admin disabling a member (services' user.disabled event) closes that member's WebSockets with 4403, and only theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '~/common/events';
import { startGateway, type RunningGateway } from '~/gateway/server';
import { startFakeEventStream, INTERNAL_TOKEN, type FakeEventStream } from '~/gateway/testing/fakeEventStream';
import { createSigningKeys, signAccessToken, type SigningKeys } from '~/gateway/testing/fakeServices';
import { rawSocket } from '~/gateway/testing/liveClients';

const VICTIM = '33333333-3333-4333-8333-333333333333';
const BYSTANDER = '44444444-4444-4444-8444-444444444444';

let keys: SigningKeys;
let fake: FakeEventStream;
let gateway: RunningGateway;
let url: string;

beforeAll(async () => {
  keys = await createSigningKeys();
  fake = await startFakeEventStream(({ path }) => (path === '/.well-known/jwks.json' ? { body: keys.jwks } : undefined));
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    servicesUrl: fake.url,
    webDist: null,
    logger: false,
    production: false,
    internalToken: INTERNAL_TOKEN,
  });
  url = `${gateway.url.replace('http', 'ws')}/graphql`;
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});

async function signedInSocket(sub: string) {
  const client = rawSocket(url);
  await client.opened;
  client.send({ type: 'connection_init', payload: { authorization: `Bearer ${await signAccessToken(keys.privateKey, { sub })}` } });
  await expect.poll(() => client.messages[0]).toEqual({ type: 'connection_ack' });
  return client;
}

describe('user.disabled', () => {
  it('closes every socket of the disabled member with 4403 and leaves the others open', async () => {
    const [first, second, bystander] = [await signedInSocket(VICTIM), await signedInSocket(VICTIM), await signedInSocket(BYSTANDER)];
    let bystanderClosed = false;
    void bystander.closed.then(() => {
      bystanderClosed = true;
    });
    fake.publish(TOPICS.userDisabled, { userUUID: VICTIM });
    expect((await first.closed).code).toBe(4403);
    expect((await second.closed).code).toBe(4403);
    // the bystander still talks: a ping is answered
    bystander.send({ type: 'ping' });
    await expect.poll(() => bystander.messages.at(-1)).toEqual({ type: 'pong' });
    expect(bystanderClosed).toBe(false);
    bystander.socket.close(1000);
  });

  it('an event without a user uuid closes nobody', async () => {
    const client = await signedInSocket(VICTIM);
    fake.publish(TOPICS.userDisabled, { somebody: VICTIM });
    fake.publish(TOPICS.userDisabled, null);
    client.send({ type: 'ping' });
    await expect.poll(() => client.messages.at(-1)).toEqual({ type: 'pong' });
    client.socket.close(1000);
    expect((await client.closed).code).toBe(1000);
  });
});
