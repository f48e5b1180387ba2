import { TOPICS } from '~/common/events';
import type { Kysely, Transaction } from 'kysely';
import { roomWindow } from '~/common/groupHookupRules';
import type { Database, GroupHookupRow } from '~/services/db/schema';
import { emit } from '~/services/outbox/write';
import { participationsIn } from './participants';
import { toPerson } from './repository';
import type { Person, Room } from './schemas';

/** services/API.md: present until 45 s without a heartbeat */
export const PRESENCE_TTL_MS = 45_000;

export const staleBefore = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_MS);

/** Who is in the room now: a heartbeat within the last 45 s. */
export async function presentPeople(db: Kysely<Database>, groupHookupId: number, now: Date): Promise<Person[]> {
  const rows = await db
    .selectFrom('groupHookupPresence')
    .innerJoin('users', 'users.id', 'groupHookupPresence.userId')
    .select(['users.uuid', 'users.firstName', 'users.lastName', 'users.imageUrl', 'users.jobPosition', 'users.roles'])
    .where('groupHookupPresence.groupHookupId', '=', groupHookupId)
    .where('groupHookupPresence.lastSeenAt', '>', staleBefore(now))
    .orderBy('users.firstName')
    .orderBy('users.lastName')
    .orderBy('users.id')
    .execute();
  return rows.map(toPerson);
}

export async function roomOf(db: Kysely<Database>, row: GroupHookupRow, now: Date): Promise<Room> {
  const { opensAt, closesAt } = roomWindow(row);
  return {
    uuid: row.uuid,
    opensAt: new Date(opensAt).toISOString(),
    closesAt: new Date(closesAt).toISOString(),
    present: await presentPeople(db, row.id, now),
  };
}

/** services/API.md § Events `group-hookup.presence`: who is in the room, with whom the gateway may share it. */
export async function emitPresence(trx: Transaction<Database>, groupHookupId: number, now: Date): Promise<void> {
  const row = await trx
    .selectFrom('groupHookups')
    .innerJoin('users', 'users.id', 'groupHookups.hostId')
    .select(['groupHookups.uuid', 'users.uuid as hostUuid'])
    .where('groupHookups.id', '=', groupHookupId)
    .executeTakeFirstOrThrow();
  const participants = await trx
    .selectFrom('users')
    .innerJoin(participationsIn(groupHookupId).select(['groupHookupParticipants.userId', 'groupHookupParticipants.joinedAt']).as('p'), 'p.userId', 'users.id')
    .select('users.uuid')
    .orderBy('p.joinedAt')
    .orderBy('users.id')
    .execute();
  await emit(trx, TOPICS.groupHookupPresence, {
    uuid: row.uuid,
    hostUUID: row.hostUuid,
    participantUUIDs: participants.map((p) => p.uuid),
    present: await presentPeople(trx, groupHookupId, now),
  });
}
