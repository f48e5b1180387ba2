import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT as M } from '~/common/messages';
import { createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

// Issue 16: under overload a send answered INTERNAL after the gateway's 10 s timeout. Now a send that cannot start
// within CHAT_SEND_MAX_WAIT_MS of its arrival is refused with 503 CHAT.busy and Retry-After, and nothing is stored.

const MAX_WAIT_MS = 300;
let t: TestServices;
/** the same database, sends still one at a time but allowed to wait 10 s for their turn */
let patient: FastifyInstance;

beforeAll(async () => {
  t = await createTestServices({ chatSendConcurrency: 1, chatSendMaxWaitMs: MAX_WAIT_MS });
  patient = await t.replica({ chatSendConcurrency: 1, chatSendMaxWaitMs: 10_000 });
}, 120_000); // two apps on one PGlite: slow to build on a loaded machine
afterAll(async () => {
  await patient?.close();
  await t?.close();
});

type Json = Record<string, any>;
async function conversationOf(app: FastifyInstance): Promise<{ a: Member; b: Member; sid: string }> {
  const [a, b] = [await createMember(app), await createMember(app)];
  const res = await app.inject({ method: 'POST', url: '/chat/conversations', headers: a.headers, payload: { participants: [b.uuid] } });
  return { a, b, sid: res.json().sid };
}
const send = (app: FastifyInstance, who: Member, sid: string, body: string, clientMessageId: string) =>
  app.inject({ method: 'POST', url: `/chat/conversations/${sid}/messages`, headers: who.headers, payload: { body, clientMessageId } });
const stored = async (app: FastifyInstance, who: Member, sid: string): Promise<Json[]> =>
  (await app.inject({ method: 'GET', url: `/chat/conversations/${sid}/messages?size=100`, headers: who.headers })).json().messages;

/**
 * Services overloaded: the conversation's row stays locked for `ms` by another transaction (on PGlite, whose one session
 * it holds, nothing else reaches the database meanwhile either), while `during` runs.
 */
async function whileBusy<T>(app: FastifyInstance, sid: string, ms: number, during: () => Promise<T>): Promise<T> {
  let locked!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = app.db.transaction().execute(async (trx) => {
    await trx.selectFrom('chatConversations').select('id').where('sid', '=', sid).forUpdate().execute();
    locked();
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
  await lockTaken;
  const answer = await during();
  await holder;
  return answer;
}

describe('chat sends under overload (issue 16)', () => {
  it('sends that cannot start in time are refused with 503 and a retry hint, not stored; a retry later is stored once', async () => {
    const { a, b, sid } = await conversationOf(t.app);
    const burst = Array.from({ length: 8 }, (_, n) => ({ who: n % 2 ? b : a, body: `burst ${n}`, id: `burst-${n}` }));
    // the first send's transaction waits for the busy conversation; the rest come in meanwhile and wait for the next
    const answers = await whileBusy(t.app, sid, 4 * MAX_WAIT_MS, async () => {
      const [first, ...rest] = burst;
      const firstAnswer = send(t.app, first!.who, sid, first!.body, first!.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return Promise.all([firstAnswer, ...rest.map((m) => send(t.app, m.who, sid, m.body, m.id))]);
    });
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses).toEqual(burst.map((_, n) => (n === 0 ? 201 : 503)));
    const refused = answers.filter((r) => r.statusCode === 503);
    for (const r of refused) {
      expect(r.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: M.busy });
      expect(r.headers['retry-after']).toBe('1');
    }

    const accepted = burst.filter((_, n) => statuses[n] === 201).map((m) => m.body);
    const messages = await stored(t.app, a, sid);
    expect(messages.map((m) => m.body)).toEqual(accepted);

    // "Failed, retry": the same clientMessageId sent again when it is quiet is stored, once, at the next index
    const retried = burst.find((_, n) => statuses[n] === 503)!;
    const again = await send(t.app, retried.who, sid, retried.body, retried.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().index).toBe(accepted.length);
    expect((await send(t.app, retried.who, sid, retried.body, retried.id)).json().index).toBe(accepted.length);
  });

  it('sends that wait their turn within the limit are all stored, in order, with no gap', async () => {
    const { a, b, sid } = await conversationOf(patient);
    const answers = await whileBusy(patient, sid, 4 * MAX_WAIT_MS, () =>
      Promise.all(Array.from({ length: 8 }, (_, n) => send(patient, n % 2 ? b : a, sid, `queued ${n}`, `queued-${n}`))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 201));
    const messages = await stored(patient, a, sid);
    expect(messages.map((m) => m.index)).toEqual(answers.map((_, i) => i));
  });
});
