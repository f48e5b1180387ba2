// graphql-http's audit of the GraphQL over HTTP spec against the gateway's /graphql: no audit may fail (the audit of
// the running product found one: `"extensions": null` answered 400). Notices and warnings are printed: they are the
// spec's SHOULDs the gateway answers otherwise on purpose (CSRF, JSON error status codes).
import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '~/gateway/server';
import { INTERNAL_TOKEN, startFakeEventStream, type FakeEventStream } from '~/gateway/testing/fakeEventStream';

let fake: FakeEventStream;
let gateway: RunningGateway;

beforeAll(async () => {
  fake = await startFakeEventStream();
  gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    servicesUrl: fake.url,
    webDist: null,
    logger: false,
    production: false,
    internalToken: INTERNAL_TOKEN,
  });
});
afterAll(async () => {
  await gateway?.close();
  await fake?.close();
});

describe('GraphQL over HTTP (graphql-http serverAudits)', () => {
  it('passes every MUST of the audit', async () => {
    const results = await auditServer({ url: `${gateway.url}/graphql` });
    const line = (result: (typeof results)[number]) => `${result.status} ${result.id} ${result.name}${'reason' in result ? `: ${result.reason}` : ''}`;
    const notOk = results.filter((result) => result.status !== 'ok');
    if (notOk.length > 0) console.info(`graphql-http audit: ${results.length - notOk.length} ok\n${notOk.map(line).join('\n')}`);
    expect(results.filter((result) => result.status === 'error').map(line)).toEqual([]);
  });
});
