// Notifications as services answer them (services/API.md § Notifications), for the gateway's tests.
import type { NotificationCode } from '~/common/constants';
import { notificationCodesFor } from '~/common/roles';
import type { ServicesMailingPreferences, ServicesNotification } from '~/gateway/sources/notifications';
import type { NotificationChangedPayload } from '~/gateway/topics';

export const MEMBER_UUID = 'member-uuid-ada';
export const OTHER_MEMBER_UUID = 'member-uuid-grace';
export const ADMIN_UUID = 'admin-uuid-root';

export function servicesNotification(overrides: Partial<ServicesNotification> = {}): ServicesNotification {
  return {
    id: 42,
    message: 'Your group hookup "Cold calling clinic" has been approved.',
    image: '/uploads/img-1',
    date: '2030-01-02T09:30:00.000Z',
    viewed: false,
    redirectUrl: '/group-hookups/details/gh-1',
    notificationCode: 'GROUP_HOOKUP_APPROVED',
    isNew: true,
    ...overrides,
  };
}

/** Every code a member (`codes`: another's) can be sent, on except those given as off. */
export function servicesMailingPreferences(
  off: NotificationCode[] = [],
  overrides: Partial<Omit<ServicesMailingPreferences, 'preferences'>> = {},
  codes: readonly NotificationCode[] = notificationCodesFor(['ROLE_USER']),
): ServicesMailingPreferences {
  return {
    preferences: Object.fromEntries(codes.map((code) => [code, !off.includes(code)])),
    unsubscribeDate: null,
    pauseNotificationsStartDate: null,
    pauseNotificationsEndDate: null,
    paused: false,
    ...overrides,
  };
}

export function notificationChanged(
  userUUID: string,
  kind: NotificationChangedPayload['kind'] = 'created',
  notification: ServicesNotification | null = kind === 'allNotNew' ? null : servicesNotification(),
  newNotificationsCount = kind === 'allNotNew' ? 0 : 1,
): NotificationChangedPayload {
  return { kind, userUUID, notification, newNotificationsCount };
}
