// Test helpers of the bell: a notification as NotificationFields selects it, a page of them, and a live event.
import type { NotificationData } from '~/web/lib/notifications';
import { json } from '~/web/testing/fakeGateway';

export function notification(id: string, overrides: Partial<NotificationData> = {}): NotificationData {
  return {
    __typename: 'Notification',
    id,
    message: `Notification ${id}`,
    image: null,
    // a higher id is newer
    date: new Date(Date.UTC(2030, 0, 1, 10, 0) + Number(id) * 60_000).toISOString(),
    viewed: false,
    isNew: true,
    redirectUrl: null,
    notificationCode: 'WELCOME',
    ...overrides,
  } as NotificationData;
}

export const notificationPage = (
  elements: NotificationData[],
  { totalPages = 1, newNotificationsCount = elements.filter((n) => n.isNew).length, eventCursor = '10' as string | null } = {},
) => json({ data: { notifications: { __typename: 'NotificationPage', elements, totalPages, newNotificationsCount, eventCursor } } });

export const notificationChanged = (eventId: string, kind: string, changed: NotificationData | null, newNotificationsCount: number) => ({
  data: { notificationChanged: { __typename: 'NotificationEvent', eventId, kind, notification: changed, newNotificationsCount } },
});
