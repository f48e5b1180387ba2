import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_CURSOR_HEADER, TOPICS } from '~/common/events';
import { REVIEW as M } from '~/common/messages';
import { createReviewScheduler } from '~/services/reviews/scheduler';
import { parseReport } from '~/services/testing/csv';
import { createGroupHookup, eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, HOUR, MINUTE, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';

const DAY = 24 * HOUR;
const clock = createClock();
let t: TestServices;
let admin: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now, accessTokenTtlSeconds: 90 * 24 * 3600, hookupSchedulerMs: 0, groupHookupSchedulerMs: 0 });
  admin = await createMember(t.app, { admin: true });
});
afterAll(() => t.close());

const members = (n: number) => Promise.all(Array.from({ length: n }, () => createMember(t.app)));

/** Someone joined a room (what the media node reports through the internal video routes). */
async function attend(roomId: string, kind: 'hookup' | 'group', owner: { hookupId?: number; groupHookupId?: number }, who: Member) {
  const now = clock.now();
  await t.db
    .insertInto('videoRooms')
    .values({ roomId, kind, hookupId: owner.hookupId ?? null, groupHookupId: owner.groupHookupId ?? null, mediaNode: 'http://127.0.0.1:4999', createdAt: now })
    .onConflict((oc) => oc.column('roomId').doNothing())
    .execute();
  await t.db.insertInto('videoAttendance').values({ roomId, userId: who.id, joinedAt: now }).execute();
}

/** A COMPLETED hookup of `a` and `b` that ended an hour ago; `attendees` joined its call. */
async function meeting(a: Member, b: Member, attendees: Member[] = [a, b], status: 'COMPLETED' | 'CONFIRMED' = 'COMPLETED') {
  const { id, uuid } = await insertHookup(t.app, a, b, { start: new Date(clock.now().getTime() - 90 * MINUTE), status, firstConfirmed: true, secondConfirmed: true });
  const { videoCallId } = await t.db.selectFrom('hookups').select('videoCallId').where('id', '=', id).executeTakeFirstOrThrow();
  for (const who of attendees) await attend(videoCallId, 'hookup', { hookupId: id }, who);
  return uuid;
}

const post = (who: Member, payload: object) => t.app.inject({ method: 'POST', url: '/reviews', headers: who.headers, payload });
const get = (who: Member, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
const review = (hookupUuid: string, rating = 5, extra: object = {}) => ({ hookupUuid, rating, comment: 'Sharp questions, good follow-up.', ...extra });

describe('POST /reviews on a one-to-one hookup', () => {
  it('keeps the first review sealed and reveals both together once the second is in, with events', async () => {
    const [a, b] = await members(2);
    const uuid = await meeting(a, b);
    const before = await newestEventId(t.db);
    const first = await post(a, review(uuid, 4, { privateFeedback: 'Was ten minutes late.' }));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ rating: 4, revealedAt: null, privateFeedback: null, reviewee: { uuid: b.uuid } });
    // b sees nothing received yet; a's own given list shows a's review
    expect((await get(b, '/reviews')).json().elements).toEqual([]);
    expect((await get(a, '/reviews?scope=given')).json().elements).toHaveLength(1);

    const second = await post(b, review(uuid, 5));
    expect(second.statusCode).toBe(201);
    expect(second.json().revealedAt).not.toBeNull();
    const received = (await get(b, '/reviews')).json().elements;
    expect(received).toMatchObject([{ rating: 4, comment: 'Sharp questions, good follow-up.', privateFeedback: null, reviewer: { uuid: a.uuid } }]);
    expect((await get(a, '/reviews')).json().elements).toMatchObject([{ rating: 5, reviewer: { uuid: b.uuid } }]);

    const events = (await eventsSince(t.db, before)).filter((e) => e.topic === TOPICS.reviewChanged);
    expect(events.map((e) => (e.payload as { kind: string }).kind)).toEqual(['submitted', 'submitted', 'revealed', 'revealed']);
  });

  it('refuses every review the rules do not allow, each with its message', async () => {
    const [a, b, stranger, c] = await members(4);
    const uuid = await meeting(a, b);
    const refusal = async (who: Member, payload: object, status: number, message: string) => {
      const res = await post(who, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    await refusal(stranger, review(uuid), 403, M.notParticipant);
    await refusal(a, { ...review(uuid), rating: 0 }, 400, M.rating);
    await refusal(a, { ...review(uuid), rating: 6 }, 400, M.rating);
    await refusal(a, { hookupUuid: uuid, rating: 3 }, 400, M.commentRequired);
    await refusal(a, { ...review(uuid), comment: '' }, 400, M.commentRequired);
    await refusal(a, { ...review(uuid), comment: 'x'.repeat(1001) }, 400, M.commentLength);
    await refusal(a, { rating: 3, comment: 'fine' }, 400, M.meetingRequired);
    await refusal(a, review('6d1f9b8e-5b1e-4c56-9d4e-3b2f1e0c9a77'), 404, M.meetingNotFound);
    expect((await post(a, review(uuid))).statusCode).toBe(201);
    await refusal(a, review(uuid), 409, M.alreadyReviewed);

    // only a joined the call: b did not attend, and a has nobody to review
    const half = await meeting(a, c, [a]);
    await refusal(c, review(half), 403, M.didNotAttend);
    await refusal(a, review(half), 403, M.otherDidNotAttend);

    // not over yet, and not completed
    const { uuid: upcoming } = await insertHookup(t.app, a, c, { start: new Date(clock.now().getTime() + HOUR), status: 'CONFIRMED' });
    await refusal(a, review(upcoming), 409, M.notEnded);
    const cancelled = await insertHookup(t.app, a, c, { start: new Date(clock.now().getTime() - 2 * HOUR), status: 'CANCELLED' });
    await refusal(a, review(cancelled.uuid), 409, M.notCompleted);
  });

  it('closes the window 14 days after the end and reveals a lone sealed review then (once, on one replica)', async () => {
    const [a, b] = await members(2);
    const uuid = await meeting(a, b);
    const sealed = await post(a, review(uuid, 2));
    expect(sealed.statusCode).toBe(201);
    const scheduler = createReviewScheduler(t.app);
    clock.advance(13 * DAY);
    expect((await scheduler.runOnce(clock.now())).revealed).toEqual([]);
    expect((await get(b, '/reviews')).json().elements).toEqual([]);
    clock.advance(DAY);
    const res = await post(b, review(uuid));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.windowClosed);
    const run = await scheduler.runOnce(clock.now());
    // other tests' lone reviews are revealed by the same pass
    expect(run.revealed).toContain(sealed.json().uuid);
    expect((await scheduler.runOnce(clock.now())).revealed).toEqual([]);
    expect((await get(b, '/reviews')).json().elements).toMatchObject([{ rating: 2, reviewer: { uuid: a.uuid } }]);
  });
});

describe('group hookups', () => {
  it('lets an attendee who joined review the host, not the host itself, nor one who did not join', async () => {
    const [host, joined, absent] = await members(3);
    const created = await createGroupHookup(t.app, host, { startDate: new Date(clock.now().getTime() + DAY).toISOString(), duration: 30 });
    expect((await t.app.inject({ method: 'PUT', url: `/hookup-admin/group-hookups/${created.uuid}/approve`, headers: admin.headers })).statusCode).toBe(200);
    for (const who of [joined, absent]) expect((await t.app.inject({ method: 'POST', url: `/group-hookup/attend?uuid=${created.uuid}`, headers: who.headers })).statusCode).toBe(200);
    const row = await t.db
      .updateTable('groupHookups')
      .set({ startDate: new Date(clock.now().getTime() - 2 * HOUR) })
      .where('uuid', '=', created.uuid)
      .returning(['id', 'videoRoomId'])
      .executeTakeFirstOrThrow();
    await attend(row.videoRoomId, 'group', { groupHookupId: row.id }, joined);

    expect((await get(joined, '/reviews/pending')).json()).toMatchObject([{ meetingKind: 'group', meetingUuid: created.uuid, reviewee: { uuid: host.uuid } }]);
    const own = await post(host, { groupHookupUuid: created.uuid, rating: 5, comment: 'me' });
    expect([own.statusCode, own.json().message]).toEqual([403, M.ownGroupHookup]);
    const missing = await post(absent, { groupHookupUuid: created.uuid, rating: 5, comment: 'great' });
    expect([missing.statusCode, missing.json().message]).toEqual([403, M.didNotAttend]);
    const ok = await post(joined, { groupHookupUuid: created.uuid, rating: 5, comment: 'Great host' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ meetingKind: 'group', reviewee: { uuid: host.uuid }, revealedAt: null });
    expect((await get(joined, '/reviews/pending')).json()).toEqual([]);
  });
});

describe('reading reviews', () => {
  it('shows a rating only from 3 revealed reviews up, and private feedback only to admins', async () => {
    const [target, ...others] = await members(4);
    const rate = async (other: Member, rating: number) => {
      const uuid = await meeting(target, other);
      expect((await post(other, review(uuid, rating, { privateFeedback: 'Private note' }))).statusCode).toBe(201);
      expect((await post(target, review(uuid))).statusCode).toBe(201);
    };
    await rate(others[0]!, 5);
    await rate(others[1]!, 4);
    expect((await get(others[2]!, `/reviews/rating?userUuid=${target.uuid}`)).json()).toEqual({ average: null, count: 2, shown: false });
    const batch = `/reviews/ratings?userUuids=${target.uuid},${others[0]!.uuid}`;
    expect((await get(others[1]!, batch)).json()).toEqual([]);
    await rate(others[2]!, 2);
    expect((await get(others[2]!, `/reviews/rating?userUuid=${target.uuid}`)).json()).toEqual({ average: 3.7, count: 3, shown: true });
    // the member cards' batch: only shown ratings, only of the viewer's organisation
    expect((await get(others[1]!, batch)).json()).toEqual([{ userUuid: target.uuid, average: 3.7, count: 3 }]);
    const { id: elsewhere } = await t.db.insertInto('organizations').values({ name: 'Elsewhere' }).returning('id').executeTakeFirstOrThrow();
    expect((await get(await createMember(t.app, { organizationId: elsewhere }), batch)).json()).toEqual([]);
    expect((await get(target, `/reviews/ratings?userUuids=${Array.from({ length: 101 }, () => target.uuid).join(',')}`)).statusCode).toBe(400);
    const profile = await get(others[0]!, `/user/details/${target.uuid}`);
    expect(profile.json().rating).toEqual({ average: 3.7, count: 3 });

    const last = (await get(others[0]!, `/reviews/last-reviews?userUuid=${target.uuid}`)).json();
    expect(last).toHaveLength(3);
    expect(last.every((r: { privateFeedback: unknown }) => r.privateFeedback === null)).toBe(true);
    const all = (await get(admin, `/reviews?all=true&userUuid=${target.uuid}`)).json();
    expect(all.elements.map((r: { privateFeedback: unknown }) => r.privateFeedback)).toEqual(['Private note', 'Private note', 'Private note']);
    expect((await get(target, '/reviews?all=true')).statusCode).toBe(403);
    expect((await get(target, '/reviews/rating?userUuid=nope')).statusCode).toBe(404);
    expect((await get(target, '/reviews?scope=sideways')).statusCode).toBe(400);
  });

  it('exports every review to admins only, formula cells escaped', async () => {
    const [a, b] = await members(2);
    const uuid = await meeting(a, b);
    expect((await post(a, review(uuid, 3, { comment: '=HYPERLINK("http://evil")', privateFeedback: '+1 private' }))).statusCode).toBe(201);
    expect((await get(a, '/reviews/export')).statusCode).toBe(403);
    const res = await get(admin, '/reviews/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Reviews-Report-${clock.now().toISOString().slice(0, 10)}.csv"`);
    const { header, rows } = parseReport(res.rawPayload);
    expect(header).toContain('Private feedback');
    const row = rows.find((cells) => cells.includes(uuid))!;
    expect(row).toContain(`'=HYPERLINK("http://evil")`);
    expect(row).toContain(`'+1 private`);
  });
});

describe('no-shows', () => {
  it('records a participant who never joined a completed hookup, once, and scores their attendance', async () => {
    const [a, b] = await members(2);
    await meeting(a, b, [a]);
    await meeting(a, b, [a, b]);
    const scheduler = createReviewScheduler(t.app);
    const run = await scheduler.runOnce(clock.now());
    expect(run.noShows).toBeGreaterThanOrEqual(1);
    const rows = await t.db.selectFrom('noShows').select('userId').where('userId', 'in', [a.id, b.id]).execute();
    expect(rows.map((row) => row.userId)).toEqual([b.id]);
    expect((await scheduler.runOnce(clock.now())).noShows).toBe(0);
    expect((await get(b, '/reviews/attendance')).json()).toEqual({ score: 50, meetings: 2, noShows: 1 });
    expect((await get(a, '/reviews/attendance')).json()).toEqual({ score: 100, meetings: 2, noShows: 0 });
  });
});

describe('the event cursor of the reads /reviews subscribes after (services/API.md § Events)', () => {
  /** The read's X-Event-Cursor, while `during` commits a review (and its event) at the moment the cursor is read. */
  async function readWhile(who: Member, url: string, during: () => Promise<void>) {
    const events = t.app.events;
    const original = events.newestId;
    let done = false;
    events.newestId = async () => {
      if (!done) {
        done = true;
        await during();
      }
      return original();
    };
    try {
      const res = await get(who, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers[EVENT_CURSOR_HEADER], `${url} answers ${EVENT_CURSOR_HEADER}`).toMatch(/^\d+$/);
      return { cursor: Number(res.headers[EVENT_CURSOR_HEADER]), body: res.json() };
    } finally {
      events.newestId = original;
    }
  }

  it('GET /reviews (given, received, all) and /reviews/pending: a review sent during the cursor read is in the answer, its event ≤ the cursor', async () => {
    const [a, b] = await members(2);
    const uuid = await meeting(a, b);
    const send = (who: Member, rating: number) => async () => {
      expect((await post(who, review(uuid, rating))).statusCode).toBe(201);
    };
    const pending = await readWhile(a, '/reviews/pending', send(a, 4));
    expect(pending.body).toEqual([]);
    expect(await newestEventId(t.db)).toBe(pending.cursor);
    const given = await readWhile(a, '/reviews?scope=given', async () => undefined);
    expect(given.body.elements).toHaveLength(1);

    // b's review reveals both: b's received list read at that moment holds a's review
    const received = await readWhile(b, '/reviews', send(b, 5));
    expect(received.body.elements).toMatchObject([{ reviewer: { uuid: a.uuid }, rating: 4 }]);
    expect(await newestEventId(t.db)).toBe(received.cursor);
    const all = await readWhile(admin, '/reviews?all=true&size=100', async () => undefined);
    expect(all.cursor).toBe(received.cursor);
    expect(all.body.elements.filter((r: { meetingUuid: string }) => r.meetingUuid === uuid)).toHaveLength(2);
    // a later event is after every cursor read before it
    const [c, d] = await members(2);
    expect((await post(c, review(await meeting(c, d), 3))).statusCode).toBe(201);
    expect(await newestEventId(t.db)).toBeGreaterThan(all.cursor);
  });

  it('is not sent by a refused call', async () => {
    const [member] = await members(1);
    const res = await get(member, '/reviews?all=true');
    expect(res.statusCode).toBe(403);
    expect(res.headers[EVENT_CURSOR_HEADER]).toBeUndefined();
  });
});
