// "Ada is typing…" while someone else types in this conversation: each signal shows until its expiresAt (5 s)
// unless a newer one from the same member extends it (schema.graphql ChatTypingEvent).
import { useEffect, useRef, useState } from 'react';
import { useSubscription } from 'urql';
import { ChatTypingSubscription } from '~/web/lib/chat/documents';
import { css } from '~/web/styled-system/css';

/** `after`: the conversation's last message index when the signal came; a newer message by them ends it. */
type Typists = Record<string, { name: string; until: number; after: number }>;
type LastMessage = { index: number; author: string } | null | undefined;

/** The names of those still typing at `now`, in arrival order: not expired, and not since sent their message. */
export function typingNames(typists: Typists, now: number, last: LastMessage = null): string[] {
  return Object.entries(typists)
    .filter(([identity, t]) => t.until > now && !(last && last.author === identity && last.index > t.after))
    .map(([, t]) => t.name);
}

export function typingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}

export function TypingIndicator({ conversationSid, viewerUUID, lastMessage }: { conversationSid: string; viewerUUID: string; lastMessage: LastMessage }) {
  const [now, setNow] = useState(() => Date.now());
  const lastIndex = useRef(lastMessage?.index ?? -1);
  lastIndex.current = lastMessage?.index ?? -1;
  const [{ data }] = useSubscription({ query: ChatTypingSubscription, variables: { conversationSid } }, (prev: Typists = {}, result) => {
    const t = result.chatTyping;
    if (t.identity === viewerUUID) return prev;
    return { ...prev, [t.identity]: { name: t.friendlyName, until: Date.parse(t.expiresAt), after: lastIndex.current } };
  });
  const names = typingNames(data ?? {}, now, lastMessage);
  useEffect(() => {
    if (names.length === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [names.length]);
  // the signal that just arrived is judged by the clock of the moment it arrived
  useEffect(() => setNow(Date.now()), [data]);
  return (
    <div aria-live="polite" className={css({ minH: '5', px: '3', textStyle: 'xs', color: 'fg.muted' })}>
      {typingText(names)}
    </div>
  );
}
