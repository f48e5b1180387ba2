import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VALIDATION as M } from '~/common/messages';
import { useBrowser, watchConsole } from './browser';

const browser = useBrowser();

async function messageShown(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).count(), { message: `shows "${text}"` }).toBeGreaterThan(0);
}

async function fill(page: Page, name: string, value: string) {
  await page.locator(`input[name="${name}"]`).fill(value);
}

describe('spec §5 validation messages, in the forms', () => {
  it('the registration form names each bad field with its message', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleWatch = watchConsole(page);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    for (const text of [M.firstNameMin, M.lastNameMin, M.linkedInUrl, M.location, M.acceptTerms, M.jobPositionMin]) {
      await messageShown(page, text);
    }

    await fill(page, 'username', 'abc');
    await messageShown(page, M.usernameMin);
    await fill(page, 'username', `${'a'.repeat(95)}@example.com`);
    await messageShown(page, M.usernameMax);
    await fill(page, 'username', 'not-an-email');
    await messageShown(page, M.usernameEmail);

    await fill(page, 'password', 'password with spaces1A!');
    await messageShown(page, M.passwordRule);
    await fill(page, 'password', 'alllowercase1!');
    await messageShown(page, M.passwordRule);
    await fill(page, 'password', 'Val1d-Passw0rd');
    await fill(page, 'confirmPassword', 'Different-1!');
    await messageShown(page, M.passwordsMatch);

    await fill(page, 'linkedInUrl', 'https://www.linkedin.com/company/acme');
    await messageShown(page, M.linkedInUrl);
    consoleWatch.assertClean();
    await context.close();
  });

  it('the login form checks the email and the password length', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await fill(page, 'username', 'nobody');
    await fill(page, 'password', 'short');
    await page.getByRole('button', { name: 'Log in' }).click();
    await messageShown(page, M.usernameEmail);
    await messageShown(page, M.passwordMin);
    await context.close();
  });

  it('the forgot-password and reset-password forms check their fields', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/forgot-password');
    await fill(page, 'username', 'someone@nowhere');
    await page.getByRole('button', { name: /send/i }).click();
    await messageShown(page, M.usernameEmail);

    await page.goto('/reset-password?token=abc');
    await fill(page, 'password', 'weakpassword');
    await fill(page, 'confirmPassword', 'other');
    await page.getByRole('button', { name: /reset|save/i }).click();
    await messageShown(page, M.passwordRule);
    await messageShown(page, M.passwordsMatch);
    await context.close();
  });
});
