import { CHAT, AUTH } from '~/common/messages';
import type { ChatEvent, ChatTypingEvent, SubscriptionResolvers } from '~/gateway/generated/graphql';
import { typingHub } from '~/gateway/chatTyping';
import { requireAccessToken } from '~/gateway/context';
import { GatewayError, internalError } from '~/gateway/errors';
import { chatAudienceOf, chatEventFor, chatSelectionOf, chatViewKey, type ChatChangedPayload } from '~/gateway/graphql/chatMapping';
import { LiveSource } from '~/gateway/liveStream';
import { abortableStream } from '~/gateway/pubsub';
import { isEventId, TOPICS, type OutboxEvent } from '~/gateway/topics';

/** What the chat stream yields once the chat token expired: resolved as UNAUTHENTICATED, then the stream ends. */
const EXPIRED = Symbol('chat token expired');
type ChatValue = { chatChanged: ChatEvent } | typeof EXPIRED;

/**
 * The fan-out offers a chat.changed event only to its audience's subscriptions (issue 16: it offered each of 500
 * conversations' messages to all 1,000 subscribers); one function for every chat subscriber, as LiveRoute asks.
 */
const chatAudience = (event: OutboxEvent): string[] => chatAudienceOf(event.payload as ChatChangedPayload);

export const chatSubscriptionResolvers: SubscriptionResolvers = {
  chatChanged: {
    /**
     * The chat token (GET chat/access-token) must be valid and the viewer's own; each event reaches the conversation's
     * participants (and whom it removed) only, shaped for each of them; recipients whose shapes of what the document
     * reads are equal share one execution of it (chatViewKey).
     */
    subscribe: async (_root, { token, after }, context, info) => {
      requireAccessToken(context);
      const viewer = context.viewer!;
      if (after != null && !isEventId(after)) throw new GatewayError('after must be an eventId this API gave.', { code: 'BAD_USER_INPUT' });
      const check = await context.services.verifyChatToken(token);
      if (check.status === 'unverifiable') throw internalError();
      if (check.status === 'invalid' || check.identity !== viewer.uuid) throw new GatewayError(CHAT.tokenExpired, { code: 'UNAUTHENTICATED' });
      const selection = chatSelectionOf(info.fieldNodes, info.fragments);
      const match = (event: OutboxEvent) => chatViewKey(event.payload as ChatChangedPayload, viewer.uuid, selection);
      const value = (event: OutboxEvent): ChatValue => ({ chatChanged: chatEventFor(event.id, event.payload as ChatChangedPayload, viewer.uuid) });
      // spec §4: on expiry the client reconnects, with a fresh token and the last eventId it saw, so nothing is lost or repeated
      return new LiveSource<ChatValue>(context.live, TOPICS.chatChanged, after ?? undefined, match, value, {
        route: { key: viewer.uuid, keysOf: chatAudience },
        expiry: { at: check.expiresAt, value: EXPIRED },
      });
    },
    resolve: (value: ChatValue) => {
      if (value === EXPIRED) throw new GatewayError(CHAT.tokenExpired, { code: 'UNAUTHENTICATED' });
      return value.chatChanged;
    },
  },
  chatTyping: {
    /** Participants only (services answer 404 otherwise); one's own typing is not echoed back. */
    subscribe: async (_root, { conversationSid }, context) => {
      const accessToken = requireAccessToken(context);
      const viewer = context.viewer;
      if (!viewer) throw new GatewayError(AUTH.unauthenticated, { code: 'UNAUTHENTICATED' });
      await context.services.chatConversation(accessToken, conversationSid);
      return abortableStream(async function* (signal) {
        for await (const event of typingHub.listen(conversationSid, signal)) {
          if (event.identity !== viewer.uuid) yield { chatTyping: event satisfies ChatTypingEvent };
        }
      });
    },
  },
};
