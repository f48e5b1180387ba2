// Notifications through the real gateway and the real services (fresh embedded PGlite): an admin approves a member's
// group hookup → the member's bell subscription (opened after the list's eventCursor) receives the notification, the
// list shows it, opening the bell and clicking it reach the same subscription; nobody else hears any of it. The mail
// it queued carries the unsubscribe link, which the mail client's one-click POST /unsubscribe honours through the
// gateway; the email switches and pausing go to services and back.
import { describe, expect, it, vi } from 'vitest';
import { notificationCodesFor } from '~/common/roles';
import { NOTIFICATION } from '~/common/messages';
import { collect, type Collected } from '~/gateway/testing/liveClients';
import { useRealStack, type Member } from '~/gateway/testing/realStack';

const PUBLIC_URL = 'http://gateway.example';

const stack = useRealStack('ntf', { publicUrl: PUBLIC_URL });
const { send, gql, registerMember } = stack;

interface Changed {
  eventId: string;
  kind: string;
  newNotificationsCount: number;
  notification: { id: string; message: string; notificationCode: string; redirectUrl: string | null; isNew: boolean; viewed: boolean } | null;
}

const CHANGED = `subscription($after: ID) {
  notificationChanged(after: $after) { eventId kind newNotificationsCount notification { id message notificationCode redirectUrl isNew viewed } }
}`;
const LIST = `query($page: Int, $size: Int) {
  notifications(page: $page, size: $size) { elements { id message notificationCode redirectUrl isNew viewed date } totalPages newNotificationsCount eventCursor }
}`;
const PREFS = 'preferences { notificationCode label email } unsubscribeDate pauseNotificationsStartDate pauseNotificationsEndDate paused';

interface Listed {
  notifications: {
    elements: Array<{ id: string; message: string; notificationCode: string; redirectUrl: string | null; isNew: boolean; viewed: boolean; date: string }>;
    totalPages: number;
    newNotificationsCount: number;
    eventCursor: string | null;
  };
}

/** The bell as the web app opens it: read the list, then subscribe after its cursor. */
async function openBell(who: Member): Promise<{ list: Listed['notifications']; live: Collected<Changed> }> {
  const { notifications: list } = await gql<Listed>(LIST, { page: 0, size: 5 }, who.token);
  expect(list.eventCursor).toMatch(/^\d+$/);
  return { list, live: collect<Changed>(stack.live(who.token), CHANGED, { after: list.eventCursor }) };
}

/** services' consumer and mail worker run to the end of the outbox (they also run by themselves) */
const drain = () => stack.services.app.notifications.drain();
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function approvedGroupHookup(host: Member, admin: Member, title: string): Promise<string> {
  const created = await gql<{ createGroupHookup: { uuid: string; status: string } }>(
    'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid status } }',
    {
      input: {
        title,
        category: 'PRACTICE',
        startDate: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
        duration: 60,
        maxParticipants: 10,
        private: false,
      },
    },
    host.token,
  );
  expect(created.createGroupHookup.status).toBe('PENDING');
  const { uuid } = created.createGroupHookup;
  await gql('mutation($uuid: ID!) { approveGroupHookup(uuid: $uuid) { status } }', { uuid }, admin.token);
  return uuid;
}

describe('notifications through the gateway and services', () => {
  let host: Member;
  let admin: Member;
  let colleague: Member;
  let hostBell: Collected<Changed>;
  let colleagueBell: Collected<Changed>;
  let adminBell: Collected<Changed>;
  let notificationId: string;

  it('an admin approves a member’s group hookup: the member’s bell hears it live and lists it; nobody else hears it', async () => {
    [host, admin, colleague] = await Promise.all([registerMember('hana'), registerMember('root', { admin: true }), registerMember('cole')]);
    const opened = await openBell(host);
    expect(opened.list).toMatchObject({ elements: [], totalPages: 0, newNotificationsCount: 0 });
    hostBell = opened.live;
    colleagueBell = (await openBell(colleague)).live;
    adminBell = (await openBell(admin)).live;

    const title = `Cold calling clinic ${Date.now()}`;
    const uuid = await approvedGroupHookup(host, admin, title);
    await drain();

    await vi.waitFor(() => expect(hostBell.results).toHaveLength(1), { timeout: 10_000 });
    const [created] = hostBell.results;
    expect(created).toMatchObject({
      kind: 'created',
      newNotificationsCount: 1,
      notification: {
        message: `Your group hookup "${title}" has been approved.`,
        notificationCode: 'GROUP_HOOKUP_APPROVED',
        redirectUrl: `/group-hookups/details/${uuid}`,
        isNew: true,
        viewed: false,
      },
    });
    notificationId = created.notification!.id;

    const { notifications } = await gql<Listed>(LIST, {}, host.token);
    expect(notifications.newNotificationsCount).toBe(1);
    expect(notifications.elements.map((n) => [n.id, n.notificationCode, n.isNew])).toEqual([[notificationId, 'GROUP_HOOKUP_APPROVED', true]]);
    expect(BigInt(notifications.eventCursor!)).toBeGreaterThanOrEqual(BigInt(created.eventId));

    await settle();
    expect(colleagueBell.results).toEqual([]);
    expect(adminBell.results).toEqual([]);
    [hostBell, colleagueBell, adminBell].forEach((bell) => expect(bell.errors).toEqual([]));
  }, 60_000);

  it('opening the bell and clicking the notification reach the member’s subscription with the new count', async () => {
    const opened = await gql<{ markNotificationsNotNew: { newNotificationsCount: number } }>(
      'mutation { markNotificationsNotNew { newNotificationsCount } }',
      {},
      host.token,
    );
    expect(opened.markNotificationsNotNew.newNotificationsCount).toBe(0);
    const clicked = await gql<{ markNotificationViewed: { id: string; viewed: boolean; isNew: boolean } }>(
      'mutation($id: ID!) { markNotificationViewed(id: $id) { id viewed isNew } }',
      { id: notificationId },
      host.token,
    );
    expect(clicked.markNotificationViewed).toEqual({ id: notificationId, viewed: true, isNew: false });

    await vi.waitFor(() => expect(hostBell.results.map((r) => r.kind)).toEqual(['created', 'allNotNew', 'viewed']), { timeout: 10_000 });
    expect(hostBell.results[1]).toMatchObject({ newNotificationsCount: 0, notification: null });
    expect(hostBell.results[2]).toMatchObject({ newNotificationsCount: 0, notification: { id: notificationId, viewed: true } });
    expect(new Set(hostBell.results.map((r) => r.eventId)).size).toBe(3);

    // another member cannot click it: it is not theirs
    const refused = await send('mutation($id: ID!) { markNotificationViewed(id: $id) { id } }', { id: notificationId }, colleague.token);
    expect(refused.body.errors?.[0]).toMatchObject({ message: NOTIFICATION.notFound, extensions: { code: 'NOT_FOUND' } });
    await settle();
    expect(colleagueBell.results).toEqual([]);
    expect(adminBell.results).toEqual([]);
  }, 60_000);

  it('a bell reopened with the last eventId it saw gets nothing twice, and what came after it', async () => {
    const lastSeen = hostBell.results.at(-1)!.eventId;
    const reopened = collect<Changed>(stack.live(host.token), CHANGED, { after: lastSeen });
    await approvedGroupHookup(host, admin, `Discovery drills ${Date.now()}`);
    await drain();
    await vi.waitFor(() => expect(reopened.results).toHaveLength(1), { timeout: 10_000 });
    expect(reopened.results[0]).toMatchObject({ kind: 'created', newNotificationsCount: 1, notification: { notificationCode: 'GROUP_HOOKUP_APPROVED' } });
    await settle();
    expect(reopened.results).toHaveLength(1);
  }, 60_000);

  it('the mail’s one-click unsubscribe (POST, form body, no CSRF token, no session) unsubscribes the member through the gateway', async () => {
    await drain();
    const mail = await stack.services.app.db
      .selectFrom('mailOutbox')
      .select(['link'])
      .where('toAddress', '=', host.username)
      .where('link', 'like', `${PUBLIC_URL}/unsubscribe?%`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = new URL(mail.link!);
    expect(link.searchParams.get('email')).toBe(host.username);

    const oneClick = (url: string) =>
      stack.gateway.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
    const tampered = new URL(link);
    tampered.searchParams.set('email', colleague.username);
    const refused = await oneClick(tampered.pathname + tampered.search);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: NOTIFICATION.unsubscribeInvalid });

    const response = await oneClick(link.pathname + link.search);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: NOTIFICATION.unsubscribed });
    const { mailingPreferences } = await gql<{ mailingPreferences: { unsubscribeDate: string | null } }>(
      'query { mailingPreferences { unsubscribeDate } }',
      {},
      host.token,
    );
    expect(mailingPreferences.unsubscribeDate).not.toBeNull();

    // the browser page's mutation with the same link: same answer, no session needed
    const again = await gql<{ unsubscribe: { message: string } }>(
      'mutation($token: String!, $email: String!) { unsubscribe(token: $token, email: $email) { message } }',
      { token: link.searchParams.get('token'), email: link.searchParams.get('email') },
    );
    expect(again.unsubscribe.message).toBe(NOTIFICATION.unsubscribed);

    // subscribing again from /settings clears it
    const resubscribed = await gql<{ updateMailingPreferences: { unsubscribeDate: string | null } }>(
      'mutation { updateMailingPreferences(input: { subscribe: true }) { unsubscribeDate } }',
      {},
      host.token,
    );
    expect(resubscribed.updateMailingPreferences.unsubscribeDate).toBeNull();
  }, 60_000);

  it('the email switches and the pause are services’ own, in the /settings shape', async () => {
    const member = await registerMember('sami');
    const initial = await gql<{ mailingPreferences: { preferences: Array<{ notificationCode: string; email: boolean }>; paused: boolean } }>(
      `query { mailingPreferences { ${PREFS} } }`,
      {},
      member.token,
    );
    // a member (not an admin) has every switch on but the admins' own (feedback), which is not theirs to set
    expect(initial.mailingPreferences.preferences.map((p) => [p.notificationCode, p.email])).toEqual(notificationCodesFor(['ROLE_USER']).map((code) => [code, true]));
    expect(notificationCodesFor(['ROLE_USER'])).not.toContain('FEEDBACK_RECEIVED');
    expect(initial.mailingPreferences.paused).toBe(false);

    const switched = await gql<{ updateMailingPreferences: { preferences: Array<{ notificationCode: string; email: boolean }> } }>(
      'mutation($input: MailingPreferencesInput!) { updateMailingPreferences(input: $input) { preferences { notificationCode email } } }',
      { input: { preferences: [{ notificationCode: 'HOOKUP_MATCHED', email: false }] } },
      member.token,
    );
    const off = switched.updateMailingPreferences.preferences.filter((p) => !p.email).map((p) => p.notificationCode);
    expect(off).toEqual(['HOOKUP_MATCHED']);

    const paused = await gql<{ pauseNotifications: { paused: boolean; pauseNotificationsStartDate: string; pauseNotificationsEndDate: string } }>(
      'mutation { pauseNotifications(weeks: 2) { paused pauseNotificationsStartDate pauseNotificationsEndDate } }',
      {},
      member.token,
    );
    expect(paused.pauseNotifications.paused).toBe(true);
    const weeks = (Date.parse(paused.pauseNotifications.pauseNotificationsEndDate) - Date.parse(paused.pauseNotifications.pauseNotificationsStartDate)) / (7 * 24 * 3600_000);
    expect(weeks).toBeCloseTo(2, 5);

    const tooLong = await send('mutation { pauseNotifications(weeks: 53) { paused } }', {}, member.token);
    expect(tooLong.body.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    const unpaused = await gql<{ unpauseNotifications: { paused: boolean; pauseNotificationsStartDate: string | null; pauseNotificationsEndDate: string | null } }>(
      'mutation { unpauseNotifications { paused pauseNotificationsStartDate pauseNotificationsEndDate } }',
      {},
      member.token,
    );
    expect(unpaused.unpauseNotifications).toEqual({ paused: false, pauseNotificationsStartDate: null, pauseNotificationsEndDate: null });
  }, 60_000);
});
