// The chat's connection (issue 21: loaded after the signed-in page's first paint, by ChatProvider): the conversation
// list fetched once, then kept live by the chat connection machine (spec §4: token refreshed before expiry, reconnect
// on expiry or a dropped socket, resume after the last event so nothing is lost or shown twice).
import type { Client } from '@urql/core';
import { useEffect, type Dispatch, type MutableRefObject, type SetStateAction } from 'react';
import { useClient } from 'urql';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { CHAT_CLOCK_TICK_MS, CHAT_CONVERSATIONS_PAGE_SIZE } from '~/common/constants';
import { chatConnectionMachine, type ChatToken } from '~/machines/chatConnectionMachine';
import { getFragmentData, type FragmentType } from '~/web/gql';
import type { ChatChangedSubscription as ChatChangedResult } from '~/web/gql/graphql';
import { onReconnected } from '~/web/lib/client';
import { errorCode, errorMessage } from '~/web/lib/errors';
import {
  AdvanceChatHorizonsMutation,
  ChatAccessTokenQuery,
  ChatChangedSubscription,
  ChatConversationFields,
  ChatConversationsQuery,
  ChatMessageFields,
} from './documents';
import type { Listener } from './context';
import { applyChatEvent, sortConversations, type ChatEventData, type ChatState, type ConversationData } from './store';

export const toConversation = (c: FragmentType<typeof ChatConversationFields>): ConversationData => {
  const data = getFragmentData(ChatConversationFields, c);
  return { ...data, lastMessage: data.lastMessage ? getFragmentData(ChatMessageFields, data.lastMessage) : null };
};

function toEvent(e: ChatChangedResult['chatChanged']): ChatEventData {
  return {
    eventId: e.eventId,
    kind: e.kind,
    conversationSid: e.conversationSid,
    conversation: e.conversation ? toConversation(e.conversation) : null,
    message: e.message ? getFragmentData(ChatMessageFields, e.message) : null,
  };
}

async function fetchToken(client: Client): Promise<ChatToken> {
  const result = await client.query(ChatAccessTokenQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  if (!result.data) throw new Error(errorMessage(result.error));
  return { token: result.data.chatAccessToken.token, expiresAt: Date.parse(result.data.chatAccessToken.expiresAt) };
}

/**
 * Opens one chatChanged subscription per stream number of the machine, with its token and `after` = the last event.
 * Events go through the machine (which drops repeats) before they reach the store.
 */
function runStreams(client: Client, actor: ActorRefFrom<typeof chatConnectionMachine>, arrived: Map<string, ChatEventData>) {
  let open = 0;
  let close: (() => void) | null = null;
  const watch = actor.subscribe((snapshot) => {
    if (!snapshot.hasTag('live')) {
      close?.();
      close = null;
      open = 0;
      return;
    }
    if (snapshot.context.stream === open) return;
    close?.();
    open = snapshot.context.stream;
    const mine = open;
    const { token, lastEventId } = snapshot.context;
    const sub = client.subscription(ChatChangedSubscription, { token: token!, after: lastEventId }).subscribe((result) => {
      if (mine !== open) return; // a late result of a closed stream
      const changed = result.data?.chatChanged;
      if (changed) {
        arrived.set(changed.eventId, toEvent(changed));
        actor.send({ type: 'chat.event', eventId: changed.eventId });
        arrived.delete(changed.eventId);
      } else if (result.error) {
        actor.send({ type: errorCode(result.error) === 'UNAUTHENTICATED' ? 'stream.expired' : 'stream.dropped' });
      }
    });
    close = () => sub.unsubscribe();
  });
  return () => {
    watch.unsubscribe();
    close?.();
  };
}

export interface ChatConnectionProps {
  viewerUUID: string;
  listeners: MutableRefObject<Set<Listener>>;
  setState: Dispatch<SetStateAction<ChatState>>;
  setError: (error: string | undefined) => void;
  setMediaToken: (token: string | null) => void;
}

/** Renders nothing: fetches the list and keeps it live into ChatProvider's state while mounted. */
export function ChatConnection({ viewerUUID, listeners, setState, setError, setMediaToken }: ChatConnectionProps) {
  const client = useClient();
  useEffect(() => {
    if (!viewerUUID) return;
    let stopped = false;
    const cleanups: (() => void)[] = [];
    const arrived = new Map<string, ChatEventData>();
    void client
      .query(ChatConversationsQuery, { size: CHAT_CONVERSATIONS_PAGE_SIZE }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (stopped) return;
        const page = result.data?.chatConversations;
        setError(result.error ? errorMessage(result.error) : undefined);
        setState({ loaded: true, conversations: sortConversations((page?.elements ?? []).map(toConversation)) });
        const logic = chatConnectionMachine.provide({
          actors: { fetchToken: fromPromise(() => fetchToken(client)) },
          actions: {
            deliver: (_, { eventId }) => {
              const event = arrived.get(eventId);
              if (!event) return;
              setState((s) => applyChatEvent(s, event));
              for (const listener of listeners.current) listener(event);
              // this client received someone else's message: the author sees Delivered (spec §3)
              if (event.kind === 'MESSAGE_ADDED' && event.message && event.message.author !== viewerUUID) {
                void client.mutation(AdvanceChatHorizonsMutation, { sid: event.conversationSid, lastDeliveredMessageIndex: event.message.index }).toPromise();
              }
            },
          },
        });
        // services sent a cursor with the list: the stream starts after it, so nothing in between is lost
        const actor = createActor(logic, { input: { now: Date.now(), after: page?.eventCursor ?? null } }).start();
        const online = () => actor.send({ type: 'network.online' });
        const tick = setInterval(() => actor.send({ type: 'clock.tick', now: Date.now() }), CHAT_CLOCK_TICK_MS);
        window.addEventListener('online', online);
        const token = actor.subscribe((snapshot) => setMediaToken(snapshot.context.token));
        cleanups.push(
          () => token.unsubscribe(),
          runStreams(client, actor, arrived),
          onReconnected(client, online),
          () => window.removeEventListener('online', online),
          () => clearInterval(tick),
          () => actor.stop(),
        );
      });
    return () => {
      stopped = true;
      for (const cleanup of cleanups) cleanup();
    };
  }, [client, viewerUUID, listeners, setState, setError, setMediaToken]);

  return null;
}
