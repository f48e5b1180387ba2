import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '~/services/db/transaction';
import { loadGroupHookup } from '~/services/group-hookups/repository';
import { emitChanged } from '~/services/group-hookups/transitions';
import { loadHookup } from '~/services/hookups/repository';
import { emitHookupChanged } from '~/services/hookups/transitions';
import { createReviewScheduler } from '~/services/reviews/scheduler';
import { createGroupHookup } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, MINUTE, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

// services/API.md § Notifications, issue 18: review requests after a meeting (late joiners too, once per member per
// meeting), the reveal, and admins told of feedback.

const clock = createClock(); // 2030-01-15 10:00 UTC
let t: TestServices;
let admin: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 365 * 24 * 3600, groupHookupSchedulerMs: 0, hookupSchedulerMs: 0 });
  admin = await createMember(t.app, { admin: true, firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, payload });

async function bell(member: Member) {
  const res = await call('GET', '/notification/list?size=50', member);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notifications.elements as { notificationCode: string; message: string; redirectUrl: string }[];
}
const codesOf = async (member: Member) => (await bell(member)).map((n) => n.notificationCode);
const mailCodesOf = async (member: Member) =>
  (await t.db.selectFrom('mailJobs').select('notificationCode').where('userId', '=', member.id).orderBy('id').execute()).map((job) => job.notificationCode);

async function attend(roomId: string, kind: 'hookup' | 'group', owner: { hookupId?: number; groupHookupId?: number }, who: Member) {
  const now = clock.now();
  await t.db
    .insertInto('videoRooms')
    .values({ roomId, kind, hookupId: owner.hookupId ?? null, groupHookupId: owner.groupHookupId ?? null, mediaNode: 'http://127.0.0.1:4999', createdAt: now })
    .onConflict((oc) => oc.column('roomId').doNothing())
    .execute();
  await t.db.insertInto('videoAttendance').values({ roomId, userId: who.id, joinedAt: now }).execute();
}

/** The reviews' scheduled pass (it sends the review requests), then the notifications consumer. */
async function reviewPass() {
  const run = await createReviewScheduler(t.app).runOnce(clock.now());
  await t.app.notifications.drain();
  return run;
}

/**
 * A hookup of `a` and `b` that ended 30 minutes ago, completed (as the hookup scheduler does, with its event), then the
 * reviews' pass.
 */
async function completedHookup(a: Member, b: Member, attendees: Member[]) {
  const { id, uuid } = await insertHookup(t.app, a, b, { start: new Date(clock.now().getTime() - HOUR), status: 'COMPLETED', firstConfirmed: true, secondConfirmed: true });
  const { videoCallId } = await t.db.selectFrom('hookups').select('videoCallId').where('id', '=', id).executeTakeFirstOrThrow();
  for (const who of attendees) await attend(videoCallId, 'hookup', { hookupId: id }, who);
  await inTransaction(t.db, async (trx) => emitHookupChanged(trx, 'completed', null, await loadHookup(trx, id)));
  await reviewPass();
  return { uuid, videoCallId, id };
}

const requestsOf = async (member: Member) => (await codesOf(member)).filter((code) => code === 'REVIEW_REQUESTED');

describe('review requests', () => {
  it('a completed hookup both joined asks each to review the other, by bell and mail, pointing at /reviews', async () => {
    const a = await createMember(t.app, { firstName: 'Ann', lastName: 'Able' });
    const b = await createMember(t.app, { firstName: 'Bo', lastName: 'Baker' });
    await completedHookup(a, b, [a, b]);
    const [toA] = await bell(a);
    // the window closes 14 days after the end (11:00 + 14 days, UTC here)
    expect(toA).toMatchObject({
      notificationCode: 'REVIEW_REQUESTED',
      message: 'How was your hookup with Bo Baker? Leave your review by 29/01/2030 at 09:30.',
      redirectUrl: '/reviews',
    });
    expect((await bell(b))[0]).toMatchObject({ notificationCode: 'REVIEW_REQUESTED', message: expect.stringContaining('with Ann Able?') });
    expect(await mailCodesOf(a)).toEqual(['REVIEW_REQUESTED']);
  });

  it('asks nobody when one of the two did not join the call, and respects the email switch', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createMember(t.app)));
    await completedHookup(a, b, [a]);
    expect([await codesOf(a), await codesOf(b)]).toEqual([[], []]);

    expect((await call('PUT', '/user/mailing-preferences', c, { data: { preferences: { REVIEW_REQUESTED: false } } })).statusCode).toBe(200);
    await completedHookup(c, d, [c, d]);
    expect(await codesOf(c)).toEqual(['REVIEW_REQUESTED']);
    expect(await mailCodesOf(c)).toEqual([]);
    expect(await mailCodesOf(d)).toEqual(['REVIEW_REQUESTED']);
  });

  it('a completed group hookup asks its attendees who joined to review the host, not the host nor the absent', async () => {
    const host = await createMember(t.app, { firstName: 'Hana', lastName: 'Host' });
    const [joined, absent] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const created = await createGroupHookup(t.app, host, { title: 'Objection handling', startDate: new Date(clock.now().getTime() + 24 * HOUR).toISOString(), duration: 30 });
    expect((await call('PUT', `/hookup-admin/group-hookups/${created.uuid}/approve`, admin)).statusCode).toBe(200);
    for (const who of [joined, absent]) expect((await call('POST', `/group-hookup/attend?uuid=${created.uuid}`, who)).statusCode).toBe(200);
    await t.app.notifications.drain();
    const before = await codesOf(host);
    const row = await t.db
      .updateTable('groupHookups')
      .set({ startDate: new Date(clock.now().getTime() - 40 * MINUTE), status: 'COMPLETED' })
      .where('uuid', '=', created.uuid)
      .returning(['id', 'videoRoomId'])
      .executeTakeFirstOrThrow();
    await attend(row.videoRoomId, 'group', { groupHookupId: row.id }, joined);
    await inTransaction(t.db, async (trx) => emitChanged(trx, 'completed', null, (await loadGroupHookup(trx, row.id))!));
    await reviewPass();
    expect((await bell(joined))[0]).toMatchObject({ notificationCode: 'REVIEW_REQUESTED', message: expect.stringMatching(/^How was "Objection handling"\? Review its host Hana Host by /) });
    expect(await codesOf(absent)).not.toContain('REVIEW_REQUESTED');
    expect(await codesOf(host)).toEqual(before);
  });
});

describe('late joiners are asked too, once per member per meeting', () => {
  it('a member who attends a group hookup late and joins after its end is asked on the next pass; nobody is asked twice', async () => {
    const host = await createMember(t.app, { firstName: 'Gus', lastName: 'Host' });
    const [early, late] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const created = await createGroupHookup(t.app, host, { title: 'Late discovery calls', startDate: new Date(clock.now().getTime() + 24 * HOUR).toISOString(), duration: 30 });
    expect((await call('PUT', `/hookup-admin/group-hookups/${created.uuid}/approve`, admin)).statusCode).toBe(200);
    expect((await call('POST', `/group-hookup/attend?uuid=${created.uuid}`, early)).statusCode).toBe(200);
    const row = await t.db
      .updateTable('groupHookups')
      .set({ startDate: new Date(clock.now().getTime() - 35 * MINUTE) })
      .where('uuid', '=', created.uuid)
      .returning(['id', 'videoRoomId'])
      .executeTakeFirstOrThrow();
    await attend(row.videoRoomId, 'group', { groupHookupId: row.id }, early);
    // it ended 5 minutes ago: the pass asks the one who joined
    expect((await reviewPass()).requested).toBeGreaterThanOrEqual(1);
    expect(await requestsOf(early)).toEqual(['REVIEW_REQUESTED']);
    expect(await requestsOf(late)).toEqual([]);

    // the late one becomes a participant and joins the room in its last minutes, after the end
    await t.db.insertInto('groupHookupParticipants').values({ groupHookupId: row.id, userId: late.id, joinedAt: clock.now(), leftAt: null, leaveReason: null }).execute();
    clock.advance(2 * MINUTE);
    await attend(row.videoRoomId, 'group', { groupHookupId: row.id }, late);
    await reviewPass();
    expect((await bell(late))[0]).toMatchObject({ notificationCode: 'REVIEW_REQUESTED', message: expect.stringMatching(/^How was "Late discovery calls"\? Review its host Gus Host by /), redirectUrl: '/reviews' });
    expect(await mailCodesOf(late)).toEqual(['REVIEW_REQUESTED']);
    // the early one is not asked again, and a later completion event or pass asks nobody twice
    await inTransaction(t.db, async (trx) => emitChanged(trx, 'completed', null, (await loadGroupHookup(trx, row.id))!));
    await reviewPass();
    await reviewPass();
    expect([await requestsOf(early), await requestsOf(late)]).toEqual([['REVIEW_REQUESTED'], ['REVIEW_REQUESTED']]);
    expect(await mailCodesOf(early)).toEqual(['REVIEW_REQUESTED']);
  });

  it('a hookup whose second participant’s join is recorded after the end asks both, once, on the pass after', async () => {
    const a = await createMember(t.app, { firstName: 'Lea', lastName: 'Early' });
    const b = await createMember(t.app, { firstName: 'Lou', lastName: 'Late' });
    const { videoCallId, id } = await completedHookup(a, b, [a]);
    // only one had joined: nobody may review yet
    expect([await requestsOf(a), await requestsOf(b)]).toEqual([[], []]);
    await attend(videoCallId, 'hookup', { hookupId: id }, b);
    await reviewPass();
    expect((await bell(a))[0]).toMatchObject({ notificationCode: 'REVIEW_REQUESTED', message: expect.stringContaining('with Lou Late?') });
    expect((await bell(b))[0]).toMatchObject({ notificationCode: 'REVIEW_REQUESTED', message: expect.stringContaining('with Lea Early?') });
    await reviewPass();
    expect([await requestsOf(a), await requestsOf(b)]).toEqual([['REVIEW_REQUESTED'], ['REVIEW_REQUESTED']]);
  });

  it('asks nobody who already reviewed, nor after the window closed', async () => {
    const [a, b] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const { id, uuid } = await insertHookup(t.app, a, b, { start: new Date(clock.now().getTime() - HOUR), status: 'COMPLETED', firstConfirmed: true, secondConfirmed: true });
    const { videoCallId } = await t.db.selectFrom('hookups').select('videoCallId').where('id', '=', id).executeTakeFirstOrThrow();
    await attend(videoCallId, 'hookup', { hookupId: id }, a);
    await attend(videoCallId, 'hookup', { hookupId: id }, b);
    // a reviewed (from the hookup's link) before any pass ran: only b is asked
    expect((await call('POST', '/reviews', a, { hookupUuid: uuid, rating: 3, comment: 'Fine' })).statusCode).toBe(201);
    await reviewPass();
    expect([await requestsOf(a), await requestsOf(b)]).toEqual([[], ['REVIEW_REQUESTED']]);

    const [c, d] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const old = await insertHookup(t.app, c, d, { start: new Date(clock.now().getTime() - 15 * 24 * HOUR), status: 'COMPLETED', firstConfirmed: true, secondConfirmed: true });
    const { videoCallId: oldRoom } = await t.db.selectFrom('hookups').select('videoCallId').where('id', '=', old.id).executeTakeFirstOrThrow();
    for (const who of [c, d]) await attend(oldRoom, 'hookup', { hookupId: old.id }, who);
    await reviewPass();
    expect([await requestsOf(c), await requestsOf(d)]).toEqual([[], []]);
  });
});

describe('the reveal', () => {
  it('tells each member the review of them is revealed once both are in, and nothing while sealed', async () => {
    const a = await createMember(t.app, { firstName: 'Ray', lastName: 'Reader' });
    const b = await createMember(t.app, { firstName: 'Sue', lastName: 'Speaker' });
    const { uuid } = await completedHookup(a, b, [a, b]);
    expect((await call('POST', '/reviews', a, { hookupUuid: uuid, rating: 4, comment: 'Good questions' })).statusCode).toBe(201);
    await t.app.notifications.drain();
    expect(await codesOf(b)).toEqual(['REVIEW_REQUESTED']);
    expect((await call('POST', '/reviews', b, { hookupUuid: uuid, rating: 5, comment: 'Clear and kind' })).statusCode).toBe(201);
    await t.app.notifications.drain();
    expect((await bell(b))[0]).toMatchObject({ notificationCode: 'REVIEW_REVEALED', message: "Ray Reader's review of you is revealed.", redirectUrl: '/reviews' });
    expect((await bell(a))[0]).toMatchObject({ notificationCode: 'REVIEW_REVEALED', message: "Sue Speaker's review of you is revealed." });
    expect((await codesOf(a)).filter((code) => code === 'REVIEW_REVEALED')).toHaveLength(1);
  });
});

describe('feedback', () => {
  it('tells the admins of the sender’s organisation, not members nor other organisations’ admins; a guest’s tells every admin', async () => {
    const { id: otherOrg } = await t.db.insertInto('organizations').values({ name: 'Other Guild' }).returning('id').executeTakeFirstOrThrow();
    const otherAdmin = await createMember(t.app, { admin: true, organizationId: otherOrg });
    const member = await createMember(t.app);
    const before = { admin: (await bell(admin)).length, other: (await bell(otherAdmin)).length };
    const sent = await call('POST', '/feedback', member, { name: 'Pat Seller', email: member.username, message: 'The calendar  page\nis slow on my phone.' });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.app.notifications.drain();
    const mine = await bell(admin);
    expect(mine).toHaveLength(before.admin + 1);
    expect(mine[0]).toMatchObject({ notificationCode: 'FEEDBACK_RECEIVED', message: 'New feedback from Pat Seller: The calendar page is slow on my phone.', redirectUrl: '/admin/feedback' });
    expect(await bell(otherAdmin)).toHaveLength(before.other);
    expect(await codesOf(member)).toEqual([]);

    expect((await call('POST', '/feedback', null, { name: 'Guest', email: 'guest@example.com', message: 'Hello' })).statusCode).toBe(201);
    await t.app.notifications.drain();
    expect((await bell(otherAdmin))[0]).toMatchObject({ notificationCode: 'FEEDBACK_RECEIVED', message: 'New feedback from Guest: Hello' });
    expect((await bell(admin))[0]).toMatchObject({ message: 'New feedback from Guest: Hello' });
  });
});
