import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEEDBACK } from '~/common/messages';
import { ADMIN, registerMember } from './api';
import { useBrowser } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page: page as never }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('feedback and error reports, in the browser', () => {
  it('a member sends feedback from the tab (prefilled), counts down to /home, and an admin marks it handled', async () => {
    const member = await registerMember({ verified: true, firstName: 'Fiona' });
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password);
    await expectPath(page, '/home');
    await page.goto('/member-perks');

    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(member.username);
    expect(await dialog.getByLabel('Name').inputValue()).toContain('Fiona');
    expect(await seriousViolations(page)).toEqual([]);

    // spec §5: the message is required
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => dialog.getByText(FEEDBACK.messageRequired).count()).toBe(1);
    const message = `The perks page is great ${Date.now()}`;
    await dialog.getByLabel('Message').fill(message);
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => dialog.getByText(FEEDBACK.sent).count()).toBe(1);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Taking you to Home' }).count()).toBe(1);
    // spec §9: 5 seconds, then /home
    await expectPath(page, '/home');

    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await logIn(adminPage, ADMIN.username, ADMIN.password);
    await expectPath(adminPage, '/home');
    await adminPage.goto('/admin/feedback');
    const card = adminPage.getByRole('listitem').filter({ hasText: message });
    await card.waitFor();
    expect(await card.textContent()).toContain(member.username);
    expect(await seriousViolations(adminPage)).toEqual([]);
    await card.getByRole('button', { name: 'Mark handled' }).click();
    await expect.poll(() => card.textContent()).toContain('handled');
    await expect.poll(() => card.getByRole('button', { name: 'Mark handled' }).count()).toBe(0);
    await context.close();
    await admin.close();
  });

  it('a guest sends feedback from a public page; a bad email gets the spec message', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send us feedback' });
    await dialog.getByLabel('Name').fill('Guest Gina');
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Message').fill('Cannot find the sign-up link');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => dialog.getByText(FEEDBACK.emailInvalid).count()).toBe(1);
    await dialog.getByLabel('Email').fill('gina@example.com');
    await dialog.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => dialog.getByText(FEEDBACK.sent).count()).toBe(1);
    await context.close();
  });

  it('an error thrown in a page reaches the admins’ error list with its route and trail', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, ADMIN.username, ADMIN.password);
    await expectPath(page, '/home');
    await page.goto('/admin/feedback');
    await page.getByRole('heading', { name: 'Feedback', level: 1 }).waitFor();
    // a gateway answer the page cannot render (a list that is null): the error page catches the TypeError and
    // reports it through the real gateway and services; only this one answer is faked
    let faked = false;
    await page.route(/\/graphql/, async (route) => {
      // a query may go as GET (its name in the URL) or POST
      const body = decodeURIComponent(route.request().url()) + (route.request().postData() ?? '');
      if (faked || !body.includes('ErrorReports')) return route.fallback();
      faked = true;
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ data: { errorReports: [{ __typename: 'ErrorGroup', message: 'm', count: 1, lastSeenAt: '2030-01-01T00:00:00Z', lastRoute: '/', release: 'x', lastUserUuid: null, breadcrumbs: null }] } }),
      });
    });
    // the report is on its way once the error page shows; leaving the page at once could cut it off
    const reported = page.waitForResponse((response) => (response.request().postData() ?? '').includes('ReportError'));
    await page.getByRole('link', { name: 'Error reports' }).click();
    await page.getByRole('heading', { name: 'Sorry, we broke something!' }).waitFor();
    expect((await reported).ok()).toBe(true);
    await page.unroute(/\/graphql/);

    await page.goto('/admin/errors');
    const table = page.getByRole('table', { name: 'Reported errors' });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: /reading 'slice'|is null/ });
    await expect.poll(() => row.count()).toBe(1);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('/admin/errors');
    expect(text).toContain('click Error reports');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
