import { CHAT, AUTH } from '~/common/messages';
import type { ChatEvent, ChatTypingEvent, SubscriptionResolvers } from '~/gateway/generated/graphql';
import { typingHub } from '~/gateway/chatTyping';
import { requireAccessToken } from '~/gateway/context';
import { GatewayError, internalError } from '~/gateway/errors';
import { chatEventFor, mayHearChatChange, type ChatChangedPayload } from '~/gateway/graphql/chatMapping';
import { liveStream } from '~/gateway/liveStream';
import { abortableStream } from '~/gateway/pubsub';
import { isEventId, TOPICS } from '~/gateway/topics';

/** What the chat stream yields once the chat token expired: resolved as UNAUTHENTICATED, then the stream ends. */
const EXPIRED = Symbol('chat token expired');
type ChatValue = { chatChanged: ChatEvent } | typeof EXPIRED;

/**
 * `source` until it ends or `expiresAt` passes; then one EXPIRED and the end (spec §4: on expiry the client reconnects,
 * with a fresh token and the last eventId it saw, so nothing is lost or repeated).
 */
function untilExpiry<T>(source: AsyncGenerator<T>, expiresAt: number, now = Date.now): AsyncGenerator<T | typeof EXPIRED> {
  return abortableStream(async function* (signal) {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<typeof EXPIRED>((resolve) => {
      timer = setTimeout(() => resolve(EXPIRED), Math.max(0, expiresAt - now()));
    });
    const aborted = new Promise<'aborted'>((resolve) => signal.addEventListener('abort', () => resolve('aborted'), { once: true }));
    try {
      while (true) {
        const next = await Promise.race([source.next(), expired, aborted]);
        if (next === 'aborted') return;
        if (next === EXPIRED) {
          yield EXPIRED;
          return;
        }
        if (next.done) return;
        yield next.value;
      }
    } finally {
      clearTimeout(timer);
      await source.return(undefined);
    }
  });
}

export const chatSubscriptionResolvers: SubscriptionResolvers = {
  chatChanged: {
    /**
     * The chat token (GET chat/access-token) must be valid and the viewer's own; each event reaches the conversation's
     * participants (and whom it removed) only, shaped for each of them.
     */
    subscribe: async (_root, { token, after }, context) => {
      requireAccessToken(context);
      const viewer = context.viewer!;
      if (after != null && !isEventId(after)) throw new GatewayError('after must be an eventId this API gave.', { code: 'BAD_USER_INPUT' });
      const check = await context.services.verifyChatToken(token);
      if (check.status === 'unverifiable') throw internalError();
      if (check.status === 'invalid' || check.identity !== viewer.uuid) throw new GatewayError(CHAT.tokenExpired, { code: 'UNAUTHENTICATED' });
      const stream = liveStream(context.live, {
        topic: TOPICS.chatChanged,
        after: after ?? undefined,
        select: (event) => {
          const payload = event.payload as ChatChangedPayload;
          return mayHearChatChange(payload, viewer.uuid) ? { chatChanged: chatEventFor(event.id, payload, viewer.uuid) } : undefined;
        },
      });
      return untilExpiry(stream, check.expiresAt);
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
