import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOOKUP_ERROR_CODES as CODES } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages';
import { createHookupScheduler } from '~/services/hookups/scheduler';
import { eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, MINUTE, type TestServices } from '~/services/testing/helpers';
import { createCycle, everyDay, icsProperty, insertHookup, mailsTo, newestMailId, setAvailability } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';
import { runMatching } from './run';

const clock = createClock(); // Tuesday 2030-01-15 10:00 UTC
let t: TestServices;
let admin: Member;
let outsideAdmin: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  const { id: otherOrg } = await t.db.insertInto('organizations').values({ name: 'Another Guild' }).returning('id').executeTakeFirstOrThrow();
  [admin, outsideAdmin] = await Promise.all([createMember(t.app, { admin: true }), createMember(t.app, { admin: true, organizationId: otherOrg })]);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member, payload?: object) => t.app.inject({ method, url, headers: who.headers, payload });
const run = (cycleId: number, who: Member = admin) => inject('POST', `/hookup-admin/time-cycle/${cycleId}/run`, who);

/** a member opted into the cycle with availability every day 09:00–12:00 UTC */
async function optedIn(cycleId: number) {
  const member = await createMember(t.app);
  await setAvailability(t.app, member, 'UTC', everyDay('09:00', '12:00'));
  const res = await inject('POST', '/time-cycle/select', member, { timeCycleId: cycleId });
  if (res.statusCode !== 200) throw new Error(res.body);
  return member;
}

const missedRuns = async (member: Member) =>
  (await t.db.selectFrom('userTimeCycles').select('missedRuns').where('userId', '=', member.id).executeTakeFirstOrThrow()).missedRuns;

describe('POST /hookup-admin/time-cycle/{id}/run', () => {
  it('books opted-in members at their earliest common slot: PENDING hookups, a run row, matched events, .ics invites; the odd one out gets priority', async () => {
    const cycle = await createCycle(t.app, admin, { name: 'Run me', hookupDuration: 30 });
    const [a, b, c] = [await optedIn(cycle.id), await optedIn(cycle.id), await optedIn(cycle.id)];
    const mails = await newestMailId(t.app);
    const before = await newestEventId(t.db);
    const res = await run(cycle.id);
    expect(res.statusCode, res.body).toBe(200);
    const matchingRun = res.json();
    expect(matchingRun).toMatchObject({
      timeCycleId: cycle.id,
      trigger: 'ADMIN',
      // now + 12 h, rounded up to the half hour, for one week
      windowStart: '2030-01-15T22:00:00.000Z',
      windowEnd: '2030-01-22T22:00:00.000Z',
      candidates: 3,
      pairs: 1,
      unmatched: 1,
      startedAt: clock.now().toISOString(),
    });
    const events = await eventsSince(t.db, before);
    expect(events).toHaveLength(1);
    const { payload } = events[0]!;
    expect(payload).toMatchObject({ kind: 'matched', actorUUID: admin.uuid, formerParticipantUUIDs: [] });
    const hookup = payload.hookup;
    expect(hookup).toMatchObject({
      hookupStatus: 'PENDING',
      startDateTime: '2030-01-16T09:00:00.000Z',
      endDateTime: '2030-01-16T09:30:00.000Z',
      timeCycleId: cycle.id,
      timeCycleName: 'Run me',
      sequence: 0,
      matchScore: expect.any(Number),
      matchReasons: expect.any(Array),
    });
    const pair = [hookup.firstParticipant.uuid, hookup.secondParticipant.uuid];
    const left = [a, b, c].find((m) => !pair.includes(m.uuid))!;
    const matched = [a, b, c].filter((m) => pair.includes(m.uuid));
    expect(matched).toHaveLength(2);
    expect(await missedRuns(left)).toBe(1);
    for (const m of matched) {
      expect(await missedRuns(m)).toBe(0);
      expect((await inject('GET', `/hookup-user/hookups/${hookup.uuid}`, m)).json()).toEqual(hookup);
      const [mail] = await mailsTo(t.app, m.username, mails);
      expect(mail!.subject).toBe('You have a new hookup');
      expect(icsProperty(mail!.icalEvent!, 'METHOD')).toBe('REQUEST');
      expect(icsProperty(mail!.icalEvent!, 'UID')).toBe(`${hookup.uuid}@hookups`);
      expect(icsProperty(mail!.icalEvent!, 'SEQUENCE')).toBe('0');
    }
    expect(await mailsTo(t.app, left.username, mails)).toEqual([]);
    const stored = await t.db.selectFrom('hookups').select(['matchingRunId', 'timeCycleId']).where('uuid', '=', hookup.uuid).executeTakeFirstOrThrow();
    expect(stored).toEqual({ matchingRunId: matchingRun.id, timeCycleId: cycle.id });
    const after = (await inject('GET', '/hookup-admin/time-cycle', admin)).json().find((x: { id: number }) => x.id === cycle.id);
    expect(after).toMatchObject({ lastRunAt: clock.now().toISOString(), nextRunAt: cycle.nextRunAt }); // an admin run keeps the schedule
    expect((await inject('GET', `/hookup-admin/time-cycle/${cycle.id}/runs`, admin)).json()).toEqual([matchingRun]);

    // another run in the same period books nobody twice: only the left-over one is a candidate, still alone
    clock.advance(MINUTE);
    const same = (await run(cycle.id)).json();
    expect(same).toMatchObject({ candidates: 1, pairs: 0, unmatched: 1 });
    expect(await missedRuns(left)).toBe(2);

    // the next period's run never pairs the two again: the left-over one is matched with one of them
    clock.advance(7 * 24 * 60 * MINUTE);
    const again = (await run(cycle.id)).json();
    expect(again).toMatchObject({ candidates: 3, pairs: 1, unmatched: 1 });
    expect(await missedRuns(left)).toBe(0);
    expect((await inject('GET', `/hookup-admin/time-cycle/${cycle.id}/runs`, admin)).json().map((r: { id: number }) => r.id)).toEqual([again.id, same.id, matchingRun.id]);
  });

  it("counts the candidates with repeated no-shows in the run's summary (issue 18), and only those", async () => {
    const cycle = await createCycle(t.app, admin, { name: 'No-shows', hookupDuration: 30 });
    const [a, b] = [await optedIn(cycle.id), await optedIn(cycle.id)];
    await optedIn(cycle.id);
    // a missed two of their completed hookups (what services/reviews/scheduler.ts records), b one: only a is repeated
    for (const [member, missed] of [[a, 2], [b, 1]] as const) {
      for (let i = 0; i < missed; i++) {
        const other = await createMember(t.app);
        const { id } = await insertHookup(t.app, member, other, { start: new Date(clock.now().getTime() - (i + 2) * 24 * HOUR), status: 'COMPLETED' });
        await t.db.insertInto('noShows').values({ hookupId: id, userId: member.id, recordedAt: clock.now() }).execute();
      }
    }
    const res = await run(cycle.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ candidates: 3, repeatedNoShows: 1 });
    expect((await inject('GET', `/hookup-admin/time-cycle/${cycle.id}/runs`, admin)).json()[0]).toMatchObject({ repeatedNoShows: 1 });
  });

  it('refuses an unknown or foreign cycle (404 1007), an inactive one (409 1007), and a run already in progress (409 1010)', async () => {
    const cycle = await createCycle(t.app, admin, { name: 'Refusals' });
    const res404 = await run(999999);
    expect(res404.statusCode).toBe(404);
    expect(res404.json()).toMatchObject({ errorCode: CODES.timeCycle, message: M.timeCycleNotFound });
    expect((await run(cycle.id, outsideAdmin)).json()).toMatchObject({ statusCode: 404, errorCode: CODES.timeCycle });
    const off = await createCycle(t.app, admin, { name: 'Refusals off', active: false });
    expect((await run(off.id)).json()).toMatchObject({ statusCode: 409, errorCode: CODES.timeCycle });
    // two runs at once: one waits for nothing, the other finds the lock taken
    const answers = await Promise.allSettled([
      runMatching(t.app, cycle.id, { trigger: 'ADMIN', triggeredBy: admin.id, now: clock.now() }),
      runMatching(t.app, cycle.id, { trigger: 'ADMIN', triggeredBy: admin.id, now: clock.now() }),
    ]);
    if (process.env.DATABASE_URL) {
      const refused = answers.filter((a) => a.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, errorCode: CODES.matchingInProgress, message: M.matchingInProgress });
    } else {
      // PGlite has one connection: the runs take turns, each holding the lock for its whole transaction
      expect(answers.every((a) => a.status === 'fulfilled')).toBe(true);
    }
  });
});

describe('the hookup scheduler', () => {
  it('completes CONFIRMED and expires PENDING hookups whose end passed, with their events; leaves the rest', async () => {
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    const scheduler = createHookupScheduler(t.app);
    const at = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);
    const confirmed = await insertHookup(t.app, a, b, { start: at(10), status: 'CONFIRMED', firstConfirmed: true, secondConfirmed: true });
    const pending = await insertHookup(t.app, b, a, { start: at(15) });
    const later = await insertHookup(t.app, a, b, { start: at(120) });
    const cancelled = await insertHookup(t.app, a, b, { start: at(10), status: 'CANCELLED' });
    await scheduler.runOnce(clock.now());
    const before = await newestEventId(t.db);
    clock.advance(40 * MINUTE); // confirmed ended at +40
    expect(await scheduler.runOnce(clock.now())).toMatchObject({ ran: true, completed: [confirmed.uuid], expired: [] });
    clock.advance(5 * MINUTE); // pending ended at +45
    expect(await scheduler.runOnce(clock.now())).toMatchObject({ ran: true, completed: [], expired: [pending.uuid] });
    const events = await eventsSince(t.db, before);
    expect(events.map((e) => [e.payload.kind, e.payload.actorUUID, e.payload.hookup.uuid, e.payload.hookup.hookupStatus])).toEqual([
      ['completed', null, confirmed.uuid, 'COMPLETED'],
      ['expired', null, pending.uuid, 'EXPIRED'],
    ]);
    const statuses = await t.db.selectFrom('hookups').select(['uuid', 'status']).where('uuid', 'in', [later.uuid, cancelled.uuid]).execute();
    expect(Object.fromEntries(statuses.map((s) => [s.uuid, s.status]))).toEqual({ [later.uuid]: 'PENDING', [cancelled.uuid]: 'CANCELLED' });
    expect(await scheduler.runOnce(clock.now())).toMatchObject({ completed: [], expired: [] });
  });

  it('runs each due active cycle once and moves next_run_at one period on; inactive and not-due cycles wait', async () => {
    const scheduler = createHookupScheduler(t.app);
    const due = await createCycle(t.app, admin, { name: 'Due weekly', nextRunAt: new Date(clock.now().getTime() + HOUR).toISOString() });
    const notDue = await createCycle(t.app, admin, { name: 'Not due', nextRunAt: new Date(clock.now().getTime() + 3 * HOUR).toISOString() });
    const off = await createCycle(t.app, admin, { name: 'Due but off', active: false, nextRunAt: new Date(clock.now().getTime() + HOUR).toISOString() });
    const [a, b] = [await optedIn(due.id), await optedIn(due.id)];
    clock.advance(HOUR);
    const round = await scheduler.runOnce(clock.now());
    const ours = round.runs.filter((r) => [due.id, notDue.id, off.id].includes(r.timeCycleId));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ timeCycleId: due.id, trigger: 'SCHEDULE', candidates: 2, pairs: 1 });
    const cycles = await t.db.selectFrom('timeCycles').select(['id', 'nextRunAt', 'lastRunAt']).where('id', 'in', [due.id, notDue.id, off.id]).execute();
    const byId = Object.fromEntries(cycles.map((c) => [c.id, c]));
    expect(byId[due.id]!.nextRunAt.toISOString()).toBe(new Date(new Date(due.nextRunAt).getTime() + 7 * 24 * HOUR).toISOString());
    expect(byId[due.id]!.lastRunAt).toEqual(clock.now());
    expect(byId[notDue.id]!.lastRunAt).toBeNull();
    expect(byId[off.id]!.lastRunAt).toBeNull();
    expect((await inject('GET', '/hookup-user/hookups', a)).json().totalElements).toBe(1);
    expect((await inject('GET', '/hookup-user/hookups', b)).json().totalElements).toBe(1);
    // run again at the same time: nothing is due any more
    expect((await scheduler.runOnce(clock.now())).runs.filter((r) => r.timeCycleId === due.id)).toEqual([]);
  });

  it('runs a due cycle once when two replicas run it at the same time (one after the other on PGlite)', async () => {
    const replica = await t.replica({ hookupSchedulerMs: 0 });
    const due = await createCycle(t.app, admin, { name: 'Two replicas', nextRunAt: new Date(clock.now().getTime() + HOUR).toISOString() });
    await optedIn(due.id);
    await optedIn(due.id);
    clock.advance(HOUR);
    const [one, two] = [createHookupScheduler(t.app), createHookupScheduler(replica)];
    // PGlite is one session that both replicas' Kysely share (so its locks cannot tell them apart): there the
    // second round comes right after the first, and finds the cycle no longer due
    const rounds = process.env.DATABASE_URL
      ? await Promise.all([one.runOnce(clock.now()), two.runOnce(clock.now())])
      : [await one.runOnce(clock.now()), await two.runOnce(clock.now())];
    expect(rounds.flatMap((r) => r.runs).filter((r) => r.timeCycleId === due.id)).toHaveLength(1);
    expect(await t.db.selectFrom('matchingRuns').select('id').where('timeCycleId', '=', due.id).execute()).toHaveLength(1);
    await replica.close();
  });

  it('runs on its own every HOOKUP_SCHEDULER_MS', async () => {
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    const ending = await insertHookup(t.app, a, b, { start: new Date(clock.now().getTime() + MINUTE) });
    clock.advance(HOUR);
    const ticking = await t.replica({ hookupSchedulerMs: 50 });
    await expect
      .poll(async () => (await t.db.selectFrom('hookups').select('status').where('uuid', '=', ending.uuid).executeTakeFirstOrThrow()).status, { timeout: 3000 })
      .toBe('EXPIRED');
    await ticking.close();
  });
});
