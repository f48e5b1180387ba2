import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOKUP_ERROR_CODES as CODES } from '~/common/constants';
import { AUTH, HOOKUP as M } from '~/common/messages';
import { TEMPLATES } from '~/services/notifications/templates';
import { eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, MINUTE, type TestServices } from '~/services/testing/helpers';
import { everyDay, icsProperty, insertHookup, mailsTo, newestMailId, setAvailability } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock(); // Tuesday 2030-01-15 10:00 UTC
let t: TestServices;
let admin: Member;
let first: Member;
let second: Member;
let stranger: Member;
let outsider: Member;
let outsideAdmin: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  const { id: otherOrg } = await t.db.insertInto('organizations').values({ name: 'Another Guild' }).returning('id').executeTakeFirstOrThrow();
  [admin, first, second, stranger, outsider, outsideAdmin] = await Promise.all([
    createMember(t.app, { admin: true }),
    createMember(t.app, { firstName: 'Fran' }),
    createMember(t.app, { firstName: 'Sol' }),
    createMember(t.app),
    createMember(t.app, { organizationId: otherOrg }),
    createMember(t.app, { organizationId: otherOrg, admin: true }),
  ]);
  await setAvailability(t.app, first, 'UTC', everyDay('00:00', '24:00'));
  await setAvailability(t.app, second, 'UTC', everyDay('00:00', '24:00'));
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : {}, payload });
const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const hookup = (fixture: Partial<Parameters<typeof insertHookup>[3]> = {}) => insertHookup(t.app, first, second, { start: at(24), ...fixture });
const confirm = (uuid: string, who: Member) => inject('PUT', `/hookup-user/hookups/${uuid}/confirm`, who);
const reschedule = (uuid: string, who: Member, start: Date | string) =>
  inject('PUT', `/hookup-user/hookups/${uuid}/reschedule`, who, { startDateTime: typeof start === 'string' ? start : start.toISOString() });
const cancel = (uuid: string, who: Member, reason = 'Something came up') =>
  inject('PUT', `/hookup-user/hookups/${uuid}/cancel?reason=${encodeURIComponent(reason)}`, who);

function expectCode(res: { statusCode: number; body: string; json(): any }, status: number, errorCode: number, message?: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json().errorCode).toBe(errorCode);
  if (message) expect(res.json().message).toBe(message);
}

describe('GET /hookup-user/hookups/{uuid}', () => {
  it('shows the hookup (spec §3 fields) to both members and an admin of the organisation', async () => {
    const { uuid, id } = await hookup();
    const res = await inject('GET', `/hookup-user/hookups/${uuid}`, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      uuid,
      organizationUUID: first.organizationId,
      firstParticipant: { uuid: first.uuid, fullName: first.fullName, imageUrl: null, jobPosition: 'Account Executive', roles: ['ROLE_USER'] },
      secondParticipant: { uuid: second.uuid, fullName: second.fullName, imageUrl: null, jobPosition: 'Account Executive', roles: ['ROLE_USER'] },
      firstParticipantGoogleEventId: null,
      secondParticipantGoogleEventId: null,
      videoCallId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      startDateTime: at(24).toISOString(),
      endDateTime: new Date(at(24).getTime() + 30 * MINUTE).toISOString(),
      createdOn: clock.now().toISOString(),
      updatedOn: clock.now().toISOString(),
      timeCycleId: null,
      timeCycleName: null,
      isDefaultTimeCycle: false,
      hookupStatus: 'PENDING',
      rescheduled: false,
      rescheduleCount: 0,
      reschedulesLeft: 2,
      confirmed: false,
      firstParticipantConfirmed: false,
      secondParticipantConfirmed: false,
      matchScore: null,
      matchReasons: [],
      cancellationReason: null,
      cancelledBy: null,
      sequence: 0,
    });
    expect((await inject('GET', `/hookup-user/hookups/${uuid}`, second)).json()).toEqual(res.json());
    expect((await inject('GET', `/hookup-user/hookups/${uuid}`, admin)).json()).toEqual(res.json());
    expect((await inject('GET', `/hookup-admin/hookup/${uuid}`, admin)).json()).toEqual(res.json());
  });

  it('answers 404 1001 to a stranger of the organisation, another organisation (even its admin) and a malformed uuid; 401 without a bearer', async () => {
    const { uuid } = await hookup();
    for (const who of [stranger, outsider, outsideAdmin]) expectCode(await inject('GET', `/hookup-user/hookups/${uuid}`, who), 404, CODES.notFound, M.notFound);
    expectCode(await inject('GET', `/hookup-admin/hookup/${uuid}`, outsideAdmin), 404, CODES.notFound);
    expectCode(await inject('GET', '/hookup-user/hookups/not-a-uuid', first), 404, CODES.notFound);
    expect((await inject('GET', `/hookup-user/hookups/${uuid}`, null)).statusCode).toBe(401);
  });
});

describe('confirm', () => {
  it('records each member; both → CONFIRMED, with a confirmed event each time and no calendar mail (each partner is told, without .ics)', async () => {
    const { uuid } = await hookup();
    const mails = await newestMailId(t.app);
    const before = await newestEventId(t.db);
    const one = await confirm(uuid, first);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ hookupStatus: 'PENDING', firstParticipantConfirmed: true, secondParticipantConfirmed: false, confirmed: false });
    const both = await confirm(uuid, second);
    expect(both.json()).toMatchObject({ hookupStatus: 'CONFIRMED', firstParticipantConfirmed: true, secondParticipantConfirmed: true, confirmed: true });
    const events = await eventsSince(t.db, before);
    expect(events.map((e) => [e.topic, e.payload.kind, e.payload.actorUUID])).toEqual([
      ['hookup.changed', 'confirmed', first.uuid],
      ['hookup.changed', 'confirmed', second.uuid],
    ]);
    expect(events[1]!.payload).toEqual({ kind: 'confirmed', actorUUID: second.uuid, hookup: both.json(), formerParticipantUUIDs: [] });
    for (const member of [first, second]) {
      const received = await mailsTo(t.app, member.username, mails);
      expect(received.map((mail) => [mail.subject, mail.icalEvent])).toEqual([[TEMPLATES.HOOKUP_CONFIRMED.subject, null]]);
    }
  });

  it('refuses: twice by the same member and once CONFIRMED (409 1004), CANCELLED (409 1003), started or ended (409 1005)', async () => {
    const { uuid } = await hookup();
    await confirm(uuid, first);
    expectCode(await confirm(uuid, first), 409, CODES.notConfirmable, M.alreadyConfirmed);
    await confirm(uuid, second);
    expectCode(await confirm(uuid, second), 409, CODES.notConfirmable, M.notConfirmable);
    const cancelled = await hookup({ status: 'CANCELLED' });
    expectCode(await confirm(cancelled.uuid, first), 409, CODES.alreadyCancelled, M.alreadyCancelled);
    const started = await hookup({ start: at(-0.1) });
    expectCode(await confirm(started.uuid, first), 409, CODES.alreadyTookPlace, M.alreadyTookPlace);
    const completed = await hookup({ start: at(-5), status: 'COMPLETED' });
    expectCode(await confirm(completed.uuid, first), 409, CODES.alreadyTookPlace);
  });

  it('is for the two members only: an admin, a stranger and another organisation get 404 1001', async () => {
    const { uuid } = await hookup();
    for (const who of [admin, stranger, outsider]) expectCode(await confirm(uuid, who), 404, CODES.notFound);
  });

  it('keeps both confirmations when the two confirm at the same time (row lock)', async () => {
    const { uuid } = await hookup();
    const before = await newestEventId(t.db);
    const answers = await Promise.all([confirm(uuid, first), confirm(uuid, second)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const row = await t.db.selectFrom('hookups').selectAll().where('uuid', '=', uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'CONFIRMED', firstConfirmed: true, secondConfirmed: true });
    expect((await eventsSince(t.db, before)).map((e) => e.payload.hookup.hookupStatus).sort()).toEqual(['CONFIRMED', 'PENDING']);
  });
});

describe('reschedule', () => {
  it('moves it (duration kept) to PENDING with the rescheduler confirmed, sequence + 1, an event and the updated .ics to both', async () => {
    const { uuid } = await hookup({ minutes: 45, firstConfirmed: true, secondConfirmed: true, status: 'CONFIRMED' });
    const mails = await newestMailId(t.app);
    const before = await newestEventId(t.db);
    const res = await reschedule(uuid, second, at(48));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      startDateTime: at(48).toISOString(),
      endDateTime: new Date(at(48).getTime() + 45 * MINUTE).toISOString(),
      hookupStatus: 'PENDING',
      rescheduled: true,
      rescheduleCount: 1,
      reschedulesLeft: 1,
      firstParticipantConfirmed: false,
      secondParticipantConfirmed: true,
      sequence: 1,
    });
    const [event] = await eventsSince(t.db, before);
    expect(event!.payload).toEqual({ kind: 'rescheduled', actorUUID: second.uuid, hookup: res.json(), formerParticipantUUIDs: [] });
    for (const member of [first, second]) {
      const [mail] = await mailsTo(t.app, member.username, mails);
      expect(mail!.subject).toBe('Your hookup has a new time');
      expect(icsProperty(mail!.icalEvent!, 'METHOD')).toBe('REQUEST');
      expect(icsProperty(mail!.icalEvent!, 'UID')).toBe(`${uuid}@hookups`);
      expect(icsProperty(mail!.icalEvent!, 'SEQUENCE')).toBe('1');
      expect(icsProperty(mail!.icalEvent!, 'DTSTART')).toBe('20300117T100000Z');
    }
  });

  it('allows 2 reschedules; the third answers 409 1002 with the spec §8 text, and the hookup is unchanged', async () => {
    const { uuid } = await hookup();
    expect((await reschedule(uuid, first, at(30))).statusCode).toBe(200);
    const twice = await reschedule(uuid, second, at(31));
    expect(twice.json()).toMatchObject({ rescheduleCount: 2, reschedulesLeft: 0, sequence: 2 });
    const third = await reschedule(uuid, first, at(32));
    expectCode(third, 409, CODES.rescheduleLimit, M.rescheduleLimit);
    expect((await inject('GET', `/hookup-user/hookups/${uuid}`, first)).json()).toEqual(twice.json());
    // SAVE in the 'Reschedule cancel' dialog cancels it
    expect((await cancel(uuid, first, 'Could not find a time')).json()).toMatchObject({ hookupStatus: 'CANCELLED' });
  });

  it('refuses a time not free for both (409 1006): outside an availability, over another hookup, or in the past', async () => {
    const { uuid } = await hookup();
    const narrow = await createMember(t.app);
    // Mondays 09:00–10:00 in Berlin = 08:00–09:00 UTC in January
    await setAvailability(t.app, narrow, 'Europe/Berlin', [{ dayOfWeek: 1, startTime: '09:00', endTime: '10:00' }]);
    const withNarrow = await insertHookup(t.app, first, narrow, { start: at(24) });
    const monday = new Date('2030-01-21T08:00:00.000Z');
    expectCode(await reschedule(withNarrow.uuid, first, new Date('2030-01-21T08:45:00.000Z')), 409, CODES.timeslot, M.slotUnavailable);
    expectCode(await reschedule(withNarrow.uuid, first, new Date('2030-01-22T08:00:00.000Z')), 409, CODES.timeslot, M.slotUnavailable);
    expect((await reschedule(withNarrow.uuid, narrow, monday)).statusCode).toBe(200);
    // first's other hookup at monday 08:00 blocks that time for the first one
    const clash = await reschedule(uuid, second, new Date('2030-01-21T08:15:00.000Z'));
    expectCode(clash, 409, CODES.timeslot, M.slotUnavailable);
    expect(clash.json().fields).toEqual({ startDateTime: M.slotUnavailable });
    expectCode(await reschedule(uuid, first, at(-1)), 409, CODES.timeslot, M.startInPast);
    expect((await inject('GET', `/hookup-user/hookups/${uuid}`, first)).json()).toMatchObject({ rescheduleCount: 0, sequence: 0 });
  });

  it('refuses CANCELLED (1003) and started or ended (1005); admins and strangers get 404 1001; a bad date is 400', async () => {
    const cancelled = await hookup({ status: 'CANCELLED' });
    expectCode(await reschedule(cancelled.uuid, first, at(50)), 409, CODES.alreadyCancelled, M.alreadyCancelled);
    const started = await hookup({ start: at(-0.2) });
    expectCode(await reschedule(started.uuid, first, at(50)), 409, CODES.alreadyTookPlace);
    const expired = await hookup({ start: at(-3), status: 'EXPIRED' });
    expectCode(await reschedule(expired.uuid, first, at(50)), 409, CODES.alreadyTookPlace);
    const { uuid } = await hookup();
    for (const who of [admin, stranger, outsider]) expectCode(await reschedule(uuid, who, at(50)), 404, CODES.notFound);
    const bad = await reschedule(uuid, first, 'tomorrow at ten');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ startDateTime: M.startInPast });
  });

  it('lets only one of two concurrent reschedules from 1 to 2 through the limit check each: the count never passes 2', async () => {
    const { uuid } = await hookup({ rescheduleCount: 1 });
    const answers = await Promise.all([reschedule(uuid, first, at(60)), reschedule(uuid, second, at(61))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().errorCode).toBe(CODES.rescheduleLimit);
  });
});

describe('GET /hookup-user/hookups/{uuid}/timeslots', () => {
  it('lists starts every 30 min inside both availabilities, skipping their other hookups, for the participants only', async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    await setAvailability(t.app, a, 'UTC', [{ dayOfWeek: 3, startTime: '09:00', endTime: '12:00' }]);
    await setAvailability(t.app, b, 'America/New_York', [{ dayOfWeek: 3, startTime: '05:00', endTime: '07:30' }]); // 10:00–12:30 UTC
    const { uuid } = await insertHookup(t.app, a, b, { start: at(48) });
    await insertHookup(t.app, a, first, { start: new Date('2030-01-16T10:30:00.000Z') }); // a is busy 10:30–11:00 on Wednesday 16th
    const res = await inject('GET', `/hookup-user/hookups/${uuid}/timeslots?from=2030-01-16T00:00:00.000Z&to=2030-01-24T00:00:00.000Z`, a);
    expect(res.statusCode).toBe(200);
    const starts = res.json().map((s: { startDateTime: string }) => s.startDateTime);
    expect(starts).toEqual([
      '2030-01-16T10:00:00.000Z',
      '2030-01-16T11:00:00.000Z',
      '2030-01-16T11:30:00.000Z',
      '2030-01-23T10:00:00.000Z',
      '2030-01-23T10:30:00.000Z',
      '2030-01-23T11:00:00.000Z',
      '2030-01-23T11:30:00.000Z',
    ]);
    expect(res.json()[0].endDateTime).toBe('2030-01-16T10:30:00.000Z');
    expectCode(await inject('GET', `/hookup-user/hookups/${uuid}/timeslots`, admin), 404, CODES.notFound);
    expectCode(await inject('GET', `/hookup-user/hookups/${uuid}/timeslots`, stranger), 404, CODES.notFound);
    const long = await inject('GET', `/hookup-user/hookups/${uuid}/timeslots?from=2030-01-16T00:00:00.000Z&to=2030-03-16T00:00:00.000Z`, a);
    expectCode(long, 400, CODES.timeslot);
    expect((await inject('GET', `/hookup-user/hookups/${uuid}/timeslots?from=yesterday`, a)).statusCode).toBe(400);
  });
});

describe('cancel', () => {
  it('cancels with the reason and who did it, sends METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE; again → 409 1003', async () => {
    const { uuid } = await hookup();
    const mails = await newestMailId(t.app);
    const before = await newestEventId(t.db);
    const res = await cancel(uuid, second, 'Travelling that week');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hookupStatus: 'CANCELLED',
      cancellationReason: 'Travelling that week',
      cancelledBy: { uuid: second.uuid },
      sequence: 1,
    });
    expect((await eventsSince(t.db, before)).map((e) => [e.payload.kind, e.payload.actorUUID])).toEqual([['cancelled', second.uuid]]);
    for (const member of [first, second]) {
      const [mail] = await mailsTo(t.app, member.username, mails);
      expect(mail!.subject).toBe('Your hookup has been cancelled');
      expect(mail!.textBody).toContain('Reason: Travelling that week');
      expect(icsProperty(mail!.icalEvent!, 'METHOD')).toBe('CANCEL');
      expect(icsProperty(mail!.icalEvent!, 'STATUS')).toBe('CANCELLED');
      expect(icsProperty(mail!.icalEvent!, 'UID')).toBe(`${uuid}@hookups`);
      expect(icsProperty(mail!.icalEvent!, 'SEQUENCE')).toBe('1');
    }
    expectCode(await cancel(uuid, first), 409, CODES.alreadyCancelled, 'The hookup has already been cancelled!');
    expectCode(await cancel(uuid, admin), 409, CODES.alreadyCancelled, 'The hookup has already been cancelled!');
  });

  it('lets an admin cancel; refuses an ended one (1005), strangers (404 1001) and a bad reason (400)', async () => {
    const { uuid } = await hookup();
    expect((await cancel(uuid, admin, 'Duplicate booking')).json()).toMatchObject({ hookupStatus: 'CANCELLED', cancelledBy: { uuid: admin.uuid } });
    const ongoing = await hookup({ start: at(-0.1) });
    expect((await cancel(ongoing.uuid, first)).statusCode).toBe(200); // started but not ended: still cancellable
    const ended = await hookup({ start: at(-2) });
    expectCode(await cancel(ended.uuid, first), 409, CODES.alreadyTookPlace);
    const completed = await hookup({ start: at(-5), status: 'COMPLETED' });
    expectCode(await cancel(completed.uuid, first), 409, CODES.alreadyTookPlace);
    const open = await hookup();
    for (const who of [stranger, outsider, outsideAdmin]) expectCode(await cancel(open.uuid, who), 404, CODES.notFound);
    const noReason = await inject('PUT', `/hookup-user/hookups/${open.uuid}/cancel`, first);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.reasonLength);
    expect((await cancel(open.uuid, first, 'no')).json().message).toBe(M.reasonLength);
    expect((await cancel(open.uuid, first, 'x'.repeat(501))).json().message).toBe(M.reasonLength);
  });
});

describe('lists and totals', () => {
  it('lists upcoming (soonest first), past (latest first) and all; next-hookup-details; totals; 204 when there is no next', async () => {
    const a = await createMember(t.app);
    const b = await createMember(t.app);
    const soon = await insertHookup(t.app, a, b, { start: at(5) });
    const later = await insertHookup(t.app, b, a, { start: at(50), status: 'CONFIRMED' });
    const done = await insertHookup(t.app, a, b, { start: at(-48), status: 'COMPLETED' });
    const dropped = await insertHookup(t.app, a, b, { start: at(20), status: 'CANCELLED' });
    await insertHookup(t.app, first, second, { start: at(6) }); // not theirs
    const uuids = async (url: string) => (await inject('GET', url, a)).json().elements.map((h: { uuid: string }) => h.uuid);
    expect(await uuids('/hookup-user/hookups')).toEqual([soon.uuid, later.uuid]);
    expect(await uuids('/hookup-user/hookups?view=past')).toEqual([dropped.uuid, done.uuid]);
    expect(await uuids('/hookup-user/hookups?view=all')).toEqual([later.uuid, dropped.uuid, soon.uuid, done.uuid]);
    expect(await uuids(`/hookup-user/hookups?view=all&from=${at(0).toISOString()}&to=${at(30).toISOString()}`)).toEqual([dropped.uuid, soon.uuid]);
    const page = (await inject('GET', '/hookup-user/hookups?view=all&size=3&page=1', a)).json();
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, page: 1, size: 3 });
    expect((await inject('GET', '/hookup-user/next-hookup-details', a)).json().uuid).toBe(soon.uuid);
    expect((await inject('GET', '/user/total-hookups', a)).json()).toEqual({ total: 3, completed: 1, upcoming: 2 });
    const nobody = await createMember(t.app);
    const none = await inject('GET', '/hookup-user/next-hookup-details', nobody);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe('');
    expect((await inject('GET', '/user/total-hookups', nobody)).json()).toEqual({ total: 0, completed: 0, upcoming: 0 });
    expect((await inject('GET', '/hookup-user/hookups?view=soon', a)).statusCode).toBe(400);
    expect((await inject('GET', '/hookup-user/hookups?size=101', a)).statusCode).toBe(400);
    expect((await inject('GET', '/hookup-user/hookups', null)).statusCode).toBe(401);
  });
});

describe('admin-only calls', () => {
  it('answer 403 to a member and 401 without a bearer', async () => {
    const { uuid } = await hookup();
    const cycle = { name: 'Weekly', cadence: 'WEEKLY' };
    const edit = { id: uuid, firstParticipant: first.uuid, startDateTime: at(30).toISOString() };
    const calls = [
      ['GET', `/hookup-admin/hookup/${uuid}`, undefined],
      ['PUT', '/hookup-admin/hookup', edit],
      ['GET', '/hookup-admin/all-hookups', undefined],
      ['GET', '/hookup-admin/hookup/export', undefined],
      ['GET', '/admin/users', undefined],
      ['GET', '/hookup-admin/time-cycle', undefined],
      ['POST', '/hookup-admin/time-cycle', cycle],
      ['PUT', '/hookup-admin/time-cycle/1', cycle],
      ['POST', '/hookup-admin/time-cycle/1/run', undefined],
      ['GET', '/hookup-admin/time-cycle/1/runs', undefined],
      ['PUT', '/hookup-admin/feature-gates/full_calendar', { enabled: true }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, headers: first.headers, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(AUTH.forbidden);
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
  });
});
