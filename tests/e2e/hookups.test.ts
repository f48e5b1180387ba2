import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOOKUP } from '~/common/messages';
import { ADMIN, gql, logInViaApi, registerMember, type Member } from './api';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();

async function signedIn(username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, username, password);
  await expectPath(page, '/home');
  return { context, page };
}

/** The member opts into the cycle and offers 09:00–10:00 every day, all through /timeslots. */
async function optInWithAvailability(page: Page, cycleName: string) {
  await page.goto('/timeslots');
  await page.getByText(cycleName, { exact: true }).click();
  await expect.poll(() => page.getByText('Your time cycle is saved.').count()).toBeGreaterThan(0);
  const editor = page.getByRole('form', { name: 'Weekly availability' });
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await editor.getByRole('button', { name: `Add a timeslot on ${day}` }).click();
  }
  await editor.getByRole('button', { name: 'Save availability' }).click();
  await expect.poll(() => editor.getByRole('button', { name: 'Undo changes' }).isDisabled()).toBe(true);
}

const cardOf = (page: Page, partner: Member): Locator => page.locator('article', { hasText: `Hookup with ${partner.firstName} Lovelace` });

/** Picks the n-th free time on /reschedule/:id (counting on into the next day) and saves it; lands back on /timeslots. */
async function rescheduleTo(page: Page, card: Locator, n: number) {
  await card.getByRole('link', { name: 'Reschedule' }).click();
  await page.waitForURL(/\/reschedule\/[0-9a-f-]+$/);
  const slots = page.getByRole('radiogroup', { name: 'Available times' }).getByRole('radio');
  await slots.first().waitFor();
  const firstDay = await slots.count();
  if (n >= firstDay) {
    // the day picker shows one day's times at a time
    const shown = await slots.first().getAttribute('aria-label');
    await page.getByRole('radiogroup', { name: 'Day' }).getByRole('radio').nth(1).click({ force: true });
    await expect.poll(() => slots.first().getAttribute('aria-label')).not.toBe(shown);
  }
  await slots.nth(n >= firstDay ? n - firstDay : n).click({ force: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/timeslots');
}

describe('one-to-one hookups, live, in three browsers', () => {
  it('an admin runs matching, both members see the match live; two reschedules reach the partner live; the third offers only cancel', async () => {
    const first = await registerMember({ verified: true, firstName: `Rita${Date.now().toString(36)}` });
    const second = await registerMember({ verified: true, firstName: `Paul${Date.now().toString(36)}` });
    const cycleName = `Weekly e2e ${Date.now().toString(36)}`;

    // the admin creates a cycle on /timecycles
    const admin = await signedIn(ADMIN.username, ADMIN.password);
    const adminConsole = watchConsole(admin.page);
    await admin.page.goto('/timecycles');
    await admin.page.getByRole('button', { name: 'Create time cycle' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Create time cycle' });
    await dialog.getByLabel('Name').fill(cycleName);
    await dialog.getByLabel('Cadence').selectOption({ label: 'Every week' });
    await dialog.getByRole('button', { name: 'Create time cycle' }).click();
    await expect.poll(() => admin.page.getByRole('button', { name: `Run matching now for ${cycleName}` }).count()).toBe(1);

    // both members opt in and say when they are free, and stay on /timeslots
    const rita = await signedIn(first.username, first.password);
    const paul = await signedIn(second.username, second.password);
    const ritaConsole = watchConsole(rita.page);
    const paulConsole = watchConsole(paul.page);
    await optInWithAvailability(rita.page, cycleName);
    await optInWithAvailability(paul.page, cycleName);

    // the admin runs matching: one pair, and both members see it arrive without a reload, with the explanation
    await admin.page.getByRole('button', { name: `Run matching now for ${cycleName}` }).click();
    await expect.poll(() => admin.page.getByText(`Matching run of ${cycleName} finished`).count()).toBe(1);
    const facts = await admin.page.locator('dl[aria-label="Run summary"]').innerText();
    expect(facts.replace(/\s+/g, ' ')).toContain('Candidates 2 Pairs 1 Unmatched 0');
    const ritaCard = cardOf(rita.page, second);
    const paulCard = cardOf(paul.page, first);
    await expect.poll(() => ritaCard.count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => paulCard.count(), { timeout: 15_000 }).toBe(1);
    for (const card of [ritaCard, paulCard]) {
      expect(await card.getByText('Why you were matched').count()).toBe(1);
      expect(await card.getByText('Waiting for your confirmation').count()).toBe(1);
    }

    // Rita reschedules twice; Paul's card follows each time, live
    await rescheduleTo(rita.page, cardOf(rita.page, second), 1);
    await expect.poll(() => paulCard.getByText('1 reschedule left (of 2)').count(), { timeout: 15_000 }).toBe(1);
    await rescheduleTo(rita.page, cardOf(rita.page, second), 2);
    await expect.poll(() => paulCard.getByText('No reschedules left (of 2)').count(), { timeout: 15_000 }).toBe(1);

    // Paul starts to cancel too, while Rita makes her third attempt
    await paulCard.getByRole('button', { name: 'Cancel', exact: true }).click();
    const paulDialog = paul.page.getByRole('dialog', { name: 'Cancel hookup' });
    await paulDialog.getByLabel(/Reason/).fill('I cannot make it after all');

    await cardOf(rita.page, second).getByRole('link', { name: 'Reschedule' }).click();
    const limit = rita.page.getByRole('alertdialog', { name: HOOKUP.rescheduleCancelTitle });
    await limit.waitFor();
    expect(await limit.getByText(HOOKUP.rescheduleLimit, { exact: true }).count()).toBe(1);
    await limit.getByRole('button', { name: 'SAVE' }).click();
    await rita.page.waitForURL((url) => url.pathname === '/timeslots' && url.searchParams.get('view') === 'past');
    await expect.poll(() => cardOf(rita.page, second).getByText('Cancelled', { exact: true }).count()).toBe(1);

    // Paul sees the cancel live; his own cancel is then told it is too late
    await expect.poll(() => paulCard.getByText('Cancelled', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await paulDialog.getByRole('button', { name: 'Cancel hookup' }).click();
    await expect.poll(() => paulDialog.getByText(HOOKUP.alreadyCancelled).count()).toBe(1);

    ritaConsole.assertClean();
    paulConsole.assertClean();
    adminConsole.assertClean();
    for (const c of [admin.context, rita.context, paul.context]) await c.close();
  });

  it("an admin moves a matched hookup on /hookups/:id/edit, the member's card follows live, and the admin exports the Hookups-Report", async () => {
    const first = await registerMember({ verified: true, firstName: `Edda${Date.now().toString(36)}` });
    const second = await registerMember({ verified: true, firstName: `Otto${Date.now().toString(36)}` });
    const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
    const cycle = await gql<{ createTimeCycle: { id: string } }>(
      'mutation($input: TimeCycleInput!) { createTimeCycle(input: $input) { id } }',
      { input: { name: `Edit e2e ${Date.now().toString(36)}`, cadence: 'WEEKLY' } },
      adminToken,
    );
    const cycleId = cycle.data!.createTimeCycle.id;
    const everyMorning = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '10:00' }));
    for (const m of [first, second]) {
      await gql('mutation($id: ID) { selectTimeCycle(timeCycleId: $id) { id } }', { id: cycleId }, m.accessToken);
      await gql('mutation($input: AvailabilityInput!) { updateAvailability(input: $input) { timeZone } }', { input: { timeZone: 'UTC', slots: everyMorning } }, m.accessToken);
    }
    const run = await gql<{ runMatching: { pairs: number } }>('mutation($id: ID!) { runMatching(timeCycleId: $id) { pairs } }', { id: cycleId }, adminToken);
    expect(run.data?.runMatching.pairs).toBe(1);
    const mine = await gql<{ hookups: { elements: { uuid: string }[] } }>('{ hookups { elements { uuid } } }', {}, first.accessToken);
    const uuid = mine.data!.hookups.elements[0]!.uuid;

    const otto = await signedIn(second.username, second.password);
    await otto.page.goto('/timeslots');
    const card = cardOf(otto.page, first);
    await expect.poll(() => card.count()).toBe(1);

    // three days on, 15:00 in the browser's time zone: outside their weekly availability, which binds members'
    // reschedules, not an admin (who is refused only a time when either member has another hookup)
    const admin = await signedIn(ADMIN.username, ADMIN.password);
    const adminConsole = watchConsole(admin.page);
    await admin.page.goto(`/hookups/${uuid}/edit`);
    const form = admin.page.getByRole('form', { name: 'Edit hookup' });
    await form.getByLabel('Start').waitFor();
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setHours(15, 0, 0, 0);
    const local = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}T15:00`;
    await form.getByLabel('Start').fill(local);
    await form.getByRole('button', { name: 'Save hookup' }).click();
    await admin.page.waitForURL((url) => url.pathname === '/timecycles');

    const shown = `${String(at.getDate()).padStart(2, '0')}/${String(at.getMonth() + 1).padStart(2, '0')}/${at.getFullYear()} at 15:00`;
    await expect.poll(() => card.getByText(shown).count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByText('Waiting for your confirmation').count()).toBe(1);

    const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Hookups-Report-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const report = await readFile(path, 'utf8');
    const row = report.split('\n').find((line) => line.startsWith(uuid));
    expect(row).toContain(first.username);
    expect(row).toContain(second.username);

    adminConsole.assertClean();
    for (const c of [admin.context, otto.context]) await c.close();
  });
});
