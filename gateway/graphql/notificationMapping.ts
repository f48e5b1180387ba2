import { NOTIFICATION_CODES, NOTIFICATION_LABELS, type NotificationCode } from '~/common/constants';
import type {
  MailingPreferences,
  MailingPreferencesInput,
  Notification,
  NotificationEvent,
} from '~/gateway/generated/graphql';
import { GatewayError } from '~/gateway/errors';
import type {
  MailingPreferencesUpdate,
  ServicesMailingPreferences,
  ServicesNotification,
} from '~/gateway/sources/notifications';
import type { NotificationChangedPayload } from '~/gateway/topics';

export function toNotification({ id, ...fields }: ServicesNotification): Notification {
  return { ...fields, id: String(id) };
}

/**
 * /settings lists one email switch per code services answered (those the member can be sent: an admin's codes for
 * admins only), always in NOTIFICATION_CODES order, each with its label.
 */
export function toMailingPreferences({ preferences, ...dates }: ServicesMailingPreferences): MailingPreferences {
  return {
    ...dates,
    preferences: NOTIFICATION_CODES.filter((code) => typeof preferences?.[code] === 'boolean').map((notificationCode) => ({
      notificationCode,
      label: NOTIFICATION_LABELS[notificationCode],
      email: preferences[notificationCode] !== false,
    })),
  };
}

/** The GraphQL input as services' `data`: the switches as an object by code, `subscribe` only when true. */
export function mailingPreferencesToServices({ preferences, subscribe }: MailingPreferencesInput): MailingPreferencesUpdate {
  const update: MailingPreferencesUpdate = {};
  if (preferences) {
    const byCode: Partial<Record<NotificationCode, boolean>> = {};
    for (const { notificationCode, email } of preferences) byCode[notificationCode] = email;
    update.preferences = byCode;
  }
  // false asks for nothing: unsubscribing is the mail link's job (PUT /unsubscribe)
  if (subscribe === true) update.subscribe = true;
  return update;
}

const NOTIFICATION_ID = /^[1-9]\d{0,15}$/;

/** A notification's id as services' numeric body field wants it; anything else is the client's mistake, not a 500. */
export function notificationIdToServices(id: string): number {
  if (!NOTIFICATION_ID.test(id)) throw new GatewayError('id must be the id of a notification.', { code: 'BAD_USER_INPUT' });
  return Number(id);
}

const KINDS: ReadonlySet<string> = new Set<NotificationEvent['kind']>(['created', 'viewed', 'allNotNew']);

/**
 * Whether a `notification.changed` event reaches `memberUuid`: services/API.md § Events pushes it to the member it
 * names only — nobody else, admins included. An event this gateway cannot read reaches nobody rather than ending the
 * member's subscription.
 */
export function isNotificationEventFor(payload: NotificationChangedPayload, memberUuid: string): boolean {
  if (typeof payload?.userUUID !== 'string' || payload.userUUID !== memberUuid) return false;
  const { kind, notification, newNotificationsCount } = payload;
  return KINDS.has(kind) && Number.isInteger(newNotificationsCount) && (kind === 'allNotNew' || Boolean(notification));
}

/** A `notification.changed` event as `memberUuid` receives it, or undefined when it is not theirs. */
export function notificationEventFor(eventId: string, payload: NotificationChangedPayload, memberUuid: string): NotificationEvent | undefined {
  if (!isNotificationEventFor(payload, memberUuid)) return undefined;
  const { kind, notification, newNotificationsCount } = payload;
  return {
    eventId,
    kind,
    notification: notification ? toNotification(notification) : null,
    newNotificationsCount,
  };
}
