import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '~/common/constants';
import { NETWORK as M } from '~/common/messages';
import { planMatching } from '~/services/matching/plan';
import { minutesOf } from '~/services/matching/slots';
import { createClock, createTestServices, HOUR, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember, type Member, type MemberOptions } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let otherOrg: string;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  otherOrg = (await t.db.insertInto('organizations').values({ name: 'Another Guild' }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const get = (url: string, who?: Member) => t.app.inject({ method: 'GET', url, headers: who?.headers });
const put = (url: string, who: Member) => t.app.inject({ method: 'PUT', url, headers: who.headers });
const post = (url: string, who: Member) => t.app.inject({ method: 'POST', url, headers: who.headers });
const del = (url: string, who: Member) => t.app.inject({ method: 'DELETE', url, headers: who.headers });
const uuids = (res: { json(): any }) => res.json().elements.map((e: { uuid: string }) => e.uuid);

/** A member with extra roles and profile fields written straight to the database. */
async function person(options: MemberOptions & { roles?: Role[]; user?: Record<string, unknown> } = {}): Promise<Member> {
  const m = await createMember(t.app, options);
  const roles: Role[] = [...(options.admin ? ['ROLE_ADMIN' as const] : ['ROLE_USER' as const]), ...(options.roles ?? [])];
  await t.db
    .updateTable('users')
    .set({ roles, phoneNumber: '+4915112345678', companyName: 'Acme', city: 'Berlin', locationName: 'Berlin, Germany', linkedInUrl: 'https://www.linkedin.com/in/x', ...options.user })
    .where('id', '=', m.id)
    .execute();
  return m;
}

/** A COMPLETED group hookup of `host` that `participants` attended (and `left` joined, then left). */
async function completedGroupHookup(host: Member, participants: Member[], left: Member[] = [], startHoursAgo = 48) {
  const now = clock.now();
  const row = await t.db
    .insertInto('groupHookups')
    .values({
      organizationId: host.organizationId,
      hostId: host.id,
      title: 'Objection handling',
      description: null,
      whoShouldJoin: null,
      whyShouldJoin: null,
      whatWillDiscuss: null,
      category: 'PRACTICE',
      startDate: at(-startHoursAgo),
      duration: 60,
      maxParticipants: 10,
      status: 'COMPLETED',
      private: false,
      imageUploadId: null,
      cancellationReason: null,
      createdOn: now,
      updatedOn: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const p of participants) {
    await t.db.insertInto('groupHookupParticipants').values({ groupHookupId: row.id, userId: p.id, joinedAt: now, leftAt: null, leaveReason: null }).execute();
  }
  for (const p of left) {
    await t.db.insertInto('groupHookupParticipants').values({ groupHookupId: row.id, userId: p.id, joinedAt: now, leftAt: now, leaveReason: 'Busy' }).execute();
  }
}

describe('public directories (GET /public/users/experts|ambassadors)', () => {
  it('list active, verified experts of the default organisation without a session, with public card fields only', async () => {
    const expert = await person({ firstName: 'Aaexpert', roles: ['ROLE_EXPERT'] });
    const unverified = await person({ roles: ['ROLE_EXPERT'], verified: false });
    const disabled = await person({ roles: ['ROLE_EXPERT'], user: { active: false } });
    const elsewhere = await person({ roles: ['ROLE_EXPERT'], organizationId: otherOrg });
    const ambassador = await person({ roles: ['ROLE_AMBASSADOR'] });

    const res = await get('/public/users/experts?size=100');
    expect(res.statusCode, res.body).toBe(200);
    const listed = uuids(res);
    expect(listed).toContain(expert.uuid);
    for (const hidden of [unverified, disabled, elsewhere, ambassador]) expect(listed).not.toContain(hidden.uuid);
    const card = res.json().elements.find((e: { uuid: string }) => e.uuid === expert.uuid);
    expect(card).toEqual({
      uuid: expert.uuid,
      fullName: expert.fullName,
      imageUrl: null,
      jobPosition: 'Account Executive',
      companyName: 'Acme',
      city: 'Berlin',
      locationName: 'Berlin, Germany',
      linkedInUrl: 'https://www.linkedin.com/in/x',
      roles: ['ROLE_USER', 'ROLE_EXPERT'],
    });
    // never the email or the phone number
    expect(res.body).not.toContain(expert.username);
    expect(res.body).not.toContain('+4915112345678');

    expect(uuids(await get('/public/users/ambassadors?size=100'))).toContain(ambassador.uuid);
  });

  it('pages with size 15 by default and answers totalPages and totalElements', async () => {
    for (let i = 0; i < 16; i++) await person({ roles: ['ROLE_AMBASSADOR'] });
    const first = await get('/public/users/ambassadors');
    expect(first.json().elements).toHaveLength(15);
    expect(first.json()).toMatchObject({ page: 0, size: 15 });
    const total = first.json().totalElements;
    expect(total).toBeGreaterThanOrEqual(17);
    expect(first.json().totalPages).toBe(Math.ceil(total / 15));
    const second = await get('/public/users/ambassadors?page=1');
    expect(second.json().elements).toHaveLength(Math.min(15, total - 15));
    expect(uuids(second).some((uuid: string) => uuids(first).includes(uuid))).toBe(false);
  });

  it('refuses a bad page or size with a clear message', async () => {
    const bad = await get('/public/users/experts?size=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.pageSize);
    expect((await get('/public/users/experts?page=-1')).json().message).toBe(M.page);
  });

  it('show a signed-in member their own organisation, without anyone blocked either way; a bad bearer is 401', async () => {
    const local = await person({ roles: ['ROLE_EXPERT'], organizationId: otherOrg });
    const blockedByMe = await person({ roles: ['ROLE_EXPERT'], organizationId: otherOrg });
    const blockedMe = await person({ roles: ['ROLE_EXPERT'], organizationId: otherOrg });
    const viewer = await person({ organizationId: otherOrg });
    expect((await put(`/user/block/${blockedByMe.uuid}`, viewer)).statusCode).toBe(200);
    expect((await put(`/user/block/${viewer.uuid}`, blockedMe)).statusCode).toBe(200);
    const listed = uuids(await get('/public/users/experts?size=100', viewer));
    expect(listed).toContain(local.uuid);
    expect(listed).not.toContain(blockedByMe.uuid);
    expect(listed).not.toContain(blockedMe.uuid);
    const bad = await t.app.inject({ method: 'GET', url: '/public/users/experts', headers: { authorization: 'Bearer nonsense' } });
    expect(bad.statusCode).toBe(401);
  });
});

describe('admin directories (GET /admin/users/experts|ambassadors)', () => {
  it('give admins every expert of their organisation with username and state; 403 for members, 401 without a session', async () => {
    const admin = await person({ admin: true });
    const disabled = await person({ roles: ['ROLE_EXPERT'], user: { active: false } });
    const res = await get('/admin/users/experts?size=100', admin);
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().elements.find((e: { uuid: string }) => e.uuid === disabled.uuid);
    expect(row).toMatchObject({ uuid: disabled.uuid, username: disabled.username, active: false, verified: true, phoneNumber: '+4915112345678' });

    const member = await person();
    for (const path of ['experts', 'ambassadors']) {
      expect((await get(`/admin/users/${path}`, member)).statusCode).toBe(403);
      expect((await get(`/admin/users/${path}`)).statusCode).toBe(401);
    }
  });
});

describe('member search (GET /user?fullName=)', () => {
  it('finds members of the caller organisation by name, case-insensitive, paged; not the caller, other organisations or blocked people', async () => {
    const me = await person({ firstName: 'Zorblax' });
    const found = await person({ firstName: 'Zorblaxa', lastName: 'Quist' });
    const blocked = await person({ firstName: 'Zorblaxb' });
    const blocker = await person({ firstName: 'Zorblaxc' });
    const foreign = await person({ firstName: 'Zorblaxd', organizationId: otherOrg });
    await put(`/user/block/${blocked.uuid}`, me);
    await put(`/user/block/${me.uuid}`, blocker);

    const res = await get('/user?fullName=zORBLAXA%20q', me);
    expect(res.statusCode, res.body).toBe(200);
    expect(uuids(res)).toEqual([found.uuid]);
    const all = uuids(await get('/user?fullName=zorblax', me));
    expect(all).toEqual([found.uuid]);
    for (const hidden of [me, blocked, blocker, foreign]) expect(all).not.toContain(hidden.uuid);
    // the person blocked sees the blocker just as little
    expect(uuids(await get('/user?fullName=zorblax', blocked))).not.toContain(me.uuid);

    const paged = await get('/user?fullName=zorblax&size=1&page=5', found);
    expect(paged.json()).toMatchObject({ elements: [], page: 5, size: 1 });
    // wildcards are plain text
    expect(uuids(await get('/user?fullName=%25', me))).toEqual([]);
    expect((await get('/user?fullName=zorblax')).statusCode).toBe(401);
    expect((await get(`/user?fullName=${'x'.repeat(101)}`, me)).json().message).toBe(M.queryLength);
  });
});

describe('my network (GET/POST/DELETE /user/network)', () => {
  it('holds the people met in completed and past confirmed hookups and completed group hookups, plus added ones', async () => {
    const me = await person({ firstName: 'Netme' });
    const [completed, pastConfirmed, futureConfirmed, cancelled, host, coAttendee, leaver, stranger, added] = await Promise.all(
      ['Completed', 'Pastconfirmed', 'Futureconfirmed', 'Cancelled', 'Host', 'Coattendee', 'Leaver', 'Stranger', 'Added'].map((firstName) => person({ firstName })),
    );
    await insertHookup(t.app, me, completed, { start: at(-72), status: 'COMPLETED' });
    await insertHookup(t.app, pastConfirmed, me, { start: at(-5), status: 'CONFIRMED' });
    await insertHookup(t.app, me, futureConfirmed, { start: at(5), status: 'CONFIRMED' });
    await insertHookup(t.app, me, cancelled, { start: at(-30), status: 'CANCELLED' });
    await completedGroupHookup(host, [me, coAttendee], [leaver]);
    // a group hookup the member left is not one they attended
    await completedGroupHookup(stranger, [leaver], [me]);

    const add = await post(`/user/network/${added.uuid}`, me);
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ uuid: added.uuid, fullName: added.fullName, met: false, added: true });

    const res = await get('/user/network?size=100', me);
    expect(res.statusCode, res.body).toBe(200);
    const byUuid = new Map(res.json().elements.map((e: { uuid: string }) => [e.uuid, e]));
    expect(new Set(byUuid.keys())).toEqual(new Set([completed.uuid, pastConfirmed.uuid, host.uuid, coAttendee.uuid, added.uuid]));
    expect(byUuid.get(completed.uuid)).toMatchObject({ met: true, added: false });
    expect(byUuid.get(added.uuid)).toMatchObject({ met: false, added: true });
    expect(res.json().totalElements).toBe(5);
    expect(res.body).not.toContain(completed.username);

    // the host sees the member too: group hookups work both ways
    expect(uuids(await get('/user/network?size=100', host))).toEqual(expect.arrayContaining([me.uuid, coAttendee.uuid]));

    // search within the network by name
    expect(uuids(await get('/user/network?query=COATT', me))).toEqual([coAttendee.uuid]);
    expect(uuids(await get('/user/network?size=2&page=2', me))).toHaveLength(1);

    // adding someone already met marks both; removing keeps the met one in the network
    expect((await post(`/user/network/${completed.uuid}`, me)).json()).toMatchObject({ met: true, added: true });
    expect((await del(`/user/network/${completed.uuid}`, me)).statusCode).toBe(204);
    expect(uuids(await get('/user/network?size=100', me))).toContain(completed.uuid);
    expect((await del(`/user/network/${added.uuid}`, me)).statusCode).toBe(204);
    expect(uuids(await get('/user/network?size=100', me))).not.toContain(added.uuid);
    const again = await del(`/user/network/${added.uuid}`, me);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.notAnAddedContact);
  });

  it('refuses adding oneself (400), unknown or other-organisation members (404) and a member one blocked (409)', async () => {
    const me = await person();
    const foreign = await person({ organizationId: otherOrg });
    const blocked = await person();
    const blocker = await person();
    const self = await post(`/user/network/${me.uuid}`, me);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(M.addSelf);
    for (const uuid of [foreign.uuid, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await post(`/user/network/${uuid}`, me);
      expect(res.statusCode, uuid).toBe(404);
      expect(res.json().message).toBe(M.memberNotFound);
    }
    await put(`/user/block/${blocked.uuid}`, me);
    const refused = await post(`/user/network/${blocked.uuid}`, me);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.contactBlocked);
    await put(`/user/block/${me.uuid}`, blocker);
    expect((await post(`/user/network/${blocker.uuid}`, me)).statusCode).toBe(404);
    expect((await get('/user/network')).statusCode).toBe(401);
  });
});

describe('block and unblock (PUT /user/block|unblock/{uuid}, GET /user/blocked)', () => {
  it('hides a blocked contact from the network and lists them under blocked until unblocked', async () => {
    const me = await person();
    const partner = await person({ firstName: 'Blockee' });
    await insertHookup(t.app, me, partner, { start: at(-72), status: 'COMPLETED' });
    expect(uuids(await get('/user/network', me))).toEqual([partner.uuid]);

    const block = await put(`/user/block/${partner.uuid}`, me);
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json()).toMatchObject({ uuid: partner.uuid, fullName: partner.fullName });
    // blocking twice is harmless
    expect((await put(`/user/block/${partner.uuid}`, me)).statusCode).toBe(200);
    expect(uuids(await get('/user/network', me))).toEqual([]);
    expect(uuids(await get('/user/network', partner))).toEqual([]);
    const blocked = await get('/user/blocked', me);
    expect(blocked.json()).toEqual([expect.objectContaining({ uuid: partner.uuid, blockedAt: clock.now().toISOString() })]);
    expect((await get('/user/blocked', partner)).json()).toEqual([]);

    expect((await put(`/user/unblock/${partner.uuid}`, me)).statusCode).toBe(200);
    expect((await get('/user/blocked', me)).json()).toEqual([]);
    expect(uuids(await get('/user/network', me))).toEqual([partner.uuid]);
  });

  it('refuses blocking oneself (400) and unknown members (404)', async () => {
    const me = await person();
    const self = await put(`/user/block/${me.uuid}`, me);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(M.blockSelf);
    for (const path of ['block', 'unblock']) {
      const res = await put(`/user/${path}/00000000-0000-4000-8000-000000000000`, me);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.memberNotFound);
      expect((await put(`/user/${path}/x`, me)).statusCode).toBe(404);
    }
    const foreign = await person({ organizationId: otherOrg });
    expect((await put(`/user/block/${foreign.uuid}`, me)).statusCode).toBe(404);
  });

  it('keeps the two apart in matching', async () => {
    // the plan test's week: Monday 2030-01-14, the window opens Monday 12:00 UTC
    const NOW = new Date('2030-01-14T00:00:00.000Z');
    const org = (await t.db.selectFrom('organizations').select('id').where('isDefault', '=', true).executeTakeFirstOrThrow()).id;
    const cycle = await t.db
      .insertInto('timeCycles')
      .values({ organizationId: org, name: 'Block cycle', cadence: 'WEEKLY', hookupDuration: 30, nextRunAt: NOW, createdOn: NOW, updatedOn: NOW })
      .returningAll()
      .executeTakeFirstOrThrow();
    const [a, b] = await Promise.all([person(), person()]);
    for (const m of [a, b]) {
      await t.db.insertInto('userTimeCycles').values({ userId: m.id, timeCycleId: cycle.id, selectedAt: NOW }).execute();
      await t.db.insertInto('availabilitySlots').values({ userId: m.id, dayOfWeek: 1, startMinute: minutesOf('13:00'), endMinute: minutesOf('15:00') }).execute();
    }
    expect((await planMatching(t.db, cycle, NOW)).pairs).toHaveLength(1);
    await put(`/user/block/${a.uuid}`, b);
    expect((await planMatching(t.db, cycle, NOW)).pairs).toEqual([]);
  });
});

describe('top active members (GET /user/top-active-members)', () => {
  it('ranks the organisation by completed hookups and attended group hookups of the last 90 days, at most 10, without the caller or blocked people', async () => {
    const org = (await t.db.insertInto('organizations').values({ name: 'Busy Guild' }).returning('id').executeTakeFirstOrThrow()).id;
    const make = (firstName: string) => person({ firstName, organizationId: org });
    const me = await make('Caller');
    const star = await make('Star');
    const second = await make('Second');
    const old = await make('Old');
    const blocked = await make('Blocked');
    const idle = await make('Idle');
    const fillers = await Promise.all(Array.from({ length: 10 }, (_, i) => make(`Filler${i}`)));

    for (let i = 0; i < 3; i++) await insertHookup(t.app, star, me, { start: at(-24 * (i + 1)), status: 'COMPLETED' });
    await completedGroupHookup(second, [star]);
    await insertHookup(t.app, second, fillers[0], { start: at(-30), status: 'COMPLETED' });
    await insertHookup(t.app, old, fillers[1], { start: at(-24 * 100), status: 'COMPLETED' });
    await insertHookup(t.app, blocked, fillers[2], { start: at(-24), status: 'COMPLETED' });
    await insertHookup(t.app, blocked, fillers[3], { start: at(-48), status: 'COMPLETED' });
    await put(`/user/block/${me.uuid}`, blocked);
    await t.db.updateTable('users').set({ lastActivity: at(-1) }).where('id', 'in', fillers.slice(4).map((f) => f.id)).execute();

    const res = await get('/user/top-active-members', me);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({ uuid: star.uuid, activity: 4 });
    expect(list[1]).toMatchObject({ uuid: second.uuid, activity: 2 });
    const listed = list.map((m: { uuid: string }) => m.uuid);
    for (const hidden of [me, blocked, idle, old]) expect(listed).not.toContain(hidden.uuid);
    expect(res.body).not.toContain(star.username);
    expect((await get('/user/top-active-members')).statusCode).toBe(401);
  });
});
