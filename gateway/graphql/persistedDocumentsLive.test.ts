// PERSISTED_DOCUMENTS_ONLY on the /graphql WebSocket: subscriptions run only the web app's own documents (issue 21).
// Its own file: the HTTP tests intercept fetch with msw, this one needs the real fake event stream.
import { stringifyDocument } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { PERSISTED_QUERY_NOT_FOUND } from '~/gateway/graphql/persistedDocuments';
import { useLiveGateway } from '~/gateway/testing/liveGateway';
import * as webDocuments from '~/web/gql/graphql';

describe('PERSISTED_DOCUMENTS_ONLY on the WebSocket', () => {
  const liveGateway = useLiveGateway({ gateway: { production: true, persistedDocumentsOnly: true, eventStream: undefined }, waitForStream: false });

  it('refuses a subscription the web app does not send and accepts its own', async () => {
    const client = await liveGateway.acknowledgedSocket();

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
