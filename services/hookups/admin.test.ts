import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOKUP_ERROR_CODES as CODES } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages';
import { TEMPLATES } from '~/services/notifications/templates';
import { eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, MINUTE, type TestServices } from '~/services/testing/helpers';
import { icsProperty, insertHookup, mailsTo, newestMailId } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let admin: Member;
let first: Member;
let second: Member;
let third: Member;
let outsider: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  const { id: otherOrg } = await t.db.insertInto('organizations').values({ name: 'Another Guild' }).returning('id').executeTakeFirstOrThrow();
  [admin, first, second, third, outsider] = await Promise.all([
    createMember(t.app, { admin: true }),
    createMember(t.app, { firstName: 'Ada' }),
    createMember(t.app, { firstName: 'Bo' }),
    createMember(t.app, { firstName: 'Cy' }),
    createMember(t.app, { organizationId: otherOrg }),
  ]);
});
afterAll(() => t.close());

const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const edit = (body: Record<string, unknown>, who: Member = admin) => t.app.inject({ method: 'PUT', url: '/hookup-admin/hookup', headers: who.headers, payload: body });
const get = (url: string, who: Member = admin) => t.app.inject({ method: 'GET', url, headers: who.headers });

function expectCode(res: { statusCode: number; body: string; json(): any }, status: number, errorCode: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().errorCode).toBe(errorCode);
  if (message) expect(res.json().message).toBe(message);
}

describe('PUT /hookup-admin/hookup', () => {
  it('moves it and swaps a member: PENDING, both unconfirmed, sequence + 1, not a reschedule; REQUEST to both, CANCEL to the removed one', async () => {
    const { uuid } = await insertHookup(t.app, first, second, { start: at(24), minutes: 45, status: 'CONFIRMED', firstConfirmed: true, secondConfirmed: true });
    const mails = await newestMailId(t.app);
    const before = await newestEventId(t.db);
    const res = await edit({ id: uuid, firstParticipant: first.uuid, secondParticipant: third.uuid, startDateTime: at(30).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      firstParticipant: { uuid: first.uuid },
      secondParticipant: { uuid: third.uuid },
      startDateTime: at(30).toISOString(),
      endDateTime: new Date(at(30).getTime() + 45 * MINUTE).toISOString(),
      hookupStatus: 'PENDING',
      firstParticipantConfirmed: false,
      secondParticipantConfirmed: false,
      rescheduleCount: 0,
      sequence: 1,
    });
    const events = await eventsSince(t.db, before);
    expect(events.map((e) => e.payload)).toEqual([{ kind: 'updated', actorUUID: admin.uuid, hookup: res.json(), formerParticipantUUIDs: [second.uuid] }]);
    for (const member of [first, third]) {
      const [mail] = await mailsTo(t.app, member.username, mails);
      expect(icsProperty(mail!.icalEvent!, 'METHOD')).toBe('REQUEST');
      expect(icsProperty(mail!.icalEvent!, 'SEQUENCE')).toBe('1');
    }
    const [removed] = await mailsTo(t.app, second.username, mails);
    // a HOOKUP_CANCELLED notification mail now (services/notifications/templates.ts), still with the CANCEL .ics
    expect(removed!.subject).toBe(TEMPLATES.HOOKUP_CANCELLED.subject);
    expect(removed!.textBody).toContain('has been cancelled by an admin.');
    expect(icsProperty(removed!.icalEvent!, 'METHOD')).toBe('CANCEL');
    expect(icsProperty(removed!.icalEvent!, 'UID')).toBe(`${uuid}@hookups`);
    // the removed member no longer sees it
    expectCode(await get(`/hookup-user/hookups/${uuid}`, second), 404, CODES.notFound);
  });

  it('keeps the second member when omitted, and answers an unchanged hookup as is without an event', async () => {
    const { uuid } = await insertHookup(t.app, first, second, { start: at(72) });
    const before = await newestEventId(t.db);
    const same = await edit({ id: uuid, firstParticipant: first.uuid, startDateTime: at(72).toISOString() });
    expect(same.json()).toMatchObject({ sequence: 0, secondParticipant: { uuid: second.uuid } });
    expect(await eventsSince(t.db, before)).toEqual([]);
    const moved = await edit({ id: uuid, firstParticipant: first.uuid, startDateTime: at(73).toISOString() });
    expect(moved.json()).toMatchObject({ sequence: 1, secondParticipant: { uuid: second.uuid }, startDateTime: at(73).toISOString() });
  });

  it('refuses: cancelled (1003), started (1005), same member (400 1008), blocked pair (1009), busy member (1006), unknown member (404), unknown hookup (404 1001)', async () => {
    const cancelled = await insertHookup(t.app, first, second, { start: at(100), status: 'CANCELLED' });
    expectCode(await edit({ id: cancelled.uuid, firstParticipant: first.uuid, startDateTime: at(101).toISOString() }), 409, CODES.alreadyCancelled, M.alreadyCancelled);
    const started = await insertHookup(t.app, first, second, { start: at(-0.1) });
    expectCode(await edit({ id: started.uuid, firstParticipant: first.uuid, startDateTime: at(101).toISOString() }), 409, CODES.alreadyTookPlace);
    const { uuid } = await insertHookup(t.app, first, second, { start: at(120) });
    const same = await edit({ id: uuid, firstParticipant: second.uuid, startDateTime: at(121).toISOString() });
    expectCode(same, 400, CODES.samePerson, M.samePerson);
    await t.db.insertInto('userBlocks').values({ blockerId: third.id, blockedId: first.id, createdAt: clock.now() }).execute();
    expectCode(await edit({ id: uuid, firstParticipant: first.uuid, secondParticipant: third.uuid, startDateTime: at(121).toISOString() }), 409, CODES.blockedPair, M.blockedPair);
    await t.db.deleteFrom('userBlocks').execute();
    await insertHookup(t.app, third, outsider, { start: at(140) }); // third is busy at +140 h
    const busy = await edit({ id: uuid, firstParticipant: third.uuid, startDateTime: at(140).toISOString() });
    expectCode(busy, 409, CODES.timeslot, M.participantBusy);
    expectCode(await edit({ id: uuid, firstParticipant: first.uuid, startDateTime: at(-1).toISOString() }), 409, CODES.timeslot, M.startInPast);
    const unknown = await edit({ id: uuid, firstParticipant: outsider.uuid, startDateTime: at(121).toISOString() });
    expectCode(unknown, 404, CODES.notFound, M.userNotFound);
    expect(unknown.json().fields).toEqual({ firstParticipant: M.userNotFound });
    expectCode(await edit({ id: '00000000-0000-4000-8000-000000000000', firstParticipant: first.uuid, startDateTime: at(121).toISOString() }), 404, CODES.notFound, M.notFound);
    const bad = await edit({ id: uuid, firstParticipant: first.uuid, startDateTime: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ startDateTime: M.startInPast });
    expect((await edit({ id: uuid, startDateTime: at(121).toISOString() })).json().fields).toEqual({ firstParticipant: M.userNotFound });
  });
});

describe('GET /hookup-admin/all-hookups and the export', () => {
  it('lists the organisation only, latest first, filtered by status, dates and either member’s name', async () => {
    const org = await t.app.db.insertInto('organizations').values({ name: 'Third Guild' }).returning('id').executeTakeFirstOrThrow();
    const [otherAdmin, x, y, z] = await Promise.all([
      createMember(t.app, { admin: true, organizationId: org.id }),
      createMember(t.app, { organizationId: org.id, firstName: 'Xena', lastName: 'Quill' }),
      createMember(t.app, { organizationId: org.id, firstName: 'Yuri', lastName: 'Stone' }),
      createMember(t.app, { organizationId: org.id, firstName: 'Zed', lastName: 'Stone' }),
    ]);
    const a = await insertHookup(t.app, x, y, { start: at(10) });
    const b = await insertHookup(t.app, y, z, { start: at(20), status: 'CONFIRMED' });
    const c = await insertHookup(t.app, x, z, { start: at(-20), status: 'COMPLETED' });
    const uuids = async (query: string) => (await get(`/hookup-admin/all-hookups${query}`, otherAdmin)).json().elements.map((h: { uuid: string }) => h.uuid);
    expect(await uuids('')).toEqual([b.uuid, a.uuid, c.uuid]);
    expect(await uuids('?status=COMPLETED')).toEqual([c.uuid]);
    expect(await uuids('?f_fullName=xena%20q')).toEqual([a.uuid, c.uuid]);
    expect(await uuids('?f_fullName=stone')).toEqual([b.uuid, a.uuid, c.uuid]);
    expect(await uuids(`?from=${at(0).toISOString()}&to=${at(15).toISOString()}`)).toEqual([a.uuid]);
    expect((await get('/hookup-admin/all-hookups?status=LOST', otherAdmin)).statusCode).toBe(400);
  });

  it('exports a CSV named Hookups-Report plus the date, with formula cells escaped', async () => {
    const org = await t.app.db.insertInto('organizations').values({ name: 'Formula Guild' }).returning('id').executeTakeFirstOrThrow();
    const [orgAdmin, evil, plain] = await Promise.all([
      createMember(t.app, { admin: true, organizationId: org.id }),
      createMember(t.app, { organizationId: org.id, firstName: '=HYPERLINK("http://x")', lastName: 'Evil' }),
      createMember(t.app, { organizationId: org.id, firstName: 'Plain' }),
    ]);
    const { uuid } = await insertHookup(t.app, evil, plain, { start: at(5) });
    await t.app.inject({ method: 'PUT', url: `/hookup-user/hookups/${uuid}/cancel?reason=${encodeURIComponent('+1 cheaper elsewhere')}`, headers: plain.headers });
    const res = await get('/hookup-admin/hookup/export', orgAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Hookups-Report-2030-01-15.csv"');
    const rows = res.body.trimEnd().split('\n');
    expect(rows[0]).toBe([
      'Hookup UUID',
      'Status',
      'Start (UTC)',
      'End (UTC)',
      'Time cycle',
      'First participant name',
      'First participant email',
      'Second participant name',
      'Second participant email',
      'Reschedules',
      'Cancellation reason',
      'Created on (UTC)',
    ].join(','));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe([
      uuid,
      'CANCELLED',
      at(5).toISOString(),
      new Date(at(5).getTime() + 30 * MINUTE).toISOString(),
      '',
      `"'=HYPERLINK(""http://x"") Evil"`,
      evil.username,
      plain.fullName,
      plain.username,
      '0',
      "'+1 cheaper elsewhere",
      clock.now().toISOString(),
    ].join(','));
    expect((await get(`/hookup-admin/hookup/export?from=${at(6).toISOString()}`, orgAdmin)).body.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('GET /admin/users', () => {
  it('pages the organisation’s members (50 by default), filtered by name and username', async () => {
    const org = await t.app.db.insertInto('organizations').values({ name: 'Picker Guild' }).returning('id').executeTakeFirstOrThrow();
    const [orgAdmin, ann, bob] = await Promise.all([
      createMember(t.app, { admin: true, organizationId: org.id, firstName: 'Admin', lastName: 'Person' }),
      createMember(t.app, { organizationId: org.id, firstName: 'Ann', lastName: 'Lee' }),
      createMember(t.app, { organizationId: org.id, firstName: 'Bob', lastName: '100%' }),
    ]);
    const all = (await get('/admin/users', orgAdmin)).json();
    expect(all).toMatchObject({ totalElements: 3, totalPages: 1, page: 0, size: 50 });
    expect(all.elements.map((m: { uuid: string }) => m.uuid)).toEqual([orgAdmin.uuid, ann.uuid, bob.uuid]);
    expect(all.elements[1]).toMatchObject({ uuid: ann.uuid, fullName: 'Ann Lee', username: ann.username, imageUrl: null, jobPosition: 'Account Executive' });
    expect((await get('/admin/users?f_fullName=ann%20l', orgAdmin)).json().elements.map((m: { uuid: string }) => m.uuid)).toEqual([ann.uuid]);
    expect((await get('/admin/users?f_fullName=%25', orgAdmin)).json().elements.map((m: { uuid: string }) => m.uuid)).toEqual([bob.uuid]);
    expect((await get(`/admin/users?f_username=${bob.username.slice(0, 12)}`, orgAdmin)).json().totalElements).toBe(1);
    expect((await get('/admin/users?size=2&page=1', orgAdmin)).json()).toMatchObject({ totalPages: 2, elements: [{ uuid: bob.uuid }] });
    expect((await get('/admin/users?size=0', orgAdmin)).statusCode).toBe(400);
  });
});
