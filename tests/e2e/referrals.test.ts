import { describe, expect, it } from 'vitest';
import { REFERRAL } from '~/common/messages';
import { PASSWORD, registerMember } from './api';
import { uniqueEmail, useBrowser, waitForMailLink } from './browser';
import { expectPath, logIn, logOut } from './flows';

const browser = useBrowser();

describe('referrals, in the browser', () => {
  it('a member invites a friend by email; the friend registers through the mailed link and shows up under /referrals', async () => {
    const inviter = await registerMember({ verified: true, firstName: 'Ivy' });
    const friend = uniqueEmail('friend');
    const context = await browser.newContext();
    const page = await context.newPage();

    await logIn(page, inviter.username, inviter.password);
    await expectPath(page, '/home');
    await page.goto('/invite');
    await expect.poll(() => page.getByLabel('Personal link').inputValue()).toMatch(/\/register\?ref=[\w-]{8}$/);
    await page.locator('input[name="email"]').fill('not-an-email');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByText('You need to provide a valid email').count()).toBeGreaterThan(0);
    await page.locator('input[name="email"]').fill(friend);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByText(`${REFERRAL.invited} (${friend})`).count()).toBe(1);
    await logOut(page);

    // the friend follows the mailed link: the registration carries the referral code
    const link = await waitForMailLink(friend, '/register?ref=');
    await page.goto(link);
    await page.locator('input[name="username"]').fill(friend);
    await page.locator('input[name="firstName"]').fill('Fred');
    await page.locator('input[name="lastName"]').fill('Friend');
    await page.locator('input[name="linkedInUrl"]').fill('https://www.linkedin.com/in/fred-friend');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await page.locator('input[name="jobPosition"]').fill('Account Executive');
    await page.getByRole('combobox', { name: /location/i }).fill('Berl');
    await page.getByRole('option', { name: /Berlin/ }).first().click();
    const how = page.locator('select[name="howDidYouHearAboutUs"]');
    if (await how.count()) await how.selectOption({ index: 1 });
    else await page.locator('input[name="howDidYouHearAboutUs"]').fill('A friend');
    await page.getByText(/I accept the terms/i).click();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expectPath(page, '/validation');
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });

    await logIn(page, inviter.username, inviter.password);
    await expectPath(page, '/home');
    await page.goto('/referrals');
    const row = page.getByRole('table', { name: 'Invitations' }).getByRole('row', { name: new RegExp(friend.replace(/\./g, '\\.')) });
    await expect.poll(() => row.textContent()).toContain('Joined');
    expect(await row.textContent()).toContain('Fred Friend');
    await context.close();
  });
});
