// Forum categories in Chromium (issue 17): an admin adds a category from /community's "Manage categories" dialog and
// renames it; a member then finds it among /community's categories. A member is not offered the dialog, nor
// Announcements for a new topic (only admins start topics there).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, registerMember } from './api';
import { useBrowser } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();

async function signedIn(who: { username: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 860 });
  await logIn(page, who.username, who.password);
  await expectPath(page, '/home');
  await page.goto('/community');
  return page;
}

describe('forum categories', () => {
  it('an admin adds and renames a category; a member sees it in /community’s categories', async () => {
    const suffix = Date.now().toString(36);
    const name = `Referrals ${suffix}`;
    const renamed = `Referral programs ${suffix}`;
    const admin = await signedIn(ADMIN);
    await admin.getByRole('button', { name: 'Manage categories' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Manage categories' });
    await dialog.getByLabel('Category name').fill(name);
    await dialog.getByLabel('Description').fill('Asking for and giving introductions');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    const list = dialog.getByRole('list', { name: 'Categories' });
    await expect.poll(() => list.getByText(name, { exact: true }).count()).toBe(1);
    await dialog.getByRole('button', { name: `Edit ${name}` }).click();
    await dialog.getByLabel('Category name').fill(renamed);
    await dialog.getByRole('button', { name: 'Save category' }).click();
    await expect.poll(() => list.getByText(renamed, { exact: true }).count()).toBe(1);
    expect(await list.getByText(name, { exact: true }).count()).toBe(0);
    // the page's own category filter reads the categories again
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => admin.getByLabel('Show category').locator('option', { hasText: renamed }).count()).toBe(1);

    const member = await registerMember({ verified: true, firstName: 'Mina' });
    const page = await signedIn(member);
    await expect.poll(() => page.getByLabel('Show category').locator('option', { hasText: renamed }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Manage categories' }).count()).toBe(0);

    // only admins start topics in Announcements: a member's new topic does not offer it, the admin's does
    const offered = async (p: Page) => {
      if (await p.getByRole('button', { name: 'I accept the guidelines' }).count()) await p.getByRole('button', { name: 'I accept the guidelines' }).click();
      await p.getByRole('button', { name: 'New topic' }).click();
      const options = p.getByLabel('Category', { exact: true }).locator('option');
      await expect.poll(() => options.allInnerTexts()).toContain(renamed);
      return options.allInnerTexts();
    };
    expect(await offered(page)).not.toContain('Announcements');
    expect(await offered(admin)).toContain('Announcements');
    await Promise.all([admin.context().close(), page.context().close()]);
  });
});
