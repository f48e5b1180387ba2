// The product for a bench: `tsx server.ts` as the e2e global setup starts it (one process, production, a fresh
// embedded database in a temporary folder, free ports, limits lifted so the load is not rate-limited).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BENCH_SEED_PASSWORD = 'Bench-Passw0rd!';

export interface BenchProduct {
  gateway: string;
  services: string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** `nodeArgs`: flags for the product's node, e.g. `--cpu-prof` (BENCH_CPU_PROF=dir in bench:gateway). */
export async function startProduct(extraEnv: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hookups-bench-'));
  const [port, servicesPort, mediaPort] = [await freePort(), await freePort(), await freePort()];
  const gateway = `http://127.0.0.1:${port}`;
  const services = `http://127.0.0.1:${servicesPort}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server.ts'], {
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
      DATABASE_URL: '',
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
  const deadline = Date.now() + 120_000;
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
  return { gateway, services, stop };
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
