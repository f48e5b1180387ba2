// /ai-assistant in Chromium (issue 19): a suggested question streams its answer from the suite's local
// OpenAI-compatible engine chunk by chunk, the thread survives a reload, the profile answers are saved, and axe
// finds nothing serious at 1280 and 480 px.
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUGGESTED_QUESTIONS } from '~/common/aiAgent';
import { root } from '~/vitest.shared';
import { registerMember } from './api';
import { useBrowser, watchConsole } from './browser';
import { AI_E2E_ANSWER } from './fixtures/aiAnswer';
import { expectPath, logIn } from './flows';

const browser = useBrowser();
const artifact = (name: string) => join(root, 'tests/e2e/artifacts', name);

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page: page as never }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the AI assistant, in the browser', () => {
  it('streams the answer to a suggested question, keeps the thread after a reload, and saves the profile answers', async () => {
    const member = await registerMember({ verified: true, firstName: 'Aiko' });
    const context = await browser.newContext();
    const page = await context.newPage();
    const console = watchConsole(page);
    await logIn(page, member.username, member.password);
    await expectPath(page, '/home');
    await page.goto('/ai-assistant');

    await page.getByRole('heading', { name: 'AI Assistant', level: 1 }).waitFor();
    await page.getByText('No questions yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: artifact('ai-assistant-empty-1280.png'), fullPage: true });

    const question = page.getByRole('button', { name: SUGGESTED_QUESTIONS.improveProfile });
    await question.click();
    // streamed: the first chunk shows while the rest is still coming (the engine sends one every 400 ms)
    const streaming = page.getByTestId('ai-streaming');
    await expect.poll(() => streaming.textContent(), { timeout: 10_000 }).toBe(AI_E2E_ANSWER[0]);
    expect(await page.getByRole('status').filter({ hasText: 'Answering' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: SUGGESTED_QUESTIONS.peopleToMeet }).isDisabled()).toBe(true);
    await page.screenshot({ path: artifact('ai-assistant-streaming-1280.png'), fullPage: true });

    const full = AI_E2E_ANSWER.join('');
    const thread = page.getByRole('list', { name: 'Conversation' });
    await expect.poll(() => thread.getByRole('listitem').filter({ hasText: full }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => streaming.count()).toBe(0);

    await page.reload();
    await thread.getByRole('listitem').filter({ hasText: full }).waitFor();
    expect(await thread.getByRole('listitem').filter({ hasText: SUGGESTED_QUESTIONS.improveProfile }).count()).toBe(1);

    // the assistant's own questions: saved, and still there after a reload
    await page.getByLabel('What do you sell?').fill('Payroll software for retailers');
    await page.getByRole('button', { name: 'Save answers' }).click();
    await page.getByText('Saved.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('What do you sell?').inputValue()).toBe('Payroll software for retailers');

    await page.setViewportSize({ width: 480, height: 900 });
    await thread.getByRole('listitem').filter({ hasText: full }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // nothing wider than the phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(480);
    await page.screenshot({ path: artifact('ai-assistant-480.png'), fullPage: true });
    console.assertClean();
    await context.close();
  });
});
