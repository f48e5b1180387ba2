import type { Transaction } from 'kysely';
import type { ChatConversation, ChatMessage } from '~/common/chat';
import { TOPICS } from '~/common/events';
import type { Database } from '~/services/db/schema';
import { emit } from '~/services/plugins/events';
import { loadConversations } from './repository';

export type ChatChangeKind =
  | 'conversation.added'
  | 'conversation.updated'
  | 'participant.added'
  | 'participant.removed'
  | 'participant.updated'
  | 'message.added'
  | 'message.updated'
  | 'message.removed';

/**
 * services/API.md § Chat events: `chat.changed` carries the whole conversation (participants with their horizons), so
 * the gateway works out each member's unread count and each message's delivery without calling back. It reaches the
 * participants and `removedUUIDs` (who just left or were removed: they learn the conversation is gone for them).
 */
export interface ChatChanged {
  kind: ChatChangeKind;
  actorUUID: string | null;
  conversation: ChatConversation;
  message: ChatMessage | null;
  removedUUIDs: string[];
}

/** Loads the conversation as it now is and writes the event in the caller's transaction (call it last). */
export async function emitChat(
  trx: Transaction<Database>,
  kind: ChatChangeKind,
  actorUUID: string | null,
  conversationId: number,
  extra: { message?: ChatMessage | null; removedUUIDs?: string[] } = {},
): Promise<ChatConversation> {
  const [conversation] = await loadConversations(trx, [conversationId]);
  const payload: ChatChanged = { kind, actorUUID, conversation, message: extra.message ?? null, removedUUIDs: extra.removedUUIDs ?? [] };
  await emit(trx, TOPICS.chatChanged, payload);
  return conversation;
}
