// Starts the product the way README says (`tsx server.ts`, embedded PGlite, no SMTP_URL so mail links are
// logged), on free ports with a fresh data directory, and hands its address to the browser tests.
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
/** E2E_ACCESS_TOKEN_TTL_SECONDS: a suite that does not test the refresh may keep tokens longer (tests/e2e-video) */
const accessTokenTtlSeconds = () => Number(process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? ACCESS_TOKEN_TTL_SECONDS);

import { freePort, startProduct } from './product';

export { freePort, waitForHealth } from './product';

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    throw new Error('dist/web is missing: run `npm run build` before the e2e suite (npm test does).');
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'hookups-e2e-'));
  const artifacts = join(root, 'tests/e2e/artifacts');
  mkdirSync(artifacts, { recursive: true });
  const serverLog = join(artifacts, 'server.log');
  const port = await freePort();
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

  const product = await startProduct({
    port,
    dataDir,
    logFile: serverLog,
    startTimeoutMs: 90_000,
    env: {
      SEED_PASSWORD: 'Seed-Passw0rd!',
      ACCESS_TOKEN_TTL_SECONDS: String(accessTokenTtlSeconds()),
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
  }).catch(async (error: unknown) => {
    await linkedIn.close();
    await engine.close();
    throw error;
  });
  project.provide('baseURL', baseURL);
  project.provide('servicesURL', product.servicesURL);
  project.provide('serverLog', serverLog);
  project.provide('accessTokenTtlSeconds', accessTokenTtlSeconds());

  return async () => {
    await product.stop();
    await linkedIn.close();
    await rm(dataDir, { recursive: true, force: true });
    await engine.close();
  };
}
