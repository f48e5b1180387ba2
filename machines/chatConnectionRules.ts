// The rules of the chat connection (spec §4: "the token is refreshed when about to expire; on expiry the client
// reconnects"; DESIGN.md: resume after a reconnect, each event once). Pure functions the machine's guards use.
import { CHAT_RECONNECT_DELAYS_MS, CHAT_SEEN_EVENTS_MAX, CHAT_TOKEN_REFRESH_BEFORE_MS } from '~/common/constants';

export interface ChatToken {
  token: string;
  /** epoch ms */
  expiresAt: number;
}

export interface ChatConnectionInput {
  /** epoch ms: the machine never reads a clock itself */
  now: number;
  /** where the stream starts: the eventCursor of the conversation list shown, if any */
  after?: string | null;
}

export interface ChatConnectionContext {
  now: number;
  token: string | null;
  expiresAt: number;
  /** the last eventId delivered: a new stream resumes after it, so nothing is lost */
  lastEventId: string | null;
  /** the eventIds delivered (bounded): a replay overlapping the live stream is shown once */
  seen: string[];
  /** each new stream (new token or reconnect) gets the next number; the web app opens one per number */
  stream: number;
  /** failed attempts in a row (token fetch or stream), for the wait before the next */
  failures: number;
  /** epoch ms of the next attempt while waiting */
  retryAt: number;
}

export type ChatConnectionEvent =
  | { type: 'clock.tick'; now: number }
  /** an event of chatChanged arrived */
  | { type: 'chat.event'; eventId: string }
  /** the stream ended with UNAUTHENTICATED: the token expired */
  | { type: 'stream.expired' }
  /** the socket dropped or the stream failed otherwise */
  | { type: 'stream.dropped' }
  /** the tab is online again or the socket reconnected: try now instead of waiting; while live, resume the stream */
  | { type: 'network.online' };

export type ChatConnectionTag = 'connecting' | 'live' | 'refreshing' | 'waiting';

export const initialContext = ({ now, after }: ChatConnectionInput): ChatConnectionContext => ({
  now,
  token: null,
  expiresAt: 0,
  lastEventId: after ?? null,
  seen: [],
  stream: 0,
  failures: 0,
  retryAt: now,
});

/** spec §4: a token is refreshed from CHAT_TOKEN_REFRESH_BEFORE_MS before it expires. */
export const isAboutToExpire = (ctx: Pick<ChatConnectionContext, 'expiresAt'>, now: number) =>
  now >= ctx.expiresAt - CHAT_TOKEN_REFRESH_BEFORE_MS;

/** spec §4: past expiresAt the stream is over and the client reconnects with a new token. */
export const hasExpired = (ctx: Pick<ChatConnectionContext, 'expiresAt'>, now: number) => now >= ctx.expiresAt;

/** The wait before the next attempt after `failures` failures in a row (grows, then stays at the last). */
export const retryDelayMs = (failures: number) =>
  CHAT_RECONNECT_DELAYS_MS[Math.min(Math.max(failures - 1, 0), CHAT_RECONNECT_DELAYS_MS.length - 1)];

export const isNewEvent = (ctx: Pick<ChatConnectionContext, 'seen'>, eventId: string) => !ctx.seen.includes(eventId);

/** Remembers a delivered eventId, forgetting the oldest beyond CHAT_SEEN_EVENTS_MAX. */
export const remember = (seen: readonly string[], eventId: string): string[] => [...seen, eventId].slice(-CHAT_SEEN_EVENTS_MAX);
