import { sql, type Kysely, type Transaction } from 'kysely';
import { TOPICS, type VideoRoomEnded } from '~/common/events';
import { noShowAt } from '~/common/video';
import type { Database } from '~/services/db/schema';
import { inTransaction } from '~/services/db/transaction';
import { attendedBy } from '~/services/group-hookups/participants';
import { emit } from '~/services/outbox/write';
import { isUuid } from '~/services/shared/uuid';
import { fullName } from '~/services/users/repository';
import type { RoomSubject } from './rules';
import type { Attendee } from './schemas';

type Executor = Kysely<Database>;

/** Room ids are uuids (a hookup's videoCallId, a group hookup's videoRoomId). */
export const isRoomId = isUuid;

/** A room as services know it: its id, whose it is and the subject its rules read. */
export interface RoomRecord {
  roomId: string;
  kind: 'group' | 'hookup';
  hookupId: number | null;
  groupHookupId: number | null;
  organizationId: string;
  subject: RoomSubject;
}

/** The hookup or group hookup behind a room id in the viewer's organisation; null when there is none. */
export async function findRoom(db: Executor, roomId: string, viewer: { id: number; organizationId: string }): Promise<RoomRecord | null> {
  if (!isRoomId(roomId)) return null;
  const hookup = await db
    .selectFrom('hookups')
    .select(['id', 'organizationId', 'status', 'startDateTime', 'endDateTime', 'firstParticipantId', 'secondParticipantId'])
    .where('videoCallId', '=', roomId)
    .where('organizationId', '=', viewer.organizationId)
    .executeTakeFirst();
  if (hookup) {
    return {
      roomId,
      kind: 'hookup',
      hookupId: hookup.id,
      groupHookupId: null,
      organizationId: hookup.organizationId,
      subject: {
        kind: 'hookup',
        status: hookup.status,
        startDateTime: hookup.startDateTime,
        endDateTime: hookup.endDateTime,
        participantIds: [hookup.firstParticipantId, hookup.secondParticipantId],
      },
    };
  }
  const group = await db
    .selectFrom('groupHookups')
    .select((eb) => [
      'id',
      'organizationId',
      'status',
      'startDate',
      'duration',
      'hostId',
      eb('groupHookups.id', 'in', attendedBy(viewer.id)).as('viewerAttends'),
    ])
    .where('videoRoomId', '=', roomId)
    .where('organizationId', '=', viewer.organizationId)
    .executeTakeFirst();
  if (!group) return null;
  return {
    roomId,
    kind: 'group',
    hookupId: null,
    groupHookupId: group.id,
    organizationId: group.organizationId,
    subject: {
      kind: 'group',
      status: group.status,
      startDate: group.startDate,
      duration: group.duration,
      hostId: group.hostId,
      viewerAttends: Boolean(group.viewerAttends),
    },
  };
}

/** Removed from this room? Has the host ended it? */
export async function roomHistory(db: Executor, roomId: string, userId: number) {
  const row = await db
    .selectFrom('videoRooms')
    .select((eb) => [
      'endedAt',
      eb
        .exists(eb.selectFrom('videoRemovals').select('userId').where('videoRemovals.roomId', '=', roomId).where('videoRemovals.userId', '=', userId))
        .as('removed'),
    ])
    .where('roomId', '=', roomId)
    .executeTakeFirst();
  return { removed: Boolean(row?.removed), ended: row?.endedAt != null };
}

/**
 * The media node the room lives on. The first token of a room picks the configured node with the fewest rooms made
 * in the last day and stores it (insert-if-absent, then read back: two replicas racing agree), so every gateway and
 * every later token find the same node. A node no longer configured is replaced.
 */
export async function assignMediaNode(db: Executor, room: RoomRecord, nodes: readonly string[], now: Date): Promise<string> {
  const stored = await db.selectFrom('videoRooms').select('mediaNode').where('roomId', '=', room.roomId).executeTakeFirst();
  if (stored && nodes.includes(stored.mediaNode)) return stored.mediaNode;
  const since = new Date(now.getTime() - 24 * 3600_000);
  const counts = await db
    .selectFrom('videoRooms')
    .select(['mediaNode', (eb) => eb.fn.countAll<string>().as('rooms')])
    .where('createdAt', '>', since)
    .where('mediaNode', 'in', [...nodes])
    .groupBy('mediaNode')
    .execute();
  const load = new Map(counts.map((row) => [row.mediaNode, Number(row.rooms)]));
  const node = [...nodes].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0))[0];
  if (stored) {
    await db.updateTable('videoRooms').set({ mediaNode: node }).where('roomId', '=', room.roomId).execute();
    return node;
  }
  await db
    .insertInto('videoRooms')
    .values({ roomId: room.roomId, kind: room.kind, hookupId: room.hookupId, groupHookupId: room.groupHookupId, mediaNode: node, createdAt: now })
    .onConflict((oc) => oc.column('roomId').doNothing())
    .execute();
  return (await db.selectFrom('videoRooms').select('mediaNode').where('roomId', '=', room.roomId).executeTakeFirstOrThrow()).mediaNode;
}

export async function userByUuid(db: Executor, uuid: string) {
  if (!isRoomId(uuid)) return null;
  return (await db.selectFrom('users').select(['id', 'uuid']).where('uuid', '=', uuid).executeTakeFirst()) ?? null;
}

export async function roomRow(db: Executor, roomId: string) {
  if (!isRoomId(roomId)) return null;
  return (await db.selectFrom('videoRooms').selectAll().where('roomId', '=', roomId).executeTakeFirst()) ?? null;
}

/** A join: a new attendance row (a rejoin after a drop closes the connection it replaces first). */
export async function recordJoin(db: Executor, roomId: string, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('videoAttendance').set({ leftAt: now }).where('roomId', '=', roomId).where('userId', '=', userId).where('leftAt', 'is', null).execute();
    await trx.insertInto('videoAttendance').values({ roomId, userId, joinedAt: now }).execute();
  });
}

export async function recordLeave(db: Executor, roomId: string, userId: number, now: Date): Promise<void> {
  await db.updateTable('videoAttendance').set({ leftAt: now }).where('roomId', '=', roomId).where('userId', '=', userId).where('leftAt', 'is', null).execute();
}

export async function recordRemoval(db: Executor, roomId: string, userId: number, removedBy: number | null, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('videoRemovals')
      .values({ roomId, userId, removedBy, removedAt: now })
      .onConflict((oc) => oc.columns(['roomId', 'userId']).doNothing())
      .execute();
    await trx.updateTable('videoAttendance').set({ leftAt: now }).where('roomId', '=', roomId).where('userId', '=', userId).where('leftAt', 'is', null).execute();
  });
}

/**
 * The host ended the session (or the window's end closed it): every open attendance ends now, and the first end
 * writes `video.room-ended` in the same transaction (a repeated end changes nothing and tells nobody again).
 */
export async function endRoom(db: Executor, roomId: string, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const ended = await trx
      .updateTable('videoRooms')
      .set({ endedAt: now })
      .where('roomId', '=', roomId)
      .where('endedAt', 'is', null)
      .returning(['roomId', 'kind', 'groupHookupId', 'hookupId'])
      .executeTakeFirst();
    await trx.updateTable('videoAttendance').set({ leftAt: now }).where('roomId', '=', roomId).where('leftAt', 'is', null).execute();
    if (ended) await emit(trx, TOPICS.videoRoomEnded, await roomEnded(trx, ended, now));
  });
}

async function roomEnded(
  trx: Transaction<Database>,
  room: { roomId: string; kind: 'group' | 'hookup'; groupHookupId: number | null; hookupId: number | null },
  now: Date,
): Promise<VideoRoomEnded> {
  const joined = trx.selectFrom('videoAttendance').select('userId').where('roomId', '=', room.roomId);
  let ids: number[] = (await joined.execute()).map((row) => row.userId);
  let groupHookupUUID: string | null = null;
  let hookupUUID: string | null = null;
  if (room.hookupId !== null) {
    const hookup = await trx.selectFrom('hookups').select(['uuid', 'firstParticipantId', 'secondParticipantId']).where('id', '=', room.hookupId).executeTakeFirstOrThrow();
    hookupUUID = hookup.uuid;
    ids = [...ids, hookup.firstParticipantId, hookup.secondParticipantId];
  }
  if (room.groupHookupId !== null) {
    const groupHookup = await trx.selectFrom('groupHookups').select(['uuid', 'hostId']).where('id', '=', room.groupHookupId).executeTakeFirstOrThrow();
    groupHookupUUID = groupHookup.uuid;
    const participants = await trx
      .selectFrom('groupHookupParticipants')
      .select('userId')
      .where('groupHookupId', '=', room.groupHookupId)
      .where('leftAt', 'is', null)
      .execute();
    ids = [...ids, groupHookup.hostId, ...participants.map((row) => row.userId)];
  }
  const unique = [...new Set(ids)];
  const uuids = unique.length ? (await trx.selectFrom('users').select('uuid').where('id', 'in', unique).orderBy('id').execute()).map((row) => row.uuid) : [];
  return { roomId: room.roomId, kind: room.kind, groupHookupUUID, hookupUUID, endedAt: now.toISOString(), memberUUIDs: uuids };
}

interface Expected {
  roomId: string;
  start: Date;
  /** the participants who are expected (a no-show when they never joined by start + 10 minutes) */
  expectedUserIds: number[];
}

/**
 * Who attended each room: every member who joined (first join, last leave), and every expected participant who did
 * not, marked a no-show once start + 10 minutes has passed without their join (issue 22, attendance).
 */
export async function attendanceOf(db: Executor, rooms: Expected[], now: Date): Promise<Map<string, Attendee[]>> {
  const result = new Map<string, Attendee[]>(rooms.map((room) => [room.roomId, []]));
  if (rooms.length === 0) return result;
  const joins = await db
    .selectFrom('videoAttendance')
    .select(['roomId', 'userId', (eb) => eb.fn.min('joinedAt').as('firstJoinedAt'), (eb) => eb.fn.max('leftAt').as('lastLeftAt')])
    .select(sql<boolean>`bool_or(left_at is null)`.as('inRoom'))
    .where('roomId', 'in', rooms.map((room) => room.roomId))
    .groupBy(['roomId', 'userId'])
    .execute();
  const userIds = [...new Set([...joins.map((row) => row.userId), ...rooms.flatMap((room) => room.expectedUserIds)])];
  if (userIds.length === 0) return result;
  const users = new Map(
    (await db.selectFrom('users').select(['id', 'uuid', 'firstName', 'lastName']).where('id', 'in', userIds).execute()).map((user) => [user.id, user]),
  );
  for (const room of rooms) {
    const deadline = noShowAt(room.start);
    const joined = new Map(joins.filter((row) => row.roomId === room.roomId).map((row) => [row.userId, row]));
    const people = [...new Set([...room.expectedUserIds, ...joined.keys()])];
    result.set(
      room.roomId,
      people.flatMap((userId) => {
        const user = users.get(userId);
        if (!user) return [];
        const join = joined.get(userId);
        const firstJoinedAt = join?.firstJoinedAt ? new Date(join.firstJoinedAt as Date) : null;
        const expected = room.expectedUserIds.includes(userId);
        return [
          {
            memberUUID: user.uuid,
            fullName: fullName(user),
            attended: firstJoinedAt !== null,
            firstJoinedAt: firstJoinedAt?.toISOString() ?? null,
            lastLeftAt: join && !join.inRoom && join.lastLeftAt ? new Date(join.lastLeftAt as Date).toISOString() : null,
            noShow: expected && now.getTime() >= deadline && !(firstJoinedAt && firstJoinedAt.getTime() <= deadline),
          },
        ];
      }),
    );
  }
  return result;
}
