import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOKUP_ERROR_CODES as CODES } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages';
import { createClock, createTestServices, type TestServices } from '~/services/testing/helpers';
import { createCycle } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock(); // 2030-01-15T10:00Z
let t: TestServices;
let admin: Member;
let member: Member;
let outsideAdmin: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  const { id: otherOrg } = await t.db.insertInto('organizations').values({ name: 'Another Guild' }).returning('id').executeTakeFirstOrThrow();
  [admin, member, outsideAdmin] = await Promise.all([
    createMember(t.app, { admin: true }),
    createMember(t.app),
    createMember(t.app, { admin: true, organizationId: otherOrg }),
  ]);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : {}, payload });

function expectCode(res: { statusCode: number; body: string; json(): any }, status: number, errorCode: number, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().errorCode).toBe(errorCode);
  if (message) expect(res.json().message).toBe(message);
}

describe('time cycles (admins)', () => {
  it('creates one with defaults (30 min, active, next run one period on); a new default unsets the old one', async () => {
    const res = await inject('POST', '/hookup-admin/time-cycle', admin, { name: 'Monthly mixer', cadence: 'MONTHLY', isDefaultTimeCycle: true });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Monthly mixer',
      cadence: 'MONTHLY',
      hookupDuration: 30,
      isDefaultTimeCycle: true,
      active: true,
      nextRunAt: '2030-02-15T10:00:00.000Z',
      lastRunAt: null,
      members: 0,
      selected: false,
      createdOn: clock.now().toISOString(),
      updatedOn: clock.now().toISOString(),
    });
    const weekly = await createCycle(t.app, admin, { name: 'Weekly', cadence: 'WEEKLY', hookupDuration: 45, isDefaultTimeCycle: true, nextRunAt: '2030-01-20T08:00:00Z' });
    expect(weekly).toMatchObject({ hookupDuration: 45, isDefaultTimeCycle: true, nextRunAt: '2030-01-20T08:00:00.000Z' });
    const list = (await inject('GET', '/hookup-admin/time-cycle', admin)).json();
    expect(list.filter((c: { isDefaultTimeCycle: boolean }) => c.isDefaultTimeCycle).map((c: { id: number }) => c.id)).toEqual([weekly.id]);
    expect((await createCycle(t.app, admin, { cadence: 'BIWEEKLY' })).nextRunAt).toBe('2030-01-29T10:00:00.000Z');
  });

  it('refuses bad input field by field (400) and a taken name (409, any case)', async () => {
    const bad = async (payload: object) => (await inject('POST', '/hookup-admin/time-cycle', admin, payload)).json();
    expect(await bad({ name: 'X', cadence: 'WEEKLY' })).toMatchObject({ statusCode: 400, fields: { name: M.cycleNameLength } });
    expect(await bad({ name: 'x'.repeat(61), cadence: 'WEEKLY' })).toMatchObject({ fields: { name: M.cycleNameLength } });
    expect(await bad({ name: 'Daily', cadence: 'DAILY' })).toMatchObject({ fields: { cadence: M.cadenceRequired } });
    expect(await bad({ name: 'Daily' })).toMatchObject({ fields: { cadence: M.cadenceRequired } });
    expect(await bad({ name: 'Daily', cadence: 'WEEKLY', hookupDuration: 20 })).toMatchObject({ fields: { hookupDuration: M.durationChoice } });
    expect(await bad({ name: 'Daily', cadence: 'WEEKLY', nextRunAt: 'next week' })).toMatchObject({ statusCode: 400 });
    await createCycle(t.app, admin, { name: 'Taken name' });
    const taken = await inject('POST', '/hookup-admin/time-cycle', admin, { name: 'TAKEN NAME', cadence: 'WEEKLY' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: M.cycleNameTaken, fields: { name: M.cycleNameTaken } });
    // another organisation may use the same name
    expect((await inject('POST', '/hookup-admin/time-cycle', outsideAdmin, { name: 'Taken name', cadence: 'WEEKLY' })).statusCode).toBe(201);
  });

  it('edits one (omitted options kept); unknown or another organisation’s → 404 1007; a taken name → 409', async () => {
    const cycle = await createCycle(t.app, admin, { name: 'Edit me', hookupDuration: 60 });
    const res = await inject('PUT', `/hookup-admin/time-cycle/${cycle.id}`, admin, { name: 'Edited', cadence: 'BIWEEKLY', active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: cycle.id, name: 'Edited', cadence: 'BIWEEKLY', hookupDuration: 60, active: false, nextRunAt: cycle.nextRunAt });
    expectCode(await inject('PUT', '/hookup-admin/time-cycle/999999', admin, { name: 'Nope', cadence: 'WEEKLY' }), 404, CODES.timeCycle, M.timeCycleNotFound);
    expectCode(await inject('PUT', `/hookup-admin/time-cycle/${cycle.id}`, outsideAdmin, { name: 'Mine', cadence: 'WEEKLY' }), 404, CODES.timeCycle);
    await createCycle(t.app, admin, { name: 'Other one' });
    expect((await inject('PUT', `/hookup-admin/time-cycle/${cycle.id}`, admin, { name: 'other ONE', cadence: 'WEEKLY' })).statusCode).toBe(409);
    expect((await inject('PUT', '/hookup-admin/time-cycle/abc', admin, { name: 'Nope', cadence: 'WEEKLY' })).statusCode).toBe(400);
    expectCode(await inject('GET', '/hookup-admin/time-cycle/999999/runs', admin), 404, CODES.timeCycle);
    expect((await inject('GET', `/hookup-admin/time-cycle/${cycle.id}/runs`, admin)).json()).toEqual([]);
  });
});

describe('GET /time-cycle/all and POST /time-cycle/select', () => {
  it('lists active cycles with the member’s choice and counts; opts in, switches and out; refuses unknown (404 1007) and inactive (409 1007)', async () => {
    const a = await createCycle(t.app, admin, { name: 'Select A' });
    const b = await createCycle(t.app, admin, { name: 'Select B' });
    const off = await createCycle(t.app, admin, { name: 'Select off', active: false });
    const all = (await inject('GET', '/time-cycle/all', member)).json();
    expect(all.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(all.map((c: { id: number }) => c.id)).not.toContain(off.id);
    const chosen = (await inject('POST', '/time-cycle/select', member, { timeCycleId: a.id })).json();
    expect(chosen.find((c: { id: number }) => c.id === a.id)).toMatchObject({ selected: true, members: 1 });
    expect(chosen.filter((c: { selected: boolean }) => c.selected)).toHaveLength(1);
    await t.db.updateTable('userTimeCycles').set({ missedRuns: 2 }).where('userId', '=', member.id).execute();
    await inject('POST', '/time-cycle/select', member, { timeCycleId: a.id });
    expect((await t.db.selectFrom('userTimeCycles').select('missedRuns').where('userId', '=', member.id).executeTakeFirstOrThrow()).missedRuns).toBe(2);
    const switched = (await inject('POST', '/time-cycle/select', member, { timeCycleId: b.id })).json();
    expect(switched.find((c: { id: number }) => c.id === b.id)).toMatchObject({ selected: true, members: 1 });
    expect(switched.find((c: { id: number }) => c.id === a.id)).toMatchObject({ selected: false, members: 0 });
    expect((await t.db.selectFrom('userTimeCycles').select('missedRuns').where('userId', '=', member.id).executeTakeFirstOrThrow()).missedRuns).toBe(0);
    const out = (await inject('POST', '/time-cycle/select', member, { timeCycleId: null })).json();
    expect(out.filter((c: { selected: boolean }) => c.selected)).toEqual([]);
    expectCode(await inject('POST', '/time-cycle/select', member, { timeCycleId: 999999 }), 404, CODES.timeCycle, M.timeCycleNotFound);
    expectCode(await inject('POST', '/time-cycle/select', member, { timeCycleId: off.id }), 409, CODES.timeCycle);
    const foreign = await createCycle(t.app, outsideAdmin, { name: 'Foreign' });
    expectCode(await inject('POST', '/time-cycle/select', member, { timeCycleId: foreign.id }), 404, CODES.timeCycle);
    expect((await inject('POST', '/time-cycle/select', member, {})).statusCode).toBe(400);
    expect((await inject('POST', '/time-cycle/select', member, { timeCycleId: 'one' })).statusCode).toBe(400);
    expect((await inject('GET', '/time-cycle/all', null)).statusCode).toBe(401);
  });
});

describe('GET and PUT /timeslots', () => {
  it('starts as UTC without slots; replaces zone and slots, sorted', async () => {
    const who = await createMember(t.app);
    expect((await inject('GET', '/timeslots', who)).json()).toEqual({ timeZone: 'UTC', slots: [] });
    const slots = [
      { dayOfWeek: 5, startTime: '13:00', endTime: '24:00' },
      { dayOfWeek: 1, startTime: '09:30', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '08:00', endTime: '09:30' },
    ];
    const res = await inject('PUT', '/timeslots', who, { timeZone: 'Europe/Berlin', slots });
    expect(res.statusCode).toBe(200);
    const expected = { timeZone: 'Europe/Berlin', slots: [slots[2], slots[1], slots[0]] };
    expect(res.json()).toEqual(expected);
    expect((await inject('GET', '/timeslots', who)).json()).toEqual(expected);
    expect((await inject('GET', '/user/details', who)).json()).toMatchObject({ timeZone: 'Europe/Berlin', linkedWithGoogleCalendar: false });
    await inject('PUT', '/timeslots', who, { timeZone: 'America/New_York', slots: [] });
    expect((await inject('GET', '/timeslots', who)).json()).toEqual({ timeZone: 'America/New_York', slots: [] });
  });

  it('refuses an unknown zone, off-grid or malformed times, end not after start, overlaps and more than 50 slots: 400 1006 with the field', async () => {
    const who = await createMember(t.app);
    const put = (timeZone: string, slots: object[]) => inject('PUT', '/timeslots', who, { timeZone, slots });
    const slot = (startTime: string, endTime: string, dayOfWeek = 2) => ({ dayOfWeek, startTime, endTime });
    const cases: [string, object[], string, string][] = [
      ['Mars/Olympus', [], M.timeZoneInvalid, 'timeZone'],
      ['', [], M.timeZoneInvalid, 'timeZone'],
      ['UTC', [slot('09:15', '10:00')], M.slotGrid, 'slots.0'],
      ['UTC', [slot('09:00', '10:00'), slot('9:00', '10:00', 3)], M.slotGrid, 'slots.1'],
      ['UTC', [slot('24:00', '24:00')], M.slotGrid, 'slots.0'],
      ['UTC', [slot('25:00', '26:00')], M.slotGrid, 'slots.0'],
      ['UTC', [slot('10:00', '10:00')], M.slotOrder, 'slots.0'],
      ['UTC', [slot('11:00', '10:00')], M.slotOrder, 'slots.0'],
      ['UTC', [slot('09:00', '11:00'), slot('10:30', '12:00')], M.slotOverlap, 'slots.1'],
      ['UTC', Array.from({ length: 51 }, (_, i) => slot('00:00', '00:30', (i % 7) + 1)), M.slotsLimit, 'slots'],
    ];
    for (const [timeZone, slots, message, field] of cases) {
      const res = await put(timeZone, slots);
      expectCode(res, 400, CODES.timeslot, message);
      expect(res.json().fields, `${timeZone} ${JSON.stringify(slots)}`).toEqual({ [field]: message });
    }
    // touching slots are fine; so is a zone alias Intl knows
    expect((await put('Asia/Calcutta', [slot('09:00', '10:00'), slot('10:00', '11:00')])).statusCode).toBe(200);
    expect((await put('UTC', [{ dayOfWeek: 8, startTime: '09:00', endTime: '10:00' }])).statusCode).toBe(400);
    expect((await put('UTC', [{ dayOfWeek: 1, startTime: '09:00' }])).statusCode).toBe(400);
    expect((await inject('PUT', '/timeslots', null, { timeZone: 'UTC', slots: [] })).statusCode).toBe(401);
  });
});
