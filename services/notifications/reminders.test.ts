import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroupHookup } from '~/services/testing/group-hookups';
import { createClock, createTestServices, MINUTE, type TestServices } from '~/services/testing/helpers';
import { everyDay, insertHookup, setAvailability } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock(); // 2030-01-15 10:00 UTC
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
});
afterAll(() => t.close());

const inMinutes = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE);

async function reminders(member: Member) {
  const rows = await t.db
    .selectFrom('notifications')
    .select(['notificationCode', 'message', 'redirectUrl', 'image', 'dedupeKey'])
    .where('userId', '=', member.id)
    .where('notificationCode', 'in', ['HOOKUP_STARTING_SOON', 'GROUP_HOOKUP_STARTING_SOON'])
    .orderBy('id')
    .execute();
  return rows;
}

const mailJobs = (member: Member) => t.db.selectFrom('mailJobs').select(['notificationCode', 'dedupeKey']).where('userId', '=', member.id).execute();

async function pair(names: [string, string] = ['Fran', 'Sol']) {
  const [a, b] = await Promise.all([createMember(t.app, { firstName: names[0], lastName: 'One' }), createMember(t.app, { firstName: names[1], lastName: 'Two' })]);
  return [a, b] as const;
}

describe('hookup reminders', () => {
  it('remind both members once, 15 minutes before, at the time in each one’s zone', async () => {
    const [a, b] = await pair();
    await t.db.updateTable('users').set({ timeZone: 'America/New_York', imageUrl: '/uploads/a' }).where('id', '=', a.id).execute();
    const { uuid } = await insertHookup(t.app, a, b, { start: inMinutes(10), status: 'CONFIRMED' });
    const run = await t.app.notifications.remindOnce(clock.now());
    expect(run.ran).toBe(true);
    const key = `reminder:${uuid}:${inMinutes(10).toISOString()}`;
    expect(await reminders(a)).toEqual([
      { notificationCode: 'HOOKUP_STARTING_SOON', message: 'Your hookup with Sol Two starts at 05:10.', redirectUrl: '/timeslots', image: null, dedupeKey: key },
    ]);
    expect(await reminders(b)).toEqual([
      { notificationCode: 'HOOKUP_STARTING_SOON', message: 'Your hookup with Fran One starts at 10:10.', redirectUrl: '/timeslots', image: '/uploads/a', dedupeKey: key },
    ]);
    expect(await mailJobs(b)).toEqual([{ notificationCode: 'HOOKUP_STARTING_SOON', dedupeKey: key }]);
    // the next rounds (every minute) find it again: nothing new
    clock.advance(MINUTE);
    expect(await t.app.notifications.remindOnce(clock.now())).toMatchObject({ ran: true, created: 0, queued: 0 });
    clock.advance(-MINUTE);
    expect(await reminders(a)).toHaveLength(1);
    expect(await mailJobs(b)).toHaveLength(1);
  });

  it('remind again after a reschedule (its own start), and never for cancelled, ended, far away or just started ones', async () => {
    const [a, b] = await pair(['Ria', 'Max']);
    await setAvailability(t.app, a, 'UTC', everyDay('00:00', '24:00'));
    await setAvailability(t.app, b, 'UTC', everyDay('00:00', '24:00'));
    const soon = await insertHookup(t.app, a, b, { start: inMinutes(15) }); // exactly at the edge: in
    await insertHookup(t.app, a, b, { start: inMinutes(16) }); // too far
    await insertHookup(t.app, a, b, { start: inMinutes(5), status: 'CANCELLED' });
    await insertHookup(t.app, a, b, { start: inMinutes(5), status: 'COMPLETED' });
    await insertHookup(t.app, a, b, { start: clock.now() }); // starts now: too late for "starts in"
    await t.app.notifications.remindOnce(clock.now());
    expect((await reminders(a)).map((r) => r.dedupeKey)).toEqual([`reminder:${soon.uuid}:${inMinutes(15).toISOString()}`]);

    // moved to later, then the clock reaches the new start's window
    const res = await t.app.inject({
      method: 'PUT',
      url: `/hookup-user/hookups/${soon.uuid}/reschedule`,
      headers: a.headers,
      payload: { startDateTime: inMinutes(120).toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    clock.advance(110 * MINUTE);
    try {
      await t.app.notifications.remindOnce(clock.now());
      const keys = (await reminders(b)).map((r) => r.dedupeKey);
      expect(keys).toEqual([`reminder:${soon.uuid}:${inMinutes(-95).toISOString()}`, `reminder:${soon.uuid}:${inMinutes(10).toISOString()}`]);
      expect((await reminders(b))[1]!.message).toBe('Your hookup with Ria One starts at 12:00.');
    } finally {
      clock.advance(-110 * MINUTE);
    }
  });
});

describe('group hookup reminders', () => {
  it('remind the host and each participant of an APPROVED one, not someone who left, and nothing for a PENDING one', async () => {
    const [admin, host, stay, gone] = await Promise.all([
      createMember(t.app, { admin: true, firstName: 'Ada' }),
      createMember(t.app),
      createMember(t.app),
      createMember(t.app),
    ]);
    const approved = await createGroupHookup(t.app, admin, { title: 'Pipeline review', startDate: inMinutes(12).toISOString() });
    const pending = await createGroupHookup(t.app, host, { title: 'Waiting', startDate: inMinutes(12).toISOString() });
    for (const who of [stay, gone]) {
      expect((await t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${approved.uuid}`, headers: who.headers })).statusCode).toBe(200);
    }
    await t.app.inject({ method: 'PUT', url: `/group-hookup/leave/${approved.uuid}`, headers: gone.headers });
    await t.app.notifications.remindOnce(clock.now());
    const expected = {
      notificationCode: 'GROUP_HOOKUP_STARTING_SOON',
      message: 'The group hookup "Pipeline review" starts at 10:12.',
      redirectUrl: `/group-hookups/details/${approved.uuid}`,
      image: null,
      dedupeKey: `reminder:${approved.uuid}:${inMinutes(12).toISOString()}`,
    };
    expect(await reminders(admin)).toEqual([expected]);
    expect(await reminders(stay)).toEqual([expected]);
    expect(await reminders(gone)).toEqual([]);
    expect(await reminders(host)).toEqual([]);
    expect(pending.status).toBe('PENDING');
  });
});

describe('the reminders scheduler', () => {
  it('reminds each member once when two replicas run at the same time', async () => {
    const replica = await t.replica();
    const [a, b] = await pair(['Two', 'Replicas']);
    await insertHookup(t.app, a, b, { start: inMinutes(7) });
    // PGlite is one session that both replicas share (its advisory lock cannot tell them apart): there the second
    // round comes right after the first and finds the reminders written
    const runs = process.env.DATABASE_URL
      ? await Promise.all([t.app.notifications.remindOnce(clock.now()), replica.notifications.remindOnce(clock.now())])
      : [await t.app.notifications.remindOnce(clock.now()), await replica.notifications.remindOnce(clock.now())];
    expect(runs.reduce((sum, run) => sum + run.created, 0)).toBe(2);
    expect(await reminders(a)).toHaveLength(1);
    expect(await reminders(b)).toHaveLength(1);
    expect(await mailJobs(a)).toHaveLength(1);
    await replica.close();
  });

  it('runs on its own every NOTIFICATIONS_SCHEDULER_MS', async () => {
    const [a, b] = await pair(['Tick', 'Tock']);
    await insertHookup(t.app, a, b, { start: inMinutes(3) });
    const ticking = await t.replica({ notificationsSchedulerMs: 50 });
    await expect.poll(async () => (await reminders(a)).length, { timeout: 3000 }).toBe(1);
    await ticking.close();
  });
});
