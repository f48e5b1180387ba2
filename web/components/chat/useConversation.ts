// One conversation on screen: its messages load on join (spec §4), older pages load on scroll up, events merge in
// as they arrive, the member's read horizon follows what is shown while the tab is visible (spec §3 read
// receipts), and sends go through the session's outgoing store (web/lib/chat/outgoing.ts: chatMessageMachine's
// Sending → stored, or Failed with a retry under the same clientMessageId so services never store it twice), which
// keeps them, and the conversation's draft, when the member looks elsewhere.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useClient } from 'urql';
import { CHAT_MESSAGES_PAGE_SIZE } from '~/common/constants';
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
import { ChatOutgoing, outgoingFor, type PendingMessage } from '~/web/lib/chat/outgoing';
import { mergeMessages, type ConversationData, type MessageData } from '~/web/lib/chat/store';
import type { UploadedMedia } from '~/web/lib/chat/upload';
import { errorMessage } from '~/web/lib/errors';
import { chatOutgoingStore } from '~/web/lib/storage';
import { toastChatError } from './toastChatError';

export type { PendingMessage } from '~/web/lib/chat/outgoing';

/** The member's unsent messages and drafts, kept across conversations and pages for the signed-in session. */
export function useOutgoing(): ChatOutgoing {
  const chat = useChat();
  const client = useClient();
  return outgoingFor(
    chat.session,
    () =>
      new ChatOutgoing(async (p) => {
        const result = await client
          .mutation(SendChatMessageMutation, { conversationSid: p.conversationSid, body: p.body, mediaSids: p.media.map((m) => m.sid), clientMessageId: p.clientMessageId })
          .toPromise();
        return result.data ? { message: getFragmentData(ChatMessageFields, result.data.sendChatMessage) } : { error: result.error ?? new Error(errorMessage(null)) };
      }, toastChatError, chatOutgoingStore(chat.viewerUUID)),
  );
}

export function useConversation(sid: string) {
  const chat = useChat();
  const client = useClient();
  const [messages, setMessages] = useState<MessageData[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string>();
  const [fetched, setFetched] = useState<ConversationData | null>(null);
  const outgoing = useOutgoing();
  const pending = useSyncExternalStore(outgoing.subscribe, () => outgoing.pendingOf(sid));
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  const conversation = chat.conversations.find((c) => c.sid === sid) ?? fetched;

  // messages load on join; events for this conversation merge in (by index, so a replay changes nothing)
  useEffect(() => {
    let stopped = false;
    setMessages([]);
    setFetched(null);
    setError(undefined);
    setLoading(true);
    const stopListening = chat.listen((event) => {
      if (event.conversationSid !== sid) return;
      if (event.message) setMessages((m) => mergeMessages(m, [event.message!]));
      if (event.conversation) setFetched(event.conversation);
    });
    const stopStored = outgoing.onStored((conversationSid, message) => {
      if (conversationSid === sid) setMessages((m) => mergeMessages(m, [message]));
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
      stopStored();
    };
    // chat.listen only adds to a ref's set: a new chat value needs no new listener
  }, [client, sid, outgoing]);

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

  const send = (body: string | null, media: UploadedMedia[]) => void outgoing.send(sid, body, media);
  const retry = (p: PendingMessage) => outgoing.retry(p);
  const discard = (p: PendingMessage) => outgoing.discard(p);

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
  const sentIds = useMemo(() => new Set(messages.map((m) => m.clientMessageId).filter((id): id is string => Boolean(id))), [messages]);
  const shownPending = pending.filter((p) => !sentIds.has(p.clientMessageId));
  // a send kept Failed over a reload whose answer was lost but which services did store: no longer unsent
  useEffect(() => {
    if (!loading) outgoing.forgetStored(sid, sentIds);
  }, [outgoing, sid, sentIds, loading]);

  return { conversation, messages, pending: shownPending, hasMore, loading, loadingOlder, error, loadOlder, send, retry, discard, edit, remove };
}
