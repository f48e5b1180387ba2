// The member's chat for the whole signed-in app: the conversation list with its unread counts, kept live (spec §4).
// Pages read the list and listen to message events here. Issue 21: the connection — the list's query, the chat
// connection machine, xstate's actor and the documents — loads after the signed-in page has painted
// (./connection.tsx); until it is in, the chat is simply not loaded yet, as while its list is fetched.
import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from '~/web/lib/lazyPage';
import { useSession } from '~/web/lib/session';
import { ChatContext, type Chat, type Listener } from './context';
import { applyChatEvent, unreadTotal, upsertConversation, type ChatState } from './store';

export { useChat, useChatUnreadTotal, type Chat } from './context';

const ChatConnection = lazyComponent(() => import('./connection').then((module) => module.ChatConnection));

export function ChatProvider({ children }: { children: ReactNode }) {
  const viewerUUID = useSession().user?.uuid ?? '';
  const [state, setState] = useState<ChatState>({ loaded: false, conversations: [] });
  const [error, setError] = useState<string>();
  const [mediaToken, setMediaToken] = useState<string | null>(null);
  const listeners = useRef(new Set<Listener>());
  // a new member is a new session
  const session = useMemo(() => ({ viewerUUID }), [viewerUUID]);
  // effects run once the shell and its page are on screen: the connection's code loads after that paint
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);

  const chat = useMemo<Chat>(
    () => ({
      viewerUUID,
      loaded: state.loaded,
      error,
      mediaToken,
      session,
      conversations: state.conversations,
      unreadTotal: unreadTotal(state.conversations),
      upsert: (conversation) => setState((s) => upsertConversation(s, conversation)),
      remove: (sid) => setState((s) => applyChatEvent(s, { conversationSid: sid, conversation: null })),
      listen: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [viewerUUID, state, error, mediaToken, session],
  );
  return (
    <ChatContext.Provider value={chat}>
      {children}
      {painted && viewerUUID ? (
        <Suspense fallback={null}>
          <ChatConnection
            viewerUUID={viewerUUID}
            listeners={listeners}
            setState={setState}
            setError={setError}
            setMediaToken={setMediaToken}
          />
        </Suspense>
      ) : null}
    </ChatContext.Provider>
  );
}
