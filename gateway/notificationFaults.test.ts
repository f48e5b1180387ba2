// Fault tests of the notification pipeline (issue: notifications, live): real services and real gateways, a client
// that resumes the way the web app's bell does (after a lost connection it subscribes again with `after` = the last
// eventId it saw, and keeps each notification once by id).
//   1. the gateway is killed after services committed an event, and started again: the notification still arrives,
//      once;
//   2. the WebSocket is dropped while 3 notifications are created: after reconnecting, each arrives exactly once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startGateway, type RunningGateway } from '~/gateway/server';
import { startServices, type RunningServices } from '~/services/server';

const PASSWORD = 'Integration#1234';
const SUBSCRIPTION =
  'subscription($after: ID) { notificationChanged(after: $after) { eventId kind newNotificationsCount notification { id message notificationCode } } }';

interface Heard {
  eventId: string;
  kind: string;
  notification: { id: string; message: string; notificationCode: string } | null;
}

const stamp = `${process.pid}_${Date.now()}`;
const internalToken = `faults-it-${stamp}`;
let dataDir: string;
let services: RunningServices;
let gateway: RunningGateway | null = null;
let gatewayPort = 0;

async function openGateway(port = 0) {
  gateway = await startGateway({ port, host: '127.0.0.1', servicesUrl: services.url, webDist: null, logger: false, internalToken });
  gatewayPort = Number(new URL(gateway.url).port);
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hookups-faults-it-'));
  services = await startServices({
    port: 0,
    host: '127.0.0.1',
    logger: false,
    env: { dataDir, seed: false, internalToken, databaseSchema: `faults_it_${stamp}`.toLowerCase() },
  });
  await openGateway();
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await services?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function rest<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await services.app.inject({
    method: method as 'GET',
    url: path,
    headers: { ...(token && { authorization: `Bearer ${token}` }) },
    ...(body !== undefined && { payload: body as object }),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

/** A confirmed member (confirmed straight in services' database: test setup only), logged in. */
async function member(name: string, admin = false): Promise<{ token: string; uuid: string }> {
  const username = `${name.toLowerCase()}.${Date.now()}@example.com`;
  await rest('POST', '/auth/register', null, {
    username,
    firstName: name,
    lastName: 'Seller',
    linkedInUrl: `https://www.linkedin.com/in/${name}`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    jobPosition: 'Account Executive',
    location: { lat: 51.5072, lng: -0.1276, name: 'London' },
    howDidYouHearAboutUs: 'A friend',
    acceptTermsAndConditions: true,
  });
  await services.app.db
    .updateTable('users')
    .set({ verified: true, ...(admin && { roles: ['ROLE_USER', 'ROLE_ADMIN'] }) })
    .where('username', '=', username)
    .execute();
  const login = await rest<{ accessToken: string; user: { uuid: string } }>('POST', '/auth/login', null, { username, password: PASSWORD });
  return { token: login.accessToken, uuid: login.user.uuid };
}

async function groupHookup(host: string, title: string): Promise<string> {
  const created = await rest<{ uuid: string }>('POST', '/group-hookup', host, {
    title,
    category: 'PRACTICE',
    startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    duration: 60,
    maxParticipants: 10,
    private: false,
  });
  return created.uuid;
}

/**
 * The bell's way of listening: one subscription at a time, started again with `after` = the last eventId whenever
 * the connection is lost; `raw` keeps every delivery (to see that the gateway itself repeats nothing), `shown` each
 * notification once by id.
 */
function resumingBell(token: string) {
  const raw: Heard[] = [];
  const shown = new Map<string, Heard>();
  let last: string | undefined;
  let client: Client | null = null;
  let stopped = false;
  let connections = 0;
  const connect = () => {
    if (stopped) return;
    client = createClient({
      url: `ws://127.0.0.1:${gatewayPort}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: { connected: () => void connections++ },
    });
    const mine = client;
    const again = () => {
      if (client !== mine) return;
      void mine.dispose();
      client = null;
      setTimeout(connect, 100);
    };
    mine.subscribe<{ notificationChanged: Heard }>(
      { query: SUBSCRIPTION, variables: { after: last ?? null } },
      {
        next: ({ data }) => {
          if (!data) return;
          const heard = data.notificationChanged;
          raw.push(heard);
          last = heard.eventId;
          if (heard.kind === 'created' && heard.notification) shown.set(heard.notification.id, heard);
        },
        error: again,
        complete: again,
      },
    );
  };
  connect();
  return {
    raw,
    shown,
    connections: () => connections,
    /** the connection goes away and stays away until resume(), as when the network drops */
    drop() {
      const current = client;
      client = null;
      void current?.dispose();
    },
    resume: connect,
    async stop() {
      stopped = true;
      await client?.dispose();
    },
  };
}

async function until(what: string, check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A first notification reached the bell: its subscription is live and has an eventId to resume from. */
async function warmUp(bell: ReturnType<typeof resumingBell>, host: { token: string }, guest: { token: string }) {
  const uuid = await groupHookup(host.token, `Warm-up ${Date.now()}`);
  const admin = await member('Wanda', true);
  await rest('PUT', `/hookup-admin/group-hookups/${uuid}/approve`, admin.token);
  await until('the warm-up notification', () => bell.shown.size === 1);
  return { uuid, admin, guest };
}

describe('notifications survive a gateway restart and a dropped WebSocket', () => {
  it('the gateway is killed after services commit an event and restarted: the notification arrives, once', async () => {
    const host = await member('Hilda');
    const guest = await member('Gus');
    const bell = resumingBell(host.token);
    const { uuid } = await warmUp(bell, host, guest);

    // the gateway goes down; while it is down, services commit an attend (→ the host's notification)
    const port = gatewayPort;
    await gateway!.close();
    gateway = null;
    await rest('POST', `/group-hookup/attend?uuid=${uuid}`, guest.token);
    await new Promise((r) => setTimeout(r, 500));
    await openGateway(port);

    await until('the attend notification after the restart', () => bell.shown.size === 2, 30_000);
    await new Promise((r) => setTimeout(r, 1000));
    const attended = [...bell.shown.values()].filter((h) => h.notification!.notificationCode === 'GROUP_HOOKUP_ATTENDED');
    expect(attended).toHaveLength(1);
    expect(attended[0].notification!.message).toContain('Gus Seller');
    // nothing delivered twice, not even before the client's own dedupe
    const createdIds = bell.raw.filter((h) => h.kind === 'created').map((h) => h.notification!.id);
    expect(new Set(createdIds).size).toBe(createdIds.length);
    expect(bell.connections()).toBeGreaterThanOrEqual(2);
    await bell.stop();
  }, 90_000);

  it('the WebSocket drops while 3 notifications are created: after the reconnect each is shown exactly once', async () => {
    const host = await member('Holly');
    const guests = [await member('Ann'), await member('Ben'), await member('Cid')];
    const bell = resumingBell(host.token);
    const { uuid } = await warmUp(bell, host, guests[0]);
    const before = bell.connections();

    bell.drop();
    for (const guest of guests) await rest('POST', `/group-hookup/attend?uuid=${uuid}`, guest.token);
    // the three notifications exist (and were pushed to nobody) before the client is back
    let stored = 0;
    for (const deadline = Date.now() + 15_000; stored < 4 && Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      stored = (await rest<{ notifications: { elements: unknown[] } }>('GET', '/notification/list?page=0&size=10', host.token)).notifications.elements.length;
    }
    expect(stored).toBe(4);
    bell.resume();

    await until('the three attend notifications', () => bell.shown.size === 4, 30_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(bell.connections()).toBeGreaterThan(before);
    const attended = [...bell.shown.values()].filter((h) => h.notification!.notificationCode === 'GROUP_HOOKUP_ATTENDED');
    expect(attended.map((h) => h.notification!.message.split(' will attend')[0]).sort()).toEqual(['Ann Seller', 'Ben Seller', 'Cid Seller']);
    const createdIds = bell.raw.filter((h) => h.kind === 'created').map((h) => h.notification!.id);
    expect(createdIds).toHaveLength(4);
    expect(new Set(createdIds).size).toBe(4);
    await bell.stop();
  }, 90_000);
});
