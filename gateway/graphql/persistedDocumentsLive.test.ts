// PERSISTED_DOCUMENTS_ONLY on the /graphql WebSocket: subscriptions run only the web app's own documents (issue 21).
// Its own file: the HTTP tests intercept fetch with msw, this one needs the real fake event stream.
import { stringifyDocument } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSISTED_QUERY_NOT_FOUND } from '~/gateway/graphql/persistedDocuments';
import { startGateway, type RunningGateway } from '~/gateway/server';
import { startFakeEventStream, INTERNAL_TOKEN, type FakeEventStream } from '~/gateway/testing/fakeEventStream';
import { createSigningKeys, signAccessToken, type SigningKeys } from '~/gateway/testing/fakeServices';
import { rawSocket } from '~/gateway/testing/liveClients';
import * as webDocuments from '~/web/gql/graphql';

describe('PERSISTED_DOCUMENTS_ONLY on the WebSocket', () => {
  let keys: SigningKeys;
  let fake: FakeEventStream;
  let gateway: RunningGateway;

  beforeAll(async () => {
    keys = await createSigningKeys();
    fake = await startFakeEventStream(({ path }) => (path === '/.well-known/jwks.json' ? { body: keys.jwks } : undefined));
    gateway = await startGateway({
      port: 0,
      host: '127.0.0.1',
      servicesUrl: fake.url,
      webDist: null,
      logger: false,
      production: true,
      persistedDocumentsOnly: true,
      internalToken: INTERNAL_TOKEN,
    });
  });
  afterAll(async () => {
    await gateway.close();
    await fake.close();
  });

  it('refuses a subscription the web app does not send and accepts its own', async () => {
    const client = rawSocket(`${gateway.url.replace('http', 'ws')}/graphql`);
    await client.opened;
    client.send({ type: 'connection_init', payload: { authorization: `Bearer ${await signAccessToken(keys.privateKey)}` } });
    await expect.poll(() => client.messages[0]).toEqual({ type: 'connection_ack' });

    client.send({ id: 'stranger', type: 'subscribe', payload: { query: 'subscription { groupHookupChanged { eventId } }' } });
    await expect.poll(() => client.messages.find((m) => (m as { id?: string }).id === 'stranger')).toMatchObject({
      type: 'error',
      payload: [{ message: PERSISTED_QUERY_NOT_FOUND, extensions: { code: 'BAD_USER_INPUT' } }],
    });

    const own = Object.entries(webDocuments).find(([name]) => /^LiveGroupHookupChanged.*Document$/.test(name));
    expect(own, 'a web subscription document').toBeDefined();
    client.send({ id: 'own', type: 'subscribe', payload: { query: stringifyDocument(own![1] as never), variables: {} } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.messages.filter((m) => (m as { id?: string }).id === 'own' && (m as { type: string }).type === 'error')).toEqual([]);
    client.socket.close(1000);
  });
});
