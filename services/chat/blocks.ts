import type { DB } from '~/services/db';

/** Whether either member blocked the other (user_blocks; either direction separates the pair, as in matching). */
export async function blockedBetween(db: DB, a: number, b: number): Promise<boolean> {
  const row = await db
    .selectFrom('userBlocks')
    .select('blockerId')
    .where((eb) => eb.or([eb.and([eb('blockerId', '=', a), eb('blockedId', '=', b)]), eb.and([eb('blockerId', '=', b), eb('blockedId', '=', a)])]))
    .executeTakeFirst();
  return row !== undefined;
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
