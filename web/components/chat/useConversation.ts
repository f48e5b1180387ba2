// One conversation on screen: its messages load on join (spec §4), older pages load on scroll up, events merge in
// as they arrive, the member's read horizon follows what is shown while the tab is visible (spec §3 read
// receipts), and sends go through chatMessageMachine (Sending → stored, or Failed with a retry under the same
// clientMessageId so services never store it twice).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { createActor, type ActorRefFrom } from 'xstate';
import { CHAT_MESSAGES_PAGE_SIZE } from '~/common/constants';
import { chatMessageMachine } from '~/machines/chatMessageMachine';
import { getFragmentData } from '~/web/gql';
import { useChat } from '~/web/lib/chat/ChatProvider';
import { toConversation } from '~/web/lib/chat/connection';
import {
  AdvanceChatHorizonsMutation,
  ChatConversationQuery,
  ChatMessageFields,
  ChatMessagesQuery,
  DeleteChatMessageMutation,
  EditChatMessageMutation,
  SendChatMessageMutation,
} from '~/web/lib/chat/documents';
import { mergeMessages, type ConversationData, type MessageData } from '~/web/lib/chat/store';
import type { UploadedMedia } from '~/web/lib/chat/upload';
import { errorMessage } from '~/web/lib/errors';
import { toastChatError } from './toastChatError';

export interface PendingMessage {
  clientMessageId: string;
  body: string | null;
  media: UploadedMedia[];
  actor: ActorRefFrom<typeof chatMessageMachine>;
}

const newClientMessageId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

export function useConversation(sid: string) {
  const chat = useChat();
  const client = useClient();
  const [messages, setMessages] = useState<MessageData[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string>();
  const [fetched, setFetched] = useState<ConversationData | null>(null);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [, rerender] = useState(0);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  const conversation = chat.conversations.find((c) => c.sid === sid) ?? fetched;

  // messages load on join; events for this conversation merge in (by index, so a replay changes nothing)
  useEffect(() => {
    let stopped = false;
    setMessages([]);
    setPending([]);
    setFetched(null);
    setError(undefined);
    setLoading(true);
    const stopListening = chat.listen((event) => {
      if (event.conversationSid !== sid) return;
      if (event.message) setMessages((m) => mergeMessages(m, [event.message!]));
      if (event.conversation) setFetched(event.conversation);
    });
    void Promise.all([
      client.query(ChatConversationQuery, { sid }, { requestPolicy: 'network-only' }).toPromise(),
      client.query(ChatMessagesQuery, { conversationSid: sid, size: CHAT_MESSAGES_PAGE_SIZE }, { requestPolicy: 'network-only' }).toPromise(),
    ]).then(([conv, page]) => {
      if (stopped) return;
      setLoading(false);
      const failed = conv.error ?? page.error;
      if (failed) return setError(errorMessage(failed));
      setFetched(toConversation(conv.data!.chatConversation));
      setMessages((m) => mergeMessages(m, page.data!.chatMessages.messages.map((x) => getFragmentData(ChatMessageFields, x))));
      setHasMore(page.data!.chatMessages.hasMore);
    });
    return () => {
      stopped = true;
      stopListening();
    };
    // chat.listen only adds to a ref's set: a new chat value needs no new listener
  }, [client, sid]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || !hasMore || loadingOlder) return;
    setLoadingOlder(true);
    const page = await client.query(ChatMessagesQuery, { conversationSid: sid, before: first.index, size: CHAT_MESSAGES_PAGE_SIZE }, { requestPolicy: 'network-only' }).toPromise();
    setLoadingOlder(false);
    if (page.error || !page.data) return toastChatError(page.error ?? new Error(errorMessage(null)));
    setMessages((m) => mergeMessages(m, page.data!.chatMessages.messages.map((x) => getFragmentData(ChatMessageFields, x))));
    setHasMore(page.data.chatMessages.hasMore);
  }, [client, sid, messages, hasMore, loadingOlder]);

  // spec §3 read receipts: what is on screen in a visible tab is read
  useEffect(() => {
    const change = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', change);
    return () => document.removeEventListener('visibilitychange', change);
  }, []);
  const lastIndex = conversation?.lastMessageIndex ?? -1;
  const lastRead = conversation?.lastReadMessageIndex ?? -1;
  const readSent = useRef(-1);
  useEffect(() => {
    if (!visible || loading || lastIndex <= lastRead || readSent.current >= lastIndex) return;
    readSent.current = lastIndex;
    void client.mutation(AdvanceChatHorizonsMutation, { sid, lastReadMessageIndex: lastIndex }).toPromise().then((result) => {
      if (result.data) chat.upsert(toConversation(result.data.advanceChatHorizons));
      else readSent.current = -1;
    });
  }, [client, sid, visible, loading, lastIndex, lastRead, chat]);
  useEffect(() => {
    readSent.current = -1;
  }, [sid]);

  async function deliver(p: PendingMessage) {
    const result = await client
      .mutation(SendChatMessageMutation, { conversationSid: sid, body: p.body, mediaSids: p.media.map((m) => m.sid), clientMessageId: p.clientMessageId })
      .toPromise();
    if (result.data) {
      p.actor.send({ type: 'chat.message.stored' });
      setMessages((m) => mergeMessages(m, [getFragmentData(ChatMessageFields, result.data!.sendChatMessage)]));
      setPending((list) => list.filter((x) => x !== p));
    } else {
      p.actor.send({ type: 'chat.message.failed' });
      rerender((n) => n + 1);
      toastChatError(result.error!);
    }
  }

  // One send at a time per conversation, in the order written: sends in flight together reach services in any order
  // and take their indexes in that order (seen with fourteen quick messages). A failed send does not stop the next.
  const sending = useRef<Promise<void>>(Promise.resolve());
  const deliverInTurn = (p: PendingMessage) => {
    sending.current = sending.current.then(() => deliver(p)).catch(() => undefined);
  };

  const send = (body: string | null, media: UploadedMedia[]) => {
    const p: PendingMessage = { clientMessageId: newClientMessageId(), body, media, actor: createActor(chatMessageMachine, { input: { incoming: false } }).start() };
    setPending((list) => [...list, p]);
    deliverInTurn(p);
  };

  const retry = (p: PendingMessage) => {
    if (!p.actor.getSnapshot().can({ type: 'chat.message.retry' })) return;
    p.actor.send({ type: 'chat.message.retry' });
    rerender((n) => n + 1);
    deliverInTurn(p);
  };

  /** Edits one's own message; the answer (and the others' MESSAGE_UPDATED event) shows it as edited. true when stored. */
  const edit = async (messageSid: string, body: string): Promise<boolean> => {
    const result = await client.mutation(EditChatMessageMutation, { conversationSid: sid, sid: messageSid, body }).toPromise();
    if (!result.data) {
      toastChatError(result.error!);
      return false;
    }
    setMessages((m) => mergeMessages(m, [getFragmentData(ChatMessageFields, result.data!.editChatMessage)]));
    return true;
  };

  /** Deletes one's own message: it keeps its place and shows as deleted to everyone (MESSAGE_REMOVED). */
  const remove = async (messageSid: string) => {
    const result = await client.mutation(DeleteChatMessageMutation, { conversationSid: sid, sid: messageSid }).toPromise();
    if (!result.data) return result.error!;
    setMessages((m) => mergeMessages(m, [getFragmentData(ChatMessageFields, result.data!.deleteChatMessage)]));
    return null;
  };

  // a pending send whose stored copy already arrived by the stream is shown once, as stored
  const sentIds = new Set(messages.map((m) => m.clientMessageId).filter(Boolean));
  const shownPending = pending.filter((p) => !sentIds.has(p.clientMessageId));

  return { conversation, messages, pending: shownPending, hasMore, loading, loadingOlder, error, loadOlder, send, retry, edit, remove };
}
