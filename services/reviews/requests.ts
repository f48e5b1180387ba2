import { sql, type Transaction } from 'kysely';
import { TOPICS } from '~/common/events';
import { REVIEW_WINDOW_DAYS } from '~/common/constants';
import { reviewWindowEnd } from '~/common/reviewRules';
import type { Database } from '~/services/db/schema';
import { emit } from '~/services/outbox/write';

const DAY_MS = 24 * 3600_000;

/** The payload of `review.requested`: one member asked to review one meeting (the notifications consumer tells them). */
export interface ReviewRequested {
  organizationUUID: string;
  meetingKind: 'hookup' | 'group';
  meetingUuid: string;
  /** a group hookup's title; null for a one-to-one hookup */
  groupTitle: string | null;
  reviewerUUID: string;
  revieweeUUID: string;
  /** ISO 8601 UTC: the end of the review window */
  windowClosesAt: string;
}

/**
 * The scheduled pass (issue 18): every member who may now review a meeting and was never asked is asked, once — the
 * same meetings GET /reviews/pending lists (a completed hookup both joined; a group hookup the member joined, about its
 * host), still in their window and not yet reviewed. Because it looks at attendance as it is at each pass, a member
 * whose join was recorded after the end (a late joiner of a group hookup, the second side of a hookup joining in the
 * room's last minutes) is asked on the pass after, and the review_requests unique indexes keep it to one request per
 * reviewer per meeting, also when replicas race. One `review.requested` event per request, after the inserts.
 */
export async function requestReviews(trx: Transaction<Database>, now: Date): Promise<number> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS);
  const hookups = await sql<{ id: number }>`
    insert into review_requests (hookup_id, reviewer_id, requested_at)
    select h.id, p.user_id, ${now}
    from hookups h
    cross join lateral (values (h.first_participant_id), (h.second_participant_id)) as p(user_id)
    where h.status = 'COMPLETED' and h.end_date_time <= ${now} and h.end_date_time > ${since}
      and exists (select 1 from video_attendance a where a.room_id = h.video_call_id and a.user_id = h.first_participant_id)
      and exists (select 1 from video_attendance a where a.room_id = h.video_call_id and a.user_id = h.second_participant_id)
      and not exists (select 1 from reviews r where r.hookup_id = h.id and r.reviewer_id = p.user_id)
      and not exists (select 1 from review_requests q where q.hookup_id = h.id and q.reviewer_id = p.user_id)
    order by h.id, p.user_id
    on conflict do nothing
    returning id`.execute(trx);
  const groups = await sql<{ id: number }>`
    insert into review_requests (group_hookup_id, reviewer_id, requested_at)
    select g.id, p.user_id, ${now}
    from group_hookups g
    join group_hookup_participants p on p.group_hookup_id = g.id and p.user_id <> g.host_id
    where g.status in ('APPROVED', 'COMPLETED')
      and g.start_date + g.duration * interval '1 minute' <= ${now}
      and g.start_date + g.duration * interval '1 minute' > ${since}
      and exists (select 1 from video_attendance a where a.room_id = g.video_room_id and a.user_id = p.user_id)
      and not exists (select 1 from reviews r where r.group_hookup_id = g.id and r.reviewer_id = p.user_id)
      and not exists (select 1 from review_requests q where q.group_hookup_id = g.id and q.reviewer_id = p.user_id)
    order by g.id, p.user_id
    on conflict do nothing
    returning id`.execute(trx);
  const ids = [...hookups.rows, ...groups.rows].map((row) => row.id).sort((a, b) => a - b);
  if (ids.length === 0) return 0;
  // events last: emit takes the outbox lock after the row locks
  for (const request of await requestedOf(trx, ids)) await emit(trx, TOPICS.reviewRequested, request);
  return ids.length;
}

/** The requests by id as their events carry them, in id order. */
async function requestedOf(trx: Transaction<Database>, ids: number[]): Promise<ReviewRequested[]> {
  const rows = await trx
    .selectFrom('reviewRequests as q')
    .innerJoin('users as a', 'a.id', 'q.reviewerId')
    .leftJoin('hookups as h', 'h.id', 'q.hookupId')
    .leftJoin('groupHookups as g', 'g.id', 'q.groupHookupId')
    .leftJoin('users as first', 'first.id', 'h.firstParticipantId')
    .leftJoin('users as second', 'second.id', 'h.secondParticipantId')
    .leftJoin('users as host', 'host.id', 'g.hostId')
    .select([
      'q.id',
      'q.reviewerId',
      'a.uuid as reviewerUuid',
      'a.organizationId',
      'h.uuid as hookupUuid',
      'h.endDateTime',
      'h.firstParticipantId',
      'first.uuid as firstUuid',
      'second.uuid as secondUuid',
      'g.uuid as groupUuid',
      'g.title',
      'g.startDate',
      'g.duration',
      'host.uuid as hostUuid',
    ])
    .where('q.id', 'in', ids)
    .orderBy('q.id')
    .execute();
  return rows.map((row) => {
    if (row.hookupUuid !== null) {
      const reviewee = row.firstParticipantId === row.reviewerId ? row.secondUuid : row.firstUuid;
      return {
        organizationUUID: row.organizationId,
        meetingKind: 'hookup',
        meetingUuid: row.hookupUuid,
        groupTitle: null,
        reviewerUUID: row.reviewerUuid,
        revieweeUUID: reviewee!,
        windowClosesAt: reviewWindowEnd(row.endDateTime!).toISOString(),
      };
    }
    const end = new Date(row.startDate!.getTime() + row.duration! * 60_000);
    return {
      organizationUUID: row.organizationId,
      meetingKind: 'group',
      meetingUuid: row.groupUuid!,
      groupTitle: row.title,
      reviewerUUID: row.reviewerUuid,
      revieweeUUID: row.hostUuid!,
      windowClosesAt: reviewWindowEnd(end).toISOString(),
    };
  });
}
