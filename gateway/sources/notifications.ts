import type { NotificationCode } from '~/common/constants';
import type { Notification } from '~/gateway/generated/graphql';
import type { Message, ServicesCall, ServicesCursorCall } from '~/gateway/sources/call';

// REST shapes of services/API.md § Notifications. A notification matches the GraphQL type except for its numeric
// id; mailing preferences are an object keyed by code there and a labelled list in GraphQL (notificationMapping.ts).
export type ServicesNotification = Omit<Notification, 'id' | '__typename'> & { id: number };

/** GET /notification/list */
export interface ServicesNotificationList {
  notifications: { elements: ServicesNotification[]; totalPages: number };
  newNotificationsCount: number;
}

/** GET and PUT /user/mailing-preferences, POST /user/(un)pause-notifications */
export interface ServicesMailingPreferences {
  /** every code, true unless the member switched its email off */
  preferences: Partial<Record<NotificationCode, boolean>>;
  unsubscribeDate: string | null;
  pauseNotificationsStartDate: string | null;
  pauseNotificationsEndDate: string | null;
  paused: boolean;
}

/** `data` of PUT /user/mailing-preferences: codes not given keep their value; `subscribe: true` clears the unsubscribe. */
export interface MailingPreferencesUpdate {
  preferences?: Partial<Record<NotificationCode, boolean>>;
  subscribe?: true;
}

/**
 * The bell (list, opened, clicked), the email preferences, pausing them, and the public unsubscribe link
 * (API.md § Notifications § Calls). Every call but unsubscribe carries the member's bearer; the list answers
 * services' X-Event-Cursor, which the bell subscribes to notificationChanged after.
 */
export function notificationCalls(call: ServicesCall, cursorCall: ServicesCursorCall) {
  return {
    notifications: (accessToken: string, query: { page?: number | null; size?: number | null }) =>
      cursorCall<ServicesNotificationList>('GET', '/notification/list', {
        accessToken,
        // the bell always shows the newest first (spec §2); services accept no other sorting parameter
        query: { ...query, sorting_direction: 'DESC', sorting_parameter: 'date' },
      }),
    markNotificationsNotNew: (accessToken: string) =>
      call<{ newNotificationsCount: number }>('PUT', '/notification/mark-as-not-new', { accessToken }),
    markNotificationViewed: (accessToken: string, notificationId: number) =>
      call<ServicesNotification>('PUT', '/notification/mark-as-viewed', { accessToken, body: { notificationId } }),

    mailingPreferences: (accessToken: string) =>
      call<ServicesMailingPreferences>('GET', '/user/mailing-preferences', { accessToken }),
    updateMailingPreferences: (accessToken: string, data: MailingPreferencesUpdate) =>
      call<ServicesMailingPreferences>('PUT', '/user/mailing-preferences', { accessToken, body: { data } }),
    /** `weeks` null: paused until unpaused */
    pauseNotifications: (accessToken: string, weeks: number | null | undefined) =>
      call<ServicesMailingPreferences>('POST', '/user/pause-notifications', { accessToken, query: { weeks } }),
    unpauseNotifications: (accessToken: string) =>
      call<ServicesMailingPreferences>('POST', '/user/unpause-notifications', { accessToken }),
    /** public: the token of the mail's link is the credential */
    unsubscribe: (token: string, email: string) => call<Message>('PUT', '/unsubscribe', { query: { token, email } }),
  };
}
