// Starts the product the way README says (`tsx server.ts`, embedded PGlite, no SMTP_URL so mail links are
// logged), on free ports with a fresh data directory, and hands its address to the browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startFakeOpenAi } from '~/common/testing/fakeOpenAi';
import { PAGES, pagePath, pageUrl } from '~/common/routes';
import { startOidcProvider } from '~/services/testing/oidcProvider';
import { root } from '~/vitest.shared';
import { AI_E2E_ANSWER } from './fixtures/aiAnswer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** services' own address: the test clock (PUT /test/clock) lives there, never behind the gateway */
    servicesURL: string;
    serverLog: string;
    accessTokenTtlSeconds: number;
  }
}

/** Short-lived access tokens so the suite crosses expiry and exercises silent refresh for real. */
export const ACCESS_TOKEN_TTL_SECONDS = 8;

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

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` before the e2e suite (npm test does).');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'hookups-e2e-'));
  const artifacts = join(root, 'tests/e2e/artifacts');
  mkdirSync(artifacts, { recursive: true });
  const serverLog = join(artifacts, 'server.log');
  const [port, servicesPort, mediaPort] = [await freePort(), await freePort(), await freePort()];
  // issue 19: a local OpenAI-compatible engine (tests/e2e/ai-assistant.test.ts): a slow, streamed answer
  const engine = await startFakeOpenAi({ text: AI_E2E_ANSWER, delayMs: 400 });
  const baseURL = `http://localhost:${port}`;
  // issue 19: a real OpenID provider stands in for LinkedIn. Its people are whoever signs in: the login typed on its
  // sign-in page is their email, and the part before the first dot their first name.
  const linkedIn = await startOidcProvider(
    [pageUrl(baseURL, pagePath(PAGES.linkedInLogin)), pageUrl(baseURL, pagePath(PAGES.linkedInSignUp))],
    (email) => {
      if (!email.includes('@')) return undefined;
      const first = email.split(/[.@]/)[0]!;
      return { email, email_verified: true, given_name: first.charAt(0).toUpperCase() + first.slice(1), family_name: 'Linked' };
    },
  );

  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      SERVICES_URL: `http://127.0.0.1:${servicesPort}`,
      // the media node's signalling port too: two runs on one machine never fight over the default 4002
      MEDIA_PORT: String(mediaPort),
      MEDIA_NODE_URL: `http://127.0.0.1:${mediaPort}`,
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_PASSWORD: 'Seed-Passw0rd!',
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      LOG_LEVEL: 'info',
      // every simulated member of the suite comes from 127.0.0.1: the per-address limits would treat a
      // dozen people as one (the per-account login lockout still applies)
      RATE_LIMIT_MAX: '100000',
      GATEWAY_RATE_LIMIT_MAX: '100000',
      // issue 18: the feedback dialog counts down to /home (no other test sends feedback)
      FEEDBACK_REDIRECT: 'true',
      AI_BASE_URL: engine.baseUrl,
      AI_MODEL: 'fake-e2e',
      AI_API_KEY: 'e2e',
      // issue 15: a clock the room-grace test can move (PUT /test/clock on services), and a scheduler that completes
      // an ended session within a second of the clock passing its end
      TEST_CLOCK: 'true',
      GROUP_HOOKUP_SCHEDULER_MS: '1000',
      LINKEDIN_CLIENT_ID: linkedIn.clientId,
      LINKEDIN_CLIENT_SECRET: linkedIn.clientSecret,
      LINKEDIN_ISSUER: linkedIn.issuer,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(serverLog);
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);

  // E2E_START_TIMEOUT_MS: a loaded machine may need longer to migrate a fresh PGlite
  await waitForHealth(baseURL, child, Number(process.env.E2E_START_TIMEOUT_MS ?? 90_000)).catch((error: unknown) => {
    // a server that never became healthy is not left running on a shared machine
    child.kill('SIGTERM');
    throw error;
  });
  project.provide('baseURL', baseURL);
  project.provide('servicesURL', `http://127.0.0.1:${servicesPort}`);
  project.provide('serverLog', serverLog);
  project.provide('accessTokenTtlSeconds', ACCESS_TOKEN_TTL_SECONDS);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await linkedIn.close();
    await rm(dataDir, { recursive: true, force: true });
    await engine.close();
  };
}
