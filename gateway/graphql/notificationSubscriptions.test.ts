// notificationChanged end to end with graphql-ws's own client: services' event stream (a fake on loopback) → the
// gateway's consumer → pubsub → the one member the event names (never anyone else, admins included) → their sockets;
// `after` replays what a client missed, each event once. Plus the audience rule itself, case by case.
import type { MercuriusContext } from 'mercurius';
import { describe, expect, it, vi } from 'vitest';
import { AUTH } from '~/common/messages';
import { notificationEventFor } from '~/gateway/graphql/notificationMapping';
import { subscriptionResolvers } from '~/gateway/graphql/subscriptionResolvers';
import { collect, rawSocket } from '~/gateway/testing/liveClients';
import { useLiveGateway } from '~/gateway/testing/liveGateway';
import {
  ADMIN_UUID,
  MEMBER_UUID,
  notificationChanged,
  OTHER_MEMBER_UUID,
  servicesNotification,
} from '~/gateway/testing/notificationFixtures';
import { TOPICS, type NotificationChangedPayload } from '~/gateway/topics';

describe('who hears a notification.changed event', () => {
  const created = notificationChanged(MEMBER_UUID, 'created', servicesNotification({ id: 9 }), 3);

  it('the member it names hears it, shaped as NotificationEvent', () => {
    expect(notificationEventFor('15', created, MEMBER_UUID)).toEqual({
      eventId: '15',
      kind: 'created',
      notification: { ...servicesNotification(), id: '9' },
      newNotificationsCount: 3,
    });
  });

  it.each([
    ['another member', OTHER_MEMBER_UUID],
    ['an admin', ADMIN_UUID],
  ])('%s does not', (_who, uuid) => {
    expect(notificationEventFor('15', created, uuid)).toBeUndefined();
  });

  it('allNotNew carries no notification, only the count', () => {
    expect(notificationEventFor('16', notificationChanged(MEMBER_UUID, 'allNotNew'), MEMBER_UUID)).toEqual({
      eventId: '16',
      kind: 'allNotNew',
      notification: null,
      newNotificationsCount: 0,
    });
  });

  it.each([
    ['without userUUID', { ...created, userUUID: undefined }],
    ['of an unknown kind', { ...created, kind: 'deleted' }],
    ['without a count', { ...created, newNotificationsCount: undefined }],
    ['created without its notification', { ...created, notification: null }],
    ['that is not an object', null],
  ])('an event %s reaches nobody, and does not throw', (_what, payload) => {
    expect(notificationEventFor('17', payload as unknown as NotificationChangedPayload, MEMBER_UUID)).toBeUndefined();
  });
});

describe('subscribing without a session', () => {
  it('the resolver refuses with UNAUTHENTICATED before it listens', async () => {
    const listen = vi.fn();
    const context = { viewer: null, bearer: { status: 'none' }, live: { listen, replay: vi.fn() } } as unknown as MercuriusContext;
    const subscribe = (subscriptionResolvers.notificationChanged as { subscribe: (...args: unknown[]) => Promise<unknown> }).subscribe;
    await expect(subscribe({}, { after: null }, context, undefined)).rejects.toMatchObject({
      message: AUTH.unauthenticated,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(listen).not.toHaveBeenCalled();
  });
});

const liveGateway = useLiveGateway();
const wsUrl = () => liveGateway.wsUrl;

const clientOf = (uuid: string, admin = false) => liveGateway.clientOf(uuid, admin);

const CHANGED = `subscription($after: ID) {
  notificationChanged(after: $after) { eventId kind newNotificationsCount notification { id message isNew viewed notificationCode } }
}`;

interface Changed {
  eventId: string;
  kind: string;
  newNotificationsCount: number;
  notification: { id: string; message: string; isNew: boolean; viewed: boolean; notificationCode: string } | null;
}

const publish = (payload: NotificationChangedPayload, options?: { stream: boolean }) =>
  liveGateway.fake.publish(TOPICS.notificationChanged, payload, options);
const created = (uuid: string, id: number, count = 1) =>
  publish(notificationChanged(uuid, 'created', servicesNotification({ id, message: `Notification ${id}` }), count));
const ids = (results: Changed[]) => results.map((r) => r.eventId);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('notificationChanged', () => {
  it('a created notification reaches its member (every open tab), and no other member or admin', async () => {
    const after = liveGateway.fake.lastId();
    const [tab1, tab2, other, admin] = await Promise.all([
      clientOf(MEMBER_UUID),
      clientOf(MEMBER_UUID),
      clientOf(OTHER_MEMBER_UUID),
      clientOf(ADMIN_UUID, true),
    ]);
    const seen = [tab1, tab2, other, admin].map((client) => collect<Changed>(client, CHANGED, { after }));
    const mine = created(MEMBER_UUID, 1, 4);
    // the marker the others wait for: their own notification, after ours
    const theirs = created(OTHER_MEMBER_UUID, 2);
    const admins = created(ADMIN_UUID, 3);

    await vi.waitFor(() => {
      expect(seen[0].results).toHaveLength(1);
      expect(seen[1].results).toHaveLength(1);
      expect(seen[2].results).toHaveLength(1);
      expect(seen[3].results).toHaveLength(1);
    });
    await settle();
    const expected = {
      eventId: mine,
      kind: 'created',
      newNotificationsCount: 4,
      notification: { id: '1', message: 'Notification 1', isNew: true, viewed: false, notificationCode: 'GROUP_HOOKUP_APPROVED' },
    };
    expect(seen[0].results).toEqual([expected]);
    expect(seen[1].results).toEqual([expected]);
    expect(ids(seen[2].results)).toEqual([theirs]);
    expect(ids(seen[3].results)).toEqual([admins]);
    seen.forEach((s) => expect(s.errors).toEqual([]));
  });

  it('subscribed live (no `after`), the member hears viewed and allNotNew with the new count; the other member nothing', async () => {
    const member = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, {});
    const other = collect<Changed>(await clientOf(OTHER_MEMBER_UUID), CHANGED, {});
    // live only: wait until both listen
    await vi.waitFor(() => {
      created(MEMBER_UUID, 10);
      created(OTHER_MEMBER_UUID, 11);
      expect(member.results.length).toBeGreaterThan(0);
      expect(other.results.length).toBeGreaterThan(0);
    });
    const viewed = publish(notificationChanged(MEMBER_UUID, 'viewed', servicesNotification({ id: 10, viewed: true, isNew: false }), 2));
    const allNotNew = publish(notificationChanged(MEMBER_UUID, 'allNotNew'));
    await vi.waitFor(() => expect(member.results.at(-1)?.eventId).toBe(allNotNew));
    expect(member.results.slice(-2)).toEqual([
      {
        eventId: viewed,
        kind: 'viewed',
        newNotificationsCount: 2,
        notification: { id: '10', message: expect.any(String), isNew: false, viewed: true, notificationCode: 'GROUP_HOOKUP_APPROVED' },
      },
      { eventId: allNotNew, kind: 'allNotNew', newNotificationsCount: 0, notification: null },
    ]);
    // the other member's own marker comes after the member's events: by then they would have heard them
    const marker = created(OTHER_MEMBER_UUID, 12);
    await vi.waitFor(() => expect(other.results.at(-1)?.eventId).toBe(marker));
    expect(ids(other.results)).not.toContain(viewed);
    expect(ids(other.results)).not.toContain(allNotNew);
    expect(new Set(other.results.map((r) => r.notification?.id))).toEqual(new Set(['11', '12']));
  });

  it('with `after` the member’s missed events come first, then live ones, never the same eventId twice', async () => {
    const after = liveGateway.fake.lastId();
    const missed = [created(MEMBER_UUID, 20), created(OTHER_MEMBER_UUID, 21), created(MEMBER_UUID, 22, 2)];
    // an event of another topic in between counts for dedupe but is not a notification
    liveGateway.fake.publish(TOPICS.groupHookupPresence, { uuid: 'gh-1', hostUUID: 'h', participantUUIDs: [], present: [] });
    const subscription = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { after });
    await vi.waitFor(() => expect(subscription.results).toHaveLength(2));
    const live = created(MEMBER_UUID, 23, 3);
    await vi.waitFor(() => expect(subscription.results).toHaveLength(3));
    await settle();
    expect(subscription.results.map((r) => [r.eventId, r.notification?.id, r.newNotificationsCount])).toEqual([
      [missed[0], '20', 1],
      [missed[2], '22', 2],
      [live, '23', 3],
    ]);
  });

  it('after a reconnect, resubscribing with the last eventId seen shows each notification once', async () => {
    const start = liveGateway.fake.lastId();
    const before = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { after: start });
    const seenId = created(MEMBER_UUID, 30);
    await vi.waitFor(() => expect(ids(before.results)).toEqual([seenId]));
    // the browser goes offline: its socket closes
    await liveGateway.disposeClients();
    const whileAway = created(MEMBER_UUID, 31, 2);
    created(OTHER_MEMBER_UUID, 32);

    const again = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { after: seenId });
    await vi.waitFor(() => expect(ids(again.results)).toEqual([whileAway]));
    const live = created(MEMBER_UUID, 33, 3);
    await vi.waitFor(() => expect(ids(again.results)).toEqual([whileAway, live]));
    await settle();
    expect(again.results.map((r) => r.notification?.id)).toEqual(['31', '33']);
  });

  it('when the gateway’s own event stream drops, the member still gets what services committed meanwhile, once', async () => {
    const subscription = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { after: liveGateway.fake.lastId() });
    const first = created(MEMBER_UUID, 40);
    await vi.waitFor(() => expect(ids(subscription.results)).toEqual([first]));
    liveGateway.fake.dropStreams();
    // committed while the relay is cut: only the consumer's resume (Last-Event-ID) can find it
    const cut = publish(notificationChanged(MEMBER_UUID, 'created', servicesNotification({ id: 41 }), 2), { stream: false });
    await vi.waitFor(() => expect(ids(subscription.results)).toEqual([first, cut]), { timeout: 3000 });
    await settle();
    expect(subscription.results).toHaveLength(2);
  });

  it('an `after` that is not an eventId is BAD_USER_INPUT and nothing is listened to', async () => {
    const subscription = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { after: 'last-tuesday' });
    await vi.waitFor(() => expect(subscription.completed).toBe(true));
    expect(subscription.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
  });

  it('a socket without a token is closed with 4403 and never subscribes', async () => {
    const raw = rawSocket(wsUrl());
    await raw.opened;
    raw.send({ type: 'connection_init', payload: {} });
    expect((await raw.closed).code).toBe(4403);
    expect(raw.messages).toEqual([]);
  });

  it('an expired token is refused before anything is listened to', async () => {
    const client = await liveGateway.client({ sub: MEMBER_UUID, expiresIn: -10 });
    const subscription = collect<Changed>(client, CHANGED, {});
    await vi.waitFor(() => expect(subscription.errors.length).toBeGreaterThan(0));
    created(MEMBER_UUID, 50);
    await settle();
    expect(subscription.results).toEqual([]);
  });
});
