// The member's notifications (spec §2 "Notification bell", §4, services/API.md § Notifications): the operations,
// the one reducer of notificationChanged events, where a click leads, and the live feed (resumed with `after` =
// the last eventId seen, each eventId delivered once, like the other live hooks).
import { getFragmentData, graphql } from '~/web/gql';
import type { NotificationFieldsFragment } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';
import { useLiveFeed, type LiveOptions } from '~/web/lib/live';

/** The one selection of a notification that pages, mutations and live events share. */
export const NotificationFields = graphql(`
  fragment NotificationFields on Notification {
    id
    message
    image
    date
    viewed
    isNew
    redirectUrl
    notificationCode
  }
`);

export type NotificationData = NotificationFieldsFragment;

export const NotificationsQuery = graphql(`
  query Notifications($page: Int, $size: Int) {
    notifications(page: $page, size: $size) {
      elements {
        ...NotificationFields
      }
      totalPages
      newNotificationsCount
      eventCursor
    }
  }
`);

export const MarkNotificationsNotNewMutation = graphql(`
  mutation MarkNotificationsNotNew {
    markNotificationsNotNew {
      newNotificationsCount
    }
  }
`);

export const MarkNotificationViewedMutation = graphql(`
  mutation MarkNotificationViewed($id: ID!) {
    markNotificationViewed(id: $id) {
      ...NotificationFields
    }
  }
`);

export const NotificationChangedSubscription = graphql(`
  subscription LiveNotificationChanged($after: ID) {
    notificationChanged(after: $after) {
      eventId
      kind
      notification {
        ...NotificationFields
      }
      newNotificationsCount
    }
  }
`);

/** kind: created, viewed or allNotNew (common/events.ts NotificationChangeKind) */
export interface NotificationEvent {
  eventId: string;
  kind: string;
  /** null for allNotNew */
  notification: NotificationData | null;
  /** the member's badge count after the change */
  newNotificationsCount: number;
}

/** What the bell shows: the notifications loaded so far (newest first) and the badge. */
export interface NotificationList {
  items: NotificationData[];
  newNotificationsCount: number;
}

/** Newest first, ties by id (services/API.md: GET /notification/list, DESC). */
export function newestFirst(a: NotificationData, b: NotificationData): number {
  const byDate = Date.parse(b.date) - Date.parse(a.date);
  if (byDate) return byDate;
  return Number(b.id) - Number(a.id) || b.id.localeCompare(a.id);
}

/** Appends a page, skipping what the list already shows (a live arrival shifts the pages by one). */
export function appendNotifications(items: NotificationData[], page: NotificationData[]): NotificationData[] {
  const known = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !known.has(item.id))];
}

/**
 * The one reducer of notificationChanged events: a created notification is inserted where its date puts it,
 * once (a replay or a page may already have brought it); a viewed one replaces the listed copy; allNotNew
 * (this member opened the bell, maybe in another tab) clears every "new" flag. The badge is the event's count.
 */
export function applyNotificationEvent(list: NotificationList, event: NotificationEvent): NotificationList {
  const newNotificationsCount = event.newNotificationsCount;
  const changed = event.notification;
  if (event.kind === 'allNotNew') {
    const items = list.items.some((item) => item.isNew) ? list.items.map((item) => (item.isNew ? { ...item, isNew: false } : item)) : list.items;
    return { items, newNotificationsCount };
  }
  if (!changed) return { ...list, newNotificationsCount };
  const index = list.items.findIndex((item) => item.id === changed.id);
  if (index >= 0) return { items: list.items.map((item, i) => (i === index ? changed : item)), newNotificationsCount };
  // a viewed notification the bell has not loaded yet stays for its page to bring
  if (event.kind !== 'created') return { ...list, newNotificationsCount };
  const at = list.items.findIndex((item) => newestFirst(changed, item) < 0);
  const items = at < 0 ? [...list.items, changed] : [...list.items.slice(0, at), changed, ...list.items.slice(at)];
  return { items, newNotificationsCount };
}

const GROUP_HOOKUP_CODES = new Set([
  'GROUP_HOOKUP_APPROVED',
  'GROUP_HOOKUP_REJECTED',
  'GROUP_HOOKUP_CANCELLED',
  'GROUP_HOOKUP_ATTENDED',
  'GROUP_HOOKUP_STARTING_SOON',
]);
const HOOKUP_CODES = new Set(['HOOKUP_MATCHED', 'HOOKUP_CONFIRMED', 'HOOKUP_RESCHEDULED', 'HOOKUP_CANCELLED', 'HOOKUP_STARTING_SOON']);

export const isGroupHookupCode = (code: string) => GROUP_HOOKUP_CODES.has(code);
export const isHookupCode = (code: string) => HOOKUP_CODES.has(code);

/** Only a path of this app is followed: never another origin (`//host`, `https://…`). */
const appPath = (url: string | null | undefined) => (url && url.startsWith('/') && !url.startsWith('//') ? url : null);

/**
 * spec §2: a click navigates by the notification's code, or else its redirectUrl. Group hookup codes lead to the
 * group hookup (its redirectUrl, /group-hookups/details/{uuid}), hookup codes to /timeslots, WELCOME to /home.
 * Null: nowhere to go.
 */
export function notificationTarget(notification: Pick<NotificationData, 'notificationCode' | 'redirectUrl'>): string | null {
  const { notificationCode: code, redirectUrl } = notification;
  if (isGroupHookupCode(code)) return appPath(redirectUrl) ?? '/group-hookups';
  if (isHookupCode(code)) return '/timeslots';
  if (code === 'WELCOME') return '/home';
  return appPath(redirectUrl);
}

/**
 * The signed-in member's notification events from `after` (the eventCursor of the first page). `onEvent` may
 * change from render to render; the latest is called. Returns the subscription's error message, if any.
 */
export function useNotificationEvents(options: LiveOptions, onEvent: (event: NotificationEvent) => void): { error?: string } {
  return useLiveFeed<NotificationEvent>(
    [],
    options,
    (client, after, sink) =>
      client.subscription(NotificationChangedSubscription, { after: after ?? null }).subscribe((result) => {
        const changed = result.data?.notificationChanged;
        if (changed) sink.next({ ...changed, notification: changed.notification ? getFragmentData(NotificationFields, changed.notification) : null });
        else if (result.error) sink.error(errorMessage(result.error));
      }).unsubscribe,
    onEvent,
  );
}
