// The one reducer of chat events (STYLE.md: subscription results merge in one place) and the rules the chat pages
// read: the list's order (spec §4: conversations sort by latest message), the unread total of the top bar badge and
// the page title (spec §2), message pages merged by index, and each message's status (spec §3).
import { CHAT_PREVIEW_LENGTH } from '~/common/constants';
import { CHAT } from '~/common/messages/chat';
import { statusOf, type ChatParticipant as CommonParticipant } from '~/common/chat';
import type { ChatConversationFieldsFragment, ChatEventKind, ChatMessageFieldsFragment } from '~/web/gql/graphql';

export type ConversationData = Omit<ChatConversationFieldsFragment, 'lastMessage'> & { lastMessage: MessageData | null };
export type MessageData = Omit<ChatMessageFieldsFragment, ' $fragmentName'>;

export interface ChatEventData {
  eventId: string;
  kind: ChatEventKind;
  conversationSid: string;
  /** null once the viewer is no longer in it */
  conversation: ConversationData | null;
  message: MessageData | null;
}

export interface ChatState {
  loaded: boolean;
  conversations: ConversationData[];
}

/** When a conversation last changed, for the list's order: its latest message, else its own update. */
const latest = (c: ConversationData) => Date.parse(c.lastMessage?.dateCreated ?? c.dateUpdated) || 0;

/** spec §4: latest message first. */
export function sortConversations(conversations: readonly ConversationData[]): ConversationData[] {
  return [...conversations].sort((a, b) => latest(b) - latest(a) || b.sid.localeCompare(a.sid));
}

export function applyChatEvent(state: ChatState, event: Pick<ChatEventData, 'conversationSid' | 'conversation'>): ChatState {
  const others = state.conversations.filter((c) => c.sid !== event.conversationSid);
  // a conversation the viewer left (or was removed from) disappears
  if (!event.conversation) return others.length === state.conversations.length ? state : { ...state, conversations: others };
  return { ...state, conversations: sortConversations([...others, event.conversation]) };
}

/** The same update for a conversation the viewer changed themselves (rename, mute, read): the mutation's answer. */
export const upsertConversation = (state: ChatState, conversation: ConversationData): ChatState =>
  applyChatEvent(state, { conversationSid: conversation.sid, conversation });

/** spec §2: the badge and the title count the unread messages over all conversations. */
export const unreadTotal = (conversations: readonly ConversationData[]) => conversations.reduce((sum, c) => sum + c.unreadCount, 0);

/** Messages in index order, each index once: a later copy (edited, deleted, replayed) replaces the earlier one. */
export function mergeMessages(messages: readonly MessageData[], incoming: readonly MessageData[]): MessageData[] {
  const byIndex = new Map(messages.map((m) => [m.index, m]));
  for (const m of incoming) byIndex.set(m.index, m);
  return [...byIndex.values()].sort((a, b) => a.index - b.index);
}

/** spec §3: the status of a stored message as the viewer sees it, from the participants' horizons right now. */
export function messageStatus(message: Pick<MessageData, 'index' | 'author'>, conversation: Pick<ConversationData, 'participants'>, viewerUUID: string) {
  return statusOf(message, conversation.participants as unknown as CommonParticipant[], viewerUUID);
}

/** spec §9: the list previews at most CHAT_PREVIEW_LENGTH characters of the last message. */
export function previewOf(message: MessageData | null): string {
  if (!message) return 'No messages yet';
  if (message.deleted) return CHAT.messageDeleted;
  const body = message.body?.replace(/\s+/g, ' ').trim() ?? '';
  const text = body || (message.media.length > 0 ? `📎 ${message.media[0]!.filename}` : '');
  const chars = [...text];
  return chars.length > CHAT_PREVIEW_LENGTH ? `${chars.slice(0, CHAT_PREVIEW_LENGTH - 1).join('')}…` : text;
}
