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
import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
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

/** A message as GraphQL's but its status: alike for every viewer. */
type SharedMessage = Omit<GqlMessage, 'status'>;

function sharedMessage(message: ChatMessage, delivery: Delivery): SharedMessage {
  return {
    ...message,
    attributes: JSON.stringify(message.attributes ?? {}),
    media: message.media.map((media) => ({ ...media, url: `/chat/media/${media.sid}` })),
    delivery,
  };
}

const withStatus = (message: SharedMessage, viewerUUID: string): GqlMessage => ({
  ...message,
  status: message.author === viewerUUID ? statusFromDelivery(message.delivery) : 'none',
});

/** A message with its delivery counts and the viewer's status, from the conversation's participants' horizons. */
export function toChatMessage(message: ChatMessage, participants: readonly ChatParticipant[], viewerUUID: string): GqlMessage {
  return withDeliveryOf(message, deliveryOf(message, participants), viewerUUID);
}

/** The same from delivery counts services already worked out (the author's answer to a send, edit or delete). */
export function withDeliveryOf(message: ChatMessage, delivery: Delivery, viewerUUID: string): GqlMessage {
  return withStatus(sharedMessage(message, delivery), viewerUUID);
}

function toParticipant(participant: ChatParticipant): GqlParticipant {
  const { notificationLevel: _private, ...shown } = participant; // another member's mute is theirs alone
  return { ...shown, attributes: JSON.stringify(participant.attributes ?? {}) };
}

/** What a conversation's GraphQL shape has alike for every viewer. */
interface SharedConversation {
  attributes: string;
  participants: GqlParticipant[];
  lastMessage: SharedMessage | null;
}

function sharedConversation(conversation: ChatConversation): SharedConversation {
  const { lastMessage, participants } = conversation;
  return {
    attributes: JSON.stringify(conversation.attributes ?? {}),
    participants: participants.map(toParticipant),
    lastMessage: lastMessage ? sharedMessage(lastMessage, deliveryOf(lastMessage, participants)) : null,
  };
}

function conversationFor(conversation: ChatConversation, shared: SharedConversation, viewerUUID: string): GqlConversation {
  const view = viewOf(conversation, viewerUUID);
  return {
    sid: view.sid,
    kind: KINDS[view.kind],
    friendlyName: view.friendlyName,
    title: titleOf(view, viewerUUID),
    attributes: shared.attributes,
    createdBy: view.createdBy,
    isCreator: view.createdBy === viewerUUID,
    groupHookupUUID: view.groupHookupUUID,
    dateCreated: view.dateCreated,
    dateUpdated: view.dateUpdated,
    lastMessageIndex: view.lastMessageIndex,
    lastMessage: shared.lastMessage ? withStatus(shared.lastMessage, viewerUUID) : null,
    participants: shared.participants,
    unreadCount: view.unreadCount,
    notificationLevel: view.notificationLevel,
    lastReadMessageIndex: view.lastReadMessageIndex,
  };
}

export function toChatConversation(conversation: ChatConversation, viewerUUID: string): GqlConversation {
  return conversationFor(conversation, sharedConversation(conversation), viewerUUID);
}

/** Who hears a chat.changed event: its participants, and whoever it removed (so they drop the conversation). */
export function chatAudienceOf(payload: ChatChangedPayload): string[] {
  return [...payload.conversation.participants.map((p) => p.identity), ...payload.removedUUIDs];
}

export function mayHearChatChange(payload: ChatChangedPayload, viewerUUID: string): boolean {
  return chatAudienceOf(payload).includes(viewerUUID);
}

/**
 * What a subscription document reads of a chatChanged event that is not the same for all its recipients (chatEventFor
 * shapes the event per viewer). The fan-out builds, executes and serialises an event once per distinct chatViewKey,
 * so a document reading none of it (the bench's `message { body author }`) costs one build per message, not one per
 * recipient.
 */
export interface ChatSelection {
  /** conversation or message: null for a member the event removed, set for the conversation's participants */
  membership: boolean;
  /** a field shaped for each viewer: title, isCreator, unreadCount, notificationLevel, lastReadMessageIndex, or one
   * SAME_FOR_ALL does not name */
  personal: boolean;
  /** message.status: the author's delivery status, 'none' for everyone else */
  messageStatus: boolean;
  /** conversation.lastMessage.status: the same for the conversation's last message */
  lastMessageStatus: boolean;
}

/**
 * The fields chatEventFor gives every recipient alike, per type, and the type of those with a selection. Any other
 * field (one added to schema.graphql later included) counts as the viewer's own: such a document is executed per
 * viewer, as every document was before.
 */
const SAME_FOR_ALL: Record<string, Record<string, string | null>> = {
  ChatEvent: { __typename: null, eventId: null, kind: null, conversationSid: null, conversation: 'ChatConversation', message: 'ChatMessage' },
  ChatConversation: {
    __typename: null,
    sid: null,
    kind: null,
    friendlyName: null,
    attributes: null,
    createdBy: null,
    groupHookupUUID: null,
    dateCreated: null,
    dateUpdated: null,
    lastMessageIndex: null,
    lastMessage: 'ChatMessage',
    participants: 'ChatParticipant',
  },
  // status: the author's or 'none' (ChatSelection)
  ChatMessage: {
    __typename: null,
    sid: null,
    conversationSid: null,
    index: null,
    body: null,
    author: null,
    authorName: null,
    participantSid: null,
    attributes: null,
    clientMessageId: null,
    dateCreated: null,
    dateUpdated: null,
    edited: null,
    deleted: null,
    media: 'ChatMedia',
    delivery: 'ChatDelivery',
  },
  // notificationLevel is left out of every participant (toParticipant)
  ChatParticipant: {
    __typename: null,
    sid: null,
    identity: null,
    friendlyName: null,
    imageUrl: null,
    type: null,
    attributes: null,
    lastReadMessageIndex: null,
    lastDeliveredMessageIndex: null,
  },
  ChatMedia: { __typename: null, sid: null, filename: null, contentType: null, size: null, category: null, url: null },
  ChatDelivery: { __typename: null, total: null, sent: null, delivered: null, read: null, undelivered: null, failed: null },
};

const selections = new WeakMap<FieldNode, ChatSelection>();

/**
 * The ChatSelection of the chatChanged field's nodes (the subscribe resolver's `info.fieldNodes`), worked out once per
 * document. @include and @skip are not evaluated: a field they might leave out counts as read.
 */
export function chatSelectionOf(fieldNodes: readonly FieldNode[], fragments: Record<string, FragmentDefinitionNode>): ChatSelection {
  const cached = selections.get(fieldNodes[0]!);
  if (cached) return cached;
  const selection: ChatSelection = { membership: false, personal: false, messageStatus: false, lastMessageStatus: false };
  const spread = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, type: string, under: 'message' | 'lastMessage' | null) => {
    for (const node of set?.selections ?? []) {
      if (node.kind === Kind.INLINE_FRAGMENT) walk(node.selectionSet, type, under);
      else if (node.kind === Kind.FRAGMENT_SPREAD) {
        // validation refuses cycles; a spread met twice adds nothing
        if (!spread.has(`${type}:${under}:${node.name.value}`)) {
          spread.add(`${type}:${under}:${node.name.value}`);
          walk(fragments[node.name.value]?.selectionSet, type, under);
        }
      } else {
        const name = node.name.value;
        if (type === 'ChatMessage' && name === 'status') {
          if (under === 'lastMessage') selection.lastMessageStatus = true;
          else selection.messageStatus = true;
          continue;
        }
        const fields = SAME_FOR_ALL[type]!;
        if (!Object.hasOwn(fields, name)) {
          selection.personal = true;
          continue;
        }
        if (type === 'ChatEvent' && (name === 'conversation' || name === 'message')) selection.membership = true;
        const inner = fields[name];
        if (inner) walk(node.selectionSet, inner, name === 'lastMessage' ? 'lastMessage' : name === 'message' ? 'message' : under);
      }
    }
  };
  for (const node of fieldNodes) walk(node.selectionSet, 'ChatEvent', null);
  for (const node of fieldNodes) selections.set(node, selection);
  return selection;
}

/**
 * Which recipients of an event get the same execution of a document reading `selection`: undefined when the viewer
 * may not hear the event; otherwise a key equal for two viewers exactly when chatEventFor gives them equal values of
 * what the document reads.
 */
export function chatViewKey(payload: ChatChangedPayload, viewerUUID: string, selection: ChatSelection): string | undefined {
  if (!mayHearChatChange(payload, viewerUUID)) return undefined;
  if (selection.personal) return `viewer:${viewerUUID}`;
  if (!selection.membership) return 'all';
  if (participantOf(payload.conversation, viewerUUID) === null) return 'removed';
  const messageAuthor = selection.messageStatus && payload.message?.author === viewerUUID;
  const lastMessageAuthor = selection.lastMessageStatus && payload.conversation.lastMessage?.author === viewerUUID;
  return `participant:${messageAuthor ? 'author' : '-'}:${lastMessageAuthor ? 'author' : '-'}`;
}

/**
 * An event's parts alike for every recipient, worked out once per event (the fan-out shapes one payload object for
 * each recipient whose view differs: gateway/fanout.ts); GraphQL execution only reads them.
 */
const sharedEvents = new WeakMap<ChatChangedPayload, { conversation: SharedConversation; message: SharedMessage | null }>();

function sharedEvent(payload: ChatChangedPayload) {
  let shared = sharedEvents.get(payload);
  if (!shared) {
    const { conversation, message } = payload;
    shared = {
      conversation: sharedConversation(conversation),
      message: message ? sharedMessage(message, deliveryOf(message, conversation.participants)) : null,
    };
    sharedEvents.set(payload, shared);
  }
  return shared;
}

export function chatEventFor(eventId: string, payload: ChatChangedPayload, viewerUUID: string): ChatEvent {
  const stillIn = participantOf(payload.conversation, viewerUUID) !== null;
  const shared = stillIn ? sharedEvent(payload) : null;
  return {
    eventId,
    kind: EVENT_KINDS[payload.kind],
    conversationSid: payload.conversation.sid,
    conversation: shared ? conversationFor(payload.conversation, shared.conversation, viewerUUID) : null,
    message: shared?.message ? withStatus(shared.message, viewerUUID) : null,
  };
}
