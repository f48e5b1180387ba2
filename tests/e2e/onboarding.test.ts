// Onboarding and help in Chromium (issue 19, spec §2 help drawer and the gate onboarding_side_drawer, §3 the 24-hour
// time format in local storage, §4 the prompts after confirmation): what a member sees, with axe on the drawer.
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '~/vitest.shared';
import { ADMIN, createGroupHookupViaApi, gql, logInViaApi, registerMember } from './api';
import { useBrowser, waitForMailLink, watchConsole } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();
const artifact = (name: string) => join(root, 'tests/e2e/artifacts', name);
const DOT_PNG = join(root, 'tests/e2e/fixtures/chat-dot.png');

async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page: page as never });
  if (include) builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function setDrawerGate(enabled: boolean) {
  const token = await logInViaApi(ADMIN.username, ADMIN.password);
  const res = await gql(`mutation ($enabled: Boolean!) { setFeatureGate(name: "onboarding_side_drawer", enabled: $enabled) { enabled } }`, { enabled }, token);
  if (!res.data) throw new Error(`setFeatureGate failed: ${JSON.stringify(res.errors)}`);
}

async function signedInMember() {
  const member = await registerMember({ verified: true, firstName: 'Hana' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, member.username, member.password);
  await expectPath(page, '/home');
  // the group hookups page's own first-visit tutorial stays out of the way
  await page.evaluate(() => localStorage.setItem('groupHookupsTutorialFinished', 'true'));
  return { member, context, page };
}

const helpButton = (page: Page) => page.getByRole('button', { name: 'Help for this page' });

/** Opens the help drawer on `path` and answers its dialog, named by the area's tutorial. */
async function openHelp(page: Page, path: string, title: string) {
  if (new URL(page.url()).pathname !== path) await page.goto(path);
  await helpButton(page).click();
  const drawer = page.getByRole('dialog', { name: title });
  await drawer.waitFor();
  return drawer;
}

describe('the help drawer (gate onboarding_side_drawer)', () => {
  afterAll(() => setDrawerGate(false));

  it("shows the tutorial of the member's area, follows them to other areas, and is 400 px wide (the width of a phone)", async () => {
    await setDrawerGate(true);
    const { context, page } = await signedInMember();
    const console = watchConsole(page);

    const home = await openHelp(page, '/home', 'Your home page');
    await expect.poll(() => home.getByText('Your next hookup', { exact: false }).count()).toBeGreaterThan(0);
    // spec §9: the tutorial drawer is 400 px wide, at the end edge
    await expect.poll(async () => Math.round((await home.boundingBox())?.width ?? 0)).toBe(400);
    // at the end edge once its slide-in has finished
    await expect.poll(async () => {
      const box = await home.boundingBox();
      return box ? Math.round(box.x + box.width) : 0;
    }).toBe(1280);
    await page.waitForTimeout(300); // the slide-in animation, so axe sees the drawer as it stays
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: artifact('help-drawer-home-1280.png') });
    await page.keyboard.press('Escape');
    await expect.poll(() => home.count()).toBe(0);
    // focus goes back to the help button
    await expect.poll(() => helpButton(page).evaluate((el) => el === document.activeElement)).toBe(true);

    const groups = await openHelp(page, '/group-hookups', 'Group Hookups');
    await expect.poll(() => groups.getByText(/Join opens 5 minutes before/).count()).toBe(1);
    expect(await groups.getByText('Your next hookup', { exact: false }).count()).toBe(0);
    await groups.getByRole('button', { name: 'Close the help' }).click();
    await expect.poll(() => groups.count()).toBe(0);

    // a deeper path of the same area: still chosen by the first segment
    const slots = await openHelp(page, '/timeslots', '1-to-1 Hookups');
    await expect.poll(() => slots.getByText(/rescheduled at most 2 times/).count()).toBe(1);
    await page.keyboard.press('Escape');

    const assistant = await openHelp(page, '/ai-assistant', 'AI Assistant');
    await expect.poll(() => assistant.getByText(/Prepare for my next hookup/).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    // a phone: the drawer takes the whole width
    await page.setViewportSize({ width: 480, height: 900 });
    const settings = await openHelp(page, '/settings', 'Settings');
    await expect.poll(async () => Math.round((await settings.boundingBox())?.width ?? 0)).toBe(480);
    await page.waitForTimeout(300);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: artifact('help-drawer-settings-480.png') });
    console.assertClean();
    await context.close();
  });

  it('has no help button when the gate is off', async () => {
    await setDrawerGate(false);
    const { context, page } = await signedInMember();
    // the page is whole (the bell is there) and yet there is no help button
    await page.getByRole('heading', { name: /Welcome/, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await helpButton(page).count()).toBe(0);
    await page.goto('/group-hookups');
    await page.getByRole('heading', { name: 'Group Hookups', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await helpButton(page).count()).toBe(0);

    // switched on by an admin: the next page load has it
    await setDrawerGate(true);
    await page.reload();
    await helpButton(page).waitFor();
    await context.close();
  });
});

describe('after the email confirmation (spec §4)', () => {
  it('asks for calendar sync and a profile photo on /home, each until acted on or dismissed, once', async () => {
    const member = await registerMember({ firstName: 'Omar' });
    const context = await browser.newContext();
    const page = await context.newPage();
    const console = watchConsole(page);
    await logIn(page, member.username, member.password);
    await expectPath(page, '/validation');
    // nothing is asked before the confirmation
    const link = await waitForMailLink(member.username, '/user/confirm?token=');
    const url = new URL(link);
    await page.goto(url.pathname + url.search);

    // the full-screen tutorial first, then on to the platform
    await page.getByRole('button', { name: 'Close the tutorial' }).click();
    await page.getByRole('link', { name: 'Continue to the platform' }).click();
    await expectPath(page, '/home');

    const calendar = page.getByRole('heading', { name: 'Sync your hookups to your calendar' });
    const photo = page.getByRole('heading', { name: 'Add a profile photo' });
    await calendar.waitFor();
    await photo.waitFor();
    // the private calendar feed, ready to paste into a calendar app
    const feed = page.getByRole('textbox', { name: 'Private calendar link' });
    await expect.poll(() => feed.inputValue()).toMatch(/^http:\/\/localhost:\d+\/.+/);
    await page.screenshot({ path: artifact('confirmation-prompts-1280.png'), fullPage: true });
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // "Not now" is for good: still gone after a reload, and the other prompt stays
    const calendarCard = page.locator('[aria-labelledby="calendar-sync-title"]');
    await calendarCard.getByRole('button', { name: 'Not now' }).click();
    await expect.poll(() => calendar.count()).toBe(0);
    await page.reload();
    await photo.waitFor();
    expect(await calendar.count()).toBe(0);

    // a photo uploaded from the prompt answers it
    await page.locator('[aria-labelledby="profile-image-title"] input[type="file"]').setInputFiles(DOT_PNG);
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect.poll(() => photo.count(), { timeout: 15_000 }).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: /Welcome, Omar/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await photo.count()).toBe(0);
    expect(await calendar.count()).toBe(0);
    // the suite's access tokens last 8 seconds: one about to expire is refreshed before the upload, which meets no 401
    expect(console.errors).toEqual([]);
    await context.close();
  });
});

describe('the 12-hour clock (spec §3, §9)', () => {
  it('chosen in settings, the times on /home and a group hookup page follow it', async () => {
    const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
    // tomorrow at 14:30 UTC
    const start = new Date();
    start.setUTCDate(start.getUTCDate() + 1);
    start.setUTCHours(14, 30, 0, 0);
    const title = `Clock check ${Date.now().toString(36)}`;
    const { uuid } = await createGroupHookupViaApi(adminToken, {
      title,
      category: 'NETWORKING',
      startDate: start.toISOString(),
      duration: 30,
      maxParticipants: 5,
      private: false,
    });
    const highlight = (on: boolean) =>
      gql(`mutation ($uuid: ID!) { ${on ? 'highlightGroupHookup' : 'unhighlightGroupHookup'}(uuid: $uuid) { uuid } }`, { uuid }, adminToken);
    await highlight(true);
    try {
      const { context, page } = await signedInMember();
      // the browser's own time zone decides the local time of 14:30 UTC
      const { h12, h24 } = await page.evaluate((iso) => {
        const d = new Date(iso);
        const hour = d.getHours();
        const mm = String(d.getMinutes()).padStart(2, '0');
        return { h12: `${String(hour % 12 || 12).padStart(2, '0')}:${mm} ${hour < 12 ? 'am' : 'pm'}`, h24: `${String(hour).padStart(2, '0')}:${mm}` };
      }, start.toISOString());
      const card = page.getByRole('article', { name: title });

      // the default: 24 hours
      await card.waitFor();
      await expect.poll(() => card.textContent()).toContain(`at ${h24}`);

      await page.goto('/settings');
      await page.getByText('Use the 12-hour clock').click();
      await expect.poll(() => page.getByText(/Now: .* at \d{2}:\d{2} (am|pm)/).count()).toBe(1);

      await page.goto('/home');
      await card.waitFor();
      await expect.poll(() => card.textContent()).toContain(`at ${h12}`);
      await page.goto(`/group-hookups/details/${uuid}`);
      await expect.poll(() => page.locator('main').textContent()).toContain(`at ${h12}`);
      expect(await page.locator('main').textContent()).not.toContain(`at ${h24}`);
      await page.screenshot({ path: artifact('clock-12h-group-hookup.png'), fullPage: true });

      // and back: the choice is the member's, kept on this device
      await page.goto('/settings');
      await page.getByText('Use the 12-hour clock').click();
      await page.goto(`/group-hookups/details/${uuid}`);
      await expect.poll(() => page.locator('main').textContent()).toContain(`at ${h24}`);
      await context.close();
    } finally {
      await highlight(false);
    }
  });
});
