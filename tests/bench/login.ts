// `npm run bench:login`: does a login storm starve other members? (issue 20) Argon2 hashing runs in one worker
// process per core at nice 19 (services/auth/passwords.ts, ARGON2_WORKERS); beside it, in the same run, the earlier
// in-process bound (ARGON2_WORKERS=0, half the cores at once) and the baseline: in-process with no bound. For each, a cheap authenticated read (GET /user/details) runs alone, then beside
// a storm of correct logins; printed: the read's p50/p99 alone and during the storm, their ratio, and logins/s.
// Goal: the read's p99 during the storm ≤ 1.5× its p99 alone, at ≥ 80% of the unbounded logins/s. Loopback only;
// numbers are printed, never asserted.
import autocannon from 'autocannon';
import { login, SEED_PASSWORD, startProduct } from '~/tests/bench/fanout';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const READERS = 4;
/**
 * BENCH_READ_RATE: the cheap read's requests/s (default 50), as members' requests arrive, not as fast as a loop can
 * send them (0: closed loop, as fast as possible; then the reads take every cycle and any CPU logins get is theirs).
 */
const READ_RATE = Number(process.env.BENCH_READ_RATE ?? 50);
const STORM = Number(process.env.LOGIN_STORM_CONNECTIONS ?? 16);
const MEMBER = 'clara.client@demo.hookups.test';

type Result = autocannon.Result;
const run = (opts: autocannon.Options) => autocannon({ duration: SECONDS, ...opts }) as unknown as Promise<Result>;

interface Row {
  setting: string;
  alone: Result;
  during: Result;
  logins: Result;
}

async function measureOnce(setting: string, env: { ARGON2_WORKERS?: string; ARGON2_CONCURRENCY?: string }): Promise<Row> {
  for (const name of ['ARGON2_WORKERS', 'ARGON2_CONCURRENCY'] as const) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  const product = await startProduct();
  try {
    const token = await login(product.services, MEMBER);
    const read = { url: `${product.services}/user/details`, connections: READERS, headers: { authorization: `Bearer ${token}` }, ...(READ_RATE > 0 && { overallRate: READ_RATE }) };
    await run({ ...read, duration: 2 }); // warm-up
    const alone = await run(read);
    const [during, logins] = await Promise.all([
      run(read),
      run({
        url: `${product.services}/auth/login`,
        method: 'POST',
        connections: STORM,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: MEMBER, password: SEED_PASSWORD }),
      }),
    ]);
    return { setting, alone, during, logins };
  } finally {
    await product.close();
  }
}

const ms = (v: number) => v.toFixed(1).padStart(8);
const HEADER = ['argon2'.padEnd(22), 'p50'.padStart(8), 'p99'.padStart(8), 'storm p50'.padStart(10), 'storm p99'.padStart(10), 'p99 ×'.padStart(7), 'logins/s'.padStart(9), 'errors'.padStart(7)].join(' ');
function printRow(r: Row) {
  console.log(
    r.setting.padEnd(22),
    ms(r.alone.latency.p50),
    ms(r.alone.latency.p99),
    ms(r.during.latency.p50).padStart(10),
    ms(r.during.latency.p99).padStart(10),
    (r.during.latency.p99 / r.alone.latency.p99).toFixed(2).padStart(7),
    r.logins.requests.average.toFixed(1).padStart(9),
    String(r.alone.errors + r.during.errors + r.logins.errors + r.logins.non2xx).padStart(7),
  );
}

/** the same, started again once if the product did not start (a loaded shared machine can take over 2 min) */
async function measure(setting: string, env: { ARGON2_WORKERS?: string; ARGON2_CONCURRENCY?: string }): Promise<Row> {
  const row = await measureOnce(setting, env).catch((err: Error) => {
    console.warn(`${setting}: ${err.message}; trying once more`);
    return measureOnce(setting, env);
  });
  console.log(HEADER);
  printRow(row); // as it comes: a later setting that fails to start does not lose this one
  return row;
}

export async function runLoginBench(): Promise<void> {
  // BENCH_LOGIN_ONLY=workers: only the default and the baseline (a shorter run)
  const rows = [
    await measure('workers (default)', {}),
    ...(process.env.BENCH_LOGIN_ONLY === 'workers' ? [] : [await measure('1 worker', { ARGON2_WORKERS: '1' }), await measure('2 workers', { ARGON2_WORKERS: '2' })]),
    ...(process.env.BENCH_LOGIN_ONLY === 'workers' ? [] : [await measure('in-process, ½ cores', { ARGON2_WORKERS: '0' })]),
    await measure('unbounded (baseline)', { ARGON2_WORKERS: '0', ARGON2_CONCURRENCY: '64' }),
  ];
  console.log(`\nGET /user/details (${READERS} connections, ${READ_RATE > 0 ? `${READ_RATE} requests/s` : 'closed loop'}) alone and during a login storm (${STORM} connections), ${SECONDS} s each\n`);
  console.log(HEADER);
  rows.forEach(printRow);
  const bounded = rows[0];
  const unbounded = rows.at(-1);
  console.log(
    `\ngoals: p99 during the storm ≤ 1.5× alone (workers: ${(bounded!.during.latency.p99 / bounded!.alone.latency.p99).toFixed(2)}×);` +
      ` logins/s ≥ 80% of unbounded (${((100 * bounded!.logins.requests.average) / unbounded!.logins.requests.average).toFixed(0)}%)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runLoginBench();
