// `npm run bench:login`: does a login storm starve other members? (issue 20) Argon2 hashing is bounded to
// ARGON2_CONCURRENCY at once (services/auth/passwords.ts, default half the cores); the baseline, side by side, is the
// same product with the bound lifted. For each, a cheap authenticated read (GET /user/details) runs alone, then beside
// a storm of correct logins; printed: the read's p50/p99 alone and during the storm, their ratio, and logins/s.
// Goal: the read's p99 during the storm ≤ 1.5× its p99 alone, at ≥ 80% of the unbounded logins/s. Loopback only;
// numbers are printed, never asserted.
import autocannon from 'autocannon';
import { login, SEED_PASSWORD, startProduct } from '~/tests/bench/fanout';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const READERS = 4;
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

async function measure(setting: string, concurrency: string | undefined): Promise<Row> {
  if (concurrency === undefined) delete process.env.ARGON2_CONCURRENCY;
  else process.env.ARGON2_CONCURRENCY = concurrency;
  const product = await startProduct();
  try {
    const token = await login(product.services, MEMBER);
    const read = { url: `${product.services}/user/details`, connections: READERS, headers: { authorization: `Bearer ${token}` } };
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

export async function runLoginBench(): Promise<void> {
  const rows = [await measure('bounded (default)', undefined), await measure('unbounded (baseline)', '64')];
  const ms = (v: number) => v.toFixed(1).padStart(8);
  console.log(`\nGET /user/details (${READERS} connections) alone and during a login storm (${STORM} connections), ${SECONDS} s each\n`);
  console.log('argon2'.padEnd(22), 'p50'.padStart(8), 'p99'.padStart(8), 'storm p50'.padStart(10), 'storm p99'.padStart(10), 'p99 ×'.padStart(7), 'logins/s'.padStart(9), 'errors'.padStart(7));
  for (const r of rows) {
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
  const [bounded, unbounded] = rows;
  console.log(
    `\ngoals: p99 during the storm ≤ 1.5× alone (bounded: ${(bounded!.during.latency.p99 / bounded!.alone.latency.p99).toFixed(2)}×);` +
      ` logins/s ≥ 80% of unbounded (${((100 * bounded!.logins.requests.average) / unbounded!.logins.requests.average).toFixed(0)}%)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runLoginBench();
