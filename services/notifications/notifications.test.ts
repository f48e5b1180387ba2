import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationCode } from '~/common/constants';
import { TOPICS } from '~/common/events';
import { AUTH, NOTIFICATION as M } from '~/common/messages';
import { eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, MINUTE, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
});
afterAll(() => t.close());

const list = (who: Member | null, query = '') => t.app.inject({ method: 'GET', url: `/notification/list${query}`, headers: who ? who.headers : {} });
const notNew = (who: Member) => t.app.inject({ method: 'PUT', url: '/notification/mark-as-not-new', headers: who.headers });
const viewed = (who: Member, payload: object) => t.app.inject({ method: 'PUT', url: '/notification/mark-as-viewed', headers: who.headers, payload });

/** a bell row written straight to the database, `minutesAgo` before the clock; answers its id */
async function notification(member: Member, minutesAgo: number, fields: { code?: NotificationCode; message?: string; isNew?: boolean } = {}) {
  const row = await t.db
    .insertInto('notifications')
    .values({
      userId: member.id,
      notificationCode: fields.code ?? 'HOOKUP_CONFIRMED',
      message: fields.message ?? `${minutesAgo} minutes ago`,
      image: null,
      redirectUrl: '/timeslots',
      createdAt: new Date(clock.now().getTime() - minutesAgo * MINUTE),
      isNew: fields.isNew ?? true,
      dedupeKey: `test:${Math.random()}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const notificationEvents = async (after: number) => (await eventsSince(t.db, after)).filter((e) => e.topic === TOPICS.notificationChanged);

describe('GET /notification/list', () => {
  let member: Member;
  let ids: number[];

  beforeAll(async () => {
    member = await createMember(t.app);
    // 7 notifications: 60, 50, … 10 minutes ago and two at the same moment (ties go by id); 2 of them already seen
    ids = [];
    for (const minutesAgo of [60, 50, 40, 30, 20]) ids.push(await notification(member, minutesAgo, { isNew: minutesAgo > 40 ? false : true }));
    ids.push(await notification(member, 10, { message: 'tie one' }));
    ids.push(await notification(member, 10, { message: 'tie two' }));
  });

  it('answers the member’s own, newest first, 5 a page by default, with the page count, the badge count and X-Event-Cursor', async () => {
    const other = await createMember(t.app);
    await notification(other, 1);
    const res = await list(member);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-event-cursor']).toBe(String(await newestEventId(t.db)));
    const body = res.json();
    expect(body.notifications.totalPages).toBe(2);
    expect(body.newNotificationsCount).toBe(5);
    expect(body.notifications.elements.map((n: { id: number }) => n.id)).toEqual([ids[6], ids[5], ids[4], ids[3], ids[2]]);
    expect(body.notifications.elements[0]).toEqual({
      id: ids[6],
      message: 'tie two',
      image: null,
      date: new Date(clock.now().getTime() - 10 * MINUTE).toISOString(),
      viewed: false,
      redirectUrl: '/timeslots',
      notificationCode: 'HOOKUP_CONFIRMED',
      isNew: true,
    });
    const second = (await list(member, '?page=1')).json();
    expect(second.notifications.elements.map((n: { id: number }) => n.id)).toEqual([ids[1], ids[0]]);
    expect((await list(member, '?page=2')).json().notifications).toEqual({ elements: [], totalPages: 2 });
  });

  it('pages by size and sorts oldest first with ASC', async () => {
    const asc = (await list(member, '?page=1&size=3&sorting_direction=ASC&sorting_parameter=date')).json();
    expect(asc.notifications.totalPages).toBe(3);
    expect(asc.notifications.elements.map((n: { id: number }) => n.id)).toEqual([ids[3], ids[4], ids[5]]);
    const all = (await list(member, '?size=50&sorting_direction=DESC')).json();
    expect(all.notifications).toMatchObject({ totalPages: 1 });
    expect(all.notifications.elements).toHaveLength(7);
  });

  it('answers an empty list to a member without notifications', async () => {
    expect((await list(await createMember(t.app))).json()).toEqual({ notifications: { elements: [], totalPages: 0 }, newNotificationsCount: 0 });
  });

  it('refuses a bad page size (1–50) and any sorting but by date, with the spec’s messages; 401 without a session', async () => {
    for (const size of ['0', '51', 'five']) {
      const res = await list(member, `?size=${size}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.pageSize);
    }
    for (const query of ['?sorting_direction=UP', '?sorting_parameter=message', '?sorting_parameter=']) {
      const res = await list(member, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.sorting);
    }
    expect((await list(member, '?page=-1')).statusCode).toBe(400);
    const anonymous = await list(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe(AUTH.unauthenticated);
  });
});

describe('PUT /notification/mark-as-not-new', () => {
  it('clears the badge and emits allNotNew once; again it changes nothing and emits nothing', async () => {
    const [member, other] = await Promise.all([createMember(t.app), createMember(t.app)]);
    await notification(member, 5);
    await notification(member, 4);
    await notification(other, 3);
    const before = await newestEventId(t.db);
    const res = await notNew(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ newNotificationsCount: 0 });
    const body = (await list(member)).json();
    expect(body.newNotificationsCount).toBe(0);
    expect(body.notifications.elements.map((n: { isNew: boolean; viewed: boolean }) => [n.isNew, n.viewed])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect((await list(other)).json().newNotificationsCount).toBe(1);
    expect((await notificationEvents(before)).map((e) => e.payload)).toEqual([
      { kind: 'allNotNew', userUUID: member.uuid, notification: null, newNotificationsCount: 0 },
    ]);
    const after = await newestEventId(t.db);
    expect((await notNew(member)).json()).toEqual({ newNotificationsCount: 0 });
    expect(await notificationEvents(after)).toEqual([]);
  });
});

describe('PUT /notification/mark-as-viewed', () => {
  it('marks the member’s own one viewed and not new, emits viewed with the new count; again emits nothing', async () => {
    const member = await createMember(t.app);
    const id = await notification(member, 5, { code: 'WELCOME', message: 'Welcome' });
    await notification(member, 2);
    const before = await newestEventId(t.db);
    const res = await viewed(member, { notificationId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, viewed: true, isNew: false, notificationCode: 'WELCOME', message: 'Welcome' });
    expect((await notificationEvents(before)).map((e) => e.payload)).toEqual([
      { kind: 'viewed', userUUID: member.uuid, notification: res.json(), newNotificationsCount: 1 },
    ]);
    expect((await list(member)).json().newNotificationsCount).toBe(1);
    const after = await newestEventId(t.db);
    expect((await viewed(member, { notificationId: id })).json()).toEqual(res.json());
    expect(await notificationEvents(after)).toEqual([]);
  });

  it('answers 404 for another member’s notification and an unknown id, and leaves them as they were; 400 without an id', async () => {
    const [owner, stranger] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const id = await notification(owner, 1);
    const before = await newestEventId(t.db);
    for (const notificationId of [id, id + 100_000]) {
      const res = await viewed(stranger, { notificationId });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.notFound);
    }
    expect((await list(owner)).json().notifications.elements[0]).toMatchObject({ id, viewed: false, isNew: true });
    expect(await notificationEvents(before)).toEqual([]);
    expect((await viewed(stranger, {})).statusCode).toBe(400);
    expect((await viewed(stranger, { notificationId: 'first' })).statusCode).toBe(400);
  });
});
