// Live updates outlive the access token: the gateway closes a socket with 4403 when its token expires (the e2e stack
// signs 8-second tokens), the page refreshes its token and reconnects, and what happened meanwhile still arrives.
import { describe, expect, inject, it } from 'vitest';
import { ADMIN, createGroupHookupViaApi, gql, logInViaApi, registerMember } from './api';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();
const DAY = 24 * 60 * 60_000;

describe('live updates across an access token expiry', () => {
  it('a page whose socket was closed at the token’s expiry reconnects with a fresh token and keeps its live updates', async () => {
    const ttlMs = inject('accessTokenTtlSeconds') * 1000;
    const host = await registerMember({ verified: true, firstName: 'Hosting' });
    const attendee = await registerMember({ verified: true, firstName: 'Attending' });
    const created = await createGroupHookupViaApi(host.accessToken, {
      title: `Objection handling ${Date.now().toString(36)}`,
      category: 'PRACTICE',
      startDate: new Date(Date.now() + 2 * DAY).toISOString(),
      duration: 45,
      maxParticipants: 3,
      private: false,
    });
    const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
    expect((await gql(`mutation ($uuid: ID!) { approveGroupHookup(uuid: $uuid) { uuid } }`, { uuid: created.uuid }, adminToken)).errors).toBeUndefined();

    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('groupHookupsTutorialFinished', 'true'));
    const page = await context.newPage();
    const console = watchConsole(page);
    const closes: number[] = [];
    let sockets = 0;
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/graphql')) return;
      sockets++;
      socket.on('close', () => closes.push(Date.now()));
    });
    await logIn(page, host.username, host.password);
    await expectPath(page, '/home');
    await page.goto(`/group-hookups/details/${created.uuid}`);
    await expect.poll(() => page.getByText('3 slots left').count()).toBeGreaterThan(0);
    await expect.poll(() => sockets).toBeGreaterThan(0);

    // the socket's token expires: the gateway closes it and the page opens another with a refreshed token
    await expect.poll(() => closes.length, { timeout: ttlMs + 10_000, interval: 250 }).toBeGreaterThan(0);
    await expect.poll(() => sockets, { timeout: 15_000 }).toBeGreaterThan(1);

    // a change made after the reconnect reaches the page without a reload
    const attendeeToken = await logInViaApi(attendee.username, attendee.password);
    expect((await gql(`mutation ($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid } }`, { uuid: created.uuid }, attendeeToken)).errors).toBeUndefined();
    await expect.poll(() => page.getByText('2 slots left').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // and still signed in, on the same page
    expect(new URL(page.url()).pathname).toBe(`/group-hookups/details/${created.uuid}`);
    console.assertClean();
    await context.close();
  });
});
