import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '~/services/outbox/write';
import { inTransaction } from '~/services/db/transaction';
import { EVENT_CURSOR_HEADER } from '~/common/events';
import { createGroupHookup, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

// services/API.md § Events, X-Event-Cursor: the newest outbox id, read before the rows of the answer.
const clock = createClock();
let t: TestServices;
let admin: Member;
let member: Member;
let partner: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  [admin, member, partner] = await Promise.all([createMember(t.app, { admin: true }), createMember(t.app), createMember(t.app)]);
});
afterAll(() => t.close());

const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);

async function get(url: string, who: Member) {
  const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(res.statusCode, res.body).toBeLessThan(300);
  const header = res.headers[EVENT_CURSOR_HEADER];
  expect(header, `${url} answers ${EVENT_CURSOR_HEADER}`).toMatch(/^\d+$/);
  return { cursor: Number(header), body: res.body === '' ? null : res.json() };
}

/** A change, then an event reporting it (committed after it, so the event's id being visible implies the change is). */
async function changeWithEvent(change: () => Promise<string>): Promise<{ uuid: string; eventId: number }> {
  const uuid = await change();
  const eventId = await inTransaction(t.db, (trx) => emit(trx, 'group-hookup.presence', { probe: uuid }));
  return { uuid, eventId };
}

/**
 * Commits `change` (and its event) at the moment the route reads the cursor, so the answer must be read after it:
 * had the route read the rows first, an event ≤ cursor would be missing from them.
 */
async function duringCursorRead<T>(change: () => Promise<string>, call: () => Promise<T>): Promise<{ result: T; uuid: string; eventId: number }> {
  const events = t.app.events;
  const original = events.newestId;
  let written: { uuid: string; eventId: number } | null = null;
  events.newestId = async () => {
    written ??= await changeWithEvent(change);
    return original();
  };
  try {
    const result = await call();
    expect(written).not.toBeNull();
    return { result, ...written! };
  } finally {
    events.newestId = original;
  }
}

const newGroupHookup = (overrides: Record<string, unknown> = {}) => async () => (await createGroupHookup(t.app, admin, overrides)).uuid as string;
const newHookup = (hours: number) => async () => (await insertHookup(t.app, member, partner, { start: at(hours) })).uuid;
const uuids = (items: Array<{ uuid: string }>) => items.map((item) => item.uuid);

describe('X-Event-Cursor', () => {
  it('is 0 while the outbox is empty, and the newest id once it is not', async () => {
    expect(await newestEventId(t.db)).toBe(0);
    expect((await get('/group-hookup/highlighted', member)).cursor).toBe(0);
    const { eventId } = await changeWithEvent(async () => 'first');
    expect((await get('/group-hookup/highlighted', member)).cursor).toBe(eventId);
  });

  it('GET /group-hookup/all: an event written before is ≤ the cursor, one written after is >, one during the cursor read is in the rows', async () => {
    const before = await changeWithEvent(newGroupHookup());
    const { result, uuid, eventId } = await duringCursorRead(newGroupHookup(), () => get('/group-hookup/all?size=100', member));
    expect(before.eventId).toBeLessThanOrEqual(result.cursor);
    expect(eventId).toBeLessThanOrEqual(result.cursor);
    expect(uuids(result.body.elements)).toEqual(expect.arrayContaining([before.uuid, uuid]));
    const after = await changeWithEvent(newGroupHookup());
    expect(after.eventId).toBeGreaterThan(result.cursor);
  });

  it('GET /group-hookup/highlighted', async () => {
    const highlighted = async () => {
      const uuid = await newGroupHookup()();
      const res = await t.app.inject({ method: 'PUT', url: `/hookup-admin/group-hookup/${uuid}/highlight`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      return uuid;
    };
    const { result, uuid, eventId } = await duringCursorRead(highlighted, () => get('/group-hookup/highlighted', member));
    expect(eventId).toBeLessThanOrEqual(result.cursor);
    expect(uuids(result.body)).toContain(uuid);
    expect((await changeWithEvent(highlighted)).eventId).toBeGreaterThan(result.cursor);
  });

  it('GET /group-hookup/{uuid}', async () => {
    const { uuid } = await changeWithEvent(newGroupHookup());
    const edit = async () => {
      await t.db.updateTable('groupHookups').set({ title: 'Renamed while reading' }).where('uuid', '=', uuid).execute();
      return uuid;
    };
    const { result, eventId } = await duringCursorRead(edit, () => get(`/group-hookup/${uuid}`, member));
    expect(eventId).toBeLessThanOrEqual(result.cursor);
    expect(result.body.title).toBe('Renamed while reading');
    expect((await changeWithEvent(async () => uuid)).eventId).toBeGreaterThan(result.cursor);
  });

  it('GET /hookup-user/hookups and /hookup-user/next-hookup-details (also with 204)', async () => {
    const none = await get('/hookup-user/next-hookup-details', member);
    expect(none.body).toBeNull();
    expect(none.cursor).toBe(await newestEventId(t.db));

    const before = await changeWithEvent(newHookup(48));
    const list = await duringCursorRead(newHookup(72), () => get('/hookup-user/hookups?size=100', member));
    expect(before.eventId).toBeLessThanOrEqual(list.result.cursor);
    expect(list.eventId).toBeLessThanOrEqual(list.result.cursor);
    expect(uuids(list.result.body.elements)).toEqual(expect.arrayContaining([before.uuid, list.uuid]));

    const next = await duringCursorRead(newHookup(24), () => get('/hookup-user/next-hookup-details', member));
    expect(next.eventId).toBeLessThanOrEqual(next.result.cursor);
    expect(next.result.body.uuid).toBe(next.uuid);
    expect((await changeWithEvent(newHookup(96))).eventId).toBeGreaterThan(next.result.cursor);
  });

  it('GET /hookup-admin/all-hookups', async () => {
    const { result, uuid, eventId } = await duringCursorRead(newHookup(120), () => get('/hookup-admin/all-hookups?size=100', admin));
    expect(eventId).toBeLessThanOrEqual(result.cursor);
    expect(uuids(result.body.elements)).toContain(uuid);
    expect((await changeWithEvent(newHookup(144))).eventId).toBeGreaterThan(result.cursor);
  });

  it('is not sent by a refused call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/hookup-admin/all-hookups', headers: member.headers });
    expect(res.statusCode).toBe(403);
    expect(res.headers[EVENT_CURSOR_HEADER]).toBeUndefined();
  });
});
