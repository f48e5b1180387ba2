import type { Transaction } from 'kysely';
import type { ChatChanged, ChatChangeKind, ChatConversation, ChatMessage } from '~/common/chat';
import { TOPICS } from '~/common/events';
import type { Database } from '~/services/db/schema';
import { emit } from '~/services/outbox/write';
import { loadConversations } from './repository';

export type { ChatChanged, ChatChangeKind };

/** Loads the conversation as it now is and writes the event in the caller's transaction (call it last). */
export async function emitChat(
  trx: Transaction<Database>,
  kind: ChatChangeKind,
  actorUUID: string | null,
  conversationId: number,
  extra: { message?: ChatMessage | null; removedUUIDs?: string[] } = {},
): Promise<ChatConversation> {
  const [conversation] = await loadConversations(trx, [conversationId], extra.message ? [extra.message] : []);
  const payload: ChatChanged = { kind, actorUUID, conversation, message: extra.message ?? null, removedUUIDs: extra.removedUUIDs ?? [] };
  await emit(trx, TOPICS.chatChanged, payload);
  return conversation;
}
