// Topics of the in-process pubsub, in one place (STYLE.md). They are the outbox topics of services/API.md
// § Events, so an event read from GET /events is published under the topic it arrived with.
import type { Person } from '~/gateway/generated/graphql';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';
import type { ServicesHookup } from '~/gateway/sources/hookups';
import type { ServicesNotification } from '~/gateway/sources/notifications';

import { TOPICS } from '~/common/events';
import type { GroupHookupChangeKind, HookupChangeKind, NotificationChangeKind } from '~/common/events';

export { TOPICS };

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/** One outbox row as GET /events and GET /events/replay carry it. */
export interface OutboxEvent {
  /** the outbox id (bigserial), as a decimal string */
  id: string;
  topic: string;
  payload: unknown;
}

export type { GroupHookupChangeKind, HookupChangeKind, NotificationChangeKind } from '~/common/events';

/** `group-hookup.changed`: the full object, so the gateway filters (Who sees what) without calling back. */
export interface GroupHookupChangedPayload {
  kind: GroupHookupChangeKind;
  actorUUID: string | null;
  groupHookup: ServicesGroupHookup;
}

/** `group-hookup.presence`: who is in the room, and who may know it. */
export interface GroupHookupPresencePayload {
  uuid: string;
  hostUUID: string;
  participantUUIDs: string[];
  present: Person[];
}

/**
 * `hookup.changed`: the hookup as every viewer gets it from services, and who was removed by an admin edit, so the
 * gateway knows its audience (participants, former participants, the organisation's admins) without calling back.
 */
export interface HookupChangedPayload {
  kind: HookupChangeKind;
  actorUUID: string | null;
  hookup: ServicesHookup;
  formerParticipantUUIDs: string[];
}

/**
 * `notification.changed`: one member's bell changed (a notification created or clicked, or all marked not new) and
 * their badge count after it. It names its one member, the only one who may hear it (services/API.md § Events).
 */
export interface NotificationChangedPayload {
  kind: NotificationChangeKind;
  userUUID: string;
  /** null for allNotNew */
  notification: ServicesNotification | null;
  newNotificationsCount: number;
}

const EVENT_ID = /^\d{1,19}$/;

/** Outbox ids are decimal bigserials; anything else is not an id a client or services could have sent. */
export function isEventId(value: unknown): value is string {
  return typeof value === 'string' && EVENT_ID.test(value);
}

/**
 * True when `id` comes after `previous`. services commit outbox ids in order (API.md § Events), so the largest id
 * seen is all a consumer needs to drop anything it already handled.
 */
export function isLaterEvent(id: string, previous: string | undefined): boolean {
  return previous === undefined || BigInt(id) > BigInt(previous);
}
