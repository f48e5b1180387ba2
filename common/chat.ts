// Chat shapes every layer agrees on (services/API.md § Chat), and the rules derived from them: delivery counts and
// unread counts come from the participants' horizons, never from counting messages.

export type ConversationKind = 'direct' | 'group' | 'group-hookup';
export type NotificationLevel = 'default' | 'muted';

export interface ChatParticipant {
  sid: string;
  /** the member's uuid (Twilio's identity) */
  identity: string;
  friendlyName: string;
  imageUrl: string | null;
  type: 'chat';
  attributes: Record<string, unknown>;
  notificationLevel: NotificationLevel;
  /** index of the newest message the member has read; null before the first */
  lastReadMessageIndex: number | null;
  /** index of the newest message the member's client has received; null before the first */
  lastDeliveredMessageIndex: number | null;
}

export interface ChatMedia {
  sid: string;
  filename: string;
  contentType: string;
  size: number;
  category: 'media';
}

export interface ChatMessage {
  sid: string;
  conversationSid: string;
  index: number;
  /** null once deleted */
  body: string | null;
  /** the author's uuid */
  author: string;
  authorName: string;
  participantSid: string;
  attributes: Record<string, unknown>;
  clientMessageId: string | null;
  dateCreated: string;
  dateUpdated: string;
  edited: boolean;
  deleted: boolean;
  media: ChatMedia[];
}

export interface ChatConversation {
  sid: string;
  kind: ConversationKind;
  friendlyName: string | null;
  attributes: Record<string, unknown>;
  /** the creator's uuid */
  createdBy: string;
  groupHookupUUID: string | null;
  dateCreated: string;
  dateUpdated: string;
  /** -1 while there is no message */
  lastMessageIndex: number;
  lastMessage: ChatMessage | null;
  participants: ChatParticipant[];
}

export interface Delivery {
  total: number;
  sent: number;
  delivered: number;
  read: number;
  undelivered: number;
  failed: number;
}

const reached = (horizon: number | null, index: number) => horizon !== null && horizon >= index;

/** Twilio's delivery receipt counts of one message, from the other participants' horizons. */
export function deliveryOf(message: Pick<ChatMessage, 'index' | 'author'>, participants: readonly ChatParticipant[]): Delivery {
  const others = participants.filter((p) => p.identity !== message.author);
  const read = others.filter((p) => reached(p.lastReadMessageIndex, message.index)).length;
  // reading implies delivery, whatever the client reported
  const delivered = others.filter((p) => reached(p.lastReadMessageIndex, message.index) || reached(p.lastDeliveredMessageIndex, message.index)).length;
  return { total: others.length, sent: others.length, delivered, read, undelivered: others.length - delivered, failed: 0 };
}

/** spec §3 message statuses as the author sees them once stored; "none" for someone else's message. */
export type StoredMessageStatus = 'Sent' | 'Delivered' | 'Read' | 'none';

export function statusOf(message: Pick<ChatMessage, 'index' | 'author'>, participants: readonly ChatParticipant[], viewerUUID: string): StoredMessageStatus {
  if (message.author !== viewerUUID) return 'none';
  return statusFromDelivery(deliveryOf(message, participants));
}

/** The author's status from a delivery summary: Read once everyone else read it, Delivered once it reached them all. */
export function statusFromDelivery(delivery: Delivery): Exclude<StoredMessageStatus, 'none'> {
  if (delivery.total > 0 && delivery.read === delivery.total) return 'Read';
  if (delivery.total > 0 && delivery.delivered === delivery.total) return 'Delivered';
  return 'Sent';
}

/** Unread = the last index − the member's read horizon (issue 16): no counting query. */
export function unreadCount(lastMessageIndex: number, lastReadMessageIndex: number | null): number {
  return Math.max(0, lastMessageIndex - (lastReadMessageIndex ?? -1));
}

/** The viewer's own participant, or null when they are not one. */
export function participantOf(conversation: Pick<ChatConversation, 'participants'>, viewerUUID: string): ChatParticipant | null {
  return conversation.participants.find((p) => p.identity === viewerUUID) ?? null;
}

/**
 * The name a viewer sees: a group's friendlyName; for a one-to-one conversation the other member's name (each side
 * sees the other one).
 */
export function titleOf(conversation: Pick<ChatConversation, 'kind' | 'friendlyName' | 'participants'>, viewerUUID: string): string {
  if (conversation.kind !== 'direct' && conversation.friendlyName) return conversation.friendlyName;
  const others = conversation.participants.filter((p) => p.identity !== viewerUUID).map((p) => p.friendlyName);
  return others.join(', ') || conversation.friendlyName || 'Only you';
}

/** A conversation as one member sees it: spec §3's notificationLevel and lastReadMessageIndex are theirs. */
export interface ChatConversationView extends ChatConversation {
  unreadCount: number;
  notificationLevel: NotificationLevel;
  lastReadMessageIndex: number | null;
}

export function viewOf(conversation: ChatConversation, viewerUUID: string): ChatConversationView {
  const me = participantOf(conversation, viewerUUID);
  return {
    ...conversation,
    unreadCount: unreadCount(conversation.lastMessageIndex, me?.lastReadMessageIndex ?? null),
    notificationLevel: me?.notificationLevel ?? 'default',
    lastReadMessageIndex: me?.lastReadMessageIndex ?? null,
  };
}

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
 * services/API.md § Chat, Events: `chat.changed` carries the whole conversation (participants with their horizons), so
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
