import type { FastifyInstance } from 'fastify';
import { deliveryOf, type ChatMessage, type Delivery } from '~/common/chat';
import { CHAT_BODY_MAX_BYTES, CHAT_SEND_LIMIT, CHAT_SEND_WINDOW_MS } from '~/common/constants';
import { CHAT as M } from '~/common/messages';
import type { UserRow } from '~/services/db/schema';
import { FieldError } from '~/services/errors';
import { inTransaction } from '~/services/db/transaction';
import { blockedBetween } from './blocks';
import { lockConversation } from './conversations';
import { emitChat } from './events';
import { loadMessages, newSid } from './repository';

type Member = Pick<UserRow, 'id' | 'uuid' | 'organizationId'>;

export interface SendMessage {
  body?: string;
  mediaSids?: string[];
  clientMessageId?: string;
  attributes?: Record<string, unknown>;
}

/** Twilio's 32 KB body limit, counted in UTF-8 bytes (what the wire and the column hold). */
function checkBody(body: string | undefined) {
  if (body !== undefined && Buffer.byteLength(body, 'utf8') > CHAT_BODY_MAX_BYTES) throw new FieldError(400, 'body', M.bodyTooLong);
}

/**
 * A message as its author's send, edit or delete answers it: with its delivery counts from the conversation the change's
 * event loaded, so the gateway need not read the conversation again (services/API.md § Chat).
 */
export type MessageAnswer = ChatMessage & { delivery: Delivery };

/** Sending, editing and deleting messages (services/API.md § Chat), each with its `chat.changed` event. */
export function createChatMessages(fastify: FastifyInstance) {
  const { config, db, httpErrors } = fastify;

  return {
    /**
     * The conversation's row lock makes sends take turns, so each takes the next index with no gap and no duplicate.
     * A clientMessageId already used by the author in this conversation answers that message (a resend after a lost
     * answer), without a second message or event.
     */
    async send(viewer: Member, sid: string, input: SendMessage): Promise<{ message: ChatMessage; created: boolean; delivery?: Delivery }> {
      checkBody(input.body);
      const mediaSids = [...new Set(input.mediaSids ?? [])];
      if (!input.body && mediaSids.length === 0) throw new FieldError(400, 'body', M.bodyOrMedia);
      return inTransaction(db, async (trx) => {
        const conversation = await lockConversation(trx, sid, viewer, httpErrors);
        if (input.clientMessageId) {
          const sent = await trx.selectFrom('chatMessages').select('id').where('conversationId', '=', conversation.id).where('authorId', '=', viewer.id).where('clientMessageId', '=', input.clientMessageId).executeTakeFirst();
          if (sent) return { message: (await loadMessages(trx, [sent.id]))[0], created: false };
        }
        if (conversation.kind === 'direct') {
          const other = await trx.selectFrom('chatParticipants').select('userId').where('conversationId', '=', conversation.id).where('userId', '<>', viewer.id).executeTakeFirst();
          const otherId = other?.userId ?? Number(conversation.pairKey!.split(':').find((id) => Number(id) !== viewer.id));
          if (await blockedBetween(trx, viewer.id, otherId)) throw httpErrors.forbidden(M.blocked);
        }
        const now = config.now();
        const recent = await trx
          .selectFrom('chatMessages')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('authorId', '=', viewer.id)
          .where('dateCreated', '>', new Date(now.getTime() - CHAT_SEND_WINDOW_MS))
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= CHAT_SEND_LIMIT) throw httpErrors.tooManyRequests(M.rateLimited);
        const media = mediaSids.length
          ? await trx.selectFrom('chatMedia').select(['id', 'sid']).where('sid', 'in', mediaSids).where('conversationId', '=', conversation.id).where('uploadedBy', '=', viewer.id).where('messageId', 'is', null).execute()
          : [];
        const missing = mediaSids.find((m) => !media.some((found) => found.sid === m));
        if (missing) throw httpErrors.notFound(M.notFound('Media', missing));
        const index = conversation.lastMessageIndex + 1;
        const { id } = await trx
          .insertInto('chatMessages')
          .values({
            sid: newSid('IM'),
            conversationId: conversation.id,
            index,
            authorId: viewer.id,
            participantSid: conversation.participantSid,
            body: input.body || null,
            attributes: JSON.stringify(input.attributes ?? {}),
            clientMessageId: input.clientMessageId ?? null,
            dateCreated: now,
            dateUpdated: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('chatConversations').set({ lastMessageIndex: index, dateUpdated: now }).where('id', '=', conversation.id).execute();
        if (media.length) await trx.updateTable('chatMedia').set({ messageId: id }).where('id', 'in', media.map((m) => m.id)).execute();
        // one's own message is read and delivered (it never counts as unread for its author)
        await trx.updateTable('chatParticipants').set({ lastReadMessageIndex: index, lastDeliveredMessageIndex: index }).where('id', '=', conversation.participantId).execute();
        const [message] = await loadMessages(trx, [id]);
        const current = await emitChat(trx, 'message.added', viewer.uuid, conversation.id, { message });
        return { message, created: true, delivery: deliveryOf(message, current.participants) };
      });
    },

    edit: (viewer: Member, sid: string, messageSid: string, body: string) => {
      checkBody(body);
      if (!body) throw new FieldError(400, 'body', M.bodyOrMedia);
      return change(viewer, sid, messageSid, { body, edited: true });
    },

    /** Deleted messages keep their index (no gaps) and show as deleted to everyone; their files are unlinked. */
    remove: (viewer: Member, sid: string, messageSid: string) => change(viewer, sid, messageSid, { body: null, deleted: true }),
  };

  async function change(viewer: Member, sid: string, messageSid: string, values: { body: string | null; edited?: boolean; deleted?: boolean }): Promise<MessageAnswer> {
    const { message, files, delivery } = await inTransaction(db, async (trx) => {
      const conversation = await lockConversation(trx, sid, viewer, httpErrors);
      const row = await trx.selectFrom('chatMessages').select(['id', 'authorId', 'deleted']).where('conversationId', '=', conversation.id).where('sid', '=', messageSid).executeTakeFirst();
      if (!row || row.deleted) throw httpErrors.notFound(M.notFound('Message', messageSid));
      if (row.authorId !== viewer.id) throw httpErrors.forbidden(M.notYours);
      await trx.updateTable('chatMessages').set({ ...values, dateUpdated: config.now() }).where('id', '=', row.id).execute();
      // a deleted message's media rows go with it; their bytes once the delete committed (a file left behind by a crash
      // is only space, a row without its file would be a broken attachment)
      const files = values.deleted ? await trx.deleteFrom('chatMedia').where('messageId', '=', row.id).returning('storageKey').execute() : [];
      const [message] = await loadMessages(trx, [row.id]);
      const current = await emitChat(trx, values.deleted ? 'message.removed' : 'message.updated', viewer.uuid, conversation.id, { message });
      return { message, files, delivery: deliveryOf(message, current.participants) };
    });
    await Promise.all(files.map((file) => fastify.files.remove(file.storageKey)));
    return { ...message, delivery };
  }
}

