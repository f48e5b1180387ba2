import { describe, expect, it } from 'vitest';
import { notification } from '~/web/testing/notifications';
import { appendNotifications, applyNotificationEvent, notificationTarget, type NotificationList } from '~/web/lib/notifications';

const ids = (list: { items: { id: string }[] }) => list.items.map((n) => n.id);

describe('applyNotificationEvent, the one reducer of notification events', () => {
  const list: NotificationList = { items: [notification('3'), notification('2'), notification('1', { isNew: false })], newNotificationsCount: 2 };

  it('puts a created notification first (newest first) and takes the badge from the event', () => {
    const next = applyNotificationEvent(list, { eventId: 'e1', kind: 'created', notification: notification('4'), newNotificationsCount: 3 });
    expect(ids(next)).toEqual(['4', '3', '2', '1']);
    expect(next.newNotificationsCount).toBe(3);
  });

  it('inserts a created notification where its date puts it', () => {
    // made between 2 (10:02) and 3 (10:03)
    const between = notification('7', { date: '2030-01-01T10:02:30.000Z' });
    expect(ids(applyNotificationEvent(list, { eventId: 'e1', kind: 'created', notification: between, newNotificationsCount: 3 }))).toEqual(['3', '7', '2', '1']);
  });

  it('shows a created notification once: a replay of one already listed replaces it in place', () => {
    const again = applyNotificationEvent(list, { eventId: 'e9', kind: 'created', notification: notification('3'), newNotificationsCount: 2 });
    expect(ids(again)).toEqual(['3', '2', '1']);
  });

  it('marks a viewed notification (another tab clicked it), and leaves the list alone for one not loaded', () => {
    const viewed = applyNotificationEvent(list, { eventId: 'e2', kind: 'viewed', notification: notification('2', { viewed: true, isNew: false }), newNotificationsCount: 1 });
    expect(viewed.items[1]).toMatchObject({ id: '2', viewed: true, isNew: false });
    expect(viewed.newNotificationsCount).toBe(1);
    const elsewhere = applyNotificationEvent(list, { eventId: 'e3', kind: 'viewed', notification: notification('99', { viewed: true }), newNotificationsCount: 2 });
    expect(elsewhere.items).toBe(list.items);
  });

  it('clears every new flag and the badge on allNotNew (the bell opened in another tab)', () => {
    const next = applyNotificationEvent(list, { eventId: 'e4', kind: 'allNotNew', notification: null, newNotificationsCount: 0 });
    expect(next.items.map((n) => n.isNew)).toEqual([false, false, false]);
    expect(next.items.map((n) => n.viewed)).toEqual([false, false, false]);
    expect(next.newNotificationsCount).toBe(0);
  });
});

describe('appendNotifications', () => {
  it('skips what a live arrival already put in the list (the pages shifted by one)', () => {
    expect(ids({ items: appendNotifications([notification('4'), notification('3')], [notification('3'), notification('2')]) })).toEqual(['4', '3', '2']);
  });
});

describe('notificationTarget (spec §2: by notificationCode or redirectUrl)', () => {
  it('leads group hookup notifications to the group hookup', () => {
    for (const code of ['GROUP_HOOKUP_APPROVED', 'GROUP_HOOKUP_REJECTED', 'GROUP_HOOKUP_CANCELLED', 'GROUP_HOOKUP_ATTENDED', 'GROUP_HOOKUP_STARTING_SOON'] as const) {
      expect(notificationTarget({ notificationCode: code, redirectUrl: '/group-hookups/details/gh-1' })).toBe('/group-hookups/details/gh-1');
    }
    expect(notificationTarget({ notificationCode: 'GROUP_HOOKUP_APPROVED', redirectUrl: null })).toBe('/group-hookups');
  });

  it('leads hookup notifications to /timeslots and the welcome to /home', () => {
    for (const code of ['HOOKUP_MATCHED', 'HOOKUP_CONFIRMED', 'HOOKUP_RESCHEDULED', 'HOOKUP_CANCELLED', 'HOOKUP_STARTING_SOON'] as const) {
      expect(notificationTarget({ notificationCode: code, redirectUrl: null })).toBe('/timeslots');
    }
    expect(notificationTarget({ notificationCode: 'WELCOME', redirectUrl: null })).toBe('/home');
  });

  it('never follows a redirectUrl to another site', () => {
    expect(notificationTarget({ notificationCode: 'GROUP_HOOKUP_APPROVED', redirectUrl: '//evil.example/x' })).toBe('/group-hookups');
    expect(notificationTarget({ notificationCode: 'GROUP_HOOKUP_APPROVED', redirectUrl: 'https://evil.example/x' })).toBe('/group-hookups');
  });
});
