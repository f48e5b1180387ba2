// One product (`server.ts`: gateway, services and media node in one process) started for browser tests: the suite's
// own in global-setup, and a test file's own where it needs another configuration (no AI engine; a moved clock and a
// fast reviews pass). Free ports, an empty PGlite under `dataDir`, production mode, no mail, per-address limits out of
// the way (every simulated member comes from 127.0.0.1), the log to `logFile`; healthy before it returns.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { root } from '~/vitest.shared';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok && (await res.json()).services === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} not healthy after ${timeoutMs} ms`);
}

export interface ProductProcess {
  child: ChildProcess;
  baseURL: string;
  /** services' own address: the test clock (PUT /test/clock) lives there, never behind the gateway */
  servicesURL: string;
  stop(): Promise<void>;
}

export interface ProductOptions {
  dataDir: string;
  logFile: string;
  /** more settings; `undefined` removes one the caller's environment holds */
  env?: Record<string, string | undefined>;
  /** E2E_START_TIMEOUT_MS, else this: a loaded machine may need longer to migrate a fresh PGlite */
  startTimeoutMs?: number;
  /** the gateway's port, when the caller needs the address first (an OpenID provider's redirect URLs) */
  port?: number;
}

export async function startProduct({ dataDir, logFile, env = {}, startTimeoutMs = 120_000, port: gatewayPort }: ProductOptions): Promise<ProductProcess> {
  const [port, servicesPort, mediaPort] = [gatewayPort ?? (await freePort()), await freePort(), await freePort()];
  const baseURL = `http://localhost:${port}`;
  const servicesURL = `http://127.0.0.1:${servicesPort}`;
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    SERVICES_PORT: String(servicesPort),
    SERVICES_URL: servicesURL,
    // the media node's signalling port too: two runs on one machine never fight over the default 4002
    MEDIA_PORT: String(mediaPort),
    MEDIA_NODE_URL: `http://127.0.0.1:${mediaPort}`,
    PUBLIC_URL: baseURL,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
    // every simulated member comes from 127.0.0.1: the per-address limits would treat a dozen people as one (the
    // per-account login lockout still applies)
    RATE_LIMIT_MAX: '100000',
    GATEWAY_RATE_LIMIT_MAX: '100000',
  };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete settings[key];
    else settings[key] = value;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], { cwd: root, env: settings, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  await waitForHealth(baseURL, child, Number(process.env.E2E_START_TIMEOUT_MS ?? startTimeoutMs)).catch(async (error: unknown) => {
    // a server that never became healthy is not left running on a shared machine
    await stop();
    throw error;
  });
  return { child, baseURL, servicesURL, stop };
}
