import { randomBytes } from 'node:crypto';
import { sql, type QueryCreator } from 'kysely';
import type { ChatConversation, ChatMedia, ChatMessage, ChatParticipant } from '~/common/chat';
import type { DB } from '~/services/db';
import type { Database } from '~/services/db/schema';

// Reads of services/API.md § Chat: conversations with their participants and last message, pages of messages.
// Every read takes the caller's transaction or the database, so a change answers what it just wrote.

/** Twilio-shaped sids: two letters (CH conversation, MB participant, IM message, ME media) and 32 hex digits. */
export type SidPrefix = 'CH' | 'MB' | 'IM' | 'ME';
export const newSid = (prefix: SidPrefix) => `${prefix}${randomBytes(16).toString('hex')}`;
export const isSid = (prefix: SidPrefix, value: string) => new RegExp(`^${prefix}[0-9a-f]{32}$`).test(value);

const fullName = sql<string>`users.first_name || ' ' || users.last_name`;
const iso = (date: Date) => date.toISOString();
const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;

/** A participant as the conversations statement aggregates it (json_build_object keeps these names). */
interface ParticipantRow {
  sid: string;
  identity: string;
  friendlyName: string;
  imageUrl: string | null;
  attributes: unknown;
  notificationLevel: ChatParticipant['notificationLevel'];
  lastReadMessageIndex: number | null;
  lastDeliveredMessageIndex: number | null;
}

/**
 * A conversation's participants in order of joining, as one JSON array of the conversation's row: a statement of their
 * own cost a send batch about as much as the conversations' (on PGlite a statement costs ~0.3 ms before it does
 * anything, and its planning more).
 */
const participantsJson = sql<ParticipantRow[]>`(
  select coalesce(json_agg(json_build_object(
    'sid', p.sid, 'identity', u.uuid, 'friendlyName', u.first_name || ' ' || u.last_name, 'imageUrl', u.image_url,
    'attributes', p.attributes, 'notificationLevel', p.notification_level,
    'lastReadMessageIndex', p.last_read_message_index, 'lastDeliveredMessageIndex', p.last_delivered_message_index
  ) order by p.id), '[]'::json)
  from chat_participants p inner join users u on u.id = p.user_id
  where p.conversation_id = chat_conversations.id
)`;

const toParticipant = (row: ParticipantRow): ChatParticipant => ({
  sid: row.sid,
  identity: row.identity,
  friendlyName: row.friendlyName,
  imageUrl: row.imageUrl,
  type: 'chat',
  attributes: json(row.attributes),
  notificationLevel: row.notificationLevel,
  lastReadMessageIndex: row.lastReadMessageIndex,
  lastDeliveredMessageIndex: row.lastDeliveredMessageIndex,
});

/** Messages of one query (joined with their conversation, author and media), in index order. */
async function messagesWhere(db: DB, where: (q: ReturnType<typeof messageQuery>) => ReturnType<typeof messageQuery>): Promise<ChatMessage[]> {
  const rows = await where(messageQuery(db)).execute();
  const media = new Map<number, ChatMedia[]>();
  if (rows.length > 0) {
    const files = await db
      .selectFrom('chatMedia')
      .select(['messageId', 'sid', 'filename', 'contentType', 'size'])
      .where('messageId', 'in', rows.map((r) => r.id))
      .orderBy('id')
      .execute();
    for (const file of files) {
      const list = media.get(file.messageId!) ?? [];
      list.push({ sid: file.sid, filename: file.filename, contentType: file.contentType, size: Number(file.size), category: 'media' });
      media.set(file.messageId!, list);
    }
  }
  return rows
    .map((row) => ({
      sid: row.sid,
      conversationSid: row.conversationSid,
      index: row.index,
      body: row.deleted ? null : row.body,
      author: row.authorUuid,
      authorName: row.authorName,
      participantSid: row.participantSid,
      attributes: json(row.attributes),
      clientMessageId: row.clientMessageId,
      dateCreated: iso(row.dateCreated),
      dateUpdated: iso(row.dateUpdated),
      edited: row.edited,
      deleted: row.deleted,
      media: row.deleted ? [] : (media.get(row.id) ?? []),
    }))
    .sort((a, b) => a.index - b.index);
}

function messageQuery(db: DB) {
  return db
    .selectFrom('chatMessages')
    .innerJoin('chatConversations', 'chatConversations.id', 'chatMessages.conversationId')
    .innerJoin('users', 'users.id', 'chatMessages.authorId')
    .select([
      'chatMessages.id',
      'chatMessages.sid',
      'chatConversations.sid as conversationSid',
      'chatMessages.index',
      'chatMessages.body',
      'users.uuid as authorUuid',
      fullName.as('authorName'),
      'chatMessages.participantSid',
      'chatMessages.attributes',
      'chatMessages.clientMessageId',
      'chatMessages.dateCreated',
      'chatMessages.dateUpdated',
      'chatMessages.edited',
      'chatMessages.deleted',
    ]);
}

export async function loadMessages(db: DB, ids: number[]): Promise<ChatMessage[]> {
  if (ids.length === 0) return [];
  return messagesWhere(db, (q) => q.where('chatMessages.id', 'in', ids));
}

/**
 * The statement that reads conversations with their participants, on the database, a transaction or a statement's WITH
 * clause (a send batch reads them in the statement that writes its messages: services/chat/sendBatch.ts). The ids are
 * one array parameter: the text is the same whatever their number (compiledOnce).
 */
export function selectConversations(db: QueryCreator<Database>, ids: number[]) {
  return db
    .selectFrom('chatConversations')
    .innerJoin('users', 'users.id', 'chatConversations.createdBy')
    .leftJoin('groupHookups', 'groupHookups.id', 'chatConversations.groupHookupId')
    .select([
      'chatConversations.id',
      'chatConversations.sid',
      'chatConversations.kind',
      'chatConversations.friendlyName',
      'chatConversations.attributes',
      'users.uuid as createdBy',
      'groupHookups.uuid as groupHookupUuid',
      'chatConversations.dateCreated',
      'chatConversations.dateUpdated',
      'chatConversations.lastMessageIndex',
      participantsJson.as('participants'),
    ])
    .where('chatConversations.id', '=', sql<number>`any(${ids}::int[])`);
}

export type ConversationRow = Awaited<ReturnType<ReturnType<typeof selectConversations>['execute']>>[number];

/** A row of selectConversations as services/API.md's conversation, with its last message. */
export function toConversation(row: ConversationRow, lastMessage: ChatMessage | null): ChatConversation {
  return {
    sid: row.sid,
    kind: row.kind,
    friendlyName: row.friendlyName,
    attributes: json(row.attributes),
    createdBy: row.createdBy,
    groupHookupUUID: row.groupHookupUuid ?? null,
    dateCreated: iso(row.dateCreated),
    dateUpdated: iso(row.dateUpdated),
    lastMessageIndex: row.lastMessageIndex,
    lastMessage,
    participants: row.participants.map(toParticipant),
  };
}

/**
 * Conversations by id, with participants and last message, in the order of `ids`. `known`: messages the caller just
 * loaded (a send's), not read again when one of them is a conversation's last.
 */
export async function loadConversations(db: DB, ids: number[], known: readonly ChatMessage[] = []): Promise<ChatConversation[]> {
  if (ids.length === 0) return [];
  const rows = await selectConversations(db, ids).execute();
  const knownLast = (r: (typeof rows)[number]) => known.find((m) => m.conversationSid === r.sid && m.index === r.lastMessageIndex);
  const withMessages = rows.filter((r) => r.lastMessageIndex >= 0 && !knownLast(r));
  const lastMessages = [
    ...rows.flatMap((r) => knownLast(r) ?? []),
    ...(withMessages.length === 0
      ? []
      : await messagesWhere(db, (q) =>
          q.where((eb) => eb.or(withMessages.map((r) => eb.and([eb('chatMessages.conversationId', '=', r.id), eb('chatMessages.index', '=', r.lastMessageIndex)])))),
        )),
  ];
  const lastBySid = new Map(lastMessages.map((m) => [m.conversationSid, m]));
  const byId = new Map(rows.map((row) => [row.id, toConversation(row, lastBySid.get(row.sid) ?? null)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function createChatRepository(db: DB) {
  return {
    /** The conversation `sid` if `userId` is one of its participants (else null: existence is not revealed). */
    /** The conversation with the member's participant; `lock`: its row locked for the transaction (FOR UPDATE OF it). */
    async conversationOf(sid: string, userId: number, { lock = false } = {}) {
      if (!isSid('CH', sid)) return null;
      const query = db
        .selectFrom('chatConversations')
        .innerJoin('chatParticipants', 'chatParticipants.conversationId', 'chatConversations.id')
        .selectAll('chatConversations')
        .select(['chatParticipants.sid as participantSid', 'chatParticipants.id as participantId'])
        .where('chatConversations.sid', '=', sid)
        .where('chatParticipants.userId', '=', userId);
      return (await (lock ? query.forUpdate('chatConversations') : query).executeTakeFirst()) ?? null;
    },

    /** A page of the member's conversations, latest message first (spec §4). */
    async listFor(userId: number, page: number, size: number) {
      const base = db.selectFrom('chatParticipants').innerJoin('chatConversations', 'chatConversations.id', 'chatParticipants.conversationId').where('chatParticipants.userId', '=', userId);
      const [{ count }] = await base.select((eb) => eb.fn.countAll<string>().as('count')).execute();
      const rows = await base
        .select('chatConversations.id')
        .orderBy('chatConversations.dateUpdated', 'desc')
        .orderBy('chatConversations.id', 'desc')
        .limit(size)
        .offset(page * size)
        .execute();
      const total = Number(count);
      return { elements: await loadConversations(db, rows.map((r) => r.id)), totalElements: total, totalPages: Math.ceil(total / size), page, size };
    },

    /** Up to `size` messages before index `before` (the newest when absent), in index order. */
    async messagesBefore(conversationId: number, before: number | undefined, size: number) {
      const rows = await db
        .selectFrom('chatMessages')
        .select('id')
        .where('conversationId', '=', conversationId)
        .$if(before !== undefined, (q) => q.where('index', '<', before!))
        .orderBy('index', 'desc')
        .limit(size + 1)
        .execute();
      const messages = await loadMessages(db, rows.slice(0, size).map((r) => r.id));
      return { messages, hasMore: rows.length > size };
    },

    /** The member's unread messages over all their conversations (the top bar badge, spec §2). */
    async unreadTotal(userId: number): Promise<number> {
      const row = await db
        .selectFrom('chatParticipants')
        .innerJoin('chatConversations', 'chatConversations.id', 'chatParticipants.conversationId')
        .select(sql<string>`coalesce(sum(greatest(0, chat_conversations.last_message_index - coalesce(chat_participants.last_read_message_index, -1))), 0)`.as('unread'))
        .where('chatParticipants.userId', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.unread);
    },

    async media(sid: string, userId: number) {
      if (!isSid('ME', sid)) return null;
      return (
        (await db
          .selectFrom('chatMedia')
          .innerJoin('chatParticipants', 'chatParticipants.conversationId', 'chatMedia.conversationId')
          .select(['chatMedia.storageKey', 'chatMedia.contentType', 'chatMedia.filename', 'chatMedia.size'])
          .where('chatMedia.sid', '=', sid)
          .where('chatParticipants.userId', '=', userId)
          .executeTakeFirst()) ?? null
      );
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
