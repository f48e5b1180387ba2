import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_BODY_MAX_BYTES, CHAT_SEND_LIMIT } from '~/common/constants';
import { AUTH, CHAT as M } from '~/common/messages';
import { eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

// Issue 16, group commit: sends that arrive while a send transaction is in flight are written together by the next one.
// Each keeps its own rules and its own answer. Here the first send is held on a locked conversation, so everything sent
// meanwhile waits and is written as one batch (one transaction at a time: CHAT_SEND_CONCURRENCY 1 on PostgreSQL, always
// on PGlite). Run on PostgreSQL too with DATABASE_URL.

const clock = createClock();
let t: TestServices;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, chatSendConcurrency: 1, chatSendMaxWaitMs: 60_000, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  app = t.app;
}, 120_000);
afterAll(() => t?.close());

type Json = Record<string, any>;
const member = () => createMember(app);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Member, payload?: object) => app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
async function direct(a: Member, b: Member): Promise<string> {
  return (await call('POST', '/chat/conversations', a, { participants: [b.uuid] })).json().sid;
}
const send = (who: Member, sid: string, body: object) => call('POST', `/chat/conversations/${sid}/messages`, who, body);
const messagesOf = async (who: Member, sid: string): Promise<Json[]> => (await call('GET', `/chat/conversations/${sid}/messages?size=100`, who)).json().messages;

/**
 * `plug` is sent while another transaction holds `sid`'s row (and, on PGlite, the one session), so its own transaction
 * waits; `queued` are sent meanwhile, in order, and so wait for the next transaction together. Answers all, plug first.
 */
async function inOneBatch(sid: string, plug: () => Promise<Awaited<ReturnType<typeof send>>>, queued: (() => ReturnType<typeof send>)[]) {
  let locked!: () => void;
  let release!: () => void;
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const holder = app.db.transaction().execute(async (trx) => {
    await trx.selectFrom('chatConversations').select('id').where('sid', '=', sid).forUpdate().execute();
    locked();
    await released;
  });
  await lockTaken;
  const first = plug();
  // the plug's transaction has started (and waits for the lock) once the queue is empty again
  await new Promise((resolve) => setTimeout(resolve, 200));
  const rest = queued.map((start) => start());
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  await holder;
  return Promise.all([first, ...rest]);
}

describe('chat sends written together (issue 16, group commit)', () => {
  it('each send keeps its index, its rules and its own answer; one refused send leaves the others alone', async () => {
    const [a, b, c, d, e, f, outsider, chatty] = await Promise.all(Array.from({ length: 8 }, member));
    const ab = await direct(a, b);
    const cd = await direct(c, d);
    const ef = await direct(e, f);
    const chattyB = await direct(chatty, b);
    expect((await call('PUT', `/user/block/${f.uuid}`, e)).statusCode).toBeLessThan(300);
    // chatty is two sends short of the rate limit
    for (let i = 0; i < CHAT_SEND_LIMIT - 2; i++) expect((await send(chatty, chattyB, { body: `warm ${i}` })).statusCode).toBe(201);
    const before = await newestEventId(t.db);

    const answers = await inOneBatch(ab, () => send(a, ab, { body: 'plug', clientMessageId: 'plug' }), [
      // on PGlite the first send to arrive after the plug may get a transaction of its own
      () => send(c, cd, { body: 'c0' }),
      () => send(a, ab, { body: 'a1', clientMessageId: 'x1' }),
      () => send(b, ab, { body: 'b1' }),
      () => send(c, cd, { body: 'c1' }),
      () => send(a, ab, { body: 'a1', clientMessageId: 'x1' }), // a resend of a send in the same batch
      () => send(e, ef, { body: 'blocked' }),
      () => send(outsider, ab, { body: 'not mine' }),
      () => send(a, ab, { mediaSids: ['ME00000000000000000000000000000000'] }),
      () => send(chatty, chattyB, { body: 'limit-1' }),
      () => send(d, cd, { body: 'd1' }),
      () => send(chatty, chattyB, { body: 'limit' }),
      () => send(a, ab, { body: 'a2' }),
      () => send(chatty, chattyB, { body: 'over the limit' }),
      () => send(a, ab, { body: 'plug', clientMessageId: 'plug' }), // a resend of an earlier transaction's message
    ]);
    // concurrent requests reach the sender in no promised order: what is pinned is each send's own outcome
    const [plug, c0, a1First, b1, c1, a1Second, blocked, notMine, noMedia, limit1, d1, limit, a2, over, plugAgain] = answers;
    const limited = [limit1, limit, over];
    // the same clientMessageId twice in one batch: whichever came first is stored, the other answers it
    const a1 = a1First.statusCode === 201 ? a1First : a1Second;
    const a1Again = a1 === a1First ? a1Second : a1First;
    expect([plug, c0, a1, b1, c1, d1, a2].map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect([a1Again, plugAgain].map((r) => r.statusCode)).toEqual([200, 200]);
    expect([blocked, notMine, noMedia].map((r) => [r.statusCode, r.json().message])).toEqual([
      [403, M.blocked],
      [404, M.notFound('Conversation', ab)],
      [404, M.notFound('Media', 'ME00000000000000000000000000000000')],
    ]);
    // the rate limit counts the batch's own sends: two of chatty's three fit, the third is refused
    expect(limited.map((r) => r.statusCode).sort()).toEqual([201, 201, 429]);
    expect(limited.find((r) => r.statusCode === 429)!.json().message).toBe(M.rateLimited);
    expect(limited.filter((r) => r.statusCode === 201).map((r) => r.json().index).sort()).toEqual([CHAT_SEND_LIMIT - 2, CHAT_SEND_LIMIT - 1]);
    // each conversation's indexes have no gap and no duplicate; the plug, written first, took 0
    const ofAB = [plug, a1, b1, a2];
    expect(ofAB.map((r) => r.json().index).sort()).toEqual([0, 1, 2, 3]);
    expect(plug.json().index).toBe(0);
    expect([c0, c1, d1].map((r) => r.json().index).sort()).toEqual([0, 1, 2]);
    // the resends answer the stored messages; nothing is stored twice
    expect(a1Again.json().sid).toBe(a1.json().sid);
    expect(plugAgain.json().sid).toBe(plug.json().sid);
    const byIndex = [...ofAB].sort((x, y) => x.json().index - y.json().index);
    const stored = await messagesOf(b, ab);
    // each answer is the message as it reads back (plus the delivery counts of its moment)
    expect(stored).toEqual(byIndex.map((r) => ({ ...r.json(), delivery: undefined })).map(({ delivery: _d, ...m }) => m));
    expect(b1.json().delivery).toMatchObject({ total: 1 });

    // one event per stored message, each carrying its conversation as of that message
    const added = (await eventsSince(t.db, before)).filter((e) => e.topic === 'chat.changed').map((e) => e.payload);
    expect(added).toHaveLength(9);
    const events = added.filter((p) => p.conversation.sid === ab);
    expect(events.map((p) => [p.message.sid, p.conversation.lastMessageIndex, p.conversation.lastMessage.sid])).toEqual(
      byIndex.map((r) => [r.json().sid, r.json().index, r.json().sid]),
    );
    // the author's read horizon moves with each of their messages; the other's stays where their own last one put it
    const read: Record<string, number | null> = { [a.uuid]: null, [b.uuid]: null };
    const expected = byIndex.map((r) => {
      read[r.json().author] = r.json().index;
      return [[a.uuid, read[a.uuid]], [b.uuid, read[b.uuid]]];
    });
    expect(events.map((p) => p.conversation.participants.map((x: Json) => [x.identity, x.lastReadMessageIndex]))).toEqual(expected);
    const conversation = (await call('GET', `/chat/conversations/${ab}`, b)).json();
    expect([conversation.lastMessageIndex, conversation.lastMessage.sid]).toEqual([3, byIndex[3]!.json().sid]);
  });

  it('each send signs in inside its batch: a signed-out, a disabled and a non-participant send each get their own refusal', async () => {
    const [a, b, gone, off, outsider] = await Promise.all(Array.from({ length: 5 }, member));
    const ab = await direct(a, b);
    const goneB = await direct(gone, b);
    const offB = await direct(off, b);
    // gone logged out (its token still verifies until it expires); off's account was disabled by an admin
    await app.db.updateTable('sessions').set({ revokedAt: clock.now() }).where('userId', '=', gone.id).execute();
    await app.db.updateTable('users').set({ active: false }).where('id', '=', off.id).execute();
    const tooLong = 'x'.repeat(CHAT_BODY_MAX_BYTES + 1);
    const answers = await inOneBatch(ab, () => send(a, ab, { body: 'plug' }), [
      () => send(gone, goneB, { body: 'after logging out' }),
      () => send(off, offB, { body: 'while disabled' }),
      () => send(outsider, ab, { body: 'not mine' }),
      () => send(b, ab, { body: 'fine' }),
      // a signed-out member learns nothing about the body it sent; a signed-in one learns what is wrong with it
      () => send(gone, goneB, { body: tooLong }),
      () => send(b, ab, { body: tooLong }),
    ]);
    expect(answers.map((r) => [r.statusCode, r.json().message])).toEqual([
      [201, undefined],
      [401, AUTH.sessionExpired],
      [403, AUTH.accountDisabled],
      [404, M.notFound('Conversation', ab)],
      [201, undefined],
      [401, AUTH.sessionExpired],
      [400, M.bodyTooLong],
    ]);
    expect(answers[4]!.json()).toMatchObject({ body: 'fine', author: b.uuid, index: 1 });
    expect((await messagesOf(a, ab)).map((m) => [m.author, m.body])).toEqual([
      [a.uuid, 'plug'],
      [b.uuid, 'fine'],
    ]);
    // nothing was written for the refused sends
    expect(await messagesOf(b, goneB)).toEqual([]);
    expect(await messagesOf(b, offB)).toEqual([]);
  });

  it('a batch that fails as a whole is written send by send, so only the broken send fails', async () => {
    const [a, b, c, d] = await Promise.all(Array.from({ length: 4 }, member));
    const ab = await direct(a, b);
    const cd = await direct(c, d);
    expect((await send(c, cd, { body: 'c0' })).statusCode).toBe(201);
    // a row the conversation does not know of takes cd's next index: writing a send there breaks the whole statement
    const conversationId = (await app.db.selectFrom('chatConversations').select('id').where('sid', '=', cd).executeTakeFirstOrThrow()).id;
    const author = (await app.db.selectFrom('users').select('id').where('uuid', '=', c.uuid).executeTakeFirstOrThrow()).id;
    await app.db
      .insertInto('chatMessages')
      .values({ sid: `IM${'f'.repeat(32)}`, conversationId, index: 1, authorId: author, participantSid: 'MB', body: 'stray', attributes: '{}', dateCreated: clock.now(), dateUpdated: clock.now() })
      .execute();

    const answers = await inOneBatch(ab, () => send(a, ab, { body: 'plug' }), [
      () => send(a, ab, { body: 'fine 1' }),
      () => send(d, cd, { body: 'broken' }),
      () => send(b, ab, { body: 'fine 2' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 500, 201]);
    expect((await messagesOf(a, ab)).map((m) => [m.index, m.body])).toEqual([
      [0, 'plug'],
      [1, 'fine 1'],
      [2, 'fine 2'],
    ]);
  });
});
