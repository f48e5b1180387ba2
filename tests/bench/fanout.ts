// `npm run bench` (after run.ts) or `tsx tests/bench/fanout.ts`: one group hookup status change fanned out to N
// graphql-ws subscribers (N = 1,000 and 10,000, FANOUT_SIZES to change), beside a bare `ws` broadcast of the same
// payload to as many sockets from another process. Prints p50/p99 from services' commit (the group hookup's
// updatedOn, stamped in the same transaction as the outbox event) to receipt in this process, the ratio, and the
// gateway's memory per idle subscription. Loopback only, bounded in time; numbers are printed, never asserted.
// 10,000 sockets need that many file descriptors on each side: `ulimit -n` of at least ~12,000.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';

const SIZES = (process.env.FANOUT_SIZES ?? '1000,10000').split(',').map(Number);
const SEED_PASSWORD = 'Bench-Passw0rd!';
const STEP_TIMEOUT_MS = 120_000;
const CONNECT_BATCH = 200;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(what: string, check: () => boolean, timeoutMs = STEP_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

const rssOf = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export interface Product {
  /** the gateway's own process (services run in another, so its RSS is the gateway's alone) */
  child: ChildProcess;
  gateway: string;
  services: string;
  close(): Promise<void>;
}

export async function startProduct(): Promise<Product> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hookups-fanout-'));
  const [port, servicesPort] = [await freePort(), await freePort()];
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVICES_PORT: String(servicesPort),
    SERVICES_URL: `http://127.0.0.1:${servicesPort}`,
    INTERNAL_TOKEN: randomBytes(32).toString('base64url'),
    DATA_DIR: dataDir,
    // BENCH_DATABASE_URL: the same on PostgreSQL (a fresh schema of that database) instead of the embedded default
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    DATABASE_SCHEMA: process.env.BENCH_DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : 'public',
    SEED_PASSWORD,
    RATE_LIMIT_MAX: '100000000',
    GATEWAY_RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
  };
  const start = (role: string) => spawn(process.execPath, ['--import', 'tsx', 'server.ts', role], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  const servicesChild = start('services');
  const child = start('gateway');
  const product = {
    child,
    gateway: `http://127.0.0.1:${port}`,
    services: `http://127.0.0.1:${servicesPort}`,
    async close() {
      child.kill('SIGTERM');
      await exited(child);
      servicesChild.kill('SIGTERM');
      await exited(servicesChild);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (!(await fetch(`${product.gateway}/health`).then(async (r) => r.ok && (await r.json()).services === 'ok', () => false))) {
    if (Date.now() > deadline || child.exitCode !== null || servicesChild.exitCode !== null) throw new Error('the product did not start');
    await sleep(300);
  }
  return product;
}

export async function rest<T>(services: string, method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${services}${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const login = async (services: string, username: string) =>
  (await rest<{ accessToken: string }>(services, 'POST', '/auth/login', null, { username, password: SEED_PASSWORD })).accessToken;

interface Received {
  kind: string;
  updatedOn: string;
  at: number;
}

interface Row {
  n: number;
  p50: number;
  p99: number;
  received: number;
  bytesPerSocket?: number;
}

/** N graphql-ws clients subscribed to one group hookup; an approval measured from its commit to each receipt. */
async function gatewayFanout(product: Product, host: string, admin: string, n: number): Promise<Row & { sample: string }> {
  const form = { title: `Fan-out ${n}`, category: 'PRACTICE', startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), duration: 60, maxParticipants: 10, private: false };
  const created = await rest<{ uuid: string; status: string }>(product.services, 'POST', '/group-hookup', host, form);
  if (created.status !== 'PENDING') throw new Error(`a member's group hookup started ${created.status}, not PENDING`);

  const rssBefore = await rssOf(product.child.pid!);
  const clients: Client[] = [];
  const received: Received[][] = [];
  let sample = '';
  const url = `${product.gateway.replace('http', 'ws')}/graphql`;
  // every change the member may see (the list pages' subscription): nothing to ask services when subscribing
  const query = 'subscription { groupHookupChanged { eventId kind groupHookup { uuid title status updatedOn isHost participants { uuid } } } }';
  for (let i = 0; i < n; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, n - i) }, () => {
      const mine: Received[] = [];
      received.push(mine);
      let acked = false;
      const client = createClient({ url, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${host}` }, retryAttempts: 0, lazy: true, on: { connected: () => void (acked = true) } });
      clients.push(client);
      client.subscribe<{ groupHookupChanged: { kind: string; groupHookup: { updatedOn: string } } }>(
        { query },
        {
          next: (result) => {
            const event = result.data!.groupHookupChanged;
            mine.push({ kind: event.kind, updatedOn: event.groupHookup.updatedOn, at: Date.now() });
            sample ||= JSON.stringify({ id: '1', type: 'next', payload: result });
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return () => acked;
    });
    await until('connections', () => batch.every((acked) => acked()));
  }
  // an acknowledged socket may not have subscribed yet: change the title until every subscription heard one
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (let round = 1; !received.every((r) => r.length >= 1); round++) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the warm-up event on every socket');
    await rest(product.services, 'PUT', `/group-hookup/${created.uuid}`, host, { ...form, title: `Fan-out ${n} warm-up ${round}` });
    await until('a warm-up round', () => received.every((r) => r.length >= 1), 2_000).catch(() => undefined);
  }
  await sleep(1000);
  const bytesPerSocket = ((await rssOf(product.child.pid!)) - rssBefore) / n;

  await rest(product.services, 'PUT', `/hookup-admin/group-hookups/${created.uuid}/approve`, admin);
  await until('the approval on every socket', () => received.every((r) => r.some((e) => e.kind === 'approved')), 60_000).catch((e) => console.warn(String(e)));
  const latencies = received
    .map((r) => r.find((e) => e.kind === 'approved'))
    .filter((e): e is Received => e !== undefined)
    .map((e) => e.at - Date.parse(e.updatedOn))
    .sort((a, b) => a - b);
  await Promise.all(clients.map((client) => client.dispose()));
  return { n, p50: percentile(latencies, 50), p99: percentile(latencies, 99), received: latencies.length, bytesPerSocket, sample };
}

/** The same payload broadcast by a bare ws server in another process to N sockets. */
async function rawFanout(n: number, template: string): Promise<Row> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/rawBroadcast.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve) => child.stdout!.on('data', (d: Buffer) => resolve(Number(/ready (\d+)/.exec(String(d))![1]))));
    const base = `127.0.0.1:${port}`;
    const rssBefore = Number(await (await fetch(`http://${base}/rss`)).text());
    const sockets: WebSocket[] = [];
    const receipts: number[] = [];
    for (let i = 0; i < n; i += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, n - i) }, () => {
        const socket = new WebSocket(`ws://${base}/raw`);
        sockets.push(socket);
        socket.on('message', (data) => {
          const message = JSON.parse(String(data)) as { payload: { data: { groupHookupChanged: { groupHookup: { updatedOn: string } } } } };
          receipts.push(Date.now() - Date.parse(message.payload.data.groupHookupChanged.groupHookup.updatedOn));
        });
        return new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      });
      await Promise.all(batch);
    }
    await sleep(1000);
    const bytesPerSocket = (Number(await (await fetch(`http://${base}/rss`)).text()) - rssBefore) / n;
    await fetch(`http://${base}/broadcast`, { method: 'POST', body: template });
    await until('the broadcast on every socket', () => receipts.length >= n, 60_000).catch((e) => console.warn(String(e)));
    for (const socket of sockets) socket.terminate();
    receipts.sort((a, b) => a - b);
    return { n, p50: percentile(receipts, 50), p99: percentile(receipts, 99), received: receipts.length, bytesPerSocket };
  } finally {
    child.kill('SIGTERM');
  }
}

export async function runFanout(): Promise<void> {
  const product = await startProduct();
  try {
    const host = await login(product.services, 'clara.client@demo.hookups.test');
    const admin = await login(product.services, 'admin@demo.hookups.test');
    console.log('\nfan-out of one group hookup approval (loopback; ms from services commit to receipt)\n');
    console.log('subscribers'.padEnd(12), 'path'.padEnd(22), 'p50'.padStart(7), 'p99'.padStart(7), 'got'.padStart(7), 'KiB/socket'.padStart(11), '  gateway ÷ raw');
    for (const n of SIZES) {
      const gateway = await gatewayFanout(product, host, admin, n);
      const template = gateway.sample.replace(/"updatedOn":"[^"]*"/, '"updatedOn":"__SENT_AT__"');
      const raw = await rawFanout(n, template);
      const kib = (row: Row) => (row.bytesPerSocket === undefined ? '' : (row.bytesPerSocket / 1024).toFixed(1));
      const ratio = `  p50 ${(gateway.p50 / Math.max(raw.p50, 1)).toFixed(1)}×, p99 ${(gateway.p99 / Math.max(raw.p99, 1)).toFixed(1)}×`;
      console.log(String(n).padEnd(12), 'graphql-ws (gateway)'.padEnd(22), String(gateway.p50).padStart(7), String(gateway.p99).padStart(7), String(gateway.received).padStart(7), kib(gateway).padStart(11), ratio);
      console.log(String(n).padEnd(12), 'raw ws broadcast'.padEnd(22), String(raw.p50).padStart(7), String(raw.p99).padStart(7), String(raw.received).padStart(7), kib(raw).padStart(11));
      await sleep(1000);
    }
    console.log('\nKiB/socket: RSS growth of the serving process per idle subscription (gateway: its own process, services run in another).');
  } finally {
    await product.close();
  }
}

if (process.argv[1]?.endsWith('fanout.ts')) await runFanout();
