// Sign in with LinkedIn in Chromium (issue 19, spec §2 /linkedIn/login and /linkedIn/sign_up, §8): the popup goes to a
// real OpenID provider (oidc-provider, started by global-setup as LINKEDIN_ISSUER), the member signs in and consents
// there, and the popup's landing page hands the answer back to the page that opened it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages';
import { gql, registerMember } from './api';
import { uniqueEmail, useBrowser, watchConsole } from './browser';
import { expectPath } from './flows';

const browser = useBrowser();

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page: page as never }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Presses the LinkedIn button and walks the provider's pages in the popup as `email`; deny cancels there. */
async function throughLinkedIn(page: Page, button: string, email: string, { deny = false } = {}) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: button }).click()]);
  await popup.waitForURL((url) => url.pathname.includes('/interaction/'), { timeout: 15_000 });
  if (deny) {
    await popup.getByRole('link', { name: '[ Cancel ]' }).click();
  } else {
    await popup.locator('input[name="login"]').fill(email);
    await popup.locator('input[name="password"]').fill('anything');
    await popup.getByRole('button', { name: 'Sign-in' }).click();
    // the consent page
    await popup.getByRole('button', { name: 'Continue' }).click();
  }
  return popup;
}

/** The popup hands its answer over and closes itself. */
async function expectClosed(popup: Page) {
  await expect.poll(() => popup.isClosed(), { timeout: 15_000 }).toBe(true);
}

describe('Sign in with LinkedIn, in the browser', () => {
  it('signs up a new member with the fields LinkedIn does not give, then signs them in with one click', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleWatch = watchConsole(page);
    const email = uniqueEmail('nora');

    await page.goto('/register');
    const popup = await throughLinkedIn(page, 'Sign up with LinkedIn', email);
    await expectClosed(popup);

    await expect.poll(() => page.getByRole('heading', { name: 'Finish signing up' }).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText(email).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    // the spec's messages for what is still missing
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect.poll(() => page.getByText('You need to provide a valid LinkedIn URL').count()).toBe(1);
    await expect.poll(() => page.getByText('You must accept the terms and conditions').count()).toBe(1);

    await page.locator('input[name="linkedInUrl"]').fill('https://www.linkedin.com/in/nora-linked');
    await page.locator('input[name="jobPosition"]').fill('Account Executive');
    await page.getByRole('combobox', { name: /location/i }).fill('Berl');
    await page.getByRole('option', { name: /Berlin/ }).first().click();
    await page.locator('input[name="howDidYouHearAboutUs"]').fill('LinkedIn');
    await page.getByText(/I accept the terms/i).click();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // LinkedIn verified the address: straight in, no /validation
    await expectPath(page, '/home');
    await expect.poll(() => page.getByRole('heading', { name: /Nora/ }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    consoleWatch.assertClean();

    // another day, another browser: one click on /login
    const later = await (await browser.newContext()).newPage();
    await later.goto('/login');
    await expectClosed(await throughLinkedIn(later, 'Sign in with LinkedIn', email));
    await expectPath(later, '/home');
    const token = await later.evaluate(() => sessionStorage.getItem('session') ?? localStorage.getItem('session') ?? '');
    const me = await gql<{ me: { username: string; loggedWithLinkedIn: boolean; verified: boolean } }>(`{ me { username loggedWithLinkedIn verified } }`, {}, token);
    expect(me.data?.me).toEqual({ username: email, loggedWithLinkedIn: true, verified: true });
  });

  it('links an account that has a password only once that password is given', async () => {
    const member = await registerMember();
    const page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    await expectClosed(await throughLinkedIn(page, 'Sign in with LinkedIn', member.username));

    await expect.poll(() => page.getByRole('heading', { name: 'Link your LinkedIn account' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('input[name="password"]').fill('Not-the-passw0rd!');
    await page.getByRole('button', { name: 'Link and log in' }).click();
    await expect.poll(() => page.getByText(AUTH.linkedInLinkWrongPassword).count()).toBeGreaterThan(0);
    await page.locator('input[name="password"]').fill(member.password);
    await page.getByRole('button', { name: 'Link and log in' }).click();
    await expectPath(page, '/home');
  });

  it("shows the provider's code when the member cancels at LinkedIn", async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto('/login');
    expect(await seriousViolations(page)).toEqual([]);
    await expectClosed(await throughLinkedIn(page, 'Sign in with LinkedIn', '', { deny: true }));
    await expect.poll(() => page.getByText('Login failed (access_denied). Please try again.').count(), { timeout: 15_000 }).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
