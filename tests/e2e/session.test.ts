import { describe, expect, inject, it } from 'vitest';
import { registerMember } from './api';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn, logOut, storageKeys } from './flows';

const browser = useBrowser();

describe('the session, in the browser', () => {
  it('sends a visitor without a session to /login with ?next, and the root without it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/settings');
    await expectPath(page, '/login?next=%2Fsettings');
    await page.goto('/');
    await expectPath(page, '/login');
    await context.close();
  });

  it('with remember me, keeps the session in localStorage across a reload and in a new tab', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleWatch = watchConsole(page);
    await logIn(page, member.username, member.password, { rememberMe: true });
    await expectPath(page, '/home');
    const keys = await storageKeys(page);
    expect(keys.local.session).toBeTruthy();
    expect(keys.local.RTN).toBeTruthy();
    expect(keys.session).toEqual({ session: null, RTN: null });
    expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBe('y');

    await page.reload();
    await expectPath(page, '/home');
    const tab = await context.newPage();
    await tab.goto('/settings');
    await expectPath(tab, '/settings');
    consoleWatch.assertClean();
    await context.close();
  });

  it('without remember me, keeps the session in sessionStorage: a reload stays, a new tab must log in', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password);
    await expectPath(page, '/home');
    const keys = await storageKeys(page);
    expect(keys.session.session).toBeTruthy();
    expect(keys.session.RTN).toBeTruthy();
    expect(keys.local).toEqual({ session: null, RTN: null });

    await page.reload();
    await expectPath(page, '/home');
    const tab = await context.newPage();
    await tab.goto('/settings');
    await expectPath(tab, '/login?next=%2Fsettings');
    await context.close();
  });

  it('after login, goes to the page it was sent away from', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/profile');
    await expectPath(page, '/login?next=%2Fprofile');
    await logIn(page, member.username, member.password, { path: '/login?next=%2Fprofile' });
    await expectPath(page, '/profile');
    await context.close();
  });

  it('refreshes an expired access token silently and rotates the refresh token', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleWatch = watchConsole(page);
    await logIn(page, member.username, member.password, { rememberMe: true });
    await expectPath(page, '/home');
    const before = await storageKeys(page);

    await page.waitForTimeout((inject('accessTokenTtlSeconds') + 2) * 1000);
    await page.goto('/profile');
    await expectPath(page, '/profile');
    await expect.poll(() => page.getByText(member.username).count()).toBeGreaterThan(0);
    const after = await storageKeys(page);
    expect(after.local.session).not.toBe(before.local.session);
    expect(after.local.RTN).not.toBe(before.local.RTN);
    consoleWatch.assertClean();
    await context.close();
  });

  it('keeps two remembered tabs signed in when both refresh the expired token at once', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password, { rememberMe: true });
    await expectPath(page, '/home');
    const tab = await context.newPage();
    await tab.goto('/home');
    await expectPath(tab, '/home');

    await page.waitForTimeout((inject('accessTokenTtlSeconds') + 2) * 1000);
    await Promise.all([page.goto('/profile'), tab.goto('/settings')]);
    await expectPath(page, '/profile');
    await expectPath(tab, '/settings');
    await expect.poll(() => page.getByText(member.username).count()).toBeGreaterThan(0);
    // The session survived: a reload of either tab still finds it.
    await tab.reload();
    await expectPath(tab, '/settings');
    await context.close();
  });

  it('sends the member to /login?next=… and clears the refresh token when the refresh fails', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password, { rememberMe: true });
    await expectPath(page, '/home');
    await page.evaluate(() => {
      localStorage.setItem('session', 'expired.or.forged');
      localStorage.setItem('RTN', 'revoked-refresh-token');
    });
    await page.goto('/settings');
    await expectPath(page, '/login?next=%2Fsettings');
    expect((await storageKeys(page)).local.RTN).toBeNull();
    await context.close();
  });

  it('logging out empties both storages and the old refresh token no longer works', async () => {
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password, { rememberMe: true });
    await expectPath(page, '/home');
    const { RTN } = (await storageKeys(page)).local;
    await logOut(page);
    await expectPath(page, '/login');
    expect(await storageKeys(page)).toEqual({ local: { session: null, RTN: null }, session: { session: null, RTN: null } });

    // Putting the old refresh token back does not bring the session back.
    await page.evaluate((rtn) => {
      localStorage.setItem('rememberMe', 'y');
      localStorage.setItem('RTN', rtn!);
    }, RTN);
    await page.goto('/home');
    await expectPath(page, '/login?next=%2Fhome');
    await context.close();
  });
});
