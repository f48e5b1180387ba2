import type { FastifyInstance } from 'fastify';
import { deliveryOf, type ChatMessage, type Delivery } from '~/common/chat';
import { CHAT_BODY_MAX_BYTES } from '~/common/constants';
import { CHAT as M } from '~/common/messages';
import type { UserRow } from '~/services/db/schema';
import { FieldError } from '~/services/errors';
import { inTransaction } from '~/services/db/transaction';
import { lockConversation } from './conversations';
import { emitChat } from './events';
import { loadMessages } from './repository';
import { createChatSender, type SendInput, type SendResult, type Signer } from './sendBatch';

type Member = Pick<UserRow, 'id' | 'uuid' | 'organizationId'>;

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
  const sender = createChatSender(fastify);

  return {
    /**
     * Sends are written in batches (services/chat/sendBatch.ts): each takes the next index of its conversation with no
     * gap and no duplicate. A clientMessageId already used by the author in this conversation answers that message (a
     * resend after a lost answer), without a second message or event. `arrivedAt`: when the request came in
     * (performance.now() time), for the refusal of a send that waited too long (503 CHAT.busy). A send request's
     * `signer` is its verified token: the batch checks its session (sendBatch.ts `Signer`); the body is checked first
     * only once that session is known live, so a signed-out request learns nothing but 401.
     */
    async send(signer: Signer, sid: string, input: SendInput, arrivedAt?: number): Promise<SendResult> {
      try {
        checkBody(input.body);
        if (!input.body && (input.mediaSids ?? []).length === 0) throw new FieldError(400, 'body', M.bodyOrMedia);
      } catch (error) {
        if ('claims' in signer) await fastify.signIn(signer.claims, signer.at);
        throw error;
      }
      return sender.send(signer, sid, input, arrivedAt);
    },

    /** A send request came in, before its body and token are checked (sendBatch.ts `arriving`). */
    arriving: () => sender.arriving(),

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

