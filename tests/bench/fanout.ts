// `npm run bench` (after run.ts) or `tsx tests/bench/fanout.ts`: a group hookup status change (an approval) fanned
// out to N graphql-ws subscribers (N = 1,000 and 10,000, FANOUT_SIZES to change), beside a bare `ws` broadcast of the
// same payload to as many sockets from another process. Each path is measured over FANOUT_ROUNDS changes (default
// 10) after FANOUT_WARMUP unmeasured ones (default 3): what runs once per change (the transition, the notification
// consumer, the mail) runs unoptimised its first few times, so the first round was 2–3× and the next two up to 1.5×
// slower than the rest (FANOUT_VERBOSE=1 prints every round). p50/p99 are over every receipt of the measured rounds,
// from services' commit to receipt in this process. The commit is bracketed: the group hookup's updatedOn is stamped
// in its transaction before the last statements (so that measure overstates), and a second reader of services'
// GET /events (relayWatch.ts, its own idle process) hears the event just after the commit (so that one understates,
// by its loopback hop). Prints the ratios, and the gateway's memory per idle subscription. Loopback only, bounded in
// time; numbers are printed, never asserted. Memory: RSS growth per subscription, once a few subscribers ran the
// gateway's code (what it allocates once is not a subscription's).
// The clients of every path live in this one process, whose heap (10,000 clients and their receipts) is nothing like
// a browser's: once it passes HEAP_COLLECT_BYTES its garbage is collected before each change, so that its own major
// collection (which paused a 10,000-socket round by ~300 ms) does not land in a measured round, of the gateway or of
// the raw broadcast. A smaller heap is left alone: collecting it each round made the 1,000-socket rounds slower.
// 10,000 sockets need that many file descriptors on each side: `ulimit -n` of at least ~12,000.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createClient, type Client } from 'graphql-ws';
import { WebSocket } from 'ws';

const SIZES = (process.env.FANOUT_SIZES ?? '1000,10000').split(',').map(Number);
const ROUNDS = Number(process.env.FANOUT_ROUNDS ?? 10);
const WARMUP = Math.max(1, Number(process.env.FANOUT_WARMUP ?? 3));
export const SEED_PASSWORD = 'Bench-Passw0rd!';
const STEP_TIMEOUT_MS = 120_000;
const CONNECT_BATCH = 200;
/** subscribers that run the gateway's code once before its memory is measured */
const FIRST_USE_SOCKETS = 100;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const HEAP_COLLECT_BYTES = 100 * 1024 * 1024;
/** between changes: a full collection of this process's heap once it is large */
const collectGarbage = () => {
  if (getHeapStatistics().used_heap_size > HEAP_COLLECT_BYTES) gc();
};

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

export const rssOf = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
/** the process's CPU time so far (user + system), in µs, from /proc/<pid>/stat (clock ticks of 10 ms) */
export const cpuMicrosOf = async (pid: number) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
};
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export interface Product {
  /** the gateway's own process (services run in another, so its RSS is the gateway's alone) */
  child: ChildProcess;
  /** the services' process */
  servicesChild: ChildProcess;
  gateway: string;
  services: string;
  /** the secret GET /events asks for */
  internalToken: string;
  /** the gateway's V8 inspector port on loopback, when started with `inspect` (tests/bench/heap.ts) */
  gatewayInspectPort?: number;
  close(): Promise<void>;
}

/** `inspect`: the gateway listens for the V8 inspector on a free loopback port, so a bench can read its heap after GC. */
export async function startProduct(opts: { inspect?: boolean } = {}): Promise<Product> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hookups-fanout-'));
  const [port, servicesPort] = [await freePort(), await freePort()];
  const internalToken = randomBytes(32).toString('base64url');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVICES_PORT: String(servicesPort),
    SERVICES_URL: `http://127.0.0.1:${servicesPort}`,
    INTERNAL_TOKEN: internalToken,
    DATA_DIR: dataDir,
    // BENCH_DATABASE_URL: the same on PostgreSQL (a fresh schema of that database) instead of the embedded default
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    DATABASE_SCHEMA: process.env.BENCH_DATABASE_URL ? `bench_${randomBytes(4).toString('hex')}` : 'public',
    SEED_PASSWORD,
    RATE_LIMIT_MAX: '100000000',
    GATEWAY_RATE_LIMIT_MAX: '100000000',
    LOG_LEVEL: 'warn',
  };
  // BENCH_LOG_DIR=dir keeps each process's log (pino, on stdout) in dir/{services,gateway}.log
  const logDir = process.env.BENCH_LOG_DIR;
  // BENCH_CPU_PROF=dir: a .cpuprofile of each process, written when it exits (open it in Chrome's DevTools)
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const inspectPort = opts.inspect ? await freePort() : undefined;
  // BENCH_PRODUCT_DIR: another checkout's server.ts (an A/B of its product under this bench); default this one
  const start = (role: string) =>
    spawn(process.execPath, [...profile, ...(role === 'gateway' && inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : []), '--import', 'tsx', 'server.ts', role], {
      cwd: process.env.BENCH_PRODUCT_DIR,
      env,
      stdio: ['ignore', logDir ? openSync(join(logDir, `${role}.log`), 'a') : 'ignore', 'inherit'],
    });
  const exited = (child: ChildProcess) => new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  const servicesChild = start('services');
  const child = start('gateway');
  const product = {
    child,
    servicesChild,
    gateway: `http://127.0.0.1:${port}`,
    services: `http://127.0.0.1:${servicesPort}`,
    internalToken,
    gatewayInspectPort: inspectPort,
    async close() {
      child.kill('SIGTERM');
      await exited(child);
      servicesChild.kill('SIGTERM');
      await exited(servicesChild);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  // BENCH_START_TIMEOUT_MS: more than the default 2 minutes for a start on a heavily loaded machine
  const deadline = Date.now() + (Number(process.env.BENCH_START_TIMEOUT_MS) || STEP_TIMEOUT_MS);
  while (!(await fetch(`${product.gateway}/health`).then(async (r) => r.ok && (await r.json()).services === 'ok', () => false))) {
    if (Date.now() > deadline || child.exitCode !== null || servicesChild.exitCode !== null) {
      // never leave the processes behind on a shared machine
      await product.close();
      throw new Error('the product did not start');
    }
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

interface Row {
  n: number;
  /** over every receipt of every measured change */
  p50: number;
  p99: number;
  /** each change's own p99: the median and the worst of the measured changes */
  changeP99: { median: number; worst: number };
  received: number;
  bytesPerSocket?: number;
}

interface Change {
  kind: string;
  uuid: string;
  updatedOn: string;
}

/** N graphql-ws clients, as the web's: each receipt's change and time (taken in `next`, once graphql-ws parsed it). */
async function graphqlWsClients(url: string, n: number, connectionParams: Record<string, string>) {
  const clients: Client[] = [];
  const received: Array<Array<Change & { at: number }>> = [];
  // sockets that heard each (kind, uuid), and sockets that heard anything: checked while waiting, so kept cheap
  const heardBy = new Map<string, number>();
  let listening = 0;
  let sample = '';
  // every change the member may see (the list pages' subscription): nothing to ask services when subscribing
  const query = 'subscription { groupHookupChanged { eventId kind groupHookup { uuid title status updatedOn isHost participants { uuid } } } }';
  for (let i = 0; i < n; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, n - i) }, () => {
      const mine: Array<Change & { at: number }> = [];
      received.push(mine);
      let acked = false;
      const client = createClient({ url, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0, lazy: true, on: { connected: () => void (acked = true) } });
      clients.push(client);
      client.subscribe<{ groupHookupChanged: { kind: string; groupHookup: { uuid: string; updatedOn: string } } }>(
        { query },
        {
          next: (result) => {
            const at = performance.timeOrigin + performance.now();
            const { kind, groupHookup } = result.data!.groupHookupChanged;
            if (mine.length === 0) listening++;
            mine.push({ kind, uuid: groupHookup.uuid, updatedOn: groupHookup.updatedOn, at });
            const key = `${kind} ${groupHookup.uuid}`;
            heardBy.set(key, (heardBy.get(key) ?? 0) + 1);
            if (kind === 'approved') sample ||= JSON.stringify(result);
          },
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return () => acked;
    });
    await until('connections', () => batch.every((acked) => acked()));
  }
  return {
    listening: () => listening,
    heardByAll: (kind: string, uuid: string) => (heardBy.get(`${kind} ${uuid}`) ?? 0) >= n,
    /** ms from `since` (the change's updatedOn when not given) to its receipt, one per socket that got it */
    latencies: (kind: string, uuid: string, since?: number) =>
      received.flatMap((mine) =>
        mine.filter((e) => e.kind === kind && e.uuid === uuid).map((e) => Math.round(e.at - (since ?? Date.parse(e.updatedOn)))),
      ),
    /** the first approval's `next` payload received, as JSON text */
    sample: () => sample,
    dispose: () => Promise.all(clients.map((client) => client.dispose())),
  };
}

/**
 * When each group hookup change came out of services' relay, read as the gateway reads it (GET /events) by
 * relayWatch.ts in its own idle process: just after its commit. Keyed by `kind uuid`, in ms since the epoch.
 */
async function watchRelay(product: Product) {
  const heard = new Map<string, number>();
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/relayWatch.ts'], {
    env: { ...process.env, RELAY_URL: product.services, INTERNAL_TOKEN: product.internalToken },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', () => reject(new Error('relayWatch.ts exited')));
    lines.on('line', (line) => {
      if (line === 'ready') return resolve();
      const [kind, uuid, at] = line.split(' ');
      heard.set(`${kind} ${uuid}`, Number(at));
    });
  });
  return {
    at: (kind: string, uuid: string) => heard.get(`${kind} ${uuid}`),
    close() {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    },
  };
}

const verbose = (what: string, round: number, values: number[]) => {
  if (!process.env.FANOUT_VERBOSE) return;
  const sorted = [...values].sort((a, b) => a - b);
  console.log(`  ${what} round ${round}: first ${sorted[0]}, p50 ${percentile(sorted, 50)}, p99 ${percentile(sorted, 99)}, last ${sorted.at(-1)}, ${sorted.length} receipts`);
};

/** One row from the receipts of each measured change (one array per change). */
const rowOf = (n: number, changes: number[][], bytesPerSocket?: number): Row => {
  const all = changes.flat().sort((a, b) => a - b);
  const p99s = changes.map((one) => percentile([...one].sort((a, b) => a - b), 99)).sort((a, b) => a - b);
  return {
    n,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    changeP99: { median: percentile(p99s, 50), worst: p99s.at(-1)! },
    received: all.length,
    bytesPerSocket,
  };
};

/**
 * N graphql-ws clients subscribed to the group hookups feed; approvals measured from their commit to each receipt:
 * from the updatedOn stamped before it (`row`) and from the relay's write heard just after it (`afterCommit`).
 */
async function gatewayFanout(product: Product, host: string, admin: string, n: number): Promise<Row & { afterCommit: Row; sample: string }> {
  const form = { title: `Fan-out ${n}`, category: 'PRACTICE', startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(), duration: 60, maxParticipants: 10, private: false };
  const create = async () => {
    const created = await rest<{ uuid: string; status: string }>(product.services, 'POST', '/group-hookup', host, form);
    if (created.status !== 'PENDING') throw new Error(`a member's group hookup started ${created.status}, not PENDING`);
    return created;
  };
  const created = await create();

  /** `count` subscribers, each of which has heard a change of the title (an acknowledged socket may not have subscribed yet) */
  const listeningClients = async (count: number, what: string) => {
    const subscribers = await graphqlWsClients(`${product.gateway.replace('http', 'ws')}/graphql`, count, { authorization: `Bearer ${host}` });
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (let round = 1; subscribers.listening() < count; round++) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for the ${what} event on every socket`);
      await rest(product.services, 'PUT', `/group-hookup/${created.uuid}`, host, { ...form, title: `Fan-out ${n} ${what} ${round}` });
      await until(`a ${what} round`, () => subscribers.listening() === count, 2_000).catch(() => undefined);
    }
    return subscribers;
  };

  // what the gateway allocates once (code compiled on first use, pools, buffers) is not a subscription's: a few
  // subscribers that hear one change first, so that RSS growth counts only what each of the N keeps
  await (await listeningClients(FIRST_USE_SOCKETS, 'first-use')).dispose();
  await sleep(1000);
  const rssBefore = await rssOf(product.child.pid!);
  const clients = await listeningClients(n, 'warm-up');
  await sleep(1000);
  const bytesPerSocket = ((await rssOf(product.child.pid!)) - rssBefore) / n;

  // rounds up to 0 warm up, unmeasured; each round approves a group hookup created (and heard by every socket) before it
  const latencies: number[][] = [];
  const afterCommit: number[][] = [];
  const relay = await watchRelay(product);
  for (let round = 1 - WARMUP; round <= ROUNDS; round++) {
    const pending = round === 1 - WARMUP ? created : await create();
    if (round > 1 - WARMUP) await until('the creation on every socket', () => clients.heardByAll('created', pending.uuid), 60_000);
    collectGarbage();
    await sleep(300);
    await rest(product.services, 'PUT', `/hookup-admin/group-hookups/${pending.uuid}/approve`, admin);
    await until('the approval on every socket', () => clients.heardByAll('approved', pending.uuid), 60_000).catch((e) => console.warn(String(e)));
    const these = clients.latencies('approved', pending.uuid);
    const committed = relay.at('approved', pending.uuid);
    const sinceCommit = committed === undefined ? [] : clients.latencies('approved', pending.uuid, committed);
    verbose('gateway', round, these);
    verbose('gateway after the commit', round, sinceCommit);
    if (round > 0) {
      latencies.push(these);
      afterCommit.push(sinceCommit);
    }
  }
  relay.close();
  await clients.dispose();
  return { ...rowOf(n, latencies, bytesPerSocket), afterCommit: rowOf(n, afterCommit), sample: clients.sample() };
}

/**
 * The same `next` payload broadcast by a bare ws server in another process (rawBroadcast.ts) to N sockets: N
 * graphql-ws clients like the gateway's (the baseline of the ratio: the same clients, so what differs is the server),
 * or N plain ws sockets that only parse the message (`plain`).
 */
async function rawFanout(n: number, payload: string, plain: boolean): Promise<Row> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/rawBroadcast.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<number>((resolve) => child.stdout!.on('data', (d: Buffer) => resolve(Number(/ready (\d+)/.exec(String(d))![1]))));
    const base = `127.0.0.1:${port}`;
    const rssBefore = Number(await (await fetch(`http://${base}/rss`)).text());
    const receipts: number[] = [];
    let clients: Awaited<ReturnType<typeof graphqlWsClients>> | null = null;
    const sockets: WebSocket[] = [];
    if (plain) {
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
    } else {
      clients = await graphqlWsClients(`ws://${base}/raw`, n, {});
    }
    await sleep(1000);
    const bytesPerSocket = (Number(await (await fetch(`http://${base}/rss`)).text()) - rssBefore) / n;
    // as for the gateway: WARMUP unmeasured broadcasts, then ROUNDS measured ones, each of its own "change"
    const latencies: number[][] = [];
    for (let round = 1 - WARMUP; round <= ROUNDS; round++) {
      const uuid = `raw-round-${round}`;
      receipts.length = 0;
      collectGarbage();
      await sleep(300);
      await fetch(`http://${base}/broadcast`, { method: 'POST', body: payload.replace(/"uuid":"[^"]*"/, `"uuid":"${uuid}"`) });
      const done = clients ? () => clients.heardByAll('approved', uuid) : () => receipts.length >= n;
      await until('the broadcast on every socket', done, 60_000).catch((e) => console.warn(String(e)));
      const these = clients ? clients.latencies('approved', uuid) : [...receipts];
      verbose(plain ? 'raw, plain sockets' : 'raw', round, these);
      if (round > 0) latencies.push(these);
    }
    for (const socket of sockets) socket.terminate();
    await clients?.dispose();
    return rowOf(n, latencies, bytesPerSocket);
  } finally {
    child.kill('SIGTERM');
  }
}

export async function runFanout(): Promise<void> {
  const product = await startProduct();
  try {
    const host = await login(product.services, 'clara.client@demo.hookups.test');
    const admin = await login(product.services, 'admin@demo.hookups.test');
    const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    console.log(`\nfan-out of a group hookup approval (loopback, ${database}; ms from services commit to receipt; ${ROUNDS} rounds after ${WARMUP} unmeasured)\n`);
    console.log('subscribers'.padEnd(12), 'path'.padEnd(44), 'p50'.padStart(5), 'p99'.padStart(5), 'p99 of a change'.padStart(16), 'got'.padStart(7), 'KiB/socket'.padStart(11), '  gateway ÷ this (p50, p99, p99 of a change)');
    for (const n of SIZES) {
      const gateway = await gatewayFanout(product, host, admin, n);
      const payload = gateway.sample.replace(/"updatedOn":"[^"]*"/, '"updatedOn":"__SENT_AT__"');
      const kib = (row: Row) => (row.bytesPerSocket === undefined ? '' : (row.bytesPerSocket / 1024).toFixed(1));
      const line = (path: string, row: Row, ratio = '') =>
        console.log(
          String(n).padEnd(12),
          path.padEnd(44),
          String(row.p50).padStart(5),
          String(row.p99).padStart(5),
          `${row.changeP99.median} (≤ ${row.changeP99.worst})`.padStart(16),
          String(row.received).padStart(7),
          kib(row).padStart(11),
          ratio,
        );
      // the gateway's two measures bracket its time from the commit: the ratio is printed as that range
      const times = (of: (row: Row) => number, raw: Row) =>
        [gateway.afterCommit, gateway].map((row) => (of(row) / Math.max(of(raw), 1)).toFixed(1)).join('–');
      const ratio = (raw: Row) =>
        `  ${times((row) => row.p50, raw)}×, ${times((row) => row.p99, raw)}×, ${times((row) => row.changeP99.median, raw)}×`;
      line('gateway, from updatedOn (before the commit)', gateway);
      line('gateway, from the relay (after the commit)', gateway.afterCommit);
      const raw = await rawFanout(n, payload, false);
      line('raw ws broadcast, graphql-ws clients', raw, ratio(raw));
      const plain = await rawFanout(n, payload, true);
      line('raw ws broadcast, plain ws sockets', plain, ratio(plain));
      await sleep(1000);
    }
    console.log('\ngateway: ms from the commit lie between its two rows (updatedOn is stamped before the transaction\'s last');
    console.log('statements; the relay\'s write is heard by a second GET /events reader, one loopback hop after the commit).');
    console.log('p99 of a change: each measured change\'s own p99 over its receipts, the median of them (and the worst).');
    console.log('gateway ÷ this: the goal compares with the raw broadcast to the same graphql-ws clients (what differs is the server);');
    console.log('plain ws sockets skip the client library, so that ratio also counts graphql-ws\'s own work on the receiving side.');
    console.log('KiB/socket: RSS growth of the serving process per idle subscription (gateway: its own process, services run in another;');
    console.log(`${FIRST_USE_SOCKETS} subscribers ran its code once before). A heap grows in steps of a few MB, a few KiB a socket at 1,000: 10,000 gives the steadier figure.`);
  } finally {
    await product.close();
  }
}

if (process.argv[1]?.endsWith('fanout.ts')) await runFanout();
