import { EventEmitter, on } from 'node:events';
import { CHAT_TYPING_EXPIRES_MS, CHAT_TYPING_INTERVAL_MS } from '~/common/constants';

// Typing indicators (issue 16): ephemeral, in this gateway's memory only — never services, never the database. At most
// one per member and conversation every CHAT_TYPING_INTERVAL_MS is passed on; each says until when it holds.

export interface TypingEvent {
  conversationSid: string;
  identity: string;
  friendlyName: string;
  expiresAt: string;
}

/** How long a member's membership of a conversation, once checked with services, is trusted for typing. */
const MEMBERSHIP_TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;

export function createTypingHub(now = () => Date.now()) {
  const emitter = new EventEmitter().setMaxListeners(0);
  const lastSent = new Map<string, number>();
  const members = new Map<string, { until: number; friendlyName: string }>();

  /** Forgets the oldest entries of a map past its size (insertion order is age order here). */
  const bound = (map: Map<string, unknown>) => {
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  };

  return {
    /** The member's name if services said within the last minute that they are in the conversation, else null. */
    knownMember(conversationSid: string, identity: string): string | null {
      const entry = members.get(`${conversationSid}:${identity}`);
      return entry && entry.until > now() ? entry.friendlyName : null;
    },
    rememberMember(conversationSid: string, identity: string, friendlyName: string): void {
      const key = `${conversationSid}:${identity}`;
      members.delete(key);
      members.set(key, { until: now() + MEMBERSHIP_TTL_MS, friendlyName });
      bound(members);
    },
    /** Passes the typing on unless this member sent one for this conversation less than 3 s ago. */
    publish(conversationSid: string, identity: string, friendlyName: string): boolean {
      const key = `${conversationSid}:${identity}`;
      const at = now();
      const previous = lastSent.get(key);
      if (previous !== undefined && at - previous < CHAT_TYPING_INTERVAL_MS) return false;
      lastSent.delete(key);
      lastSent.set(key, at);
      bound(lastSent);
      const event: TypingEvent = { conversationSid, identity, friendlyName, expiresAt: new Date(at + CHAT_TYPING_EXPIRES_MS).toISOString() };
      emitter.emit(conversationSid, event);
      return true;
    },
    /** The conversation's typing events from now until `signal` aborts. */
    async *listen(conversationSid: string, signal: AbortSignal): AsyncGenerator<TypingEvent> {
      try {
        for await (const [event] of on(emitter, conversationSid, { signal }) as AsyncIterable<[TypingEvent]>) yield event;
      } catch (error) {
        if (!signal.aborted) throw error;
      }
    },
  };
}

export type TypingHub = ReturnType<typeof createTypingHub>;

/** This gateway process's typing indicators (every request and socket of the process shares it). */
export const typingHub = createTypingHub();
