import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '~/common/events';
import { loadGroupHookup } from '~/services/group-hookups/repository';
import { emitChanged } from '~/services/group-hookups/transitions';
import { loadHookup } from '~/services/hookups/repository';
import { emitHookupChanged } from '~/services/hookups/transitions';
import { emit } from '~/services/outbox/write';
import { inTransaction } from '~/services/db/transaction';
import { createGroupHookup, eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, mailedToken, register, type TestServices } from '~/services/testing/helpers';
import { everyDay, icsProperty, insertHookup, setAvailability } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';
import { BATCH_SIZE, CONSUMER_NAME, SCAN_SIZE } from './consumer';

const clock = createClock(); // Tuesday 2030-01-15 10:00 UTC
let t: TestServices;
let admin: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  admin = await createMember(t.app, { admin: true, firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member, payload?: object) => t.app.inject({ method, url, headers: who.headers, payload });

/** what the member's bell shows, newest first */
async function bell(member: Member) {
  const res = await call('GET', '/notification/list?size=50', member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications.elements as Record<string, unknown>[];
}

/** the one notification the member has (fails on none or more) */
async function only(member: Member) {
  const elements = await bell(member);
  expect(elements, JSON.stringify(elements)).toHaveLength(1);
  return elements[0]!;
}

/** the member's mail jobs, oldest first (bigint ids read as numbers, as on PGlite) */
const mailJobsOf = async (member: Member) =>
  (
    await t.db
      .selectFrom('mailJobs')
      .select(['notificationCode', 'notificationId', 'subject', 'textBody', 'icalEvent', 'icalMethod'])
      .where('userId', '=', member.id)
      .orderBy('id')
      .execute()
  ).map((job) => ({ ...job, notificationId: job.notificationId === null ? null : Number(job.notificationId) }));

async function setZone(member: Member, timeZone: string) {
  await t.db.updateTable('users').set({ timeZone }).where('id', '=', member.id).execute();
}

async function setAvatar(member: Member, imageUrl: string) {
  await t.db.updateTable('users').set({ imageUrl }).where('id', '=', member.id).execute();
}

describe('group hookup events', () => {
  it('approved tells the host, with the host’s avatar when the group hookup has no image; created tells nobody', async () => {
    const host = await createMember(t.app, { firstName: 'Hana' });
    await setAvatar(host, '/uploads/host-avatar');
    const pending = await createGroupHookup(t.app, host, { title: 'Cold calling clinic' });
    expect((await call('PUT', `/hookup-admin/group-hookups/${pending.uuid}/approve`, admin)).statusCode).toBe(200);
    await t.app.notifications.drain();
    expect(await only(host)).toMatchObject({
      notificationCode: 'GROUP_HOOKUP_APPROVED',
      message: 'Your group hookup "Cold calling clinic" has been approved.',
      redirectUrl: `/group-hookups/details/${pending.uuid}`,
      image: '/uploads/host-avatar',
      viewed: false,
      isNew: true,
      date: clock.now().toISOString(),
    });
    expect(await bell(admin)).toEqual([]);
    const [job] = await mailJobsOf(host);
    expect(job).toMatchObject({ notificationCode: 'GROUP_HOOKUP_APPROVED', icalEvent: null });
    expect(job!.textBody).toContain('Your group hookup "Cold calling clinic" has been approved.');
    expect(job!.textBody).toContain(`http://localhost:4000/group-hookups/details/${pending.uuid}`);
  });

  it('rejected tells the host the reason', async () => {
    const host = await createMember(t.app);
    const pending = await createGroupHookup(t.app, host, { title: 'Objection drills' });
    expect((await call('PUT', `/hookup-admin/group-hookups/${pending.uuid}/reject?reason=Not%20about%20sales`, admin)).statusCode).toBe(200);
    await t.app.notifications.drain();
    expect(await only(host)).toMatchObject({
      notificationCode: 'GROUP_HOOKUP_REJECTED',
      message: 'Your group hookup "Objection drills" was not accepted: Not about sales',
      redirectUrl: `/group-hookups/details/${pending.uuid}`,
      image: null,
    });
  });

  it('attended tells the host who comes; cancelled tells the participants but not the host; left, highlighted and updated tell nobody', async () => {
    const [host, ann, bob] = await Promise.all([
      createMember(t.app, { firstName: 'Hal' }),
      createMember(t.app, { firstName: 'Ann', lastName: 'Attendee' }),
      createMember(t.app, { firstName: 'Bob' }),
    ]);
    const groupHookup = await createGroupHookup(t.app, host, { title: 'Discovery calls' });
    await call('PUT', `/hookup-admin/group-hookups/${groupHookup.uuid}/approve`, admin);
    await t.app.notifications.drain();
    const approvedOnly = await bell(host);
    expect(approvedOnly).toHaveLength(1);

    expect((await call('POST', `/group-hookup/attend?uuid=${groupHookup.uuid}`, ann)).statusCode).toBe(200);
    expect((await call('POST', `/group-hookup/attend?uuid=${groupHookup.uuid}`, bob)).statusCode).toBe(200);
    expect((await call('PUT', `/group-hookup/leave/${groupHookup.uuid}`, bob)).statusCode).toBe(200);
    expect((await call('PUT', `/hookup-admin/group-hookup/${groupHookup.uuid}/highlight`, admin)).statusCode).toBe(200);
    await t.app.notifications.drain();
    const told = await bell(host);
    expect(told.map((n) => [n.notificationCode, n.message])).toEqual([
      ['GROUP_HOOKUP_ATTENDED', `${bob.fullName} will attend your group hookup "Discovery calls".`],
      ['GROUP_HOOKUP_ATTENDED', 'Ann Attendee will attend your group hookup "Discovery calls".'],
      ['GROUP_HOOKUP_APPROVED', 'Your group hookup "Discovery calls" has been approved.'],
    ]);
    expect(told[0]!.redirectUrl).toBe(`/group-hookups/details/${groupHookup.uuid}`);
    expect(await bell(ann)).toEqual([]);
    expect(await bell(bob)).toEqual([]);

    expect((await call('PUT', `/group-hookup/${groupHookup.uuid}/cancel?reason=Host%20is%20ill`, host)).statusCode).toBe(200);
    await t.app.notifications.drain();
    expect(await only(ann)).toMatchObject({
      notificationCode: 'GROUP_HOOKUP_CANCELLED',
      message: 'The group hookup "Discovery calls" has been cancelled: Host is ill',
      redirectUrl: `/group-hookups/details/${groupHookup.uuid}`,
    });
    expect(await bell(bob)).toEqual([]); // he left before
    expect(await bell(host)).toHaveLength(3);
  });

  it('uses the group hookup’s image over the host’s avatar', async () => {
    const [host, guest] = await Promise.all([createMember(t.app, { admin: true }), createMember(t.app)]);
    await setAvatar(host, '/uploads/avatar');
    const groupHookup = await createGroupHookup(t.app, host); // an admin's starts APPROVED
    await call('POST', `/group-hookup/attend?uuid=${groupHookup.uuid}`, guest);
    await t.app.notifications.drain();
    expect(await only(host)).toMatchObject({ notificationCode: 'GROUP_HOOKUP_ATTENDED', image: '/uploads/avatar' });
    const before = await newestEventId(t.db);
    await inTransaction(t.db, async (trx) => {
      const { id } = await trx.selectFrom('groupHookups').select('id').where('uuid', '=', groupHookup.uuid).executeTakeFirstOrThrow();
      // the cancel as it would look with an uploaded cover image
      await emitChanged(trx, 'cancelled', host.uuid, { ...(await loadGroupHookup(trx, id)), imageUrl: '/uploads/cover', cancellationReason: 'Moved online' });
    });
    await t.app.notifications.drain();
    expect(await only(guest)).toMatchObject({ image: '/uploads/cover', message: expect.stringContaining('has been cancelled: Moved online') });
    expect((await eventsSince(t.db, before)).filter((e) => e.topic === TOPICS.notificationChanged)).toHaveLength(1);
  });
});

describe('hookup events', () => {
  let first: Member;
  let second: Member;

  beforeAll(async () => {
    [first, second] = await Promise.all([createMember(t.app, { firstName: 'Fran', lastName: 'First' }), createMember(t.app, { firstName: 'Sol', lastName: 'Second' })]);
    await setZone(first, 'Europe/Berlin'); // UTC+1 in January
    await setAvatar(first, '/uploads/fran');
    await setAvatar(second, '/uploads/sol');
    await setAvailability(t.app, first, 'Europe/Berlin', everyDay('00:00', '24:00'));
    await setAvailability(t.app, second, 'UTC', everyDay('00:00', '24:00'));
  });

  /** a PENDING hookup of the two at 2030-01-16 10:00 UTC */
  const hookup = () => insertHookup(t.app, first, second, { start: at(24) });

  it('matched tells both, each in their own time zone, with the partner’s avatar, the match reasons and the .ics invite', async () => {
    const { id } = await hookup();
    await t.db.updateTable('hookups').set({ matchReasons: ['You both work in SaaS'] }).where('id', '=', id).execute();
    const jobsBefore = [(await mailJobsOf(first)).length, (await mailJobsOf(second)).length];
    await inTransaction(t.db, async (trx) => emitHookupChanged(trx, 'matched', null, await loadHookup(trx, id)));
    await t.app.notifications.drain();
    const [toFirst] = await bell(first);
    const [toSecond] = await bell(second);
    expect(toFirst).toMatchObject({
      notificationCode: 'HOOKUP_MATCHED',
      message: 'You have a new hookup with Sol Second on 16/01/2030 at 11:00.',
      redirectUrl: '/timeslots',
      image: '/uploads/sol',
    });
    expect(toSecond).toMatchObject({
      notificationCode: 'HOOKUP_MATCHED',
      message: 'You have a new hookup with Fran First on 16/01/2030 at 10:00.',
      image: '/uploads/fran',
    });
    const jobs = [(await mailJobsOf(first)).slice(jobsBefore[0]), (await mailJobsOf(second)).slice(jobsBefore[1])];
    for (const [job] of jobs) {
      expect(job).toMatchObject({ notificationCode: 'HOOKUP_MATCHED', icalMethod: 'REQUEST' });
      expect(job!.textBody).toContain('Why: You both work in SaaS.');
      expect(icsProperty(job!.icalEvent!, 'METHOD')).toBe('REQUEST');
      expect(icsProperty(job!.icalEvent!, 'SEQUENCE')).toBe('0');
    }
  });

  it('confirmed tells the partner of the one who confirmed, and nobody else', async () => {
    const { uuid } = await hookup();
    const before = [(await bell(first)).length, (await bell(second)).length];
    expect((await call('PUT', `/hookup-user/hookups/${uuid}/confirm`, first)).statusCode).toBe(200);
    await t.app.notifications.drain();
    expect(await bell(first)).toHaveLength(before[0]!);
    const [told] = await bell(second);
    expect(told).toMatchObject({
      notificationCode: 'HOOKUP_CONFIRMED',
      message: 'Fran First confirmed your hookup on 16/01/2030 at 10:00.',
      redirectUrl: '/timeslots',
      image: '/uploads/fran',
    });
    expect(await bell(second)).toHaveLength(before[1]! + 1);
  });

  it('rescheduled tells the partner on the bell; both get the updated .ics by mail (the mover’s job has no notification)', async () => {
    const { uuid } = await hookup();
    const before = [(await bell(first)).length, (await bell(second)).length];
    const jobsBefore = [(await mailJobsOf(first)).length, (await mailJobsOf(second)).length];
    expect((await call('PUT', `/hookup-user/hookups/${uuid}/reschedule`, second, { startDateTime: at(48).toISOString() })).statusCode).toBe(200);
    await t.app.notifications.drain();
    expect(await bell(second)).toHaveLength(before[1]!);
    const told = await bell(first);
    expect(told).toHaveLength(before[0]! + 1);
    expect(told[0]).toMatchObject({
      notificationCode: 'HOOKUP_RESCHEDULED',
      message: 'Sol Second moved your hookup to 17/01/2030 at 11:00.',
      redirectUrl: '/timeslots',
      image: '/uploads/sol',
    });
    const [toFirst] = (await mailJobsOf(first)).slice(jobsBefore[0]);
    const [toMover] = (await mailJobsOf(second)).slice(jobsBefore[1]);
    expect(toFirst).toMatchObject({ notificationCode: 'HOOKUP_RESCHEDULED', notificationId: told[0]!.id, icalMethod: 'REQUEST' });
    expect(toMover).toMatchObject({ notificationCode: 'HOOKUP_RESCHEDULED', notificationId: null, icalMethod: 'REQUEST' });
    expect(icsProperty(toMover!.icalEvent!, 'SEQUENCE')).toBe('1');
  });

  it('cancelled by a member tells the partner with the reason; cancelled by an admin tells both, naming the admin', async () => {
    const one = await hookup();
    const before = [(await bell(first)).length, (await bell(second)).length];
    expect((await call('PUT', `/hookup-user/hookups/${one.uuid}/cancel?reason=Travelling%20that%20week`, first)).statusCode).toBe(200);
    await t.app.notifications.drain();
    expect(await bell(first)).toHaveLength(before[0]!);
    expect((await bell(second))[0]).toMatchObject({
      notificationCode: 'HOOKUP_CANCELLED',
      message: 'Fran First cancelled your hookup on 16/01/2030 at 10:00: Travelling that week',
      redirectUrl: '/timeslots',
      image: '/uploads/fran',
    });
    const [cancelMail] = (await mailJobsOf(first)).slice(-1);
    expect(cancelMail).toMatchObject({ notificationCode: 'HOOKUP_CANCELLED', notificationId: null, icalMethod: 'CANCEL' });

    await setAvatar(admin, '/uploads/ada');
    const two = await hookup();
    expect((await call('PUT', `/hookup-user/hookups/${two.uuid}/cancel?reason=Duplicate%20booking`, admin)).statusCode).toBe(200);
    await t.app.notifications.drain();
    expect((await bell(first))[0]).toMatchObject({
      notificationCode: 'HOOKUP_CANCELLED',
      message: 'Ada Admin cancelled your hookup on 16/01/2030 at 11:00: Duplicate booking',
      image: '/uploads/ada',
    });
    expect((await bell(second))[0]).toMatchObject({ message: 'Ada Admin cancelled your hookup on 16/01/2030 at 10:00: Duplicate booking' });
    expect(await bell(admin)).toEqual([]);
  });

  it('an admin edit tells both members (rescheduled) and the removed one (cancelled)', async () => {
    const third = await createMember(t.app, { firstName: 'Tia', lastName: 'Third' });
    const { uuid } = await hookup();
    const before = (await bell(second)).length;
    const res = await call('PUT', '/hookup-admin/hookup', admin, { id: uuid, firstParticipant: first.uuid, secondParticipant: third.uuid, startDateTime: at(30).toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.notifications.drain();
    expect((await bell(first))[0]).toMatchObject({
      notificationCode: 'HOOKUP_RESCHEDULED',
      message: 'An admin changed your hookup: with Tia Third on 16/01/2030 at 17:00.',
      redirectUrl: '/timeslots',
    });
    expect(await only(third)).toMatchObject({
      notificationCode: 'HOOKUP_RESCHEDULED',
      message: 'An admin changed your hookup: with Fran First on 16/01/2030 at 16:00.',
      image: '/uploads/fran',
    });
    const removed = await bell(second);
    expect(removed).toHaveLength(before + 1);
    expect(removed[0]).toMatchObject({
      notificationCode: 'HOOKUP_CANCELLED',
      message: 'Your hookup on 16/01/2030 at 16:00 has been cancelled by an admin.',
      redirectUrl: '/timeslots',
    });
    const [removedMail] = (await mailJobsOf(second)).slice(-1);
    expect(removedMail!.icalMethod).toBe('CANCEL');
    expect(icsProperty(removedMail!.icalEvent!, 'UID')).toBe(`${uuid}@hookups`);
  });

  it('completed and expired tell nobody', async () => {
    const { id } = await hookup();
    const before = [(await bell(first)).length, (await bell(second)).length];
    await inTransaction(t.db, async (trx) => {
      const loaded = await loadHookup(trx, id);
      await emitHookupChanged(trx, 'completed', null, loaded);
      await emitHookupChanged(trx, 'expired', null, loaded);
    });
    await t.app.notifications.drain();
    expect([(await bell(first)).length, (await bell(second)).length]).toEqual(before);
  });
});

describe('user.confirmed', () => {
  it('confirming the email welcomes the member once', async () => {
    const registered = await register(t.app, { firstName: 'Wendy' });
    const token = await mailedToken(t.db, registered.username, '/user/confirm');
    expect((await t.app.inject({ method: 'GET', url: `/auth/confirm?token=${token}` })).statusCode).toBe(200);
    await t.app.notifications.drain();
    const headers = { authorization: `Bearer ${registered.accessToken}` };
    const list = (await t.app.inject({ method: 'GET', url: '/notification/list', headers })).json();
    expect(list).toEqual({
      notifications: {
        elements: [
          {
            id: expect.any(Number),
            notificationCode: 'WELCOME',
            message: 'Welcome to Hookups, Wendy! Set your availability to get your first hookup.',
            redirectUrl: '/home',
            image: null,
            date: clock.now().toISOString(),
            viewed: false,
            isNew: true,
          },
        ],
        totalPages: 1,
      },
      newNotificationsCount: 1,
    });
  });
});

describe('the consumer', () => {
  it('emits notification.changed created for each new row with the count after it, and skips its own events', async () => {
    const [a, b] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const { id } = await insertHookup(t.app, a, b, { start: at(24) });
    const before = await newestEventId(t.db);
    await inTransaction(t.db, async (trx) => {
      const loaded = await loadHookup(trx, id);
      await emitHookupChanged(trx, 'matched', null, loaded);
      await emitHookupChanged(trx, 'cancelled', null, { ...loaded, cancellationReason: 'Test' });
    });
    await t.app.notifications.drain();
    const events = (await eventsSince(t.db, before)).filter((e) => e.topic === TOPICS.notificationChanged && e.payload.userUUID === a.uuid);
    const bellOfA = await bell(a);
    expect(events.map((e) => e.payload)).toEqual([
      { kind: 'created', userUUID: a.uuid, notification: bellOfA[1], newNotificationsCount: 1 },
      { kind: 'created', userUUID: a.uuid, notification: bellOfA[0], newNotificationsCount: 2 },
    ]);
    // its own events were read past: a second drain finds nothing to do
    expect(await t.app.notifications.consumeOnce()).toEqual({ events: 0, created: 0, queued: 0, more: false });
    const cursor = await t.db.selectFrom('eventConsumers').select('lastEventId').where('name', '=', CONSUMER_NAME).executeTakeFirstOrThrow();
    expect(Number(cursor.lastEventId)).toBe(await newestEventId(t.db));
  });

  it('moves its cursor over the notification.changed events of its own batch in that batch', async () => {
    const [a, b] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const { id } = await insertHookup(t.app, a, b, { start: at(24) });
    await t.app.notifications.drain();
    await inTransaction(t.db, async (trx) => emitHookupChanged(trx, 'matched', null, await loadHookup(trx, id)));
    // one event read, two notifications written (a and b), and the cursor at the second one's event
    expect(await t.app.notifications.consumeOnce()).toEqual({ events: 3, created: 2, queued: 2, more: false });
    const cursor = await t.db.selectFrom('eventConsumers').select('lastEventId').where('name', '=', CONSUMER_NAME).executeTakeFirstOrThrow();
    expect(Number(cursor.lastEventId)).toBe(await newestEventId(t.db));
    expect(await t.app.notifications.consumeOnce()).toEqual({ events: 0, created: 0, queued: 0, more: false });
  });

  it('moves over thousands of rows it only skips by their ids, SCAN_SIZE a batch, and tells about the event after them', async () => {
    const [a, b] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const { id } = await insertHookup(t.app, a, b, { start: at(24) });
    await t.app.notifications.drain();
    // a busy chat: more chat rows than one batch moves over, then a match
    await sql`insert into outbox (topic, payload) select ${TOPICS.chatChanged}, '{}'::jsonb from generate_series(1, ${SCAN_SIZE + 10})`.execute(t.db);
    await inTransaction(t.db, async (trx) => emitHookupChanged(trx, 'matched', null, await loadHookup(trx, id)));
    expect(await t.app.notifications.consumeOnce()).toEqual({ events: SCAN_SIZE, created: 0, queued: 0, more: true });
    // the rest of the chat rows, the match, and the two notification.changed events it wrote
    expect(await t.app.notifications.consumeOnce()).toEqual({ events: 10 + 1 + 2, created: 2, queued: 2, more: false });
    expect(await only(a)).toMatchObject({ notificationCode: 'HOOKUP_MATCHED' });
    const cursor = await t.db.selectFrom('eventConsumers').select('lastEventId').where('name', '=', CONSUMER_NAME).executeTakeFirstOrThrow();
    expect(Number(cursor.lastEventId)).toBe(await newestEventId(t.db));
  });

  it('handles at most BATCH_SIZE events that can notify in a batch, counting the skipped rows between them', async () => {
    await t.app.notifications.drain();
    // BATCH_SIZE + 1 events that can notify (a welcome for nobody: no notification), each after a chat row
    await sql`insert into outbox (topic, payload) select case when n % 2 = 0 then ${TOPICS.chatChanged} else ${TOPICS.userConfirmed} end, ${JSON.stringify({ userUUID: '00000000-0000-4000-8000-000000000000' })}::jsonb from generate_series(0, ${2 * BATCH_SIZE + 1}) as n`.execute(t.db);
    expect(await t.app.notifications.consumeOnce()).toEqual({ events: 2 * BATCH_SIZE, created: 0, queued: 0, more: true });
    expect(await t.app.notifications.consumeOnce()).toEqual({ events: 2, created: 0, queued: 0, more: false });
    expect(await t.app.notifications.consumeOnce()).toEqual({ events: 0, created: 0, queued: 0, more: false });
  });

  it('consuming the same events again (cursor reset, as after a crash) makes no second notification, mail or event', async () => {
    const [a, b] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const { id } = await insertHookup(t.app, a, b, { start: at(24) });
    await t.app.notifications.drain();
    const before = await newestEventId(t.db);
    await inTransaction(t.db, async (trx) => emitHookupChanged(trx, 'matched', null, await loadHookup(trx, id)));
    await t.app.notifications.drain();
    const counts = async () => ({
      notifications: (await t.db.selectFrom('notifications').select('id').where('userId', 'in', [a.id, b.id]).execute()).length,
      mailJobs: (await t.db.selectFrom('mailJobs').select('id').where('userId', 'in', [a.id, b.id]).execute()).length,
      mails: (await t.db.selectFrom('mailOutbox').select('id').where('toAddress', 'in', [a.username, b.username]).execute()).length,
      events: (await eventsSince(t.db, before)).filter((e) => e.topic === TOPICS.notificationChanged).length,
    });
    const once = await counts();
    expect(once).toEqual({ notifications: 2, mailJobs: 2, mails: 2, events: 2 });
    await t.db.updateTable('eventConsumers').set({ lastEventId: before }).where('name', '=', CONSUMER_NAME).execute();
    await t.app.notifications.drain();
    expect(await counts()).toEqual(once);
  });

  it('two replicas consuming at the same time make each notification once', async () => {
    const replica = await t.replica();
    const [a, b] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const hookups = await Promise.all([1, 2, 3].map((hours) => insertHookup(t.app, a, b, { start: at(24 + hours) })));
    await t.app.notifications.drain();
    await inTransaction(t.db, async (trx) => {
      for (const { id } of hookups) await emitHookupChanged(trx, 'matched', null, await loadHookup(trx, id));
    });
    // PGlite is one session that both replicas' Kysely share (so its locks cannot tell them apart): there the second
    // replica's turn comes right after the first; on PostgreSQL they race for the cursor row
    if (process.env.DATABASE_URL) await Promise.all([t.app.notifications.drain(), replica.notifications.drain()]);
    else {
      await replica.notifications.drain();
      await t.app.notifications.drain();
    }
    const rows = await t.db.selectFrom('notifications').select(['userId', 'dedupeKey']).where('userId', 'in', [a.id, b.id]).execute();
    expect(rows).toHaveLength(6);
    const jobs = await t.db.selectFrom('mailJobs').select('id').where('userId', 'in', [a.id, b.id]).execute();
    expect(jobs).toHaveLength(6);
    await replica.close();
  });

  it('starts at the newest event on a database it never ran on, so history tells nobody', async () => {
    const host = await createMember(t.app);
    const pending = await createGroupHookup(t.app, host);
    await t.app.notifications.drain();
    await t.db.deleteFrom('eventConsumers').where('name', '=', CONSUMER_NAME).execute();
    await call('PUT', `/hookup-admin/group-hookups/${pending.uuid}/approve`, admin); // history, for the new install
    const replica = await t.replica();
    await replica.notifications.drain();
    expect(await bell(host)).toEqual([]);
    const later = await createGroupHookup(t.app, host);
    await call('PUT', `/hookup-admin/group-hookups/${later.uuid}/reject?reason=Too%20soon`, admin);
    await replica.notifications.drain();
    expect((await only(host)).notificationCode).toBe('GROUP_HOOKUP_REJECTED');
    await replica.close();
  });

  it('skips presence and unknown events, and an event it cannot read, without stopping', async () => {
    const member = await createMember(t.app);
    await inTransaction(t.db, async (trx) => {
      await emit(trx, TOPICS.groupHookupPresence, { uuid: 'x', hostUUID: member.uuid, participantUUIDs: [], present: [] });
      await emit(trx, TOPICS.hookupChanged, { kind: 'matched', actorUUID: null }); // no hookup in it
      await emit(trx, TOPICS.userConfirmed, { userUUID: member.uuid });
    });
    await t.app.notifications.drain();
    expect((await only(member)).notificationCode).toBe('WELCOME');
    expect(t.logs.some((line) => line.msg === 'notification event skipped')).toBe(true);
  });

  it('runs on its own when NOTIFICATIONS_WORKERS is on: a new event is turned into a notification and its mail', async () => {
    const worker = await t.replica({ notificationsWorkers: true });
    const host = await createMember(t.app);
    const pending = await createGroupHookup(t.app, host);
    await call('PUT', `/hookup-admin/group-hookups/${pending.uuid}/approve`, admin);
    await expect.poll(async () => (await bell(host)).length, { timeout: 5000 }).toBe(1);
    await expect
      .poll(async () => (await t.db.selectFrom('mailOutbox').select('subject').where('toAddress', '=', host.username).execute()).length, { timeout: 5000 })
      .toBe(1);
    await worker.close();
  });
});
