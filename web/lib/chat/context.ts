// The chat's React context, apart from ChatProvider (issue 21): the page title reads the unread total on every page,
// /login too, and must not bring the chat's machine, documents and store into the first route's JavaScript.
import { createContext, useContext } from 'react';
import type { ChatEventData, ConversationData } from './store';

export type Listener = (event: ChatEventData) => void;

export interface Chat {
  viewerUUID: string;
  loaded: boolean;
  error?: string;
  conversations: ConversationData[];
  unreadTotal: number;
  /** a mutation's answer (rename, mute, read) replaces the conversation at once */
  upsert: (conversation: ConversationData) => void;
  /** drops a conversation the member left */
  remove: (sid: string) => void;
  /** the chat token of the moment: media URLs carry it as ?token= (participants only) */
  mediaToken: string | null;
  /** one object per member's chat session (a sign-out ends it): what the chat pages keep across navigation hangs off it */
  session: object;
  /** every chat event as it arrives (once each); returns the unsubscribe */
  listen: (listener: Listener) => () => void;
}

export const ChatContext = createContext<Chat | null>(null);

/** The member's chat; throws outside ChatProvider. */
export function useChat(): Chat {
  const chat = useContext(ChatContext);
  if (!chat) throw new Error('useChat is used outside ChatProvider.');
  return chat;
}

/** The unread total for the page title (spec §2): 0 outside the signed-in area. */
export function useChatUnreadTotal(): number {
  return useContext(ChatContext)?.unreadTotal ?? 0;
}

