// One-to-one hookups through the real gateway and the real services (fresh embedded PGlite): an admin creates a
// cycle, two members opt in and set availability, the admin runs matching; the members confirm, reschedule twice,
// hit the limit (1002), cancel, cancel again (1003). hookupChanged reaches the participants and their organisation's
// admin live, a stranger and another organisation's admin never; a resubscribe with `after` gets what was missed
// once. The CSV report and the private calendar feed go through the gateway's REST pass-throughs.
import { describe, expect, it, vi } from 'vitest';
import { HOOKUP_ERROR_CODES } from '~/common/constants';
import { AUTH, HOOKUP } from '~/common/messages';
import type { GraphqlResponse } from '~/gateway/testing/fakeServices';
import { collect, type Collected } from '~/gateway/testing/liveClients';
import { useRealStack, type Member } from '~/gateway/testing/realStack';

const PUBLIC_URL = 'http://gateway.example';

const stack = useRealStack('hk', { publicUrl: PUBLIC_URL });
const { send, gql, registerMember } = stack;

function subscribe(who: Member, after: string | null): Collected<Changed> {
  return collect<Changed>(stack.live(who.token), CHANGED, { after });
}

interface Changed {
  eventId: string;
  kind: string;
  actorUUID: string | null;
  hookup: { uuid: string; hookupStatus: string; rescheduleCount: number; partner: { uuid: string }; confirmedByMe: boolean };
}

const CHANGED = `subscription($after: ID) {
  hookupChanged(after: $after) { eventId kind actorUUID hookup { uuid hookupStatus rescheduleCount partner { uuid } confirmedByMe } }
}`;

const HOOKUP_FIELDS = `uuid hookupStatus startDateTime endDateTime rescheduleCount reschedulesLeft confirmed confirmedByMe
  partner { uuid fullName } firstParticipant { uuid } secondParticipant { uuid } matchReasons timeCycleName`;

interface HookupSeen {
  uuid: string;
  hookupStatus: string;
  startDateTime: string;
  rescheduleCount: number;
  reschedulesLeft: number;
  confirmed: boolean;
  confirmedByMe: boolean;
  partner: { uuid: string; fullName: string };
}

/** Every half hour of every day, in the member's zone: the two always have a common slot. */
const ALWAYS = Array.from({ length: 7 }, (_, i) => ({ dayOfWeek: i + 1, startTime: '00:00', endTime: '24:00' }));

const kinds = (s: Collected<Changed>) => s.results.map((r) => r.kind);
const errorOf = (response: GraphqlResponse) => response.body.errors?.[0];
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('one-to-one hookups through the gateway and services', () => {
  let ada: Member;
  let grace: Member;
  let carl: Member;
  let admin: Member;
  let otherAdmin: Member;
  let hookupUuid: string;
  const live: Record<string, Collected<Changed>> = {};

  it('an admin creates a cycle, two members opt in and set availability, the admin runs matching: both see the hookup live', async () => {
    [ada, grace, carl, admin, otherAdmin] = await Promise.all([
      registerMember('ada'),
      registerMember('grace'),
      registerMember('carl'),
      registerMember('admin', { admin: true }),
      registerMember('otheradmin', { admin: true, organization: `Other org ${Date.now()}` }),
    ]);

    const created = await gql<{ createTimeCycle: { id: string; cadence: string; hookupDuration: number } }>(
      'mutation($input: TimeCycleInput!) { createTimeCycle(input: $input) { id cadence hookupDuration } }',
      { input: { name: `Weekly ${Date.now()}`, cadence: 'WEEKLY', hookupDuration: 30 } },
      admin.token,
    );
    const cycleId = created.createTimeCycle.id;
    expect(created.createTimeCycle).toMatchObject({ cadence: 'WEEKLY', hookupDuration: 30 });

    // a member cannot create cycles or run matching
    expect(errorOf(await send('mutation { runMatching(timeCycleId: "1") { id } }', {}, ada.token))?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    // another organisation's admin cannot run ours
    expect(errorOf(await send('mutation($id: ID!) { runMatching(timeCycleId: $id) { id } }', { id: cycleId }, otherAdmin.token))?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      errorCode: HOOKUP_ERROR_CODES.timeCycle,
    });

    for (const [who, timeZone] of [[ada, 'Europe/Berlin'], [grace, 'UTC']] as const) {
      const selected = await gql<{ selectTimeCycle: Array<{ id: string; selected: boolean }> }>(
        'mutation($id: ID) { selectTimeCycle(timeCycleId: $id) { id selected } }',
        { id: cycleId },
        who.token,
      );
      expect(selected.selectTimeCycle.find((c) => c.id === cycleId)?.selected).toBe(true);
      const saved = await gql<{ updateAvailability: { timeZone: string; slots: unknown[] } }>(
        'mutation($input: AvailabilityInput!) { updateAvailability(input: $input) { timeZone slots { dayOfWeek startTime endTime } } }',
        { input: { timeZone, slots: ALWAYS } },
        who.token,
      );
      expect(saved.updateAvailability).toEqual({ timeZone, slots: ALWAYS });
    }
    expect(await gql('query { me { timeZone } availability { timeZone } }', {}, ada.token)).toEqual({
      me: { timeZone: 'Europe/Berlin' },
      availability: { timeZone: 'Europe/Berlin' },
    });

    // everyone subscribes from the start of the outbox, so nothing depends on timing
    for (const [name, who] of Object.entries({ ada, grace, carl, admin, otherAdmin })) live[name] = subscribe(who, '0');

    const run = await gql<{ runMatching: { pairs: number; candidates: number } }>(
      'mutation($id: ID!) { runMatching(timeCycleId: $id) { pairs candidates unmatched } }',
      { id: cycleId },
      admin.token,
    );
    expect(run.runMatching).toMatchObject({ pairs: 1, candidates: 2 });
    const runs = await gql<{ matchingRuns: Array<{ pairs: number; trigger: string }> }>(
      'query($id: ID!) { matchingRuns(timeCycleId: $id) { pairs trigger } }',
      { id: cycleId },
      admin.token,
    );
    expect(runs.matchingRuns[0]).toMatchObject({ pairs: 1, trigger: 'ADMIN' });

    await vi.waitFor(() => {
      expect(kinds(live.ada)).toEqual(['matched']);
      expect(kinds(live.grace)).toEqual(['matched']);
      expect(kinds(live.admin)).toEqual(['matched']);
    }, { timeout: 10_000 });
    hookupUuid = live.ada.results[0].hookup.uuid;
    expect(live.ada.results[0].hookup).toMatchObject({ hookupStatus: 'PENDING', partner: { uuid: grace.uuid } });
    expect(live.grace.results[0].hookup).toMatchObject({ hookupStatus: 'PENDING', partner: { uuid: ada.uuid } });
  }, 60_000);

  it('the members see it in their lists, on /home and in the totals; a stranger has no hookup', async () => {
    const data = await gql<{ hookups: { totalElements: number; elements: HookupSeen[] }; nextHookup: HookupSeen; totalHookups: unknown }>(
      `query { hookups(view: UPCOMING) { totalElements elements { ${HOOKUP_FIELDS} } } nextHookup { uuid partner { uuid } } totalHookups { total upcoming completed } }`,
      {},
      ada.token,
    );
    expect(data.hookups.totalElements).toBe(1);
    expect(data.hookups.elements[0]).toMatchObject({ uuid: hookupUuid, hookupStatus: 'PENDING', reschedulesLeft: 2, confirmedByMe: false, partner: { uuid: grace.uuid } });
    expect(data.nextHookup).toEqual({ uuid: hookupUuid, partner: { uuid: grace.uuid } });
    expect(data.totalHookups).toEqual({ total: 1, upcoming: 1, completed: 0 });

    expect(await gql('query { nextHookup { uuid } hookups(view: ALL) { totalElements } }', {}, carl.token)).toEqual({
      nextHookup: null,
      hookups: { totalElements: 0 },
    });
    const stranger = errorOf(await send('query($uuid: ID!) { hookup(uuid: $uuid) { uuid } }', { uuid: hookupUuid }, carl.token));
    expect(stranger).toMatchObject({ message: HOOKUP.notFound, extensions: { code: 'NOT_FOUND', errorCode: HOOKUP_ERROR_CODES.notFound } });
  });

  it('admins of the organisation see it; another organisation’s admin gets NOT_FOUND 1001', async () => {
    const mine = await gql<{ adminHookup: HookupSeen; allHookups: { totalElements: number } }>(
      `query($uuid: ID!) { adminHookup(uuid: $uuid) { ${HOOKUP_FIELDS} } allHookups(status: PENDING) { totalElements } }`,
      { uuid: hookupUuid },
      admin.token,
    );
    expect(mine.adminHookup).toMatchObject({ uuid: hookupUuid, confirmedByMe: false, partner: { uuid: expect.any(String) } });
    expect(mine.allHookups.totalElements).toBe(1);
    const other = errorOf(await send('query($uuid: ID!) { adminHookup(uuid: $uuid) { uuid } }', { uuid: hookupUuid }, otherAdmin.token));
    expect(other).toMatchObject({ extensions: { code: 'NOT_FOUND', errorCode: HOOKUP_ERROR_CODES.notFound } });
    expect(await gql('query { allHookups { totalElements } }', {}, otherAdmin.token)).toEqual({ allHookups: { totalElements: 0 } });
  });

  let confirmedEventId: string;

  it('a confirm reaches the partner live; confirming twice is CONFLICT 1004', async () => {
    const confirmed = await gql<{ confirmHookup: HookupSeen }>(
      `mutation($uuid: ID!) { confirmHookup(uuid: $uuid) { ${HOOKUP_FIELDS} } }`,
      { uuid: hookupUuid },
      ada.token,
    );
    expect(confirmed.confirmHookup).toMatchObject({ confirmedByMe: true, confirmed: false, hookupStatus: 'PENDING' });
    await vi.waitFor(() => {
      expect(kinds(live.grace)).toEqual(['matched', 'confirmed']);
      expect(kinds(live.ada)).toEqual(['matched', 'confirmed']);
    }, { timeout: 10_000 });
    expect(live.grace.results[1]).toMatchObject({ actorUUID: ada.uuid, hookup: { confirmedByMe: false, partner: { uuid: ada.uuid } } });
    expect(live.ada.results[1].hookup.confirmedByMe).toBe(true);
    confirmedEventId = live.grace.results[1].eventId;

    const again = errorOf(await send('mutation($uuid: ID!) { confirmHookup(uuid: $uuid) { uuid } }', { uuid: hookupUuid }, ada.token));
    expect(again).toMatchObject({ extensions: { code: 'CONFLICT', errorCode: HOOKUP_ERROR_CODES.notConfirmable } });
  });

  it('two reschedules reach the partner live; the third is CONFLICT 1002 with the spec §8 text', async () => {
    for (const [who, count] of [[ada, 1], [grace, 2]] as const) {
      const slots = await gql<{ hookupTimeslots: Array<{ startDateTime: string }> }>(
        'query($uuid: ID!) { hookupTimeslots(uuid: $uuid) { startDateTime endDateTime } }',
        { uuid: hookupUuid },
        who.token,
      );
      expect(slots.hookupTimeslots.length).toBeGreaterThan(2);
      const moved = await gql<{ rescheduleHookup: HookupSeen }>(
        `mutation($uuid: ID!, $start: String!) { rescheduleHookup(uuid: $uuid, startDateTime: $start) { ${HOOKUP_FIELDS} } }`,
        { uuid: hookupUuid, start: slots.hookupTimeslots[count].startDateTime },
        who.token,
      );
      expect(moved.rescheduleHookup).toMatchObject({ rescheduleCount: count, reschedulesLeft: 2 - count, confirmedByMe: true, hookupStatus: 'PENDING' });
      expect(new Date(moved.rescheduleHookup.startDateTime).getTime()).toBe(new Date(slots.hookupTimeslots[count].startDateTime).getTime());
    }
    await vi.waitFor(() => {
      expect(kinds(live.ada)).toEqual(['matched', 'confirmed', 'rescheduled', 'rescheduled']);
      expect(kinds(live.grace)).toEqual(['matched', 'confirmed', 'rescheduled', 'rescheduled']);
    }, { timeout: 10_000 });
    expect(live.ada.results[3]).toMatchObject({ actorUUID: grace.uuid, hookup: { rescheduleCount: 2, confirmedByMe: false } });

    const third = await send(
      'mutation($uuid: ID!, $start: String!) { rescheduleHookup(uuid: $uuid, startDateTime: $start) { uuid } }',
      { uuid: hookupUuid, start: new Date(Date.now() + 3 * 24 * 3600_000).toISOString() },
      ada.token,
    );
    expect(third.body.data).toBeNull();
    expect(third.body.errors).toEqual([
      expect.objectContaining({ message: HOOKUP.rescheduleLimit, extensions: { code: 'CONFLICT', errorCode: HOOKUP_ERROR_CODES.rescheduleLimit } }),
    ]);
  });

  it('the cancel reaches the partner live; cancelling again is CONFLICT 1003 "The hookup has already been cancelled!"', async () => {
    const tooShort = errorOf(await send('mutation($uuid: ID!) { cancelHookup(uuid: $uuid, reason: "x") { uuid } }', { uuid: hookupUuid }, ada.token));
    expect(tooShort).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    const cancelled = await gql<{ cancelHookup: { hookupStatus: string; cancellationReason: string; cancelledBy: { uuid: string } } }>(
      'mutation($uuid: ID!) { cancelHookup(uuid: $uuid, reason: "We cannot find a time") { hookupStatus cancellationReason cancelledBy { uuid } } }',
      { uuid: hookupUuid },
      ada.token,
    );
    expect(cancelled.cancelHookup).toEqual({ hookupStatus: 'CANCELLED', cancellationReason: 'We cannot find a time', cancelledBy: { uuid: ada.uuid } });
    await vi.waitFor(() => expect(kinds(live.grace).at(-1)).toBe('cancelled'), { timeout: 10_000 });
    expect(live.grace.results.at(-1)?.hookup.hookupStatus).toBe('CANCELLED');

    const again = errorOf(await send('mutation($uuid: ID!) { cancelHookup(uuid: $uuid, reason: "Once more") { uuid } }', { uuid: hookupUuid }, grace.token));
    expect(again).toMatchObject({ message: 'The hookup has already been cancelled!', extensions: { code: 'CONFLICT', errorCode: HOOKUP_ERROR_CODES.alreadyCancelled } });
  });

  it('the organisation’s admin heard every change; a stranger and another organisation’s admin heard nothing', async () => {
    await vi.waitFor(() => expect(kinds(live.admin)).toEqual(['matched', 'confirmed', 'rescheduled', 'rescheduled', 'cancelled']));
    await settle();
    expect(live.carl.results).toEqual([]);
    expect(live.otherAdmin.results).toEqual([]);
    for (const s of Object.values(live)) {
      expect(s.errors).toEqual([]);
      expect(new Set(s.results.map((r) => r.eventId)).size).toBe(s.results.length);
    }
  });

  it('resubscribing with the last eventId seen gets exactly the missed events, once, in order', async () => {
    const resumed = subscribe(grace, confirmedEventId);
    await vi.waitFor(() => expect(kinds(resumed)).toEqual(['rescheduled', 'rescheduled', 'cancelled']), { timeout: 10_000 });
    await settle();
    expect(resumed.results.map((r) => r.eventId)).toEqual(live.grace.results.slice(2).map((r) => r.eventId));
  });

  it('GET /reports/hookups.csv gives the admin the Hookups-Report CSV; a member is refused', async () => {
    const report = await stack.gateway.app.inject({ method: 'GET', url: '/reports/hookups.csv', headers: { authorization: `Bearer ${admin.token}` } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toMatch(/^text\/csv/);
    expect(report.headers['content-disposition']).toMatch(/^attachment; filename="Hookups-Report-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(report.body).toContain(hookupUuid);
    expect(report.body).toContain('We cannot find a time');

    const refused = await stack.gateway.app.inject({ method: 'GET', url: '/reports/hookups.csv', headers: { authorization: `Bearer ${carl.token}` } });
    expect(refused.statusCode).toBe(403);
    const anonymous = await stack.gateway.app.inject({ method: 'GET', url: '/reports/hookups.csv' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: AUTH.unauthenticated });
  });

  it('the private calendar feed URL services hand out works through the gateway without a session, until rotated', async () => {
    const { calendarFeed } = await gql<{ calendarFeed: { url: string } }>('query { calendarFeed { url } }', {}, grace.token);
    expect(calendarFeed.url).toMatch(new RegExp(`^${PUBLIC_URL}/calendar/feed/[^/]+\\.ics$`));
    const path = new URL(calendarFeed.url).pathname;
    const feed = await stack.gateway.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    // the cancelled hookup of the last 30 days is in it as STATUS:CANCELLED
    expect(feed.body).toContain(hookupUuid);
    expect(feed.body).toContain('STATUS:CANCELLED');

    const { rotateCalendarFeed } = await gql<{ rotateCalendarFeed: { url: string } }>('mutation { rotateCalendarFeed { url } }', {}, grace.token);
    expect(rotateCalendarFeed.url).not.toBe(calendarFeed.url);
    expect((await stack.gateway.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await stack.gateway.app.inject({ method: 'GET', url: new URL(rotateCalendarFeed.url).pathname })).statusCode).toBe(200);
  });

  it('feature gates: members read them, admins switch them, members cannot', async () => {
    const gates = await gql<{ featureGates: Array<{ name: string; enabled: boolean }> }>('query { featureGates { name enabled description } }', {}, ada.token);
    expect(gates.featureGates.map((g) => g.name).sort()).toEqual(['full_calendar', 'onboarding_side_drawer']);
    const switched = await gql<{ setFeatureGate: { name: string; enabled: boolean } }>(
      'mutation { setFeatureGate(name: "full_calendar", enabled: true) { name enabled } }',
      {},
      admin.token,
    );
    expect(switched.setFeatureGate).toEqual({ name: 'full_calendar', enabled: true });
    expect(errorOf(await send('mutation { setFeatureGate(name: "full_calendar", enabled: false) { name } }', {}, ada.token))?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await send('mutation { setFeatureGate(name: "no_such_gate", enabled: true) { name } }', {}, admin.token))?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('the admin user picker finds members by name; members cannot use it', async () => {
    const picked = await gql<{ memberPicker: { elements: Array<{ uuid: string }> } }>('query { memberPicker(fullName: "grace") { elements { uuid fullName username } } }', {}, admin.token);
    expect(picked.memberPicker.elements.map((m) => m.uuid)).toEqual([grace.uuid]);
    expect(errorOf(await send('query { memberPicker { totalElements } }', {}, ada.token))?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('linking Google Calendar without GOOGLE_* credentials is CONFLICT and linkedWithGoogleCalendar stays false', async () => {
    const refused = errorOf(await send('mutation { linkGoogleCalendar(code: "4/abc") { linkedWithGoogleCalendar } }', {}, ada.token));
    expect(refused).toMatchObject({ message: HOOKUP.googleNotConfigured, extensions: { code: 'CONFLICT' } });
    expect(await gql('query { me { linkedWithGoogleCalendar } }', {}, ada.token)).toEqual({ me: { linkedWithGoogleCalendar: false } });
  });

  it('bad input gets a clear error, never INTERNAL', async () => {
    const badSlots = errorOf(
      await send(
        'mutation($input: AvailabilityInput!) { updateAvailability(input: $input) { timeZone } }',
        { input: { timeZone: 'Europe/Berlin', slots: [{ dayOfWeek: 1, startTime: '09:10', endTime: '10:00' }] } },
        ada.token,
      ),
    );
    expect(badSlots).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', errorCode: HOOKUP_ERROR_CODES.timeslot } });
    const badZone = errorOf(
      await send('mutation($input: AvailabilityInput!) { updateAvailability(input: $input) { timeZone } }', { input: { timeZone: 'Mars/Olympus', slots: [] } }, ada.token),
    );
    expect(badZone).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    const unknownCycle = errorOf(await send('mutation { selectTimeCycle(timeCycleId: "999999") { id } }', {}, ada.token));
    expect(unknownCycle).toMatchObject({ extensions: { code: 'NOT_FOUND', errorCode: HOOKUP_ERROR_CODES.timeCycle } });
    const badCycleId = errorOf(await send('query { matchingRuns(timeCycleId: "abc") { id } }', {}, admin.token));
    expect(badCycleId?.extensions?.code).not.toBe('INTERNAL');
    const badView = await send('query { hookups(from: "yesterday") { totalElements } }', {}, ada.token);
    expect(errorOf(badView)).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});
