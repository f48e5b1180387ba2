import { sql, type Kysely } from 'kysely';
import { REVIEW_WINDOW_DAYS } from '~/common/constants';
import type { Database } from '~/services/db/schema';
import { toPage, type Page, type Paging } from '~/services/shared/paging';
import { reportCsv } from '~/services/shared/csv';
import { fullName } from '~/services/users/repository';
import type { PendingReview, Review } from './schemas';

type Executor = Kysely<Database>;
const DAY_MS = 24 * 3600_000;

/** Who reads a review: members never see a sealed review's content of others, and only admins read private feedback. */
export interface Reader {
  id: number;
  admin: boolean;
}

export interface ReviewFilter {
  organizationId: string;
  reviewerId?: number;
  revieweeId?: number;
  /** members reading received reviews see only revealed ones */
  revealedOnly?: boolean;
  revealed?: boolean;
  rating?: number;
  uuid?: string;
}

function baseQuery(db: Executor, filter: ReviewFilter) {
  let query = db
    .selectFrom('reviews as r')
    .innerJoin('users as a', 'a.id', 'r.reviewerId')
    .innerJoin('users as b', 'b.id', 'r.revieweeId')
    .leftJoin('hookups as h', 'h.id', 'r.hookupId')
    .leftJoin('groupHookups as g', 'g.id', 'r.groupHookupId')
    .where('r.organizationId', '=', filter.organizationId);
  if (filter.reviewerId !== undefined) query = query.where('r.reviewerId', '=', filter.reviewerId);
  if (filter.revieweeId !== undefined) query = query.where('r.revieweeId', '=', filter.revieweeId);
  if (filter.revealedOnly || filter.revealed === true) query = query.where('r.revealedAt', 'is not', null);
  if (filter.revealed === false) query = query.where('r.revealedAt', 'is', null);
  if (filter.rating !== undefined) query = query.where('r.rating', '=', filter.rating);
  if (filter.uuid !== undefined) query = query.where('r.uuid', '=', filter.uuid);
  return query;
}

const columns = [
  'r.uuid',
  'r.rating',
  'r.comment',
  'r.privateFeedback',
  'r.createdAt',
  'r.revealDueAt',
  'r.revealedAt',
  'r.reviewerId',
  'h.uuid as hookupUuid',
  'g.uuid as groupUuid',
  'g.title as groupTitle',
  'a.uuid as reviewerUuid',
  'a.firstName as reviewerFirstName',
  'a.lastName as reviewerLastName',
  'a.imageUrl as reviewerImageUrl',
  'b.uuid as revieweeUuid',
  'b.firstName as revieweeFirstName',
  'b.lastName as revieweeLastName',
  'b.imageUrl as revieweeImageUrl',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const selectRows = (db: Executor, filter: ReviewFilter) => baseQuery(db, filter).select([...columns]);

/** A row as `reader` may see it: a sealed review keeps its rating and comment from everyone but its author and admins. */
function toReview(row: Row, reader: Reader): Review {
  const open = row.revealedAt !== null || reader.admin || row.reviewerId === reader.id;
  return {
    uuid: row.uuid,
    meetingKind: row.hookupUuid ? 'hookup' : 'group',
    meetingUuid: (row.hookupUuid ?? row.groupUuid) as string,
    meetingTitle: row.groupTitle,
    reviewer: { uuid: row.reviewerUuid, fullName: fullName({ firstName: row.reviewerFirstName, lastName: row.reviewerLastName }), imageUrl: row.reviewerImageUrl },
    reviewee: { uuid: row.revieweeUuid, fullName: fullName({ firstName: row.revieweeFirstName, lastName: row.revieweeLastName }), imageUrl: row.revieweeImageUrl },
    rating: open ? row.rating : null,
    comment: open ? row.comment : null,
    privateFeedback: reader.admin ? row.privateFeedback : null,
    createdAt: row.createdAt.toISOString(),
    revealDueAt: row.revealDueAt.toISOString(),
    revealedAt: row.revealedAt?.toISOString() ?? null,
  };
}

export async function listReviews(db: Executor, filter: ReviewFilter, reader: Reader, paging: Paging): Promise<Page<Review>> {
  const [rows, count] = await Promise.all([
    selectRows(db, filter)
      .orderBy(sql`coalesce(r.revealed_at, r.created_at)`, 'desc')
      .orderBy('r.id', 'desc')
      .limit(paging.size)
      .offset(paging.page * paging.size)
      .execute(),
    baseQuery(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return toPage(
    rows.map((row) => toReview(row, reader)),
    count.count,
    paging,
  );
}

/** One review by uuid as `reader` may see it. */
export async function reviewByUuid(db: Executor, organizationId: string, uuid: string, reader: Reader): Promise<Review> {
  return toReview(await selectRows(db, { organizationId, uuid }).executeTakeFirstOrThrow(), reader);
}

/** The newest revealed reviews a member received (for /home or a profile). */
export async function lastReviews(db: Executor, organizationId: string, revieweeId: number, reader: Reader, size: number): Promise<Review[]> {
  const rows = await selectRows(db, { organizationId, revieweeId, revealedOnly: true }).orderBy('r.revealedAt', 'desc').orderBy('r.id', 'desc').limit(size).execute();
  return rows.map((row) => toReview(row, reader));
}

/**
 * The meetings `userId` may still review, oldest window first (the one closing soonest): completed hookups both joined,
 * and group hookups they joined (the host is reviewed), ended less than REVIEW_WINDOW_DAYS ago, not yet reviewed by them.
 */
export async function pendingReviews(db: Executor, userId: number, now: Date): Promise<PendingReview[]> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const joined = (room: string, user: string) => sql<boolean>`exists (select 1 from video_attendance va where va.room_id = ${sql.ref(room)} and va.user_id = ${sql.ref(user)})`;
  const hookups = await db
    .selectFrom('hookups as h')
    .innerJoin('users as o', (join) =>
      join.on(sql<boolean>`o.id = case when h.first_participant_id = ${userId} then h.second_participant_id else h.first_participant_id end`),
    )
    .select(['h.uuid', 'h.endDateTime', 'o.uuid as otherUuid', 'o.firstName', 'o.lastName', 'o.imageUrl'])
    .where('h.status', '=', 'COMPLETED')
    .where('h.endDateTime', '<=', now)
    .where('h.endDateTime', '>', since)
    .where((eb) => eb.or([eb('h.firstParticipantId', '=', userId), eb('h.secondParticipantId', '=', userId)]))
    .where(joined('h.video_call_id', 'o.id'))
    .where(sql<boolean>`exists (select 1 from video_attendance va where va.room_id = h.video_call_id and va.user_id = ${userId})`)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('reviews as r').select('r.id').whereRef('r.hookupId', '=', 'h.id').where('r.reviewerId', '=', userId))))
    .execute();
  const groups = await db
    .selectFrom('groupHookups as g')
    .innerJoin('groupHookupParticipants as p', 'p.groupHookupId', 'g.id')
    .innerJoin('users as o', 'o.id', 'g.hostId')
    .select(['g.uuid', 'g.title', 'g.startDate', 'g.duration', 'o.uuid as otherUuid', 'o.firstName', 'o.lastName', 'o.imageUrl'])
    .where('p.userId', '=', userId)
    .where('g.hostId', '!=', userId)
    .where('g.status', 'in', ['APPROVED', 'COMPLETED'])
    .where(sql<boolean>`g.start_date + g.duration * interval '1 minute' <= ${now}`)
    .where(sql<boolean>`g.start_date + g.duration * interval '1 minute' > ${since}`)
    .where(sql<boolean>`exists (select 1 from video_attendance va where va.room_id = g.video_room_id and va.user_id = ${userId})`)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('reviews as r').select('r.id').whereRef('r.groupHookupId', '=', 'g.id').where('r.reviewerId', '=', userId))))
    .execute();
  const person = (row: { otherUuid: string; firstName: string; lastName: string; imageUrl: string | null }) => ({ uuid: row.otherUuid, fullName: fullName(row), imageUrl: row.imageUrl });
  const close = (end: Date) => new Date(end.getTime() + REVIEW_WINDOW_DAYS * DAY_MS).toISOString();
  const list: PendingReview[] = [
    ...hookups.map((row) => ({ meetingKind: 'hookup' as const, meetingUuid: row.uuid, meetingTitle: null, reviewee: person(row), endedAt: row.endDateTime.toISOString(), windowClosesAt: close(row.endDateTime) })),
    ...groups.map((row) => {
      const end = new Date(row.startDate.getTime() + row.duration * 60_000);
      return { meetingKind: 'group' as const, meetingUuid: row.uuid, meetingTitle: row.title, reviewee: person(row), endedAt: end.toISOString(), windowClosesAt: close(end) };
    }),
  ];
  return list.sort((a, b) => a.windowClosesAt.localeCompare(b.windowClosesAt));
}

const EXPORT_COLUMNS = ['Review UUID', 'Meeting', 'Meeting UUID', 'Reviewer name', 'Reviewer email', 'Reviewee name', 'Reviewee email', 'Rating', 'Comment', 'Private feedback', 'Submitted (UTC)', 'Revealed (UTC)'];

/** spec §9: report files are named after the report plus the date. */
export const exportFilename = (now: Date) => `Reviews-Report-${now.toISOString().slice(0, 10)}.csv`;

/** GET /reviews/export: every review of the organisation submitted between `from` and `to`, private feedback included. */
export async function reviewsCsv(db: Executor, organizationId: string, range: { from?: string; to?: string }): Promise<string> {
  let query = baseQuery(db, { organizationId }).select([...columns, 'a.username as reviewerEmail', 'b.username as revieweeEmail']);
  if (range.from) query = query.where('r.createdAt', '>=', new Date(range.from));
  if (range.to) query = query.where('r.createdAt', '<', new Date(range.to));
  const rows = await query.orderBy('r.createdAt').orderBy('r.id').execute();
  return reportCsv(
    EXPORT_COLUMNS,
    rows.map((row) => [
      row.uuid,
      row.hookupUuid ? 'One-to-one hookup' : `Group hookup: ${row.groupTitle}`,
      row.hookupUuid ?? row.groupUuid,
      fullName({ firstName: row.reviewerFirstName, lastName: row.reviewerLastName }),
      row.reviewerEmail,
      fullName({ firstName: row.revieweeFirstName, lastName: row.revieweeLastName }),
      row.revieweeEmail,
      row.rating,
      row.comment,
      row.privateFeedback ?? '',
      row.createdAt.toISOString(),
      row.revealedAt?.toISOString() ?? '',
    ]),
  );
}
