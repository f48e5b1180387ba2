import { TOPICS } from '~/common/events';
import type { Kysely, Transaction } from 'kysely';
import { GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES, GROUP_HOOKUP_JOIN_BEFORE_MINUTES } from '~/common/constants';
import type { Database, GroupHookupRow } from '~/services/db/schema';
import { emit } from '~/services/outbox/write';
import { endOf, toPerson } from './repository';
import type { Person, Room } from './schemas';

const MINUTE = 60_000;
/** services/API.md: present until 45 s without a heartbeat */
export const PRESENCE_TTL_MS = 45_000;

export const staleBefore = (now: Date) => new Date(now.getTime() - PRESENCE_TTL_MS);

/** spec §4/§9: joinable 5 minutes before the start; over 10 minutes after start + duration. */
export function roomWindow(row: Pick<GroupHookupRow, 'startDate' | 'duration'>) {
  return {
    opensAt: new Date(row.startDate.getTime() - GROUP_HOOKUP_JOIN_BEFORE_MINUTES * MINUTE),
    closesAt: new Date(endOf(row).getTime() + GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES * MINUTE),
  };
}

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
  return { uuid: row.uuid, opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString(), present: await presentPeople(db, row.id, now) };
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
    .selectFrom('groupHookupParticipants')
    .innerJoin('users', 'users.id', 'groupHookupParticipants.userId')
    .select('users.uuid')
    .where('groupHookupParticipants.groupHookupId', '=', groupHookupId)
    .where('groupHookupParticipants.leftAt', 'is', null)
    .orderBy('groupHookupParticipants.joinedAt')
    .execute();
  await emit(trx, TOPICS.groupHookupPresence, {
    uuid: row.uuid,
    hostUUID: row.hostUuid,
    participantUUIDs: participants.map((p) => p.uuid),
    present: await presentPeople(trx, groupHookupId, now),
  });
}
