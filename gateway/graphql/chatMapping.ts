import {
  deliveryOf,
  participantOf,
  statusFromDelivery,
  titleOf,
  viewOf,
  type ChatChanged,
  type ChatChangeKind,
  type ChatConversation,
  type ChatMessage,
  type ChatParticipant,
  type Delivery,
} from '~/common/chat';
import type {
  ChatConversation as GqlConversation,
  ChatEvent,
  ChatEventKind,
  ChatMessage as GqlMessage,
  ChatParticipant as GqlParticipant,
} from '~/gateway/generated/graphql';

// services' chat shapes (common/chat.ts) as GraphQL's, for one viewer: unread, status and title are theirs.

export type ChatChangedPayload = ChatChanged;

const KINDS = { direct: 'DIRECT', group: 'GROUP', 'group-hookup': 'GROUP_HOOKUP' } as const;
const EVENT_KINDS: Record<ChatChangeKind, ChatEventKind> = {
  'conversation.added': 'CONVERSATION_ADDED',
  'conversation.updated': 'CONVERSATION_UPDATED',
  'participant.added': 'PARTICIPANT_ADDED',
  'participant.removed': 'PARTICIPANT_REMOVED',
  'participant.updated': 'PARTICIPANT_UPDATED',
  'message.added': 'MESSAGE_ADDED',
  'message.updated': 'MESSAGE_UPDATED',
  'message.removed': 'MESSAGE_REMOVED',
};

/** A message with its delivery counts and the viewer's status, from the conversation's participants' horizons. */
export function toChatMessage(message: ChatMessage, participants: readonly ChatParticipant[], viewerUUID: string): GqlMessage {
  return withDeliveryOf(message, deliveryOf(message, participants), viewerUUID);
}

/** The same from delivery counts services already worked out (the author's answer to a send, edit or delete). */
export function withDeliveryOf(message: ChatMessage, delivery: Delivery, viewerUUID: string): GqlMessage {
  return {
    ...message,
    attributes: JSON.stringify(message.attributes ?? {}),
    media: message.media.map((media) => ({ ...media, url: `/chat/media/${media.sid}` })),
    delivery,
    status: message.author === viewerUUID ? statusFromDelivery(delivery) : 'none',
  };
}

function toParticipant(participant: ChatParticipant): GqlParticipant {
  const { notificationLevel: _private, ...shown } = participant; // another member's mute is theirs alone
  return { ...shown, attributes: JSON.stringify(participant.attributes ?? {}) };
}

export function toChatConversation(conversation: ChatConversation, viewerUUID: string): GqlConversation {
  const view = viewOf(conversation, viewerUUID);
  return {
    sid: view.sid,
    kind: KINDS[view.kind],
    friendlyName: view.friendlyName,
    title: titleOf(view, viewerUUID),
    attributes: JSON.stringify(view.attributes ?? {}),
    createdBy: view.createdBy,
    isCreator: view.createdBy === viewerUUID,
    groupHookupUUID: view.groupHookupUUID,
    dateCreated: view.dateCreated,
    dateUpdated: view.dateUpdated,
    lastMessageIndex: view.lastMessageIndex,
    lastMessage: view.lastMessage ? toChatMessage(view.lastMessage, view.participants, viewerUUID) : null,
    participants: view.participants.map(toParticipant),
    unreadCount: view.unreadCount,
    notificationLevel: view.notificationLevel,
    lastReadMessageIndex: view.lastReadMessageIndex,
  };
}

/** Who hears a chat.changed event: its participants, and whoever it removed (so they drop the conversation). */
export function chatAudienceOf(payload: ChatChangedPayload): string[] {
  return [...payload.conversation.participants.map((p) => p.identity), ...payload.removedUUIDs];
}

export function mayHearChatChange(payload: ChatChangedPayload, viewerUUID: string): boolean {
  return chatAudienceOf(payload).includes(viewerUUID);
}

export function chatEventFor(eventId: string, payload: ChatChangedPayload, viewerUUID: string): ChatEvent {
  const stillIn = participantOf(payload.conversation, viewerUUID) !== null;
  return {
    eventId,
    kind: EVENT_KINDS[payload.kind],
    conversationSid: payload.conversation.sid,
    conversation: stillIn ? toChatConversation(payload.conversation, viewerUUID) : null,
    message: stillIn && payload.message ? toChatMessage(payload.message, payload.conversation.participants, viewerUUID) : null,
  };
}
