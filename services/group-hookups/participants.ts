import { expressionBuilder, type Expression, type Kysely } from 'kysely';
import type { Database } from '~/services/db/schema';

// Who takes part in a group hookup: a member who joined and has not left (left_at null; leaving keeps the row, so a
// rejoin is the same row). The one statement of it that visibility, the room, video tokens, the group hookup's chat,
// the calendar, the network and the profile's counts share.

/**
 * The participation rows of the members taking part (joined, not left), of every group hookup: the rule itself, for
 * a query to narrow to the group hookups it means. Built on its own (it refers to no outer table), so it composes as
 * a subquery, a union operand or a derived table whatever the outer query calls its group hookups.
 */
export const participations = () =>
  expressionBuilder<Database>().selectFrom('groupHookupParticipants').where('groupHookupParticipants.leftAt', 'is', null);

/**
 * The participation rows of one group hookup: `groupHookup` is its id, or the outer query's column
 * (`eb.ref('g.id')`) for a correlated subquery.
 */
export const participationsIn = (groupHookup: number | Expression<number>) =>
  participations().where('groupHookupParticipants.groupHookupId', '=', groupHookup);

/**
 * The ids of the group hookups `userId` takes part in: a subquery for `where('…id', 'in', attendedBy(…))`.
 */
export const attendedBy = (userId: number) =>
  participations().select('groupHookupParticipants.groupHookupId').where('groupHookupParticipants.userId', '=', userId);

/** Whether `userId` takes part in the group hookup `groupHookupId`. */
export async function isActiveParticipant(db: Kysely<Database>, groupHookupId: number, userId: number): Promise<boolean> {
  const row = await db.selectFrom('groupHookups').select('id').where('id', '=', groupHookupId).where('id', 'in', attendedBy(userId)).executeTakeFirst();
  return row !== undefined;
}

/** The ids of the members taking part in the group hookup `groupHookupId`, in the order they joined (the host aside). */
export async function participantIdsOf(db: Kysely<Database>, groupHookupId: number): Promise<number[]> {
  const rows = await db
    .selectFrom(participationsIn(groupHookupId).select(['groupHookupParticipants.userId', 'groupHookupParticipants.joinedAt']).as('p'))
    .select('p.userId')
    .orderBy('p.joinedAt')
    .orderBy('p.userId')
    .execute();
  return rows.map((row) => row.userId);
}
