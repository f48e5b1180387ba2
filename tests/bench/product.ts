// The product for a bench: `tsx server.ts` as the e2e global setup starts it (one process, production, a fresh
// embedded database in a temporary folder, free ports, limits lifted so the load is not rate-limited).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '~/tests/e2e/product';

export const BENCH_SEED_PASSWORD = 'Bench-Passw0rd!';

export interface BenchProduct {
  gateway: string;
  services: string;
  /** the product's node process, for reading its CPU time */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * `nodeArgs`: flags for the product's node, e.g. `--cpu-prof` (BENCH_CPU_PROF=dir in bench:gateway). `cwd`: another
 * checkout's server.ts (bench:gateway's BENCH_BASE_DIR, an A/B against it); default this one.
 */
export async function startProduct(extraEnv: Record<string, string> = {}, nodeArgs: string[] = [], { cwd }: { cwd?: string } = {}): Promise<BenchProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hookups-bench-'));
  const [port, servicesPort, mediaPort] = [await freePort(), await freePort(), await freePort()];
  const gateway = `http://127.0.0.1:${port}`;
  const services = `http://127.0.0.1:${servicesPort}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      SERVICES_URL: services,
      // the media node's fixed 4002 is often taken on a shared machine; the benches make no calls
      MEDIA_PORT: String(mediaPort),
      PUBLIC_URL: gateway,
      DATA_DIR: dataDir,
      // BENCH_DATABASE_URL: a PostgreSQL database instead of a fresh PGlite, whose first migrate and seed can take
      // minutes on a loaded machine
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      SMTP_URL: '',
      SEED_PASSWORD: BENCH_SEED_PASSWORD,
      RATE_LIMIT_MAX: '100000000',
      GATEWAY_RATE_LIMIT_MAX: '100000000',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  // a first start migrates and seeds the embedded database: ~30 s on a quiet 2-core box, minutes on a loaded one
  const deadline = Date.now() + Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000);
  for (;;) {
    const healthy = await fetch(`${gateway}/health`).then(
      async (r) => r.ok && ((await r.json()) as { services?: string }).services === 'ok',
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error('the product did not start');
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { gateway, services, pid: child.pid!, stop };
}

/** An access token of the seeded admin, straight from services. */
export async function adminAccessToken(services: string): Promise<string> {
  const login = await fetch(`${services}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.hookups.test', password: BENCH_SEED_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}
