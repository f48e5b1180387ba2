import type { BrowserContext, Page, WebSocket } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, createGroupHookupViaApi, gql, logInViaApi, registerMember, setServerClock, type Member } from './api';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();
const MINUTE = 60_000;

/** A member's browser, signed in, with the first-visit group hookups tutorial already seen. */
async function signedIn(username: string, password: string, opts: { clockAt?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('groupHookupsTutorialFinished', 'true'));
  const page = await context.newPage();
  if (opts.clockAt !== undefined) await page.clock.install({ time: opts.clockAt });
  await logIn(page, username, password);
  await expectPath(page, '/home');
  return { context, page };
}

/** Resolves when the page's GraphQL WebSocket next has its connection acknowledged (a new socket: a reconnect). */
function nextLiveConnection(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      if (new URL(socket.url()).pathname !== '/graphql') return;
      socket.on('framereceived', ({ payload }) => {
        if (!String(payload).includes('"connection_ack"')) return;
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
}

/** datetime-local value (the browser's local time) for a moment. */
function localInput(ms: number) {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * MINUTE);
  return d.toISOString().slice(0, 16);
}

describe('group hookups, live, in two browsers', () => {
  it('a new group hookup reaches the admin live, its approval reaches the host live, and an attendee drops the slots left', async () => {
    const host: Member = await registerMember({ verified: true, firstName: 'Hosting' });
    const attendee: Member = await registerMember({ verified: true, firstName: 'Attending' });
    const title = `Cold calling clinic ${Date.now().toString(36)}`;

    const admin = await signedIn(ADMIN.username, ADMIN.password);
    const adminConsole = watchConsole(admin.page);
    await admin.page.goto('/group-hookups');
    // under load the first click can land while the page still settles (the session restore, the first-visit
    // tutorial): click until the tab is the selected one
    const pendingTab = admin.page.getByRole('tab', { name: 'Pending approval' });
    await expect
      .poll(async () => {
        if ((await pendingTab.getAttribute('aria-selected')) !== 'true') await pendingTab.click();
        return pendingTab.getAttribute('aria-selected');
      })
      .toBe('true');

    const hosting = await signedIn(host.username, host.password);
    const hostConsole = watchConsole(hosting.page);
    const page = hosting.page;
    await page.goto('/group-hookups');
    await page.getByRole('button', { name: 'Create group hookup' }).click();
    // the group hookup guideline is accepted once, before the first group hookup
    await page.getByRole('button', { name: 'I accept' }).click();
    const form = page.getByRole('form', { name: 'Create group hookup' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Category').selectOption({ label: 'Networking' });
    await form.getByLabel('Start').fill(localInput(Date.now() + 2 * 24 * 60 * MINUTE));
    await form.getByLabel('Duration (minutes)').fill('45');
    await form.getByLabel('Maximum participants').fill('3');
    await form.getByText('Public', { exact: true }).click();
    await form.getByRole('button', { name: 'Create group hookup' }).click();
    await page.waitForURL(/\/group-hookups\/details\/[0-9a-f-]+$/);
    const detailsPath = new URL(page.url()).pathname;
    await expect.poll(() => page.getByText('PENDING', { exact: true }).count()).toBeGreaterThan(0);

    // The admin's pending list shows it without a reload; the approval reaches the host without one.
    const approve = admin.page.getByRole('button', { name: `Approve ${title}` });
    await expect.poll(() => approve.count()).toBe(1);
    await approve.click();
    await expect.poll(() => page.getByText('APPROVED', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('3 slots left').count()).toBeGreaterThan(0);

    const attending = await signedIn(attendee.username, attendee.password);
    await attending.page.goto(detailsPath);
    await attending.page.getByRole('button', { name: 'Attend', exact: true }).click();
    await expect.poll(() => attending.page.getByRole('button', { name: 'Leave' }).count()).toBe(1);
    // the host's page follows: one slot fewer, no reload
    await expect.poll(() => page.getByText('2 slots left').count()).toBeGreaterThan(0);

    hostConsole.assertClean();
    adminConsole.assertClean();
    for (const c of [admin.context, hosting.context, attending.context]) await c.close();
  });

  it('keeps Join disabled until 5 minutes before the start and forces the member out 10 minutes after the end', async () => {
    const member = await registerMember({ verified: true });
    const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
    const start = Date.now() + 4 * MINUTE;
    const { uuid, status } = await createGroupHookupViaApi(adminToken, {
      title: `Objection handling ${Date.now().toString(36)}`,
      category: 'PRACTICE',
      startDate: new Date(start).toISOString(),
      duration: 15,
      maxParticipants: 5,
      private: false,
    });
    expect(status).toBe('APPROVED');

    // The member's clock says 2 minutes before now: the room (start − 5 min) is a minute away for them.
    const { context, page } = await signedIn(member.username, member.password, { clockAt: Date.now() - 2 * MINUTE });
    await page.goto(`/group-hookups/details/${uuid}`);
    await page.getByRole('button', { name: 'Attend', exact: true }).click();
    const join = page.getByRole('button', { name: 'Join', exact: true });
    await expect.poll(() => join.isDisabled()).toBe(true);
    await expect.poll(() => page.getByText(/^Opens in/).count()).toBe(1);

    await page.clock.fastForward(90_000);
    await expect.poll(() => join.isEnabled()).toBe(true);
    await join.click();
    await expectPath(page, `/group-hookups/details/${uuid}/conferencing-room`);

    // start + 15 min + 10 min, from the member's clock: the room sends them back to the details.
    await page.clock.fastForward(30 * MINUTE);
    await expectPath(page, `/group-hookups/details/${uuid}`);
    // told so by the room's toast (4 s) or, once it faded on a slow machine, by the details page itself
    await expect.poll(() => page.getByText(/^(The|This) session is over\.$/).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('keeps the member in the room after the server completes the session, and puts them out at end + 10 minutes', async () => {
    const member = await registerMember({ verified: true });
    const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
    const start = Date.now() + 4 * MINUTE;
    const end = start + 15 * MINUTE;
    const { uuid } = await createGroupHookupViaApi(adminToken, {
      title: `Closing techniques ${Date.now().toString(36)}`,
      category: 'PRACTICE',
      startDate: new Date(start).toISOString(),
      duration: 15,
      maxParticipants: 5,
      private: false,
    });
    // a token issued on the server's moved clock: one from before the move has expired for it
    const statusOf = async () =>
      (await gql<{ groupHookup: { status: string } }>(`query S($uuid: ID!) { groupHookup(uuid: $uuid) { status } }`, { uuid }, await logInViaApi(ADMIN.username, ADMIN.password)))
        .data?.groupHookup.status;

    // The member's clock is 2 minutes ahead: the room (start − 5 min) is open for them.
    const { context, page } = await signedIn(member.username, member.password, { clockAt: Date.now() + 2 * MINUTE });
    const roomPath = `/group-hookups/details/${uuid}/conferencing-room`;
    try {
      await page.goto(`/group-hookups/details/${uuid}`);
      await page.getByRole('button', { name: 'Attend', exact: true }).click();
      const join = page.getByRole('button', { name: 'Join', exact: true });
      await expect.poll(() => join.isEnabled()).toBe(true);
      await join.click();
      await expectPath(page, roomPath);

      // The server reaches the end: its scheduler marks the session COMPLETED, and the room hears it live.
      // Services' clock jumps 19 minutes at once, which no real clock does: an access token refreshed just before the
      // jump and sent on the socket's reconnect just after it would be refused as expired for good (the client refreshes
      // once per connection). So the jump comes right after the member's socket connected with a fresh token (it
      // reconnects at each 8-second token's expiry); an event the scheduler commits while the socket is down later is
      // replayed from the room's cursor on the reconnect.
      await nextLiveConnection(page);
      await setServerClock(end + 5_000 - Date.now());
      await expect.poll(statusOf).toBe('COMPLETED');
      await expect.poll(() => page.getByText(/^The session has ended\. The room stays open until /).count(), { timeout: 15_000 }).toBe(1);
      // the member's clock passes the end too: still in the room, the grace of spec §9
      await page.clock.fastForward(20 * MINUTE);
      await expect.poll(() => page.getByText(/^The session has ended\./).count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe(roomPath);

      // During the grace a member who steps out may press Join again, and services let them in.
      await page.getByRole('link', { name: 'Back to the details' }).click();
      await expectPath(page, `/group-hookups/details/${uuid}`);
      await expect.poll(() => join.isEnabled()).toBe(true);
      await join.click();
      await expectPath(page, roomPath);
      await expect.poll(() => page.getByText(/^The session has ended\./).count()).toBe(1);

      // end + 10 minutes on the member's clock (start + 25 min = their now + 27 min at first): out, and told why
      await page.clock.fastForward(8 * MINUTE);
      await expectPath(page, `/group-hookups/details/${uuid}`);
      await expect.poll(() => page.getByText(/^(The|This) session is over\.$/).count()).toBeGreaterThan(0);
    } finally {
      await setServerClock(0);
      await context.close();
    }
  });
});
