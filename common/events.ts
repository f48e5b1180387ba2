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
  /** a video room ended (the host or an admin ended it, or its window closed): services/API.md § Video, VideoRoomEnded */
  videoRoomEnded: 'video.room-ended',
  /** a review was submitted (sealed) or revealed (services/API.md § Reviews) */
  reviewChanged: 'review.changed',
  /** a member may now review a meeting and is asked to, once per meeting (payload services/reviews/requests ReviewRequested) */
  reviewRequested: 'review.requested',
  /** a forum post or topic changed (services/API.md § Forum; payload common/forum ForumChanged) */
  forumChanged: 'forum.changed',
  /** feedback was sent through the feedback tab; its admins are told (payload services/feedback FeedbackCreated) */
  feedbackCreated: 'feedback.created',
} as const;

/** The payload of `video.room-ended`: who may be in the room (`memberUUIDs`), so a gateway tells only them. */
export interface VideoRoomEnded {
  roomId: string;
  kind: 'group' | 'hookup';
  groupHookupUUID: string | null;
  hookupUUID: string | null;
  /** ISO 8601 UTC */
  endedAt: string;
  /** the hookup's two participants, or the group hookup's host and active participants, and anyone who joined */
  memberUUIDs: string[];
}

/** What happened to a review, in a `review.changed` event. */
export type ReviewChangeKind = 'submitted' | 'revealed';

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
