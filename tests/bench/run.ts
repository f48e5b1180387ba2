// `npm run bench`: what the gateway costs on top of the services, measured side by side on loopback.
// Starts the product as README says (one process, fresh embedded database), then loads each pair of
// endpoints with autocannon for a few seconds and prints requests/s, latencies and the ratio between
// the gateway path and its services baseline. Bounded in time; only 127.0.0.1 is ever a target.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runFanout } from '~/tests/bench/fanout';
import { runMatchingBench } from '~/tests/bench/matching';
import { runNotificationsBench } from '~/tests/bench/notifications';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SEED_PASSWORD = 'Bench-Passw0rd!';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

type Target = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
type Row = { name: string; rps: number; p50: number; p99: number; errors: number };

async function load(name: string, target: Target): Promise<Row> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'hookups-bench-'));
  const [port, servicesPort] = [await freePort(), await freePort()];
  const gateway = `http://127.0.0.1:${port}`;
  const services = `http://127.0.0.1:${servicesPort}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PASSWORD,
      RATE_LIMIT_MAX: '100000000',
      GATEWAY_RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const ok = await fetch(`${gateway}/health`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error('the product did not start');
      await new Promise((r) => setTimeout(r, 300));
    }
    const login = await fetch(`${services}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@demo.hookups.test', password: SEED_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const bearer = { authorization: `Bearer ${accessToken}` };

    const pairs: Array<[Row, Row]> = [];
    pairs.push([
      await load('health · services (baseline)', { url: `${services}/health` }),
      await load('health · gateway', { url: `${gateway}/health` }),
    ]);
    pairs.push([
      await load('user details · services GET /user/details (baseline)', { url: `${services}/user/details`, headers: bearer }),
      await load('user details · gateway query { me }', {
        url: `${gateway}/graphql`,
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { uuid username fullName roles verified } }' }),
      }),
    ]);

    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, loopback, one process (npm start layout)\n`);
    console.log('scenario'.padEnd(56), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), '  vs baseline');
    for (const [base, measured] of pairs) {
      for (const row of [base, measured]) {
        const ratio = row === base ? '' : `  ${(row.rps / base.rps).toFixed(2)}× throughput, ${(row.p50 / Math.max(base.p50, 1)).toFixed(2)}× p50`;
        console.log(row.name.padEnd(56), row.rps.toFixed(0).padStart(9), String(row.p50).padStart(8), String(row.p99).padStart(8), String(row.errors).padStart(7), ratio);
      }
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
// then the subscriptions: one change fanned out to thousands of graphql-ws clients (tests/bench/fanout.ts)
await runFanout();
await runNotificationsBench();
// and the matching engine beside edmonds-blossom (tests/bench/matching.ts)
await runMatchingBench();
