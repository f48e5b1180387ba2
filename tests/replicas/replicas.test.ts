// Several replicas, tested (issue 20): two services and two gateways as separate processes, as README says for scale,
// on one PostgreSQL database (a fresh schema) and one Redis. Run by `.ci/run` (`npm run test:replicas`), which has
// both; `npm test` does not need them.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { GATEWAY_TOKEN_HEADER } from '~/common/constants';
import { root } from '~/vitest.shared';
import { freePort } from '~/tests/e2e/product';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
if (!DATABASE_URL) throw new Error('tests/replicas needs DATABASE_URL (PostgreSQL) and REDIS_URL (default redis://127.0.0.1:6379)');

const PASSWORD = 'Replica-Passw0rd!';
const INTERNAL_TOKEN = randomBytes(24).toString('base64url');
const SCHEMA = `replicas_${Date.now()}_${process.pid}`;
/** services' per-address limit: low enough to cross in the test, high enough for the rest of it */
const SERVICES_RATE_LIMIT = 300;

interface Proc {
  child: ChildProcess;
  url: string;
}
const procs: Proc[] = [];
let s1: Proc, s2: Proc, g1: Proc, g2: Proc;
const clients: Client[] = [];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function start(role: 'services' | 'gateway', env: Record<string, string>): Promise<Proc> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts', role], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: DATABASE_URL!,
      DATABASE_SCHEMA: SCHEMA,
      REDIS_URL,
      INTERNAL_TOKEN,
      SEED_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: String(SERVICES_RATE_LIMIT),
      NOTIFICATIONS_SCHEDULER_MS: '1000',
      ...(role === 'services' ? { SERVICES_PORT: String(port), SERVICES_HOST: '127.0.0.1' } : { PORT: String(port), HOST: '127.0.0.1' }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const proc = { child, url: `http://127.0.0.1:${port}` };
  procs.push(proc);
  await until(`${role} on ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`${role} exited with ${child.exitCode}`);
    return fetch(`${proc.url}/health`).then((r) => r.ok, () => false);
  }, 90_000);
  return proc;
}

async function graphql<T>(gateway: Proc, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const csrf = await fetch(`${gateway.url}/csrf-token`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { token: csrfToken } = (await csrf.json()) as { token: string };
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken, ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken refreshToken user { uuid } } }';
type Session = { accessToken: string; refreshToken: string; user: { uuid: string } };
const login = async (gateway: Proc, username: string) => (await graphql<{ login: Session }>(gateway, LOGIN, { input: { username, password: PASSWORD } })).login;

function live(gateway: Proc, token: string): Client {
  const client = createClient({ url: `${gateway.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  clients.push(client);
  return client;
}

interface Received<T> {
  values: T[];
  errors: unknown[];
}
function subscribe<T>(client: Client, query: string, variables: Record<string, unknown> = {}): Received<T> {
  const received: Received<T> = { values: [], errors: [] };
  client.subscribe<T>({ query, variables }, { next: (r) => (r.data ? received.values.push(r.data) : received.errors.push(r.errors)), error: (e) => received.errors.push(e), complete: () => undefined });
  return received;
}

async function createApprovedGroupHookup(host: Session, admin: Session, startsInMs: number): Promise<string> {
  const input = { title: `Replicas ${randomBytes(3).toString('hex')}`, category: 'PRACTICE', startDate: new Date(Date.now() + startsInMs).toISOString(), duration: 30, maxParticipants: 10, private: false };
  const { createGroupHookup } = await graphql<{ createGroupHookup: { uuid: string } }>(g1, 'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid } }', { input }, host.accessToken);
  await graphql(g2, 'mutation($uuid: ID!) { approveGroupHookup(uuid: $uuid) { uuid } }', { uuid: createGroupHookup.uuid }, admin.accessToken);
  return createGroupHookup.uuid;
}

beforeAll(async () => {
  s1 = await start('services', {});
  s2 = await start('services', { SEED: 'false' }); // the first one seeded the demo organisation
  [g1, g2] = await Promise.all([start('gateway', { SERVICES_URL: s1.url }), start('gateway', { SERVICES_URL: s2.url })]);
}, 180_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
  const running = procs.map(({ child }) => child).filter((child) => !exited(child));
  for (const child of running) child.kill('SIGTERM');
  await Promise.all(running.map((child) => (exited(child) ? null : new Promise((r) => child.once('exit', r)))));
  const { Client: Pg } = await import('pg');
  const pg = new Pg({ connectionString: DATABASE_URL });
  await pg.connect();
  await pg.query(`drop schema if exists "${SCHEMA}" cascade`);
  await pg.end();
});

describe('two services and two gateways on one PostgreSQL and one Redis', () => {
  it('a change made through gateway 1 reaches a subscriber on gateway 2 exactly once', async () => {
    const [host, admin] = await Promise.all([login(g1, 'clara.client@demo.hookups.test'), login(g1, 'admin@demo.hookups.test')]);
    const input = { title: 'Across replicas', category: 'PRACTICE', startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), duration: 30, maxParticipants: 10, private: false };
    const { createGroupHookup } = await graphql<{ createGroupHookup: { uuid: string } }>(g1, 'mutation($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid } }', { input }, host.accessToken);
    const events = subscribe<{ groupHookupChanged: { kind: string } }>(live(g2, host.accessToken), 'subscription($uuid: ID) { groupHookupChanged(uuid: $uuid) { eventId kind } }', { uuid: createGroupHookup.uuid });
    await sleep(500); // the subscription is registered
    await graphql(g1, 'mutation($uuid: ID!) { approveGroupHookup(uuid: $uuid) { uuid } }', { uuid: createGroupHookup.uuid }, admin.accessToken);
    await until('the approval on gateway 2', () => events.values.some((v) => v.groupHookupChanged.kind === 'approved'));
    await sleep(1_500); // a duplicate, if any, would have come by now
    expect(events.values.filter((v) => v.groupHookupChanged.kind === 'approved')).toHaveLength(1);
    expect(events.errors).toEqual([]);
  });

  it('a login on one gateway and a refresh on the other both work', async () => {
    const session = await login(g1, 'carl.client@demo.hookups.test');
    const { refreshToken } = await graphql<{ refreshToken: { accessToken: string } }>(g2, 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken } }', { t: session.refreshToken });
    const { me } = await graphql<{ me: { uuid: string } }>(g2, '{ me { uuid } }', {}, refreshToken.accessToken);
    expect(me.uuid).toBe(session.user.uuid);
  });

  it('rate limits are shared: the per-address budget is spent across both services replicas', async () => {
    const address = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const headers = { 'x-forwarded-for': address, [GATEWAY_TOKEN_HEADER]: INTERNAL_TOKEN };
    const statuses: number[] = [];
    for (let i = 0; i < SERVICES_RATE_LIMIT + 20; i++) {
      statuses.push((await fetch(`${(i % 2 ? s2 : s1).url}/job-positions`, { headers })).status);
    }
    const allowed = statuses.filter((s) => s === 200).length;
    expect(allowed).toBe(SERVICES_RATE_LIMIT);
    expect(statuses.slice(SERVICES_RATE_LIMIT)).toEqual(Array(20).fill(429));
  });

  it('the notifications consumer and the reminder scheduler act once, though both replicas run them', async () => {
    const [host, admin, guest] = await Promise.all([
      login(g1, 'clara.client@demo.hookups.test'),
      login(g2, 'admin@demo.hookups.test'),
      login(g2, 'carl.client@demo.hookups.test'),
    ]);
    // starts in 10 minutes: inside the 15-minute reminder window of NOTIFICATIONS_SCHEDULER_MS (1 s here, both replicas)
    const uuid = await createApprovedGroupHookup(host, admin, 10 * 60_000);
    await graphql(g1, 'mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid } }', { uuid }, guest.accessToken);
    const codes = async (token: string) => {
      const { notifications } = await graphql<{ notifications: { elements: { notificationCode: string; redirectUrl: string | null }[] } }>(
        g2,
        '{ notifications(page: 0, size: 50) { elements { notificationCode redirectUrl } } }',
        {},
        token,
      );
      return notifications.elements.filter((n) => n.redirectUrl?.includes(uuid)).map((n) => n.notificationCode);
    };
    await until('the attend notification and the reminder', async () => (await codes(host.accessToken)).includes('GROUP_HOOKUP_ATTENDED') && (await codes(guest.accessToken)).some((c) => c.includes('STARTING_SOON')));
    await sleep(3_000); // several scheduler rounds on both replicas
    expect((await codes(host.accessToken)).filter((c) => c === 'GROUP_HOOKUP_ATTENDED')).toHaveLength(1);
    expect((await codes(guest.accessToken)).filter((c) => c.includes('STARTING_SOON'))).toHaveLength(1);
  });

  it("killing a gateway moves its clients to the other, which resumes with nothing lost or repeated", async () => {
    const [host, admin, guest] = await Promise.all([
      login(g2, 'clara.client@demo.hookups.test'),
      login(g2, 'admin@demo.hookups.test'),
      login(g2, 'carl.client@demo.hookups.test'),
    ]);
    const uuid = await createApprovedGroupHookup(host, admin, 7 * 86_400_000);
    const QUERY = 'subscription($uuid: ID, $after: ID) { groupHookupChanged(uuid: $uuid, after: $after) { eventId kind } }';
    const before = subscribe<{ groupHookupChanged: { eventId: string; kind: string } }>(live(g1, host.accessToken), QUERY, { uuid });
    await sleep(500);
    await graphql(g2, 'mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid } }', { uuid }, guest.accessToken);
    await until('the first change on gateway 1', () => before.values.length === 1);
    const lastSeen = before.values[0]!.groupHookupChanged.eventId;

    g1.child.kill('SIGKILL');
    await new Promise((r) => g1.child.once('exit', r));
    // while the client has no gateway, three more changes happen
    await graphql(g2, 'mutation($uuid: ID!) { leaveGroupHookup(uuid: $uuid) { uuid } }', { uuid }, guest.accessToken);
    await graphql(g2, 'mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid } }', { uuid }, guest.accessToken);
    await graphql(g2, 'mutation($uuid: ID!) { leaveGroupHookup(uuid: $uuid) { uuid } }', { uuid }, guest.accessToken);

    // the load balancer sends the reconnecting client to gateway 2; it resumes after the last event it saw
    const after = subscribe<{ groupHookupChanged: { eventId: string; kind: string } }>(live(g2, host.accessToken), QUERY, { uuid, after: lastSeen });
    await until('the three missed changes', () => after.values.length >= 3);
    await sleep(1_000);
    expect(after.values.map((v) => v.groupHookupChanged.kind)).toEqual(['left', 'attended', 'left']);
    expect(new Set(after.values.map((v) => v.groupHookupChanged.eventId)).size).toBe(3);
  });
});
