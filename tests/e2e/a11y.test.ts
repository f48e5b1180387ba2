import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerMember } from './api';
import { useBrowser } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page: page as never }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility: no serious or critical axe violation on any page', () => {
  it('public pages', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
      '/terms-and-conditions',
      '/user/confirm?token=abc',
      '/user/confirm-changed-email?token=abc',
      '/not-found',
    ]) {
      await page.goto(path);
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await context.close();
  });

  it('the verify-your-email page', async () => {
    const member = await registerMember();
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password);
    await expectPath(page, '/validation');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('pages of a signed-in member, on a wide and a narrow screen', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password);
    await expectPath(page, '/home');
    for (const width of [1280, 480]) {
      await page.setViewportSize({ width, height: 860 });
      for (const path of ['/home', '/settings', '/profile']) {
        await page.goto(path);
        expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
      }
    }
    await context.close();
  });
});
