// /ai-assistant without an AI engine (issue 19, the embedded default): the suite's product runs with a fake engine, so
// this file starts a product of its own the way README says, without AI_BASE_URL. A suggested question is answered
// from the member's own data ("From your data"); a typed question is refused with the plain message.
import AxeBuilder from '@axe-core/playwright';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import type { Page } from 'playwright-core';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTED_QUESTIONS } from '~/common/aiAgent';
import { AI_AGENT } from '~/common/messages';
import { root } from '~/vitest.shared';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn } from './flows';
import { startProduct } from './product';

const browser = useBrowser();
// the demo seed's client with a hookup booked on the first start (README "Try it")
const CLARA = { username: 'clara.client@demo.hookups.test', password: 'Seed-Passw0rd!' };
const product: { stop?: () => Promise<void>; dataDir?: string; baseURL: string } = { baseURL: '' };

beforeAll(async () => {
  product.dataDir = await mkdtemp(join(tmpdir(), 'hookups-e2e-no-engine-'));
  const started = await startProduct({
    dataDir: product.dataDir,
    logFile: join(root, 'tests/e2e/artifacts/server-no-engine.log'),
    // no engine, whatever the caller's environment holds
    env: {
      SEED_PASSWORD: CLARA.password,
      LOG_LEVEL: 'warn',
      AI_BASE_URL: undefined,
      AI_MODEL: undefined,
      AI_API_KEY: undefined,
      AI_MODEL_PATH: undefined,
      LINKEDIN_CLIENT_ID: undefined,
      LINKEDIN_CLIENT_SECRET: undefined,
    },
  });
  product.stop = started.stop;
  product.baseURL = started.baseURL;
}, 180_000);

afterAll(async () => {
  await product.stop?.();
  if (product.dataDir) await rm(product.dataDir, { recursive: true, force: true });
});

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page: page as never }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A typed question over the page's own subscription, as the web app sends it: the first answer or error. */
async function askTyped(accessToken: string, question: string): Promise<{ error: string | null; answered: boolean }> {
  const client = createClient({
    url: `${product.baseURL.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${accessToken}` },
    retryAttempts: 0,
  });
  try {
    return await new Promise((resolve, reject) => {
      client.subscribe<{ aiAgentAnswer: { delta: string | null; error: string | null; message: { uuid: string } | null } }>(
        { query: 'subscription ($question: String) { aiAgentAnswer(question: $question) { delta error message { uuid } } }', variables: { question } },
        {
          next: (result) => {
            if (result.errors?.length) return resolve({ error: result.errors[0]!.message, answered: false });
            const event = result.data?.aiAgentAnswer;
            if (event?.error) resolve({ error: event.error, answered: false });
            else if (event?.message) resolve({ error: null, answered: true });
          },
          error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => resolve({ error: null, answered: false }),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('the AI assistant without an engine, in the browser', () => {
  it('answers a suggested question from the member\'s data and refuses a typed one with the plain message', async () => {
    const context = await browser.newContext(product.baseURL);
    const page = await context.newPage();
    const console = watchConsole(page);
    await logIn(page, CLARA.username, CLARA.password);
    await expectPath(page, '/home');
    await page.goto('/ai-assistant');
    await page.getByRole('heading', { name: 'AI Assistant', level: 1 }).waitFor();

    // the page says plainly what needs an engine, and offers no box to type into
    await page.getByText(AI_AGENT.noEngine).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your question' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Clara has a hookup booked by the seed: preparing for it is suggested and answered from her data
    await page.getByRole('button', { name: SUGGESTED_QUESTIONS.nextHookup }).click();
    const thread = page.getByRole('list', { name: 'Conversation' });
    const answer = thread.getByRole('listitem').filter({ hasText: 'From your data' });
    await expect.poll(() => answer.count(), { timeout: 15_000 }).toBe(1);
    // the partner of the seeded hookup by name, not a canned text
    await expect.poll(() => answer.textContent()).toMatch(/Carl/);
    expect(await thread.getByRole('listitem').filter({ hasText: SUGGESTED_QUESTIONS.nextHookup }).count()).toBe(1);
    await page.screenshot({ path: join(root, 'tests/e2e/artifacts/ai-assistant-no-engine.png'), fullPage: true });

    // stored: still there after a reload
    await page.reload();
    await thread.getByRole('listitem').filter({ hasText: 'From your data' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // a typed question (what a client could still send) is refused with the message the page shows, nothing stored
    const token = await page.evaluate(() => sessionStorage.getItem('session') ?? localStorage.getItem('session') ?? '');
    expect(await askTyped(token, 'Write my cold email to Carl')).toEqual({ error: AI_AGENT.noEngine, answered: false });
    await page.reload();
    await thread.getByRole('listitem').first().waitFor();
    expect(await thread.getByRole('listitem').filter({ hasText: 'Write my cold email' }).count()).toBe(0);
    console.assertClean();
    await context.close();
  });
});
