import { expressionBuilder, type Kysely } from 'kysely';
import type { Database } from '~/services/db/schema';

// Who takes part in a group hookup: a member who joined and has not left (left_at null; leaving keeps the row, so a
// rejoin is the same row). The one statement of it that visibility, the room, the calendar, the network and the
// profile's counts share.

/**
 * The ids of the group hookups `userId` takes part in: a subquery for `where('…id', 'in', attendedBy(…))`. Built on
 * its own (it refers to no outer table), so every query can use it whatever it calls its group hookups.
 */
export const attendedBy = (userId: number) =>
  expressionBuilder<Database>()
    .selectFrom('groupHookupParticipants')
    .select('groupHookupParticipants.groupHookupId')
    .where('groupHookupParticipants.userId', '=', userId)
    .where('groupHookupParticipants.leftAt', 'is', null);

/** Whether `userId` takes part in the group hookup `groupHookupId`. */
export async function isActiveParticipant(db: Kysely<Database>, groupHookupId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('groupHookups').select('id').where('id', '=', groupHookupId).where('id', 'in', attendedBy(userId)).executeTakeFirst();
  return row !== undefined;
}
