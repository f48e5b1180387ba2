// `npm run bench:gateway`: what the gateway costs on top of the services, measured side by side on loopback.
// Starts the product as README says (one process, fresh embedded database), warms both paths, then loads each pair
// of endpoints with autocannon in short interleaved rounds (services, gateway, then gateway, services, …) and prints
// every round, the median ratio between the gateway path and its services baseline and the spread of that ratio
// (issue 21's goal for `query { me }`: ≥ 0.8× throughput, ≤ 1.3× p50). On a 2-core box the load generator, the
// gateway and services share the CPU and one long run per side drifted with whatever else ran (services' own
// baseline moved 486 → 771 req/s between two runs); a ratio taken within each round, seconds apart, and its median
// over rounds is what holds still. Printed, never asserted. Bounded in time; only 127.0.0.1 is ever a target.
//
// BENCH_ROUNDS (6), BENCH_SECONDS per load (3), BENCH_WARMUP_SECONDS per path (3), BENCH_CONNECTIONS (10),
// BENCH_SCENARIOS (me,health), BENCH_CPU_PROF=dir (a .cpuprofile of the product under this load; open it in Chrome's
// DevTools), BENCH_BASE_DIR=/path/to/another/checkout (an A/B: that checkout's product runs beside this one and its
// rounds interleave with this one's, so both are measured in the same minutes).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { adminAccessToken, startProduct, type BenchProduct } from '~/tests/bench/product';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'me,health').split(',').map((name) => name.trim());
const GOAL = { throughput: 0.8, p50: 1.3 };

type Target = { url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };
interface Sample {
  rps: number;
  /** latency percentiles in ms, from each response's own hrtime (autocannon's histogram keeps whole ms only) */
  p50: number;
  p99: number;
  /** the product process's CPU time (user + system) per answered request, in µs: stays put while other work runs */
  cpuUs: number;
  errors: number;
}
interface Scenario {
  name: string;
  services: Target;
  gateway: Target;
}
interface Ratio {
  throughput: number;
  /** null when services' p50 is too small to divide by */
  p50: number | null;
}

/** user + system CPU of a process so far, in ms (Linux /proc; clock ticks of 10 ms) */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function load(target: Target, seconds: number, pid: number): Promise<Sample> {
  const latencies: number[] = [];
  const cpuBefore = cpuMs(pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: target.url, method: target.method ?? 'GET', headers: target.headers, body: target.body, connections: CONNECTIONS, duration: seconds },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  const cpuUs = ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(result.requests.total, 1);
  latencies.sort((a, b) => a - b);
  return { rps: result.requests.average, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), cpuUs, errors: result.errors + result.non2xx };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function ratioOf(services: Sample, gateway: Sample): Ratio {
  // below 10 µs a p50 ratio says nothing: both are noise of the timer
  return { throughput: gateway.rps / services.rps, p50: services.p50 >= 0.01 ? gateway.p50 / services.p50 : null };
}

async function scenariosOf(product: BenchProduct): Promise<Scenario[]> {
  const { gateway, services } = product;
  const bearer = { authorization: `Bearer ${await adminAccessToken(services)}` };
  const all: Record<string, Scenario> = {
    me: {
      name: 'user details: GET /user/details vs query { me }',
      services: { url: `${services}/user/details`, headers: bearer },
      gateway: {
        url: `${gateway}/graphql`,
        method: 'POST',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { uuid username fullName roles verified } }' }),
      },
    },
    health: { name: 'health: GET /health vs GET /health', services: { url: `${services}/health` }, gateway: { url: `${gateway}/health` } },
  };
  return SCENARIOS.map((name) => {
    if (!all[name]) throw new Error(`BENCH_SCENARIOS: unknown scenario "${name}" (known: ${Object.keys(all).join(', ')})`);
    return all[name];
  });
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(2));
const times = (value: number | null) => (value === null ? 'n/a (services p50 < 0.01 ms)' : `${value.toFixed(2)}×`);
const load1 = () => loadavg()[0].toFixed(2);

const spread = (values: number[], digits = 2) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

export async function runGatewayBench() {
  const profileDir = process.env.BENCH_CPU_PROF;
  const baseDir = process.env.BENCH_BASE_DIR;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const products: Array<{ label: string; product: BenchProduct }> = [];
  try {
    products.push({ label: baseDir ? 'this' : '', product: await startProduct({}, nodeArgs) });
    if (baseDir) products.push({ label: 'base', product: await startProduct({}, nodeArgs, { cwd: baseDir }) });
    const runs = await Promise.all(
      products.map(async ({ label, product }) => ({ label, pid: product.pid, scenarios: await scenariosOf(product) })),
    );

    console.log(`\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per side after ${WARMUP_SECONDS} s of warm-up per path,`);
    console.log(`loopback, one process per product (npm start layout)${baseDir ? `; base: ${baseDir}` : ''}; load average ${load1()}`);
    console.log(`goal for query { me }: ≥ ${GOAL.throughput}× throughput, ≤ ${GOAL.p50}× p50`);
    console.log(`cpu: the product process's CPU µs per request (gateway and services share it), steadier than req/s on a busy box\n`);

    // neither side pays for V8's first compilations, connection set-up or caches inside a round
    for (const run of runs) {
      for (const scenario of run.scenarios) for (const side of ['services', 'gateway'] as const) await load(scenario[side], WARMUP_SECONDS, run.pid);
    }

    const results = new Map<string, Array<{ services: Sample; gateway: Sample; ratio: Ratio }>>();
    const describe = (name: string, s: Sample) =>
      `${name} ${s.rps.toFixed(0).padStart(5)} req/s p50 ${ms(s.p50).padStart(6)} p99 ${ms(s.p99).padStart(7)} ms cpu ${s.cpuUs.toFixed(0).padStart(4)} µs` +
      (s.errors ? ` ${s.errors} errors` : '');
    for (let round = 0; round < ROUNDS; round++) {
      // every other round the gateway goes first and the products swap turns, so a drift in the machine's load
      // lands on both sides alike
      const ordered = round % 2 ? [...runs].reverse() : runs;
      for (const run of ordered) {
        for (const scenario of run.scenarios) {
          const sides = round % 2 ? (['gateway', 'services'] as const) : (['services', 'gateway'] as const);
          const measured = {} as Record<'services' | 'gateway', Sample>;
          for (const side of sides) measured[side] = await load(scenario[side], SECONDS, run.pid);
          const key = `${run.label ? `${run.label} · ` : ''}${scenario.name}`;
          const ratio = ratioOf(measured.services, measured.gateway);
          results.set(key, [...(results.get(key) ?? []), { ...measured, ratio }]);
          console.log(`round ${round + 1} · ${key} · load ${load1()}`);
          console.log(`  ${describe('services', measured.services)}`);
          console.log(`  ${describe('gateway ', measured.gateway)}  → ${ratio.throughput.toFixed(2)}× req/s, ${times(ratio.p50)} p50`);
        }
      }
    }

    console.log(`\nmedians over ${ROUNDS} rounds (lowest–highest round in brackets); load average ${load1()}`);
    for (const [key, list] of results) {
      const p50s = list.flatMap(({ ratio }) => (ratio.p50 === null ? [] : [ratio.p50]));
      const pick = (side: 'services' | 'gateway', field: 'rps' | 'p50' | 'cpuUs') => list.map((r) => r[side][field]);
      console.log(key);
      for (const side of ['services', 'gateway'] as const) {
        console.log(`  ${side.padEnd(8)} ${spread(pick(side, 'rps'), 0)} req/s, p50 ${spread(pick(side, 'p50'))} ms, cpu ${spread(pick(side, 'cpuUs'), 0)} µs/request`);
      }
      const ownCpu = list.map((r) => r.gateway.cpuUs - r.services.cpuUs);
      console.log(
        `  gateway/services: ${spread(list.map((r) => r.ratio.throughput))}× throughput, ` +
          `${p50s.length ? `${spread(p50s)}×` : times(null)} p50; the gateway's own cpu ${spread(ownCpu, 0)} µs/request`,
      );
    }
  } finally {
    await Promise.all(products.map(({ product }) => product.stop()));
  }
}

if (process.argv[1]?.endsWith('gateway.ts')) await runGatewayBench();
