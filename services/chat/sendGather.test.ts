import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedded } from '~/services/db';
import { createClock, createTestServices, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { CHAT_SEND_WINDOW_MS } from '~/common/constants';
import { CHAT_SEND_GATHER_MS, CHAT_SEND_LOADED_BATCH, CHAT_SEND_LOADED_ENOUGH, CHAT_SEND_LOADED_GATHER_MS, createChatSender, type Author } from './sendBatch';

// Issue 16: on the embedded database a send request's own statements queue behind the send transaction, so a
// transaction started the moment the previous one committed wrote one send each (bench:chat: batches of one). The next
// transaction waits for sends still on their way, briefly; with none coming it starts on the next turn. On PostgreSQL requests
// do not queue on one session and nothing waits. Under load the next transaction also waits briefly for more sends, as
// PostgreSQL's commit_delay does, when too few are queued. Run on PostgreSQL too with DATABASE_URL.

const clock = createClock();
let t: TestServices;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, chatSendMaxWaitMs: 60_000, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  app = t.app;
}, 120_000);
afterAll(() => t?.close());

async function authorOf(member: Member): Promise<Author> {
  return app.db.selectFrom('users').select(['id', 'uuid', 'organizationId', 'firstName', 'lastName']).where('uuid', '=', member.uuid).executeTakeFirstOrThrow();
}

async function conversation() {
  const [a, b] = await Promise.all([createMember(app), createMember(app)]);
  const res = await app.inject({ method: 'POST', url: '/chat/conversations', headers: a.headers, payload: { participants: [b.uuid] } });
  return { sid: res.json().sid as string, a: await authorOf(a), b: await authorOf(b) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('a send transaction waits for sends on their way (issue 16, embedded database)', () => {
  it('with a send on its way the first waits and both are written by one transaction; with none, a send starts on the next turn', async () => {
    const sender = createChatSender(app);
    const { sid, a, b } = await conversation();
    const embedded = isEmbedded(app.db);

    const coming = sender.arriving();
    const first = sender.send({ viewer: a }, sid, { body: 'one' });
    await tick();
    if (embedded) expect(sender.load()).toEqual({ running: 0, waiting: 1 });
    else expect(sender.load().waiting).toBe(0);
    const second = sender.send({ viewer: b }, sid, { body: 'two' });
    coming(); // the route says so right after its send is queued
    if (embedded) {
      await tick();
      // both taken by the next turn's transaction (on PGlite often committed within that turn)
      expect(sender.load().waiting).toBe(0);
    }
    const [one, two] = await Promise.all([first, second]);
    // on PostgreSQL they were two transactions side by side: either may have taken the conversation's row first
    const indexes = [one.message.index, two.message.index];
    expect(embedded ? indexes : indexes.toSorted()).toEqual([0, 1]);

    // nothing on its way: on the embedded database the transaction starts on the next event-loop turn (after any other
    // request read in the same poll queued its send), without the gather wait
    const third = sender.send({ viewer: a }, sid, { body: 'three' });
    if (embedded) {
      expect(sender.load()).toEqual({ running: 0, waiting: 1 });
      await tick();
      // taken by a transaction (on PGlite often already committed within that turn)
      expect(sender.load().waiting).toBe(0);
    } else {
      expect(sender.load()).toEqual({ running: 1, waiting: 0 });
    }
    expect((await third).message.index).toBe(2);
  });

  it('a request that ends without sending frees the waiting send at once; one that never says so holds it only briefly', async () => {
    const sender = createChatSender(app);
    const { sid, a } = await conversation();
    const embedded = isEmbedded(app.db);

    const refused = sender.arriving(); // e.g. its sign-in failed: the route's onResponse says so
    const first = sender.send({ viewer: a }, sid, { body: 'one' });
    expect(sender.load().running).toBe(embedded ? 0 : 1);
    refused();
    if (embedded) await tick(); // the transaction starts on the next turn
    expect(sender.load().waiting).toBe(0);
    await first;

    sender.arriving(); // never says it ended
    const started = performance.now();
    const second = sender.send({ viewer: a }, sid, { body: 'two' });
    expect((await second).message.index).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(embedded ? CHAT_SEND_GATHER_MS - 1 : 0);
  });

  it('under load (the last transaction took several sends) the next waits briefly for more, unless enough are queued', async () => {
    const sender = createChatSender(app);
    const { sid, a, b } = await conversation();
    const embedded = isEmbedded(app.db);
    const sends = (count: number, from: number) => {
      clock.advance(CHAT_SEND_WINDOW_MS + 1); // the rate limit's window behind
      return Array.from({ length: count }, (_, i) => sender.send({ viewer: i % 2 ? b : a }, sid, { body: `m${from + i}` }));
    };
    let index = 0;
    /** every send written, with the conversation's next indexes (in order on the embedded database) */
    const written = async (pending: Promise<{ message: { index: number } }>[]) => {
      const indexes = (await Promise.all(pending)).map((sent) => sent.message.index);
      expect(embedded ? indexes : indexes.toSorted((x, y) => x - y)).toEqual(indexes.map((_, i) => index + i));
      index += indexes.length;
    };

    // one transaction takes them all (queued in one turn)
    await written(sends(CHAT_SEND_LOADED_BATCH, index));
    // so the next send waits for company, though nothing is on its way (on PostgreSQL it starts at once)
    const started = performance.now();
    const lone = sends(1, index);
    if (!embedded) expect(sender.load()).toEqual({ running: 1, waiting: 0 });
    await tick();
    if (embedded) expect(sender.load()).toEqual({ running: 0, waiting: 1 });
    await written(lone);
    if (embedded) expect(performance.now() - started).toBeGreaterThanOrEqual(CHAT_SEND_LOADED_GATHER_MS - 1);

    // that transaction took one: the next starts on the next turn
    const next = sends(1, index);
    await tick();
    expect(sender.load().waiting).toBe(0);
    await written(next);

    // under load again, but with enough queued the transaction starts on the next turn all the same (on PostgreSQL
    // the sends beyond its transactions at once wait for them, as ever)
    await written(sends(CHAT_SEND_LOADED_BATCH, index));
    const many = sends(CHAT_SEND_LOADED_ENOUGH, index);
    await tick();
    if (embedded) expect(sender.load().waiting).toBe(0);
    await written(many);
  });
});
