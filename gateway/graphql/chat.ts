import { CHAT } from '~/common/messages';
import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';
import { GatewayError } from '~/gateway/errors';
import { typingHub } from '~/gateway/chatTyping';
import { toChatConversation, toChatMessage, withDeliveryOf } from '~/gateway/graphql/chatMapping';
import type { MessageAnswer } from '~/gateway/sources/chat';

type Context = Parameters<typeof requireAccessToken>[0] & { services: import('~/gateway/sources/services').ServicesSource; viewer: { uuid: string } | null };

function viewerUUID(context: Context): string {
  requireAccessToken(context);
  return context.viewer!.uuid;
}

/**
 * A message the viewer just wrote, with delivery counts from the conversation as it now is: services answer them with
 * the change (one call per send); only a resend's first answer comes without and costs a second call.
 */
async function withDelivery(context: Context, conversationSid: string, message: MessageAnswer) {
  if (message.delivery) return withDeliveryOf(message, message.delivery, viewerUUID(context));
  const conversation = await context.services.chatConversation(requireAccessToken(context), conversationSid);
  return toChatMessage(message, conversation.participants, viewerUUID(context));
}

/** The built-in chat (services/API.md § Chat): thin calls into services, shaped for the viewer. */
export const chatResolvers: Resolvers = {
  Query: {
    chatAccessToken: (_parent, _args, context) => context.services.chatAccessToken(requireAccessToken(context)),
    chatConversations: async (_parent, { page, size }, context) => {
      const { body, eventCursor } = await context.services.chatConversations(requireAccessToken(context), page, size);
      return { ...body, eventCursor, elements: body.elements.map((c) => toChatConversation(c, viewerUUID(context))) };
    },
    chatConversation: async (_parent, { sid }, context) => toChatConversation(await context.services.chatConversation(requireAccessToken(context), sid), viewerUUID(context)),
    chatMessages: async (_parent, { conversationSid, before, size }, context) => {
      const page = await context.services.chatMessages(requireAccessToken(context), conversationSid, before, size);
      return { hasMore: page.hasMore, messages: page.messages.map((m) => toChatMessage(m, page.participants, viewerUUID(context))) };
    },
    chatUnreadCount: async (_parent, _args, context) => (await context.services.chatUnread(requireAccessToken(context))).total,
  },
  Mutation: {
    startChat: async (_parent, { participants, friendlyName }, context) =>
      toChatConversation(await context.services.startChat(requireAccessToken(context), participants, friendlyName), viewerUUID(context)),
    openGroupHookupChat: async (_parent, { uuid }, context) => toChatConversation(await context.services.openGroupHookupChat(requireAccessToken(context), uuid), viewerUUID(context)),
    renameChatConversation: async (_parent, { sid, friendlyName }, context) =>
      toChatConversation(await context.services.renameChat(requireAccessToken(context), sid, friendlyName), viewerUUID(context)),
    addChatParticipant: async (_parent, { sid, identity }, context) =>
      toChatConversation(await context.services.addChatParticipant(requireAccessToken(context), sid, identity), viewerUUID(context)),
    leaveChatConversation: async (_parent, { sid }, context) => {
      await context.services.leaveChat(requireAccessToken(context), sid);
      return sid;
    },
    setChatNotificationLevel: async (_parent, { sid, level }, context) =>
      toChatConversation(await context.services.updateChatParticipant(requireAccessToken(context), sid, { notificationLevel: level }), viewerUUID(context)),
    advanceChatHorizons: async (_parent, { sid, lastReadMessageIndex, lastDeliveredMessageIndex }, context) =>
      toChatConversation(
        await context.services.updateChatParticipant(requireAccessToken(context), sid, {
          ...(lastReadMessageIndex != null ? { lastReadMessageIndex } : {}),
          ...(lastDeliveredMessageIndex != null ? { lastDeliveredMessageIndex } : {}),
        }),
        viewerUUID(context),
      ),
    sendChatMessage: async (_parent, { conversationSid, body, mediaSids, clientMessageId }, context) => {
      const message = await context.services.sendChatMessage(requireAccessToken(context), conversationSid, {
        ...(body ? { body } : {}),
        ...(mediaSids?.length ? { mediaSids } : {}),
        ...(clientMessageId ? { clientMessageId } : {}),
      });
      return withDelivery(context, conversationSid, message);
    },
    editChatMessage: async (_parent, { conversationSid, sid, body }, context) =>
      withDelivery(context, conversationSid, await context.services.editChatMessage(requireAccessToken(context), conversationSid, sid, body)),
    deleteChatMessage: async (_parent, { conversationSid, sid }, context) =>
      withDelivery(context, conversationSid, await context.services.deleteChatMessage(requireAccessToken(context), conversationSid, sid)),
    /** Ephemeral: membership is checked with services at most once a minute per member, the event never stored. */
    sendChatTyping: async (_parent, { conversationSid }, context) => {
      const identity = viewerUUID(context);
      let friendlyName = typingHub.knownMember(conversationSid, identity);
      if (friendlyName === null) {
        // 404 for anyone who is not a participant
        const conversation = await context.services.chatConversation(requireAccessToken(context), conversationSid);
        friendlyName = conversation.participants.find((p) => p.identity === identity)?.friendlyName ?? null;
        if (friendlyName === null) throw new GatewayError(CHAT.notFound('Conversation', conversationSid), { code: 'NOT_FOUND' });
        typingHub.rememberMember(conversationSid, identity, friendlyName);
      }
      return typingHub.publish(conversationSid, identity, friendlyName);
    },
  },
};
