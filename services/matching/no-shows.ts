import { sql, type Kysely, type Transaction } from 'kysely';
import { ATTENDANCE_SCORE_MEETINGS, NO_SHOW_PENALTY_FROM } from '~/common/constants';
import type { Database } from '~/services/db/schema';

// No-shows in matching (issue 18): a member who missed NO_SHOW_PENALTY_FROM or more of their last
// ATTENDANCE_SCORE_MEETINGS completed hookups (recorded by services/reviews/scheduler.ts) gets a lower priority.

/** Weight taken off each of a repeated no-show's candidate pairs: more than a shared industry (20) is worth. */
export const NO_SHOW_PENALTY = 30;

export const isRepeatedNoShow = (noShows: number): boolean => noShows >= NO_SHOW_PENALTY_FROM;

export const noShowPenalty = (noShows: number): number => (isRepeatedNoShow(noShows) ? NO_SHOW_PENALTY : 0);

/** user id → no-shows among their last ATTENDANCE_SCORE_MEETINGS completed hookups (members without any are absent). */
export async function recentNoShows(db: Kysely<Database> | Transaction<Database>, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{ userId: number; noShows: string }>`
    select user_id as "userId", count(*) filter (where missed) as "noShows"
    from (
      select p.user_id, exists (select 1 from no_shows n where n.hookup_id = h.id and n.user_id = p.user_id) as missed,
             row_number() over (partition by p.user_id order by h.end_date_time desc, h.id desc) as recent
      from hookups h
      cross join lateral (values (h.first_participant_id), (h.second_participant_id)) as p(user_id)
      where h.status = 'COMPLETED' and p.user_id in (${sql.join(userIds)})
    ) as meetings
    where recent <= ${ATTENDANCE_SCORE_MEETINGS}
    group by user_id`.execute(db);
  return new Map(rows.filter((row) => Number(row.noShows) > 0).map((row) => [row.userId, Number(row.noShows)]));
}
