import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, createGroupHookupViaApi, gql, logInViaApi, registerMember } from './api';
import { useBrowser } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();
/** every page is scanned on a wide and a narrow screen: tables and toolbars scroll only on the narrow one */
const WIDTHS = [1280, 480];

async function seriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  // a dialog fading in is half transparent: axe would judge the contrast of a frame nobody reads
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const result = await new AxeBuilder({ page: page as never }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility: no serious or critical axe violation on any page', () => {
  it.each(WIDTHS)('public pages at %ipx', async (width) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 860 });
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
      '/terms-and-conditions',
      '/user/confirm?token=abc',
      '/user/confirm-changed-email?token=abc',
      '/unsubscribe?token=abc&email=nobody%40example.com',
      '/guest/experts',
      '/guest/ambassadors',
      '/not-found',
    ]) {
      await page.goto(path);
      expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
    }
    await context.close();
  });

  it('the verify-your-email page', async () => {
    const member = await registerMember();
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password);
    await expectPath(page, '/validation');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  // two tests per width: twelve pages and the bell at one width outlast one test's time on a loaded 2-core machine
  const MEMBER_PAGES = [
    ['/home', '/settings', '/profile', '/profile?edit=1', '/timeslots', '/calendar'],
    ['/experts', '/ambassadors', '/my-network', '/member-perks', '/invite', '/referrals'],
  ];
  it.each(WIDTHS.flatMap((width) => MEMBER_PAGES.map((paths, part) => [width, part + 1, paths] as const)))(
    'pages of a signed-in member at %ipx, part %i',
    async (width, part, paths) => {
      const member = await registerMember({ verified: true });
      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page, member.username, member.password);
      await expectPath(page, '/home');
      await page.setViewportSize({ width, height: 860 });
      for (const path of paths) {
        await page.goto(path);
        expect(await seriousViolations(page), `${path} at ${width}px`).toEqual([]);
      }
      if (part === MEMBER_PAGES.length) {
        // the notification bell's panel, with the welcome notification in it
        await page.getByRole('button', { name: 'Notifications', exact: true }).click();
        await page.getByRole('dialog', { name: 'Notifications' }).getByRole('listitem').first().waitFor();
        expect(await seriousViolations(page), `the notification bell at ${width}px`).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await context.close();
    },
  );

  it.each(WIDTHS)('group hookup pages at %ipx: the list, the create form, the details and the guest page', async (width) => {
    const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
    const { uuid } = await createGroupHookupViaApi(adminToken, {
      title: 'Discovery call practice',
      category: 'PRACTICE',
      startDate: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
      duration: 60,
      maxParticipants: 8,
      private: false,
      description: 'Bring a real discovery call you struggled with and we will replay it together.',
      tags: ['discovery', 'practice'],
    });
    const member = await registerMember({ verified: true });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 860 });
    await page.goto(`/guest/group-hookups/details/${uuid}`);
    await page.getByRole('heading', { name: 'Discovery call practice' }).waitFor();
    expect(await seriousViolations(page), `guest page at ${width}px`).toEqual([]);

    await logIn(page, member.username, member.password);
    await expectPath(page, '/home');
    await page.goto('/group-hookups');
    expect(await seriousViolations(page), `/group-hookups with its first-visit tutorial at ${width}px`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Create group hookup' }).click();
    expect(await seriousViolations(page), `the guideline dialog at ${width}px`).toEqual([]);
    await page.getByRole('button', { name: 'I accept' }).click();
    // the form's code loads when first reached for (issue 21)
    await page.getByRole('dialog', { name: 'Create group hookup' }).waitFor();
    expect(await seriousViolations(page), `the create form at ${width}px`).toEqual([]);
    await page.goto(`/group-hookups/details/${uuid}`);
    await page.getByRole('heading', { name: 'Discovery call practice' }).waitFor();
    expect(await seriousViolations(page), `details at ${width}px`).toEqual([]);
    await context.close();
  });

  it.each(WIDTHS)("admin pages at %ipx: /timecycles with its matching runs and cycle dialog, the users, the admin's settings", async (width) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 860 });
    await logIn(page, ADMIN.username, ADMIN.password);
    await expectPath(page, '/home');
    // a cycle with a run, so the recent runs table is there (it scrolls sideways at 480px: issue 23)
    const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
    const name = `A11y ${width} ${Date.now().toString(36)}`;
    const cycle = await gql<{ createTimeCycle: { id: string } }>(
      'mutation($input: TimeCycleInput!) { createTimeCycle(input: $input) { id } }',
      { input: { name, cadence: 'WEEKLY' } },
      adminToken,
    );
    await gql('mutation($id: ID!) { runMatching(timeCycleId: $id) { id } }', { id: cycle.data!.createTimeCycle.id }, adminToken);
    await page.goto('/timecycles');
    await page.getByRole('button', { name: `Runs of ${name}` }).click();
    const runs = page.getByRole('region', { name: `Recent matching runs of ${name}` });
    await runs.getByRole('table').waitFor();
    // keyboard users reach the scrolling box and scroll it
    await runs.focus();
    expect(await runs.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(page), `/timecycles at ${width}px`).toEqual([]);
    await page.getByRole('button', { name: 'Create time cycle' }).click();
    await page.getByRole('dialog', { name: 'Create time cycle' }).waitFor();
    expect(await seriousViolations(page), `the time cycle dialog at ${width}px`).toEqual([]);
    await page.goto('/settings');
    expect(await seriousViolations(page), `the admin's /settings with the feature gates at ${width}px`).toEqual([]);
    for (const path of ['/users', '/users/create', '/member-perks']) {
      await page.goto(path);
      expect(await seriousViolations(page), `the admin's ${path} at ${width}px`).toEqual([]);
    }
    await context.close();
  });

  it.each(WIDTHS)('chat pages at %ipx: the conversation list and a conversation', async (width) => {
    const member = await registerMember({ verified: true, firstName: 'Chatty' });
    const other = await registerMember({ firstName: 'Other' });
    const me = await gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, member.accessToken);
    const started = await gql<{ startChat: { sid: string } }>('mutation ($p: [ID!]!) { startChat(participants: $p) { sid } }', { p: [me.data!.me.uuid] }, other.accessToken);
    const sid = started.data!.startChat.sid;
    await gql('mutation ($sid: ID!, $body: String) { sendChatMessage(conversationSid: $sid, body: $body) { sid } }', { sid, body: 'Hello there' }, other.accessToken);
    // the member's own message carries its options menu
    await gql('mutation ($sid: ID!, $body: String) { sendChatMessage(conversationSid: $sid, body: $body) { sid } }', { sid, body: 'Hi back' }, member.accessToken);
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, member.username, member.password);
    await expectPath(page, '/home');
    await page.setViewportSize({ width, height: 860 });
    await page.goto('/chat');
    await page.getByRole('list', { name: 'Conversations' }).waitFor();
    expect(await seriousViolations(page), `/chat at ${width}px`).toEqual([]);
    await page.getByRole('button', { name: 'New group' }).click();
    await page.getByRole('dialog', { name: 'New group conversation' }).waitFor();
    expect(await seriousViolations(page), `the new group dialog at ${width}px`).toEqual([]);
    await page.keyboard.press('Escape');
    await page.goto(`/chat/${sid}`);
    await page.getByTestId('chat-message').filter({ hasText: 'Hello there' }).waitFor();
    await page.getByTestId('chat-message').filter({ hasText: 'Hi back' }).getByRole('button', { name: 'Message options' }).waitFor();
    expect(await seriousViolations(page), `/chat/{conversationId} at ${width}px`).toEqual([]);
    await context.close();
  });
});
