// The chat's GraphQL documents (schema.graphql § Chat). The fields are read through plain types (ChatMessageData,
// ChatConversationData) so the store's reducer and the pages share one shape.
import { graphql } from '~/web/gql';

export const ChatMessageFields = graphql(`
  fragment ChatMessageFields on ChatMessage {
    sid
    conversationSid
    index
    body
    author
    authorName
    clientMessageId
    dateCreated
    edited
    deleted
    status
    media {
      sid
      filename
      contentType
      size
      url
    }
  }
`);

export const ChatConversationFields = graphql(`
  fragment ChatConversationFields on ChatConversation {
    sid
    kind
    friendlyName
    title
    isCreator
    groupHookupUUID
    dateUpdated
    lastMessageIndex
    unreadCount
    notificationLevel
    lastReadMessageIndex
    lastMessage {
      ...ChatMessageFields
    }
    participants {
      sid
      identity
      friendlyName
      imageUrl
      lastReadMessageIndex
      lastDeliveredMessageIndex
    }
  }
`);

export const ChatConversationsQuery = graphql(`
  query ChatConversations($size: Int) {
    chatConversations(page: 0, size: $size) {
      eventCursor
      elements {
        ...ChatConversationFields
      }
    }
  }
`);

export const ChatConversationQuery = graphql(`
  query ChatConversation($sid: ID!) {
    chatConversation(sid: $sid) {
      ...ChatConversationFields
    }
  }
`);

export const ChatMessagesQuery = graphql(`
  query ChatMessages($conversationSid: ID!, $before: Int, $size: Int) {
    chatMessages(conversationSid: $conversationSid, before: $before, size: $size) {
      hasMore
      messages {
        ...ChatMessageFields
      }
    }
  }
`);

export const ChatAccessTokenQuery = graphql(`
  query ChatAccessToken {
    chatAccessToken {
      token
      expiresAt
    }
  }
`);

export const ChatChangedSubscription = graphql(`
  subscription ChatChanged($token: String!, $after: ID) {
    chatChanged(token: $token, after: $after) {
      eventId
      kind
      conversationSid
      conversation {
        ...ChatConversationFields
      }
      message {
        ...ChatMessageFields
      }
    }
  }
`);

export const ChatTypingSubscription = graphql(`
  subscription ChatTyping($conversationSid: ID!) {
    chatTyping(conversationSid: $conversationSid) {
      conversationSid
      identity
      friendlyName
      expiresAt
    }
  }
`);

export const StartChatMutation = graphql(`
  mutation StartChat($participants: [ID!]!, $friendlyName: String) {
    startChat(participants: $participants, friendlyName: $friendlyName) {
      ...ChatConversationFields
    }
  }
`);

export const OpenGroupHookupChatMutation = graphql(`
  mutation OpenGroupHookupChat($uuid: ID!) {
    openGroupHookupChat(uuid: $uuid) {
      ...ChatConversationFields
    }
  }
`);

export const RenameChatMutation = graphql(`
  mutation RenameChat($sid: ID!, $friendlyName: String!) {
    renameChatConversation(sid: $sid, friendlyName: $friendlyName) {
      ...ChatConversationFields
    }
  }
`);

export const AddChatParticipantMutation = graphql(`
  mutation AddChatParticipant($sid: ID!, $identity: ID!) {
    addChatParticipant(sid: $sid, identity: $identity) {
      ...ChatConversationFields
    }
  }
`);

export const LeaveChatMutation = graphql(`
  mutation LeaveChat($sid: ID!) {
    leaveChatConversation(sid: $sid)
  }
`);

export const SetChatNotificationLevelMutation = graphql(`
  mutation SetChatNotificationLevel($sid: ID!, $level: ChatNotificationLevel!) {
    setChatNotificationLevel(sid: $sid, level: $level) {
      ...ChatConversationFields
    }
  }
`);

export const AdvanceChatHorizonsMutation = graphql(`
  mutation AdvanceChatHorizons($sid: ID!, $lastReadMessageIndex: Int, $lastDeliveredMessageIndex: Int) {
    advanceChatHorizons(sid: $sid, lastReadMessageIndex: $lastReadMessageIndex, lastDeliveredMessageIndex: $lastDeliveredMessageIndex) {
      ...ChatConversationFields
    }
  }
`);

export const SendChatMessageMutation = graphql(`
  mutation SendChatMessage($conversationSid: ID!, $body: String, $mediaSids: [ID!], $clientMessageId: String) {
    sendChatMessage(conversationSid: $conversationSid, body: $body, mediaSids: $mediaSids, clientMessageId: $clientMessageId) {
      ...ChatMessageFields
    }
  }
`);

export const EditChatMessageMutation = graphql(`
  mutation EditChatMessage($conversationSid: ID!, $sid: ID!, $body: String!) {
    editChatMessage(conversationSid: $conversationSid, sid: $sid, body: $body) {
      ...ChatMessageFields
    }
  }
`);

export const DeleteChatMessageMutation = graphql(`
  mutation DeleteChatMessage($conversationSid: ID!, $sid: ID!) {
    deleteChatMessage(conversationSid: $conversationSid, sid: $sid) {
      ...ChatMessageFields
    }
  }
`);

export const SendChatTypingMutation = graphql(`
  mutation SendChatTyping($conversationSid: ID!) {
    sendChatTyping(conversationSid: $conversationSid)
  }
`);
