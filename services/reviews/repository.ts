import { sql, type Kysely, type Transaction } from 'kysely';
import { TOPICS, type ReviewChangeKind } from '~/common/events';
import { REVIEW_WINDOW_DAYS } from '~/common/constants';
import { reviewWindowEnd, type ReviewSubject } from '~/common/reviewRules';
import type { Database } from '~/services/db/schema';
import { emit } from '~/services/outbox/write';
import { isUuid } from '~/services/shared/uuid';
import type { PendingReview, Review } from './schemas';

type Executor = Kysely<Database>;
const DAY_MS = 24 * 3600_000;

/** The meeting a review is about, with what the rules read. */
export interface ReviewMeeting {
  kind: 'hookup' | 'group';
  id: number;
  uuid: string;
  title: string | null;
  subject: ReviewSubject;
}

const attendedIn = (db: Executor, roomId: string) =>
  db.selectFrom('videoAttendance').select('userId').distinct().where('roomId', '=', roomId).execute().then((rows) => rows.map((row) => row.userId));

/** The hookup or group hookup of the viewer's organisation named by uuid; null when there is none. */
export async function findMeeting(db: Executor, input: { hookupUuid?: string; groupHookupUuid?: string }, organizationId: string): Promise<ReviewMeeting | null> {
  if (input.hookupUuid !== undefined) {
    if (!isUuid(input.hookupUuid)) return null;
    const hookup = await db.selectFrom('hookups').selectAll().where('uuid', '=', input.hookupUuid).where('organizationId', '=', organizationId).executeTakeFirst();
    if (!hookup) return null;
    return {
      kind: 'hookup',
      id: hookup.id,
      uuid: hookup.uuid,
      title: null,
      subject: {
        kind: 'hookup',
        status: hookup.status,
        end: hookup.endDateTime,
        participantIds: [hookup.firstParticipantId, hookup.secondParticipantId],
        attendedIds: await attendedIn(db, hookup.videoCallId),
      },
    };
  }
  if (input.groupHookupUuid === undefined || !isUuid(input.groupHookupUuid)) return null;
  const group = await db.selectFrom('groupHookups').selectAll().where('uuid', '=', input.groupHookupUuid).where('organizationId', '=', organizationId).executeTakeFirst();
  if (!group) return null;
  const participants = await db.selectFrom('groupHookupParticipants').select('userId').where('groupHookupId', '=', group.id).execute();
  return {
    kind: 'group',
    id: group.id,
    uuid: group.uuid,
    title: group.title,
    subject: {
      kind: 'group',
      status: group.status,
      end: new Date(group.startDate.getTime() + group.duration * 60_000),
      hostId: group.hostId,
      participantIds: participants.map((row) => row.userId),
      attendedIds: await attendedIn(db, group.videoRoomId),
    },
  };
}

export async function hasReviewed(db: Executor, meeting: ReviewMeeting, reviewerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('reviews')
    .select('id')
    .where('reviewerId', '=', reviewerId)
    .where(meeting.kind === 'hookup' ? 'hookupId' : 'groupHookupId', '=', meeting.id)
    .executeTakeFirst();
  return row !== undefined;
}

const eventOf = (kind: ReviewChangeKind, row: { uuid: string; organizationId: string }, reviewer: string, reviewee: string) => ({
  kind,
  reviewUuid: row.uuid,
  organizationUUID: row.organizationId,
  reviewerUUID: reviewer,
  revieweeUUID: reviewee,
});

const uuidOf = async (trx: Transaction<Database>, id: number) => (await trx.selectFrom('users').select('uuid').where('id', '=', id).executeTakeFirstOrThrow()).uuid;

/** Emits one event per review, in the caller's transaction (after its row locks, as emit asks). */
async function emitReviews(trx: Transaction<Database>, kind: ReviewChangeKind, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('reviews').select(['id', 'uuid', 'organizationId', 'reviewerId', 'revieweeId']).where('id', 'in', ids).orderBy('id').execute();
  for (const row of rows) await emit(trx, TOPICS.reviewChanged, eventOf(kind, row, await uuidOf(trx, row.reviewerId), await uuidOf(trx, row.revieweeId)));
}

/**
 * Stores a review sealed; for a one-to-one hookup whose other review is already in, reveals both together. The unique
 * index refuses a second review of the same meeting by the same reviewer (answers null then).
 */
export async function insertReview(
  trx: Transaction<Database>,
  meeting: ReviewMeeting,
  values: { organizationId: string; reviewerId: number; revieweeId: number; rating: number; comment: string; privateFeedback: string | null },
  now: Date,
): Promise<string | null> {
  const inserted = await trx
    .insertInto('reviews')
    .values({
      ...values,
      hookupId: meeting.kind === 'hookup' ? meeting.id : null,
      groupHookupId: meeting.kind === 'group' ? meeting.id : null,
      createdAt: now,
      revealDueAt: reviewWindowEnd(meeting.subject.end),
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'uuid'])
    .executeTakeFirst();
  if (!inserted) return null;
  let revealed: number[] = [];
  if (meeting.kind === 'hookup') {
    const both = await trx.selectFrom('reviews').select('id').where('hookupId', '=', meeting.id).where('revealedAt', 'is', null).forUpdate().execute();
    if (both.length === 2) {
      revealed = both.map((row) => row.id);
      await trx.updateTable('reviews').set({ revealedAt: now }).where('id', 'in', revealed).execute();
    }
  }
  await emitReviews(trx, 'submitted', [inserted.id]);
  await emitReviews(trx, 'revealed', revealed);
  return inserted.uuid;
}

/** The scheduled pass: reveals every sealed review whose window closed. Idempotent (only sealed rows change). */
export async function revealDue(trx: Transaction<Database>, now: Date): Promise<string[]> {
  const rows = await trx.updateTable('reviews').set({ revealedAt: now }).where('revealedAt', 'is', null).where('revealDueAt', '<=', now).returning(['id', 'uuid']).execute();
  await emitReviews(
    trx,
    'revealed',
    rows.map((row) => row.id),
  );
  return rows.map((row) => row.uuid);
}

/**
 * The scheduled pass: a participant of a COMPLETED hookup (it was confirmed) who never joined its call is recorded as a
 * no-show once. Only hookups that ended within the review window are looked at, so the pass stays small.
 */
export async function recordNoShows(trx: Transaction<Database>, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const result = await sql<{ hookupId: number }>`
    insert into no_shows (hookup_id, user_id, recorded_at)
    select h.id, p.user_id, ${now}
    from hookups h
    cross join lateral (values (h.first_participant_id), (h.second_participant_id)) as p(user_id)
    where h.status = 'COMPLETED' and h.end_date_time <= ${now} and h.end_date_time > ${since}
      and not exists (select 1 from video_attendance a where a.room_id = h.video_call_id and a.user_id = p.user_id)
    on conflict do nothing
    returning hookup_id`.execute(trx);
  return result.rows.length;
}

/** Newest first: for each of the member's last `limit` COMPLETED hookups, whether they missed it. */
export async function missedMeetings(db: Executor, userId: number, limit: number): Promise<boolean[]> {
  const rows = await db
    .selectFrom('hookups as h')
    .leftJoin('noShows as n', (join) => join.onRef('n.hookupId', '=', 'h.id').on('n.userId', '=', userId))
    .select(['h.id', 'n.userId as missed'])
    .where('h.status', '=', 'COMPLETED')
    .where((eb) => eb.or([eb('h.firstParticipantId', '=', userId), eb('h.secondParticipantId', '=', userId)]))
    .orderBy('h.endDateTime', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.missed !== null);
}

/** Revealed ratings a member received. */
export async function revealedRatings(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('reviews').select('rating').where('revieweeId', '=', userId).where('revealedAt', 'is not', null).execute();
  return rows.map((row) => row.rating);
}

/** Revealed ratings of several members of one organisation, by member uuid (members without any are absent). */
export async function revealedRatingsOf(db: Executor, organizationId: string, uuids: string[]): Promise<Map<string, number[]>> {
  const valid = [...new Set(uuids.filter(isUuid))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.revieweeId')
    .select(['u.uuid', 'r.rating'])
    .where('u.uuid', 'in', valid)
    .where('u.organizationId', '=', organizationId)
    .where('r.revealedAt', 'is not', null)
    .execute();
  const ratings = new Map<string, number[]>();
  for (const row of rows) ratings.set(row.uuid, [...(ratings.get(row.uuid) ?? []), row.rating]);
  return ratings;
}

export type PendingRow = PendingReview;
export type { Review };
