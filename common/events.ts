// The event contract between services (who write the outbox) and gateways (who read it): services/API.md § Events.

/**
 * Header of the list and detail reads that a live page subscribes after: the newest outbox id, read before the rows
 * of the answer (services/API.md § Events).
 */
export const EVENT_CURSOR_HEADER = 'x-event-cursor';

/** Outbox topics. */
export const TOPICS = {
  groupHookupChanged: 'group-hookup.changed',
  groupHookupPresence: 'group-hookup.presence',
  hookupChanged: 'hookup.changed',
  notificationChanged: 'notification.changed',
  userConfirmed: 'user.confirmed',
  /** an admin disabled a member: gateways close that member's sockets (payload `{ userUUID }`) */
  userDisabled: 'user.disabled',
  /** services revoked sessions (logout, password change or reset, a replayed refresh token, disable): gateways close
   *  the sockets opened with those sessions' tokens (payload `{ userUUID, sessionIds: string[] }`) */
  sessionRevoked: 'session.revoked',
  /** an admin changed a member's roles: gateways close that member's sockets (payload `{ userUUID }`) */
  userRolesChanged: 'user.roles-changed',
  /** a conversation, its participants or its messages changed (services/API.md § Chat) */
  chatChanged: 'chat.changed',
  /** a forum post or topic changed (services/API.md § Forum; payload common/forum ForumChanged) */
  forumChanged: 'forum.changed',
} as const;

/** What happened to a one-to-one hookup, in a `hookup.changed` event. */
export type HookupChangeKind = 'matched' | 'confirmed' | 'rescheduled' | 'cancelled' | 'completed' | 'expired' | 'updated';

/** What happened to a group hookup, in a `group-hookup.changed` event. */
export type GroupHookupChangeKind =
  | 'created'
  | 'updated'
  | 'approved'
  | 'rejected'
  | 'cancelled'
  | 'completed'
  | 'highlighted'
  | 'unhighlighted'
  | 'attended'
  | 'left'
  | 'image';

/** What happened to a member's notifications, in a `notification.changed` event. */
export type NotificationChangeKind = 'created' | 'viewed' | 'allNotNew';
