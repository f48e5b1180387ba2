// `npm run bench:gateway`: what the gateway costs on top of the services, measured side by side on loopback.
// Starts the product as README says (one process, fresh embedded database), then loads each pair of endpoints
// with autocannon for a few seconds and prints requests/s, latencies and the ratio between the gateway path and
// its services baseline (issue 21's goal for `query { me }`: ≥ 0.8× throughput, ≤ 1.3× p50). Printed, never
// asserted. Bounded in time; only 127.0.0.1 is ever a target.
import autocannon from 'autocannon';
import { adminAccessToken, startProduct } from '~/tests/bench/product';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const GOAL = { throughput: 0.8, p50: 1.3 };

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
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function runGatewayBench() {
  // BENCH_CPU_PROF=/tmp/prof: a .cpuprofile of the product under this load (open it in Chrome's DevTools)
  const profileDir = process.env.BENCH_CPU_PROF;
  const product = await startProduct({}, profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []);
  const { gateway, services } = product;
  try {
    const bearer = { authorization: `Bearer ${await adminAccessToken(services)}` };
    const me = {
      url: `${gateway}/graphql`,
      method: 'POST' as const,
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { uuid username fullName roles verified } }' }),
    };
    // a short warm-up so neither side pays for V8's first compilations inside the measurement
    await load('warm-up', { ...me });

    const pairs: Array<[Row, Row]> = [];
    pairs.push([
      await load('health · services (baseline)', { url: `${services}/health` }),
      await load('health · gateway', { url: `${gateway}/health` }),
    ]);
    pairs.push([
      await load('user details · services GET /user/details (baseline)', { url: `${services}/user/details`, headers: bearer }),
      await load('user details · gateway query { me }', me),
    ]);

    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each, loopback, one process (npm start layout)`);
    console.log(`goal for query { me }: ≥ ${GOAL.throughput}× throughput, ≤ ${GOAL.p50}× p50\n`);
    console.log('scenario'.padEnd(56), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7), '  vs baseline');
    for (const [base, measured] of pairs) {
      for (const row of [base, measured]) {
        const ratio = row === base ? '' : `  ${(row.rps / base.rps).toFixed(2)}× throughput, ${(row.p50 / Math.max(base.p50, 1)).toFixed(2)}× p50`;
        console.log(row.name.padEnd(56), row.rps.toFixed(0).padStart(9), String(row.p50).padStart(8), String(row.p99).padStart(8), String(row.errors).padStart(7), ratio);
      }
    }
  } finally {
    await product.stop();
  }
}

if (process.argv[1]?.endsWith('gateway.ts')) await runGatewayBench();
