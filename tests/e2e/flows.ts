// Small steps that several browser tests share, written as a member would do them.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function logIn(page: Page, username: string, password: string, opts: { rememberMe?: boolean; path?: string } = {}) {
  await page.goto(opts.path ?? '/login');
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  if (opts.rememberMe) await page.getByText('Remember me').click();
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function storageKeys(page: Page) {
  return page.evaluate(() => ({
    local: { session: localStorage.getItem('session'), RTN: localStorage.getItem('RTN') },
    session: { session: sessionStorage.getItem('session'), RTN: sessionStorage.getItem('RTN') },
  }));
}

export async function expectPath(page: Page, pathAndSearch: string) {
  await page.waitForURL((url) => url.pathname + url.search === pathAndSearch, { timeout: 15_000 });
  const url = new URL(page.url());
  expect(url.pathname + url.search).toBe(pathAndSearch);
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu|open user menu|user menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

/** Waits until the page's access token has at most `ms` left (the suite's tokens live 8 s): a request sent now must
 *  not spend the token on its way (web/lib/bearer.ts refreshes it first). */
export async function untilAccessTokenExpiresWithin(page: Page, ms: number) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const token = localStorage.getItem('session') ?? sessionStorage.getItem('session');
          if (!token) return Infinity;
          const { exp } = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
          return exp * 1000 - Date.now();
        }),
      { timeout: 20_000, interval: 100 },
    )
    .toBeLessThanOrEqual(ms);
}
