import { CloseCode } from 'graphql-ws';
import type { WebSocket } from 'ws';
import { TOPICS } from '~/common/events';
import { GatewayError } from '~/gateway/errors';
import type { LiveEvents } from '~/gateway/eventConsumer';
import { isRole, type BearerCheck, type Viewer } from '~/gateway/tokens';

type ValidBearer = Extract<BearerCheck, { status: 'valid' }>;

/** What services say of a verified bearer's session at connection_init. */
export type SessionCheck =
  /** live: the member as services know them now (current roles, not the token's) */
  | { status: 'live'; bearer: ValidBearer }
  /** revoked (logout, password change or reset, disable) or the account is disabled: refuse with 4403 */
  | { status: 'ended' }
  /** services could not tell (down, slow, rate-limited): the client should try again later */
  | { status: 'unverifiable' };

/** The services call that answers for a session: GET /user/details with the bearer (401 for a revoked session). */
type UserDetails = (accessToken: string) => Promise<{ roles?: unknown; verified?: unknown }>;

/**
 * Asks services whether the bearer's session is still live. The gateway verifies signatures itself, but only services
 * know a session was revoked before its token expired (services/API.md § Tokens), so a socket opened with a
 * logged-out token is refused instead of replaying the member's events. The roles are services' current ones.
 */
export async function checkSession(bearer: ValidBearer, userDetails: UserDetails): Promise<SessionCheck> {
  let user: Awaited<ReturnType<UserDetails>>;
  try {
    user = await userDetails(bearer.accessToken);
  } catch (error) {
    const code = error instanceof GatewayError ? error.extensions.code : null;
    return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? { status: 'ended' } : { status: 'unverifiable' };
  }
  const roles = Array.isArray(user.roles) ? user.roles.filter(isRole) : [];
  const viewer: Viewer = { ...bearer.viewer, roles, verified: user.verified === true };
  return { status: 'live', bearer: { ...bearer, viewer } };
}

/** The topics after which a member's open sockets no longer speak for them. */
const ACCOUNT_TOPICS = [TOPICS.userDisabled, TOPICS.sessionRevoked, TOPICS.userRolesChanged] as const;

interface Tracked {
  viewer: Viewer;
  timer: NodeJS.Timeout;
}

/**
 * The live sessions behind the open sockets. A socket is closed with 4403 (graphql-ws "Forbidden") when:
 * - its access token expires (a timer from the token's `exp`);
 * - services revoke its session (`session.revoked`: logout, password change or reset, a replayed refresh token);
 * - an admin disables the member (`user.disabled`) (a role change, `user.roles-changed`, closes with 1012 instead): the roles the
 *   socket's filters use were read at connection_init.
 * 4403 makes the web client ask for a token refresh and reconnect with the fresh token (which carries the current
 * roles); for an ended session services refuse the refresh and the session machine sends the member to /login.
 */
/** RFC 6455 1012 "Service Restart": reconnect. Sent when a member's roles change. */
export const ROLES_CHANGED = 1012;

export function createLiveSessions(live: Pick<LiveEvents, 'listen'>) {
  const byUser = new Map<string, Map<WebSocket, Tracked>>();

  const close = (socket: WebSocket) => socket.close(CloseCode.Forbidden, 'Forbidden');

  function forget(socket: WebSocket, userUUID: string) {
    const sockets = byUser.get(userUUID);
    const tracked = sockets?.get(socket);
    if (!sockets || !tracked) return;
    clearTimeout(tracked.timer);
    sockets.delete(socket);
    if (sockets.size === 0) byUser.delete(userUUID);
  }

  function closeWhere(userUUID: string, matches: (viewer: Viewer) => boolean, code: number = CloseCode.Forbidden) {
    for (const [socket, { viewer }] of [...(byUser.get(userUUID) ?? [])]) {
      if (matches(viewer)) socket.close(code, code === CloseCode.Forbidden ? 'Forbidden' : 'Roles changed');
    }
  }

  const stop = new AbortController();
  for (const topic of ACCOUNT_TOPICS) {
    const events = live.listen(topic, stop.signal);
    void (async () => {
      try {
        for await (const event of events) {
          const payload = event.payload as { userUUID?: unknown; sessionIds?: unknown } | null;
          const userUUID = payload?.userUUID;
          if (typeof userUUID !== 'string') continue;
          if (topic === TOPICS.sessionRevoked) {
            const sessionIds = Array.isArray(payload?.sessionIds) ? payload.sessionIds : [];
            closeWhere(userUUID, (viewer) => viewer.sessionId !== null && sessionIds.includes(viewer.sessionId));
          } else if (topic === TOPICS.userRolesChanged) {
            // not a refusal: the token is still good, so the client reconnects with it (no refresh) and
            // connection_init reads the roles services hold now. A 4403 here spent the client's one refresh, and a
            // disable right after it then left the page refused but not sent to /login.
            closeWhere(userUUID, () => true, ROLES_CHANGED);
          } else {
            closeWhere(userUUID, () => true);
          }
        }
      } catch {
        // stopped: the pending wait rejects with an AbortError
      }
    })();
  }

  return {
    /** Follows an acknowledged socket until it closes; `expiresAt` is its access token's `exp` in ms. */
    track(socket: WebSocket, viewer: Viewer, expiresAt: number) {
      // closed while services were asked: 'close' has fired already
      if (socket.readyState !== socket.OPEN) return;
      // setTimeout holds at most 2^31 − 1 ms (24.8 days); a longer ACCESS_TOKEN_TTL_SECONDS closes earlier, not never
      const timer = setTimeout(() => close(socket), Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1));
      // a socket lives no longer than its token: the timer need not keep a closing process alive
      timer.unref();
      const sockets = byUser.get(viewer.uuid) ?? new Map<WebSocket, Tracked>();
      byUser.set(viewer.uuid, sockets);
      sockets.set(socket, { viewer, timer });
      socket.once('close', () => forget(socket, viewer.uuid));
    },
    /** sockets followed now (for tests) */
    size: () => [...byUser.values()].reduce((sum, sockets) => sum + sockets.size, 0),
    stop() {
      stop.abort();
      for (const [userUUID, sockets] of [...byUser]) for (const socket of [...sockets.keys()]) forget(socket, userUUID);
    },
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
