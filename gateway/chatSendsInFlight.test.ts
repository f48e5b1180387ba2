// Issue 16: a gateway process keeps at most CHAT_SENDS_IN_FLIGHT_MAX chat sends waiting on services; a send past that
// is refused at once with UNAVAILABLE (CHAT.busy), without reaching services, instead of piling onto them.
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT } from '~/common/messages';
import { CHAT_SENDS_IN_FLIGHT_MAX } from '~/gateway/limits';
import { buildGateway } from '~/gateway/server';
import { createFakeServices, createSigningKeys, csrfHeaders, postGraphql, SERVICES_URL, signAccessToken } from '~/gateway/testing/fakeServices';

let services: ReturnType<typeof createFakeServices>;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  const keys = await createSigningKeys();
  services = createFakeServices(keys);
  services.listen({ onUnhandledRequest: 'error' });
  app = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: true, rateLimitMax: 100_000 });
  token = await signAccessToken(keys.privateKey);
});
afterAll(async () => {
  await app.close();
  services.close();
});

const SEND = 'mutation($sid: ID!, $body: String) { sendChatMessage(conversationSid: $sid, body: $body) { index } }';

describe('chat sends waiting on services, per gateway process', () => {
  it(`past ${CHAT_SENDS_IN_FLIGHT_MAX} waiting, a send is refused at once with UNAVAILABLE and never reaches services`, async () => {
    let reached = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    services.use(
      http.post(`${SERVICES_URL}/chat/conversations/:sid/messages`, async () => {
        reached += 1;
        await released;
        return HttpResponse.json({ statusCode: 404, error: 'Not Found', message: CHAT.notFound('Conversation', 'CH1') }, { status: 404 });
      }),
    );
    const headers = { ...(await csrfHeaders(app)), authorization: `Bearer ${token}` };
    const send = (n: number) => postGraphql(app, { query: SEND, variables: { sid: 'CH1', body: `m${n}` }, headers });
    const waiting = Array.from({ length: CHAT_SENDS_IN_FLIGHT_MAX }, (_, n) => send(n));
    await expect.poll(() => reached, { timeout: 10_000 }).toBe(CHAT_SENDS_IN_FLIGHT_MAX);
    const extra = await Promise.all([send(100), send(101), send(102)]);
    for (const answer of extra) expect(answer.body.errors).toEqual([expect.objectContaining({ message: CHAT.busy, extensions: { code: 'UNAVAILABLE' } })]);
    expect(reached).toBe(CHAT_SENDS_IN_FLIGHT_MAX);
    release();
    const answered = await Promise.all(waiting);
    expect(answered.every((a) => a.body.errors?.[0]?.extensions?.code === 'NOT_FOUND')).toBe(true);
    // the slots are free again
    const after = await send(200);
    expect(after.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(reached).toBe(CHAT_SENDS_IN_FLIGHT_MAX + 1);
  });
});
