import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { ChatConversation, NotificationLevel } from '~/common/chat';
import { CHAT_GROUP_MAX_PARTICIPANTS } from '~/common/constants';
import { CHAT as M, NETWORK } from '~/common/messages';
import type { DB } from '~/services/db';
import type { Database, UserRow } from '~/services/db/schema';
import { inTransaction } from '~/services/db/transaction';
import { isActiveParticipant, participantIdsOf } from '~/services/group-hookups/participants';
import { blockedAmong, blockedBetween } from './blocks';
import { emitChat } from './events';
import { createChatRepository, loadConversations, newSid } from './repository';

type Trx = Transaction<Database>;
type Member = Pick<UserRow, 'id' | 'uuid' | 'organizationId'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function addParticipantRow(trx: Trx, conversationId: number, userId: number, now: Date): Promise<boolean> {
  const row = await trx
    .insertInto('chatParticipants')
    .values({ sid: newSid('MB'), conversationId, userId, attributes: '{}', lastReadMessageIndex: null, lastDeliveredMessageIndex: null, dateCreated: now })
    .onConflict((oc) => oc.columns(['conversationId', 'userId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Keeps a group hookup's conversation in step with the group hookup (issue 16): its host and active participants are
 * its members. Called in the transaction that changed the attendance; does nothing while no conversation exists (the
 * first member to open the chat creates it).
 */
export async function syncGroupHookupConversation(trx: Trx, groupHookupId: number, actorUUID: string | null, now: Date): Promise<void> {
  const conversation = await trx.selectFrom('chatConversations').select('id').where('groupHookupId', '=', groupHookupId).forUpdate().executeTakeFirst();
  if (!conversation) return;
  const host = await trx.selectFrom('groupHookups').select('hostId').where('id', '=', groupHookupId).executeTakeFirstOrThrow();
  const wanted = new Set([host.hostId, ...(await participantIdsOf(trx, groupHookupId))]);
  const current = await trx
    .selectFrom('chatParticipants')
    .innerJoin('users', 'users.id', 'chatParticipants.userId')
    .select(['chatParticipants.userId', 'users.uuid'])
    .where('conversationId', '=', conversation.id)
    .execute();
  const gone = current.filter((p) => !wanted.has(p.userId));
  let added = false;
  for (const userId of wanted) {
    if (!current.some((p) => p.userId === userId)) added = (await addParticipantRow(trx, conversation.id, userId, now)) || added;
  }
  if (gone.length > 0) {
    await trx.deleteFrom('chatParticipants').where('conversationId', '=', conversation.id).where('userId', 'in', gone.map((p) => p.userId)).execute();
  }
  if (gone.length > 0) await emitChat(trx, 'participant.removed', actorUUID, conversation.id, { removedUUIDs: gone.map((p) => p.uuid) });
  else if (added) await emitChat(trx, 'participant.added', actorUUID, conversation.id);
}

/** The conversation row for a change by one of its participants (locked), or 404 in spec §8 words. */
export async function lockConversation(trx: Trx, sid: string, viewer: Pick<UserRow, 'id'>, httpErrors: FastifyInstance['httpErrors']) {
  // one statement finds the viewer's participant and locks the conversation (every send runs it: on PGlite's one session
  // each statement of a send is time no other request gets)
  const found = await createChatRepository(trx).conversationOf(sid, viewer.id, { lock: true });
  if (!found) throw httpErrors.notFound(M.notFound('Conversation', sid));
  return found;
}

/** Conversation and participant changes of services/API.md § Chat, each with its `chat.changed` event. */
export function createChatConversations(fastify: FastifyInstance) {
  const { config, db, httpErrors } = fastify;

  /** Active members of the viewer's organisation by uuid; any other uuid is 404 (unknown, malformed, elsewhere). */
  async function membersOf(viewer: Member, uuids: string[], from: DB = db): Promise<Pick<UserRow, 'id' | 'uuid'>[]> {
    if (uuids.some((uuid) => !UUID.test(uuid))) throw httpErrors.notFound(NETWORK.memberNotFound);
    if (uuids.length === 0) return [];
    const rows = await from.selectFrom('users').select(['id', 'uuid']).where('uuid', 'in', uuids).where('organizationId', '=', viewer.organizationId).where('active', '=', true).execute();
    if (rows.length !== new Set(uuids).size) throw httpErrors.notFound(NETWORK.memberNotFound);
    return rows;
  }

  const locked = (trx: Trx, sid: string, viewer: Member) => lockConversation(trx, sid, viewer, httpErrors);

  return {
    /** One conversation per pair (issue 16): found again when it exists. */
    async startDirect(viewer: Member, otherUUID: string): Promise<{ conversation: ChatConversation; created: boolean }> {
      if (otherUUID === viewer.uuid) throw httpErrors.badRequest(M.chatWithSelf);
      const [other] = await membersOf(viewer, [otherUUID]);
      if (await blockedBetween(db, viewer.id, other.id)) throw httpErrors.forbidden(M.blocked);
      const pairKey = [viewer.id, other.id].sort((a, b) => a - b).join(':');
      return inTransaction(db, async (trx) => {
        const now = config.now();
        const inserted = await trx
          .insertInto('chatConversations')
          .values({ sid: newSid('CH'), organizationId: viewer.organizationId, kind: 'direct', friendlyName: null, attributes: '{}', createdBy: viewer.id, pairKey, groupHookupId: null, dateCreated: now, dateUpdated: now })
          .onConflict((oc) => oc.column('pairKey').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) {
          const existing = await trx.selectFrom('chatConversations').select('id').where('pairKey', '=', pairKey).executeTakeFirstOrThrow();
          // someone who left a one-to-one conversation comes back when either side starts it again
          const rejoined = (await addParticipantRow(trx, existing.id, viewer.id, now)) || (await addParticipantRow(trx, existing.id, other.id, now));
          if (rejoined) return { conversation: await emitChat(trx, 'participant.added', viewer.uuid, existing.id), created: false };
          return { conversation: (await loadConversations(trx, [existing.id]))[0], created: false };
        }
        await addParticipantRow(trx, inserted.id, viewer.id, now);
        await addParticipantRow(trx, inserted.id, other.id, now);
        return { conversation: await emitChat(trx, 'conversation.added', viewer.uuid, inserted.id), created: true };
      });
    },

    /** A named group conversation; its creator alone renames it. Blocked pairs are not put together. */
    async createGroup(viewer: Member, uuids: string[], friendlyName: string): Promise<ChatConversation> {
      const others = (await membersOf(viewer, [...new Set(uuids)].filter((u) => u !== viewer.uuid))).map((m) => m.id);
      if (others.length === 0) throw httpErrors.badRequest(M.participantsRequired);
      if (others.length + 1 > CHAT_GROUP_MAX_PARTICIPANTS) throw httpErrors.badRequest(M.participantsMax);
      if ((await blockedAmong(db, viewer.id, others)).length > 0) throw httpErrors.forbidden(M.blocked);
      return inTransaction(db, async (trx) => {
        const now = config.now();
        const { id } = await trx
          .insertInto('chatConversations')
          .values({ sid: newSid('CH'), organizationId: viewer.organizationId, kind: 'group', friendlyName, attributes: '{}', createdBy: viewer.id, pairKey: null, groupHookupId: null, dateCreated: now, dateUpdated: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const userId of [viewer.id, ...others]) await addParticipantRow(trx, id, userId, now);
        return emitChat(trx, 'conversation.added', viewer.uuid, id);
      });
    },

    /** The group hookup's conversation for its host or a participant: created on first use, named after it. */
    async forGroupHookup(viewer: Member, groupHookupUUID: string): Promise<ChatConversation> {
      if (!UUID.test(groupHookupUUID)) throw httpErrors.forbidden(M.groupHookupOnly);
      return inTransaction(db, async (trx) => {
        const groupHookup = await trx
          .selectFrom('groupHookups')
          .select(['id', 'hostId', 'title'])
          .where('uuid', '=', groupHookupUUID)
          .where('organizationId', '=', viewer.organizationId)
          .forUpdate()
          .executeTakeFirst();
        const attending =
          groupHookup &&
          (groupHookup.hostId === viewer.id ||
            (await isActiveParticipant(trx, groupHookup.id, viewer.id)));
        if (!groupHookup || !attending) throw httpErrors.forbidden(M.groupHookupOnly);
        const now = config.now();
        const existing = await trx.selectFrom('chatConversations').select('id').where('groupHookupId', '=', groupHookup.id).executeTakeFirst();
        if (existing) return (await loadConversations(trx, [existing.id]))[0];
        const { id } = await trx
          .insertInto('chatConversations')
          .values({ sid: newSid('CH'), organizationId: viewer.organizationId, kind: 'group-hookup', friendlyName: groupHookup.title, attributes: '{}', createdBy: groupHookup.hostId, pairKey: null, groupHookupId: groupHookup.id, dateCreated: now, dateUpdated: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const userId of [groupHookup.hostId, ...(await participantIdsOf(trx, groupHookup.id))]) await addParticipantRow(trx, id, userId, now);
        return emitChat(trx, 'conversation.added', viewer.uuid, id);
      });
    },

    /** spec §8: only the creator renames ('Only creators of the Conversation can edit the Conversation name.'). */
    rename: (viewer: Member, sid: string, friendlyName: string) =>
      inTransaction(db, async (trx) => {
        const row = await locked(trx, sid, viewer);
        if (row.kind === 'direct' || row.createdBy !== viewer.id) throw httpErrors.forbidden(M.renameCreatorOnly);
        if (row.friendlyName === friendlyName) return (await loadConversations(trx, [row.id]))[0];
        await trx.updateTable('chatConversations').set({ friendlyName }).where('id', '=', row.id).execute();
        return emitChat(trx, 'conversation.updated', viewer.uuid, row.id);
      }),

    /** spec §8 'There is an error while adding participant to conversation' for every refusal but an unknown member. */
    addParticipant: (viewer: Member, sid: string, identity: string) =>
      inTransaction(db, async (trx) => {
        const row = await locked(trx, sid, viewer);
        const [member] = await membersOf(viewer, [identity], trx);
        if (row.kind !== 'group' || (await blockedBetween(trx, viewer.id, member.id))) throw httpErrors.conflict(M.addParticipant);
        const count = await trx.selectFrom('chatParticipants').select((eb) => eb.fn.countAll<string>().as('n')).where('conversationId', '=', row.id).executeTakeFirstOrThrow();
        if (Number(count.n) >= CHAT_GROUP_MAX_PARTICIPANTS) throw httpErrors.conflict(M.addParticipant);
        if (!(await addParticipantRow(trx, row.id, member.id, config.now()))) return (await loadConversations(trx, [row.id]))[0]; // already in: harmless
        return emitChat(trx, 'participant.added', viewer.uuid, row.id);
      }),

    /** Leaving a group conversation; a group hookup's conversation follows the group hookup instead. */
    leave: (viewer: Member, sid: string) =>
      inTransaction(db, async (trx) => {
        const row = await locked(trx, sid, viewer);
        if (row.kind === 'group-hookup') throw httpErrors.conflict(M.groupHookupMembership);
        await trx.deleteFrom('chatParticipants').where('conversationId', '=', row.id).where('userId', '=', viewer.id).execute();
        await emitChat(trx, 'participant.removed', viewer.uuid, row.id, { removedUUIDs: [viewer.uuid] });
      }),

    /** Mute and the horizons: they only move forward, and never past the last message. */
    updateMe: (viewer: Member, sid: string, change: { notificationLevel?: NotificationLevel; lastReadMessageIndex?: number; lastDeliveredMessageIndex?: number }) =>
      inTransaction(db, async (trx) => {
        const row = await locked(trx, sid, viewer);
        const me = await trx.selectFrom('chatParticipants').selectAll().where('conversationId', '=', row.id).where('userId', '=', viewer.id).executeTakeFirstOrThrow();
        const forward = (current: number | null, wanted: number | undefined) => {
          if (wanted === undefined) return current;
          const next = Math.min(wanted, row.lastMessageIndex);
          return next > (current ?? -1) ? next : current;
        };
        const lastReadMessageIndex = forward(me.lastReadMessageIndex, change.lastReadMessageIndex);
        const delivered = forward(me.lastDeliveredMessageIndex, change.lastDeliveredMessageIndex);
        // what was read was delivered
        const lastDeliveredMessageIndex = lastReadMessageIndex !== null && (delivered ?? -1) < lastReadMessageIndex ? lastReadMessageIndex : delivered;
        const notificationLevel = change.notificationLevel ?? me.notificationLevel;
        if (lastReadMessageIndex === me.lastReadMessageIndex && lastDeliveredMessageIndex === me.lastDeliveredMessageIndex && notificationLevel === me.notificationLevel) {
          return (await loadConversations(trx, [row.id]))[0];
        }
        await trx.updateTable('chatParticipants').set({ lastReadMessageIndex, lastDeliveredMessageIndex, notificationLevel }).where('id', '=', me.id).execute();
        return emitChat(trx, 'participant.updated', viewer.uuid, row.id);
      }),
  };
}

export type ChatConversations = ReturnType<typeof createChatConversations>;
