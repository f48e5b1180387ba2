import { sql, type Expression, type RawBuilder } from 'kysely';
import type { DB } from '~/services/db';

/**
 * Whether member `a` and the member `b` names blocked each other, as an SQL expression (user_blocks; either direction
 * separates the pair, as in matching). Either may be a column expression, so a statement can check it on the way (a send).
 */
export const blockedBetweenSql = (a: Expression<number> | number, b: Expression<number> | number): RawBuilder<boolean> =>
  sql<boolean>`exists (select 1 from user_blocks where (blocker_id = ${a} and blocked_id = ${b}) or (blocker_id = ${b} and blocked_id = ${a}))`;

/** Whether either member blocked the other. */
export async function blockedBetween(db: DB, a: number, b: number): Promise<boolean> {
  const { rows } = await sql<{ blocked: boolean }>`select ${blockedBetweenSql(a, b)} as blocked`.execute(db);
  return rows[0]!.blocked;
}

/** Of `others`, those who blocked `userId` or whom `userId` blocked. */
export async function blockedAmong(db: DB, userId: number, others: number[]): Promise<number[]> {
  if (others.length === 0) return [];
  const rows = await db
    .selectFrom('userBlocks')
    .select(['blockerId', 'blockedId'])
    .where((eb) =>
      eb.or([eb.and([eb('blockerId', '=', userId), eb('blockedId', 'in', others)]), eb.and([eb('blockedId', '=', userId), eb('blockerId', 'in', others)])]),
    )
    .execute();
  return [...new Set(rows.map((r) => (r.blockerId === userId ? r.blockedId : r.blockerId)))];
}
