// spec §3: the access token under `session`, the refresh token under `RTN`; a remember-me flag equal to
// `y` selects persistent storage (localStorage), otherwise the tab's sessionStorage.
import { STORAGE_KEYS } from '~/common/constants';
import type { TokenPair } from '~/machines/sessionMachine';

/** The forum's session cookie (NodeBB's default name), cleared on logout (spec §4). */
export const FORUM_COOKIE = 'express.sid';

const REMEMBER_ME_YES = 'y';

// Storage can throw (blocked cookies, private mode): the app then runs without persistence.
function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function isRemembered(): boolean {
  return safe(() => localStorage.getItem(STORAGE_KEYS.rememberMe) === REMEMBER_ME_YES, false);
}

/** The storage the session lives in, chosen by the remember-me flag. */
export function sessionStore(): Storage {
  return isRemembered() ? localStorage : sessionStorage;
}

export function readTokens(): { accessToken: string | null; refreshToken: string | null } {
  return safe(
    () => {
      const store = sessionStore();
      return { accessToken: store.getItem(STORAGE_KEYS.session), refreshToken: store.getItem(STORAGE_KEYS.refreshToken) };
    },
    { accessToken: null, refreshToken: null },
  );
}

export function readAccessToken(): string | null {
  return readTokens().accessToken;
}

/**
 * Stores a token pair. `rememberMe` is given at login and registration and sets the flag; a refresh
 * or a password change leaves it as it is.
 */
export function saveTokens(pair: TokenPair, rememberMe?: boolean): void {
  safe(() => {
    if (rememberMe !== undefined) {
      removeTokens(localStorage);
      removeTokens(sessionStorage);
      if (rememberMe) localStorage.setItem(STORAGE_KEYS.rememberMe, REMEMBER_ME_YES);
      else localStorage.removeItem(STORAGE_KEYS.rememberMe);
    }
    const store = sessionStore();
    store.setItem(STORAGE_KEYS.session, pair.accessToken);
    store.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
  }, undefined);
}

function removeTokens(store: Storage) {
  store.removeItem(STORAGE_KEYS.session);
  store.removeItem(STORAGE_KEYS.refreshToken);
}

/** each member's key of chatOutgoingStore, which clearSession removes */
const CHAT_OUTGOING_PREFIX = `${STORAGE_KEYS.chatOutgoing}:`;

/** Logout and a failed refresh: both storages lose `session` and `RTN`, and the tab the member's unsent chat messages. */
export function clearSession(): void {
  safe(() => {
    removeTokens(localStorage);
    removeTokens(sessionStorage);
    const chatKeys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i)).filter((key) => key?.startsWith(CHAT_OUTGOING_PREFIX));
    for (const key of chatKeys) sessionStorage.removeItem(key!);
  }, undefined);
}

/**
 * The member's unsent chat messages and drafts (web/lib/chat/outgoing.ts), kept in the tab's sessionStorage so a reload
 * loses none of them; the tab closing or signing out ends them.
 */
export function chatOutgoingStore(viewerUUID: string): { load(): string | null; save(value: string): void } {
  const key = `${CHAT_OUTGOING_PREFIX}${viewerUUID}`;
  return {
    load: () => safe(() => sessionStorage.getItem(key), null),
    save: (value) => safe(() => sessionStorage.setItem(key, value), undefined),
  };
}

/** Expires the forum's session cookie for this site (spec §4: logout clears the forum cookie). */
export function clearForumCookie(doc: Document = document): void {
  doc.cookie = `${FORUM_COOKIE}=; Max-Age=0; path=/; SameSite=Lax`;
}

/** Logout (spec §4): the forum removes its HttpOnly session cookie (scripts cannot, see forumSession.ts) and the forum
 *  user slug goes. Here, not in forumSession.ts, so the first page's JavaScript carries only this. */
export function endForumSession(fetchFn: typeof fetch = fetch): void {
  safe(() => localStorage.removeItem(STORAGE_KEYS.forumUserSlug), undefined);
  // keepalive: the browser is about to leave for /login
  void fetchFn('/forum/logout', { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}

/** A persistent yes/no flag of spec §3 (tutorial, calendar sync and profile image prompts…). */
export function setFlag(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS], on: boolean): void {
  safe(() => (on ? localStorage.setItem(key, 'true') : localStorage.removeItem(key)), undefined);
}

export function getFlag(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): boolean {
  return safe(() => localStorage.getItem(key) === 'true', false);
}

/**
 * The member's clock (spec §3 "optional 24-hour time format", §9): 24-hour unless `timeFormat24h` holds
 * 'false'. An absent key is the spec's default format `HH:mm`, so only an explicit choice of 12 hours
 * is stored as 'false'.
 */
export function prefers12HourClock(): boolean {
  return safe(() => localStorage.getItem(STORAGE_KEYS.timeFormat24h) === 'false', false);
}

export function setTimeFormat24h(on: boolean): void {
  safe(() => localStorage.setItem(STORAGE_KEYS.timeFormat24h, on ? 'true' : 'false'), undefined);
}
