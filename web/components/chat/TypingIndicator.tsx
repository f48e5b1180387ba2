// "Ada is typing…" while someone else types in this conversation: each signal shows until its expiresAt (5 s)
// unless a newer one from the same member extends it (schema.graphql ChatTypingEvent).
import { useEffect, useState } from 'react';
import { useSubscription } from 'urql';
import { ChatTypingSubscription } from '~/web/lib/chat/documents';
import { css } from '~/web/styled-system/css';

type Typists = Record<string, { name: string; until: number }>;

/** The names of those still typing at `now`, in arrival order. */
export function typingNames(typists: Typists, now: number): string[] {
  return Object.values(typists)
    .filter((t) => t.until > now)
    .map((t) => t.name);
}

export function typingText(names: readonly string[]): string {
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return 'Several people are typing…';
}

export function TypingIndicator({ conversationSid, viewerUUID }: { conversationSid: string; viewerUUID: string }) {
  const [now, setNow] = useState(() => Date.now());
  const [{ data }] = useSubscription({ query: ChatTypingSubscription, variables: { conversationSid } }, (prev: Typists = {}, result) => {
    const t = result.chatTyping;
    if (t.identity === viewerUUID) return prev;
    return { ...prev, [t.identity]: { name: t.friendlyName, until: Date.parse(t.expiresAt) } };
  });
  const names = typingNames(data ?? {}, now);
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
