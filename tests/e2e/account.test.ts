import { describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages';
import { PASSWORD, registerMember } from './api';
import { uniqueEmail, useBrowser, waitForMailLink, watchConsole } from './browser';
import { expectPath, logIn, logOut, storageKeys } from './flows';

const browser = useBrowser();

describe('a member account, in the browser', () => {
  it('registers, confirms the email from the logged link, survives a reload, changes the password and logs out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleWatch = watchConsole(page);
    const email = uniqueEmail('newcomer');

    await page.goto('/register');
    await page.locator('input[name="username"]').fill(email);
    await page.locator('input[name="firstName"]').fill('Grace');
    await page.locator('input[name="lastName"]').fill('Hopper');
    await page.locator('input[name="linkedInUrl"]').fill('https://www.linkedin.com/in/grace-hopper');
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="confirmPassword"]').fill(PASSWORD);
    await page.locator('input[name="jobPosition"]').fill('Sales Development Representative');
    await page.getByRole('combobox', { name: /location/i }).fill('Berl');
    await page.getByRole('option', { name: /Berlin/ }).first().click();
    const how = page.locator('select[name="howDidYouHearAboutUs"]');
    if (await how.count()) await how.selectOption({ index: 1 });
    else await page.locator('input[name="howDidYouHearAboutUs"]').fill('A colleague');
    await page.getByText(/I accept the terms/i).click();
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();

    // A new account is unverified: the member is asked to confirm the email first.
    await expectPath(page, '/validation');
    const link = await waitForMailLink(email, '/user/confirm?token=');
    await page.goto(link);
    await expect.poll(() => page.getByText(AUTH.emailConfirmed).count()).toBeGreaterThan(0);
    // The full-screen tutorial opens after the first confirmation.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    await page.keyboard.press('Escape');

    await page.goto('/home');
    await expect.poll(() => page.getByRole('heading', { name: /Grace/ }).count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: /Grace/ }).count()).toBeGreaterThan(0);

    await page.goto('/settings');
    const newPassword = 'An0ther-Passw0rd!';
    await page.locator('input[name="oldPassword"]').fill(PASSWORD);
    await page.locator('input[name="password"]').first().fill(newPassword);
    await page.locator('input[name="confirmPassword"]').first().fill(newPassword);
    await page.getByRole('button', { name: /change password/i }).click();
    await expect.poll(() => page.getByText(AUTH.passwordChanged).count()).toBeGreaterThan(0);

    await logOut(page);
    await expectPath(page, '/login');
    const keys = await storageKeys(page);
    expect(keys).toEqual({ local: { session: null, RTN: null }, session: { session: null, RTN: null } });

    // The old password no longer works; the new one does.
    await logIn(page, email, PASSWORD);
    await expect.poll(() => page.getByText(AUTH.invalidCredentials).count()).toBeGreaterThan(0);
    await logIn(page, email, newPassword);
    await expectPath(page, '/home');
    consoleWatch.assertClean();
    await context.close();
  });

  it('sends an unverified member to /validation, where Click here sends another email', async () => {
    const member = await registerMember();
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleWatch = watchConsole(page);
    await logIn(page, member.username, member.password);
    await expectPath(page, '/validation');
    await page.goto('/settings');
    await expectPath(page, '/validation');

    await page.getByText('Click here').click();
    await expect.poll(() => page.getByText("We've sent you another email to validate your account.").count()).toBe(1);
    consoleWatch.assertClean();
    await context.close();
  });

  it('resets a forgotten password from the mailed link, which works only once', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleWatch = watchConsole(page);

    await page.goto('/forgot-password');
    await page.locator('input[name="username"]').fill(member.username);
    await page.getByRole('button', { name: /send/i }).click();
    await expect.poll(() => page.getByText(AUTH.resetSent).count()).toBe(1);

    const link = await waitForMailLink(member.username, '/reset-password?token=');
    await page.goto(link);
    const newPassword = 'Fresh-Passw0rd!';
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByRole('button', { name: /reset|save/i }).click();
    await expect.poll(() => page.getByText(AUTH.passwordReset).count()).toBe(1);

    await logIn(page, member.username, newPassword);
    await expectPath(page, '/home');

    // The same link a second time is refused with the server's message.
    const second = await context.newPage();
    await second.goto(link);
    await second.locator('input[name="password"]').fill('Other-Passw0rd!');
    await second.locator('input[name="confirmPassword"]').fill('Other-Passw0rd!');
    await second.getByRole('button', { name: /reset|save/i }).click();
    await expect.poll(() => second.getByText(AUTH.tokenInvalid).count()).toBe(1);

    // The same answer for an address nobody registered.
    await page.goto('/forgot-password');
    await page.locator('input[name="username"]').fill('nobody.here@example.com');
    await page.getByRole('button', { name: /send/i }).click();
    await expect.poll(() => page.getByText(AUTH.resetSent).count()).toBe(1);
    consoleWatch.assertClean();
    await context.close();
  });
});
