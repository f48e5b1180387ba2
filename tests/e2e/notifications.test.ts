import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION } from '~/common/messages';
import { ADMIN, createGroupHookupViaApi, gql, logInViaApi, registerMember } from './api';
import { baseURL, useBrowser, waitForMailLink, watchConsole } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();

const bellOf = (page: Page): Locator => page.getByRole('button', { name: 'Notifications', exact: true });

/** The number on the bell's badge; 0 when there is no badge. */
async function badge(page: Page): Promise<number> {
  const bell = bellOf(page);
  const described = await bell.getAttribute('aria-describedby');
  if (!described) return 0;
  const text = (await page.locator(`[id="${described}"]`).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0] ?? 0);
}

const panelOf = (page: Page): Locator => page.getByRole('dialog', { name: 'Notifications' });
const itemsOf = (page: Page): Locator => panelOf(page).getByRole('listitem');

async function attendAndLeave(accessToken: string, uuid: string) {
  const attended = await gql(`mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid } }`, { uuid }, accessToken);
  if (!attended.data) throw new Error(`attend failed: ${JSON.stringify(attended.errors)}`);
  const left = await gql(`mutation($uuid: ID!) { leaveGroupHookup(uuid: $uuid) { uuid } }`, { uuid }, accessToken);
  if (!left.data) throw new Error(`leave failed: ${JSON.stringify(left.errors)}`);
}

describe('notifications, live, in Chromium', () => {
  it("an approval raises the member's badge and toasts without a reload; opening the bell clears it; a click navigates and marks it viewed; scrolling loads the next page of 5", async () => {
    // a new member: confirming the email already brought the welcome notification
    const member = await registerMember({ verified: true, firstName: `Nora${Date.now().toString(36)}` });
    const guest = await registerMember({ verified: true, firstName: `Gil${Date.now().toString(36)}` });
    const title = `Objection handling ${Date.now().toString(36)}`;
    const { uuid } = await createGroupHookupViaApi(member.accessToken, {
      title,
      category: 'PRACTICE',
      startDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
      duration: 60,
      maxParticipants: 8,
      private: false,
    });

    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    await logIn(page, member.username, member.password);
    await expectPath(page, '/home');
    await expect.poll(() => badge(page), { timeout: 15_000 }).toBe(1);

    // an admin approves the member's group hookup: badge and toast, no reload
    const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
    const approved = await gql(`mutation($uuid: ID!) { approveGroupHookup(uuid: $uuid) { status } }`, { uuid }, adminToken);
    expect(approved.data).toBeTruthy();
    await expect.poll(() => badge(page), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.getByText(`Your group hookup "${title}" has been approved.`).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // six more arrive (someone attends six times), so there are eight: welcome, approved, 6 × attended
    for (let i = 0; i < 6; i++) await attendAndLeave(guest.accessToken, uuid);
    await expect.poll(() => badge(page), { timeout: 15_000 }).toBe(8);

    // live arrivals joined the open page's list; a fresh page reads the first page of 5 and keeps the count
    await page.reload();
    await expect.poll(() => badge(page), { timeout: 15_000 }).toBe(8);

    // opening the bell clears the badge and shows the first page of 5
    await bellOf(page).click();
    await panelOf(page).waitFor();
    await expect.poll(() => badge(page)).toBe(0);
    await expect.poll(() => itemsOf(page).count()).toBe(5);
    expect(await itemsOf(page).first().innerText()).toContain(`${guest.firstName} Lovelace will attend your group hookup "${title}".`);
    // the date and time of each item, as dd/MM/yyyy at HH:mm
    expect(await itemsOf(page).first().innerText()).toMatch(/\d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}/);

    // scrolling to the end loads the next page
    await itemsOf(page).last().scrollIntoViewIfNeeded();
    await panelOf(page).locator('ul').evaluate((list) => list.parentElement!.scrollTo({ top: list.parentElement!.scrollHeight }));
    await expect.poll(() => itemsOf(page).count(), { timeout: 10_000 }).toBe(8);
    const approvedItem = itemsOf(page).filter({ hasText: 'has been approved' });
    expect(await approvedItem.getByRole('button').getAttribute('data-viewed')).toBe('false');

    // a click navigates to the group hookup and marks it viewed
    await approvedItem.getByRole('button').click();
    await expectPath(page, `/group-hookups/details/${uuid}`);
    await page.getByRole('heading', { name: title }).waitFor();
    await bellOf(page).click();
    await panelOf(page).waitFor();
    await itemsOf(page).last().scrollIntoViewIfNeeded();
    await panelOf(page).locator('ul').evaluate((list) => list.parentElement!.scrollTo({ top: list.parentElement!.scrollHeight }));
    await expect.poll(() => itemsOf(page).count(), { timeout: 10_000 }).toBe(8);
    await expect
      .poll(() => itemsOf(page).filter({ hasText: 'has been approved' }).getByRole('button').getAttribute('data-viewed'))
      .toBe('true');
    expect(await badge(page)).toBe(0);
    consoleErrors.assertClean();
    await context.close();
  });

  it('the email of a notification unsubscribes from /unsubscribe after the click (opening it changes nothing), and /settings offers to receive emails again', async () => {
    const member = await registerMember({ verified: true, firstName: `Una${Date.now().toString(36)}` });
    // the welcome notification's email carries the member's unsubscribe link
    const link = await waitForMailLink(member.username, '/unsubscribe?token=');
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe(member.username);

    const context = await browser.newContext();
    const page = await context.newPage();
    const consoleErrors = watchConsole(page);
    const unsubscribeDate = async () =>
      (await gql<{ mailingPreferences: { unsubscribeDate: string | null } }>('{ mailingPreferences { unsubscribeDate } }', {}, member.accessToken)).data!
        .mailingPreferences.unsubscribeDate;
    // a mail scanner opens the link and runs its page: nothing changes until a person clicks
    await page.goto(`${baseURL()}${url.pathname}${url.search}`);
    const confirm = page.getByRole('button', { name: 'Unsubscribe' });
    await confirm.waitFor();
    await page.waitForLoadState('networkidle');
    expect(await unsubscribeDate()).toBeNull();
    await page.reload();
    await confirm.waitFor();
    expect(await unsubscribeDate()).toBeNull();
    await confirm.click();
    await page.getByText(NOTIFICATION.unsubscribed).waitFor();
    expect(await unsubscribeDate()).not.toBeNull();

    // a link with a wrong token is refused with the message
    await page.goto(`/unsubscribe?token=not-a-token&email=${encodeURIComponent(member.username)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByText(NOTIFICATION.unsubscribeInvalid).waitFor();

    await logIn(page, member.username, member.password);
    await expectPath(page, '/home');
    await page.goto('/settings');
    await page.getByText(/You unsubscribed from our emails on/).waitFor();
    await page.getByRole('button', { name: 'Receive emails again' }).click();
    await expect.poll(() => page.getByText(/You unsubscribed from our emails on/).count()).toBe(0);

    // pausing for 2 weeks says until when, and unpausing ends it
    await page.getByLabel('Pause for').selectOption('2');
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByText(/Notifications are paused until/).waitFor();
    await page.getByRole('button', { name: 'Unpause' }).click();
    await expect.poll(() => page.getByText(/Notifications are paused until/).count()).toBe(0);
    consoleErrors.assertClean();
    await context.close();
  });
});
