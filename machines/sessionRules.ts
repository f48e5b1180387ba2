// Types, paths and rules of the session machine that the web app also reads (spec §2, §4).
import type { Role } from '~/common/constants';

/** spec §3 session user */
export interface SessionUser {
  uuid: string;
  username: string;
  fullName: string;
  imageUrl: string | null;
  roles: Role[];
  verified: boolean;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface SessionContext {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  csrfToken: string | null;
  /** The page to come back to after a forced re-login (the `next` of /login). */
  returnPath: string | null;
}

/** What storage held when the app started. */
export interface SessionInput {
  accessToken?: string | null;
  refreshToken?: string | null;
}

export type SessionEvent =
  /** login or registration succeeded */
  | { type: 'session.started'; accessToken: string; refreshToken: string; user: SessionUser; rememberMe: boolean; next?: string | null }
  | { type: 'session.logout' }
  /** a GraphQL request answered UNAUTHENTICATED; `path` is the page the member is on */
  | { type: 'session.unauthorized'; path: string; optOut: boolean; retried: boolean }
  /** the server handed out a new pair outside a refresh (e.g. changePassword) */
  | { type: 'session.tokens.rotated'; accessToken: string; refreshToken: string }
  | { type: 'session.user.reload' }
  | { type: 'session.user.changed' }
  | { type: 'session.expired' }
  | { type: 'csrf.needed' }
  /** the gateway answered HTTP 403; `attempt` counts the retries this request already had */
  | { type: 'csrf.rejected'; attempt: number };

export type SessionTag =
  | 'restoring'
  | 'anonymous'
  | 'signedIn'
  | 'authenticated'
  | 'unverified'
  | 'reloadingUser'
  | 'refreshing'
  | 'csrf.fetching'
  | 'csrf.ready';

export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const VALIDATION_PATH = '/validation';
/** spec §8: one retry per 403 (and spec §4: one refresh per unauthorised request, see `mayRefresh`). */
export const MAX_CSRF_RETRIES = 1;

/** A `next` we may navigate to: a path of this app, never another origin (`//evil`, `https:`). */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/** spec §2: /login?next={path}, no next at the root (nor back to the login page itself). */
export function loginPath(path: string | null | undefined): string {
  const next = safeNext(path);
  if (!next || next === '/' || next === LOGIN_PATH || next.startsWith(`${LOGIN_PATH}?`)) return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}

/** The status the UI reads (`useSession().status`), from the machine's tags. */
export type SessionStatus = 'restoring' | 'authenticated' | 'unverified' | 'anonymous';

export function sessionStatus(snapshot: { hasTag: (tag: SessionTag) => boolean }): SessionStatus {
  if (snapshot.hasTag('restoring')) return 'restoring';
  if (snapshot.hasTag('authenticated')) return 'authenticated';
  if (snapshot.hasTag('unverified')) return 'unverified';
  return 'anonymous';
}
