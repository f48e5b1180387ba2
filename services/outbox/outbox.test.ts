import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emit } from '~/services/outbox/write';
import { inTransaction } from '~/services/db/transaction';
import { openStream, type SseStream } from '~/services/testing/sse';
import { createTestServices, type TestServices } from '~/services/testing/helpers';

const TOKEN = 'internal-secret-for-tests';
const auth = { authorization: `Bearer ${TOKEN}` };
let t: TestServices;
let base: string;

beforeAll(async () => {
  t = await createTestServices({ internalToken: TOKEN, eventsPollMs: 200 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const write = (payload: object, app: FastifyInstance = t.app) =>
  inTransaction(app.db, (trx) => emit(trx, 'group-hookup.presence', payload));

async function take(stream: SseStream, count: number) {
  const messages = [];
  for (let i = 0; i < count; i++) messages.push(await stream.next());
  return messages;
}

describe('GET /events', () => {
  it('answers 401 without the INTERNAL_TOKEN bearer, with a wrong one, and to everyone when INTERNAL_TOKEN is unset', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/events' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/events', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/events/replay', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
    const logs = t.logs.length;
    const open = await t.replica({ internalToken: null });
    expect(t.logs.slice(logs).some((line) => line.level === 40 && /INTERNAL_TOKEN is not set/.test(line.msg))).toBe(true);
    expect((await open.inject({ method: 'GET', url: '/events', headers: auth })).statusCode).toBe(401);
    expect((await open.inject({ method: 'GET', url: '/events', headers: { authorization: 'Bearer ' } })).statusCode).toBe(401);
    await open.close();
  });

  it('starts live at the newest event and then delivers new events in order with id, topic and payload', async () => {
    await write({ n: 'before' });
    const stream = await openStream(`${base}/events`, auth);
    expect(stream.status).toBe(200);
    await write({ n: 1 });
    await write({ n: 2 });
    await write({ n: 3 });
    const messages = await take(stream, 3);
    expect(messages.map((m) => m.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(messages.every((m) => m.event === 'group-hookup.presence')).toBe(true);
    const ids = messages.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    stream.close();
  });

  it('resumes after the id in Last-Event-ID or ?after=', async () => {
    const first = await write({ n: 'a' });
    await write({ n: 'b' });
    await write({ n: 'c' });
    const byHeader = await openStream(`${base}/events`, { ...auth, 'last-event-id': String(first) });
    expect((await take(byHeader, 2)).map((m) => m.data)).toEqual([{ n: 'b' }, { n: 'c' }]);
    byHeader.close();
    const byQuery = await openStream(`${base}/events?after=${first + 1}`, auth);
    expect((await byQuery.next()).data).toEqual({ n: 'c' });
    byQuery.close();
  });

  it('refuses a Last-Event-ID or after that is not an event id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events', headers: { ...auth, 'last-event-id': 'abc' } });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/events?after=-1', headers: auth })).statusCode).toBe(400);
  });

  it('does not skip a row committed late by a slower transaction', async () => {
    const stream = await openStream(`${base}/events`, auth);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let slowWrote!: () => void;
    const slowStarted = new Promise<void>((resolve) => (slowWrote = resolve));
    const slow = inTransaction(t.db, async (trx) => {
      const id = await emit(trx, 'group-hookup.presence', { n: 'slow' });
      slowWrote();
      await held; // committed only after the fast one tried to write
      return id;
    });
    await slowStarted;
    const fast = write({ n: 'fast' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    const [slowId, fastId] = await Promise.all([slow, fast]);
    expect(slowId).toBeLessThan(fastId);
    expect((await take(stream, 2)).map((m) => m.data)).toEqual([{ n: 'slow' }, { n: 'fast' }]);
    stream.close();
  });

  it('writes the rows a transaction of this process committed as they come, without reading them back', async () => {
    const stream = await openStream(`${base}/events`, auth);
    await write({ n: 'first' });
    expect((await stream.next()).data).toEqual({ n: 'first' });
    const read = vi.spyOn(t.app.events, 'read');
    try {
      await inTransaction(t.db, async (trx) => {
        await emit(trx, 'group-hookup.presence', { n: 'two' });
        await emit(trx, 'group-hookup.presence', { n: 'in one' });
      });
      await write({ n: 'three' });
      expect((await take(stream, 3)).map((m) => m.data)).toEqual([{ n: 'two' }, { n: 'in one' }, { n: 'three' }]);
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
      stream.close();
    }
  });

  it('reads when the committed rows do not follow the last one it wrote, so a row written meanwhile comes first', async () => {
    const stream = await openStream(`${base}/events`, auth);
    await write({ n: 'start' });
    expect((await stream.next()).data).toEqual({ n: 'start' });
    // a transaction that hands its rows to nobody (not through inTransaction): only a read finds it
    await t.db.transaction().execute((trx) => emit(trx, 'group-hookup.presence', { n: 'unannounced' }));
    await write({ n: 'announced' });
    expect((await take(stream, 2)).map((m) => m.data)).toEqual([{ n: 'unannounced' }, { n: 'announced' }]);
    stream.close();
  });

  it('delivers rows another replica wrote', async () => {
    const replica = await t.replica();
    const stream = await openStream(`${base}/events`, auth);
    await write({ n: 'from the replica' }, replica);
    expect((await stream.next()).data).toEqual({ n: 'from the replica' });
    stream.close();
    await replica.close();
  });

  it('finds a row committed without an in-process wake-up: LISTEN/NOTIFY on PostgreSQL, else the 1 s poll', async () => {
    // with DATABASE_URL the poll is pushed out of the way so only the NOTIFY can deliver in time
    const replica = await t.replica({ eventsPollMs: process.env.DATABASE_URL ? 60_000 : 200 });
    const url = await replica.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`${url}/events`, auth);
    await t.db.transaction().execute((trx) => emit(trx, 'group-hookup.presence', { n: 'quiet' }));
    expect((await stream.next(3000)).data).toEqual({ n: 'quiet' });
    if (process.env.DATABASE_URL) {
      // a LISTEN connection that breaks is opened again
      const name = `hookups-outbox-listener:${t.app.config.databaseSchema}`;
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(t.db);
      await expect
        .poll(async () => (await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where application_name = ${name}`.execute(t.db)).rows[0].n, {
          timeout: 5000,
        })
        .toBeGreaterThan(0);
      await t.db.transaction().execute((trx) => emit(trx, 'group-hookup.presence', { n: 'after reconnect' }));
      expect((await stream.next(3000)).data).toEqual({ n: 'after reconnect' });
    }
    stream.close();
    await replica.close();
  });

  it('sends a keep-alive comment on an idle stream', async () => {
    const replica = await t.replica({ eventsKeepAliveMs: 50 });
    const url = await replica.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`${url}/events`, auth);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.comments).toContain(': keep-alive');
    stream.close();
    await replica.close();
  });

  it('ends open streams cleanly when the app closes, without holding the close up', async () => {
    const replica = await t.replica();
    const url = await replica.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(`${url}/events`, auth);
    const started = Date.now();
    await replica.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(2000);
    await expect(stream.next(100)).rejects.toThrow('the stream ended');
  });
});

describe('GET /events/replay', () => {
  it('answers the events after an id, oldest first, at most limit of them', async () => {
    const first = await write({ n: 'r1' });
    await write({ n: 'r2' });
    await write({ n: 'r3' });
    const res = await t.app.inject({ method: 'GET', url: `/events/replay?after=${first}&limit=1`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ events: [{ id: first + 1, topic: 'group-hookup.presence', payload: { n: 'r2' } }] });
    const all = (await t.app.inject({ method: 'GET', url: `/events/replay?after=${first}`, headers: auth })).json();
    expect(all.events.map((e: { payload: unknown }) => e.payload)).toEqual([{ n: 'r2' }, { n: 'r3' }]);
  });

  it('refuses a limit over 1000', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/events/replay?after=0&limit=1001', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('limit must be between 1 and 1000');
  });
});
