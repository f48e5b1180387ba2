// `npm run bench` (after fan-out) or `tsx tests/bench/notifications.ts`: how long a notification takes from the commit
// of the change that causes it to the bell of a subscribed client. A member attends and leaves the host's group
// hookup EVENTS times, one at a time; each attend commits a `group-hookup.changed` event, the notifications consumer
// turns it into the host's GROUP_HOOKUP_ATTENDED notification (a second transaction and a second outbox event), and
// the gateway pushes it on `notificationChanged`. The baseline, side by side: the same attend reaching the host's
// `groupHookupChanged` subscription, the pipeline without the consumer's hop. Milliseconds from the attend's answer
// (its transaction committed) to receipt. Loopback only; numbers are printed, never asserted.
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';
import { login, percentile, rest, sleep, startProduct, until } from '~/tests/bench/fanout';

const EVENTS = Number(process.env.NOTIFICATION_EVENTS ?? 1000);

interface Arrival {
  at: number;
}

function subscribe<T>(client: Client, query: string, onValue: (value: T) => void) {
  client.subscribe<T>({ query }, { next: (result) => result.data && onValue(result.data), error: (e) => console.warn('subscription error', e), complete: () => undefined });
}

export async function runNotificationsBench(): Promise<void> {
  const product = await startProduct();
  const clients: Client[] = [];
  try {
    const host = await login(product.services, 'clara.client@demo.hookups.test');
    const guest = await login(product.services, 'carl.client@demo.hookups.test');
    const admin = await login(product.services, 'admin@demo.hookups.test');
    const form = { title: 'Notification latency', category: 'PRACTICE', startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), duration: 60, maxParticipants: 10, private: false };
    const { uuid } = await rest<{ uuid: string }>(product.services, 'POST', '/group-hookup', host, form);
    await rest(product.services, 'PUT', `/hookup-admin/group-hookups/${uuid}/approve`, admin);

    const url = `${product.gateway.replace('http', 'ws')}/graphql`;
    let connected = 0;
    const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${host}` }, retryAttempts: 0, on: { connected: () => void connected++ } });
    clients.push(client);
    const bell: Arrival[] = [];
    const feed: Arrival[] = [];
    subscribe<{ notificationChanged: { kind: string; notification: { notificationCode: string } | null } }>(
      client,
      'subscription { notificationChanged { eventId kind newNotificationsCount notification { id message date notificationCode isNew } } }',
      ({ notificationChanged }) => {
        if (notificationChanged.kind === 'created' && notificationChanged.notification?.notificationCode === 'GROUP_HOOKUP_ATTENDED') bell.push({ at: performance.now() });
      },
    );
    subscribe<{ groupHookupChanged: { kind: string } }>(client, `subscription { groupHookupChanged(uuid: "${uuid}") { eventId kind groupHookup { uuid slotsLeft } } }`, ({ groupHookupChanged }) => {
      if (groupHookupChanged.kind === 'attended') feed.push({ at: performance.now() });
    });
    await until('the subscriptions', () => connected > 0);
    // the subscriptions are live once a warm-up attend reaches both
    for (let round = 0; bell.length === 0 || feed.length === 0; round++) {
      if (round > 50) throw new Error('the warm-up attend never arrived');
      await rest(product.services, 'POST', `/group-hookup/attend?uuid=${uuid}`, guest);
      await until('the warm-up', () => bell.length > 0 && feed.length > 0, 2_000).catch(() => undefined);
      await rest(product.services, 'PUT', `/group-hookup/leave/${uuid}`, guest);
    }
    await sleep(500);
    bell.length = 0;
    feed.length = 0;

    const toBell: number[] = [];
    const toFeed: number[] = [];
    const started = performance.now();
    for (let i = 0; i < EVENTS; i++) {
      await rest(product.services, 'POST', `/group-hookup/attend?uuid=${uuid}`, guest);
      const committed = performance.now();
      await until(`attend ${i + 1} on both subscriptions`, () => bell.length > i && feed.length > i, 30_000);
      toBell.push(bell[i].at - committed);
      toFeed.push(feed[i].at - committed);
      await rest(product.services, 'PUT', `/group-hookup/leave/${uuid}`, guest);
    }
    const seconds = (performance.now() - started) / 1000;
    toBell.sort((a, b) => a - b);
    toFeed.sort((a, b) => a - b);
    const ms = (v: number) => v.toFixed(1).padStart(8);
    console.log(`\nnotification latency over ${EVENTS} events (loopback; ms from the causing change's commit to the subscribed client)\n`);
    console.log('path'.padEnd(44), 'p50'.padStart(8), 'p99'.padStart(8), 'max'.padStart(8));
    console.log('bell: notificationChanged (consumer hop)'.padEnd(44), ms(percentile(toBell, 50)), ms(percentile(toBell, 99)), ms(toBell[toBell.length - 1]));
    console.log('baseline: groupHookupChanged (same event)'.padEnd(44), ms(percentile(toFeed, 50)), ms(percentile(toFeed, 99)), ms(toFeed[toFeed.length - 1]));
    console.log(
      `ratio bell ÷ baseline: p50 ${(percentile(toBell, 50) / Math.max(percentile(toFeed, 50), 0.1)).toFixed(2)}×, p99 ${(percentile(toBell, 99) / Math.max(percentile(toFeed, 99), 0.1)).toFixed(2)}×` +
        `  (${EVENTS} attends and leaves in ${seconds.toFixed(1)} s)`,
    );
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await product.close();
  }
}

if (process.argv[1]?.endsWith('notifications.ts')) await runNotificationsBench();
