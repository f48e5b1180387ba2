// Reviews in Chromium (issue 18): two members after a completed hookup both joined write their reviews on /reviews;
// the first stays sealed ("waiting for" the other) until the second is in, then both appear on both pages live, without
// a reload. Then a group hookup's attendee reviews its host: the admins' All reviews tab shows it live, the host sees
// nothing until the review window closes, then sees it revealed live (and in the bell). axe at 1280 and 480 px;
// screenshots land in tests/e2e/artifacts/reviews-*.png.
//
// A meeting that took place cannot be made through the product in a test's time (it has to end, and its members have
// to join its call), so this file runs a server of its own on a data directory prepared before it starts: the demo
// organisation, a COMPLETED hookup of Clara and Carl that ended an hour ago with both in its attendance, and a
// COMPLETED group hookup hosted by Adam that Erin joined, whose 14-day review window closes a few minutes after the
// preparation. The server's test clock (TEST_CLOCK) then puts services just before and just after that close.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { PGlite } from '@electric-sql/pglite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDatabase } from '~/services/db';
import { migrateToLatest } from '~/services/db/migrate';
import { seedDemoData } from '~/services/seed';
import { root } from '~/vitest.shared';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn } from './flows';
import { startProduct, type ProductProcess } from './product';

const browser = useBrowser();
const SHOTS = join(root, 'tests/e2e/artifacts');
const PASSWORD = 'Seed-Passw0rd!';
const CLARA = 'clara.client@demo.hookups.test';
const CARL = 'carl.client@demo.hookups.test';
const ADAM = 'adam.ambassador@demo.hookups.test';
const ERIN = 'erin.expert@demo.hookups.test';
const ADMIN = 'admin@demo.hookups.test';
const GROUP_TITLE = 'Closing under pressure';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let dataDir: string;
let product: ProductProcess | undefined;
let baseURL: string;
let servicesURL: string;
/** when the group hookup's review window closes (its end + 14 days), in real time */
let groupWindowCloses: Date;

/** The demo organisation and one hookup of Clara and Carl that took place (ended an hour ago, both joined). */
async function prepare(dir: string) {
  const pglite = join(dir, 'pglite');
  await mkdir(pglite, { recursive: true });
  const db = await createPgliteDatabase(await PGlite.create(pglite), 'public');
  try {
    await migrateToLatest(db, 'public');
    const now = new Date();
    await seedDemoData(db, { password: PASSWORD, now });
    const users = await db.selectFrom('users').select(['id', 'username', 'organizationId']).where('username', 'in', [CLARA, CARL]).execute();
    const clara = users.find((u) => u.username === CLARA)!;
    const carl = users.find((u) => u.username === CARL)!;
    const start = new Date(now.getTime() - 90 * 60_000);
    const hookup = await db
      .insertInto('hookups')
      .values({
        organizationId: clara.organizationId,
        firstParticipantId: clara.id,
        secondParticipantId: carl.id,
        startDateTime: start,
        endDateTime: new Date(start.getTime() + 30 * 60_000),
        status: 'COMPLETED',
        firstConfirmed: true,
        secondConfirmed: true,
        rescheduleCount: 0,
        timeCycleId: null,
        matchingRunId: null,
        matchScore: null,
        matchReasons: [],
        cancellationReason: null,
        cancelledById: null,
        firstParticipantGoogleEventId: null,
        secondParticipantGoogleEventId: null,
        createdOn: start,
        updatedOn: now,
      })
      .returning(['id', 'videoCallId'])
      .executeTakeFirstOrThrow();
    await db.insertInto('videoRooms').values({ roomId: hookup.videoCallId, kind: 'hookup', hookupId: hookup.id, groupHookupId: null, mediaNode: 'http://127.0.0.1:1', createdAt: start }).execute();
    await db
      .insertInto('videoAttendance')
      .values([clara, carl].map((member) => ({ roomId: hookup.videoCallId, userId: member.id, joinedAt: new Date(start.getTime() + 60_000) })))
      .execute();

    // the group hookup: 45 minutes hosted by Adam, Erin joined its room; its review window closes 6 minutes from now
    const people = await db.selectFrom('users').select(['id', 'username']).where('username', 'in', [ADAM, ERIN]).execute();
    const adam = people.find((u) => u.username === ADAM)!;
    const erin = people.find((u) => u.username === ERIN)!;
    groupWindowCloses = new Date(now.getTime() + 6 * MINUTE);
    const groupEnd = new Date(groupWindowCloses.getTime() - 14 * DAY);
    const groupStart = new Date(groupEnd.getTime() - 45 * MINUTE);
    const group = await db
      .insertInto('groupHookups')
      .values({
        organizationId: clara.organizationId,
        hostId: adam.id,
        title: GROUP_TITLE,
        description: 'Practising the last call before the signature.',
        whoShouldJoin: null,
        whyShouldJoin: null,
        whatWillDiscuss: null,
        category: 'PRACTICE',
        startDate: groupStart,
        duration: 45,
        maxParticipants: 10,
        status: 'COMPLETED',
        private: false,
        tags: [],
        imageUploadId: null,
        cancellationReason: null,
        createdOn: new Date(groupStart.getTime() - DAY),
        updatedOn: groupEnd,
      })
      .returning(['id', 'videoRoomId'])
      .executeTakeFirstOrThrow();
    await db.insertInto('groupHookupParticipants').values({ groupHookupId: group.id, userId: erin.id, joinedAt: new Date(groupStart.getTime() - DAY), leftAt: null, leaveReason: null }).execute();
    await db.insertInto('videoRooms').values({ roomId: group.videoRoomId, kind: 'group', hookupId: null, groupHookupId: group.id, mediaNode: 'http://127.0.0.1:1', createdAt: groupStart }).execute();
    await db.insertInto('videoAttendance').values({ roomId: group.videoRoomId, userId: erin.id, joinedAt: new Date(groupStart.getTime() + 2 * MINUTE) }).execute();
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hookups-e2e-reviews-'));
  await prepare(dataDir);
  await mkdir(SHOTS, { recursive: true });
  product = await startProduct({
    dataDir,
    logFile: join(SHOTS, 'reviews-server.log'),
    env: {
      // the group hookup's window: services' clock is put just before and just after it closes (PUT /test/clock), and
      // the reviews' pass (on the hookup scheduler's period) reveals within a second of the close
      TEST_CLOCK: 'true',
      HOOKUP_SCHEDULER_MS: '1000',
    },
  });
  baseURL = product.baseURL;
  servicesURL = product.servicesURL;
}, 180_000);

afterAll(async () => {
  await product?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function signedIn(username: string, width: number): Promise<Page> {
  const context = await browser.newContext(baseURL);
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await logIn(page, username, PASSWORD);
  await expectPath(page, '/home');
  // from the menu, where members look for it
  await page.goto('/reviews');
  await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
  return page;
}

async function axe(page: Page) {
  const result = await new AxeBuilder({ page: page as never }).analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `reviews-${name}.png`), fullPage: true });

/** Puts services' clock at `at` (real time plus an offset; the test clock of TEST_CLOCK). */
async function setServicesClock(at: Date) {
  const res = await fetch(`${servicesURL}/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: Math.round(at.getTime() - Date.now()) }),
  });
  expect(res.status, await res.text()).toBe(200);
}

async function writeReview(page: Page, other: string, stars: string, comment: string, name: string, meeting = `Hookup with ${other}`, privateFeedback = 'Only for the admins.') {
  const card = page.getByRole('article', { name: meeting });
  await card.getByRole('button', { name: 'Write review' }).click();
  // the form's own messages first (spec §5 style): nothing chosen, nothing written
  await card.getByRole('button', { name: 'Send review' }).click();
  await card.getByText('Choose a rating from 1 to 5 stars.').waitFor();
  await card.getByText('Write a comment others can read.').waitFor();
  await axe(page);
  await shot(page, `form-${name}`);
  await card.getByText(stars, { exact: false }).click();
  await card.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await card.getByRole('textbox', { name: 'Private feedback' }).fill(privateFeedback);
  await card.getByRole('button', { name: 'Send review' }).click();
  // sent: the page turns to the reviews given, with this one
  await expect.poll(() => page.getByRole('tab', { name: 'Given' }).getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true');
  await page.getByText(comment).waitFor({ timeout: 15_000 });
}

describe('reviews after a hookup (issue 18)', () => {
  it('both review each other: sealed until both are in, then revealed live on both pages', async () => {
    const clara = await signedIn(CLARA, 1280);
    const claraConsole = watchConsole(clara);
    const carl = await signedIn(CARL, 480);
    const carlConsole = watchConsole(carl);

    // each has the hookup to review, nothing received yet
    await clara.getByRole('article', { name: 'Hookup with Carl Client' }).waitFor();
    await carl.getByRole('article', { name: 'Hookup with Clara Client' }).waitFor();
    await clara.getByText('No reviews of you yet.').waitFor();
    await axe(clara);
    await shot(clara, 'to-write-1280');
    await axe(carl);
    await shot(carl, 'to-write-480');

    // Clara reviews first: it is sealed, waiting for Carl
    await writeReview(clara, 'Carl Client', 'Very good', 'Sharp questions about our pipeline.', '1280');
    await expect.poll(() => clara.getByRole('article', { name: 'Hookup with Carl Client' }).count(), { timeout: 15_000 }).toBe(0);
    await clara.getByText('Nothing to review right now.').waitFor();
    await clara.getByRole('tab', { name: 'Given' }).waitFor();
    await clara.getByText(/^Sealed: waiting for Carl Client's review, or until /).waitFor();
    await axe(clara);
    await shot(clara, 'sealed-1280');

    // Carl sees nothing of it: still nothing received
    await carl.getByRole('tab', { name: 'Received' }).click();
    await carl.getByText('No reviews of you yet.').waitFor();

    // Carl reviews: both are revealed, and Clara's page (never reloaded) shows Carl's review of her
    await writeReview(carl, 'Clara Client', 'Excellent', 'Generous with her playbook.', '480');
    await carl.getByRole('tab', { name: 'Received' }).click();
    await carl.getByText('Sharp questions about our pipeline.').waitFor({ timeout: 15_000 });
    await clara.getByRole('tab', { name: 'Received' }).click();
    await clara.getByText('Generous with her playbook.').waitFor({ timeout: 15_000 });
    await expect.poll(() => clara.getByRole('img', { name: '5 out of 5 stars' }).count()).toBe(1);
    await clara.getByRole('tab', { name: 'Given' }).click();
    await clara.getByText('Sharp questions about our pipeline.').waitFor({ timeout: 15_000 });
    expect(await clara.getByText(/^Sealed: waiting for/).count()).toBe(0);
    // the private feedback is for admins only
    expect(await clara.getByText('Only for the admins.').count()).toBe(0);
    await axe(clara);
    await shot(clara, 'revealed-1280');
    await carl.getByRole('tab', { name: 'Received' }).click();
    await axe(carl);
    await shot(carl, 'revealed-480');

    // the reveal is a notification too (bell)
    await clara.getByRole('button', { name: 'Notifications' }).click();
    await clara.getByRole('list', { name: 'Notifications list' }).getByText("Carl Client's review of you is revealed.").waitFor({ timeout: 20_000 });
    await clara.keyboard.press('Escape');

    claraConsole.assertClean();
    carlConsole.assertClean();

    // admins read every review, with the private feedback members never see
    const admin = await signedIn(ADMIN, 1280);
    await admin.getByRole('tab', { name: 'All reviews' }).click();
    await admin.getByText('Clara Client reviewed Carl Client').waitFor();
    await admin.getByText('Carl Client reviewed Clara Client').waitFor();
    await expect.poll(() => admin.getByText('Private feedback: Only for the admins.').count()).toBe(2);
    await axe(admin);
    await shot(admin, 'admin-all-1280');
  }, 300_000);

  it("a group hookup's attendee reviews the host: the admins see it live, the host only once the window closes, live", async () => {
    // services 4 minutes before the group hookup's window closes: Erin may still review it
    await setServicesClock(new Date(groupWindowCloses.getTime() - 4 * MINUTE));
    const admin = await signedIn(ADMIN, 1280);
    await admin.getByRole('tab', { name: 'All reviews' }).click();
    const adam = await signedIn(ADAM, 1280);
    const adamConsole = watchConsole(adam);
    await adam.getByText('No reviews of you yet.').waitFor();
    const erin = await signedIn(ERIN, 480);
    const erinConsole = watchConsole(erin);
    const meeting = `Group hookup "${GROUP_TITLE}" hosted by Adam Ambassador`;
    await erin.getByRole('article', { name: meeting }).waitFor();
    await axe(erin);

    await writeReview(erin, 'Adam Ambassador', 'Very good', 'Adam kept the role-play honest.', 'group-480', meeting, 'Ran five minutes over.');
    // a group review waits for the window only (the host writes none)
    await erin.getByText(/^Sealed until .+, when the review window closes$/).waitFor();
    await shot(erin, 'group-sealed-480');

    // the admins' All reviews tab (never reloaded) shows it at once, sealed, with its private feedback
    await admin.getByText('Erin Expert reviewed Adam Ambassador').waitFor({ timeout: 15_000 });
    await admin.getByText('Private feedback: Ran five minutes over.').waitFor();
    await admin.getByText(/^Sealed: revealed by /).first().waitFor();
    await axe(admin);
    await shot(admin, 'admin-live-1280');

    // the host sees nothing of it while it is sealed
    await adam.getByRole('tab', { name: 'Received' }).click();
    await adam.getByText('No reviews of you yet.').waitFor();
    expect(await adam.getByText('Adam kept the role-play honest.').count()).toBe(0);

    // the window closes: the reviews' pass reveals it, and the host's page (never reloaded) shows it
    await setServicesClock(new Date(groupWindowCloses.getTime() + 5_000));
    await adam.getByText('Adam kept the role-play honest.').waitFor({ timeout: 30_000 });
    await adam.getByRole('heading', { name: 'From Erin Expert' }).waitFor();
    expect(await adam.getByText('Ran five minutes over.').count()).toBe(0);
    await axe(adam);
    await shot(adam, 'group-revealed-1280');
    await adam.getByRole('button', { name: 'Notifications' }).click();
    await adam.getByRole('list', { name: 'Notifications list' }).getByText("Erin Expert's review of you is revealed.").waitFor({ timeout: 20_000 });
    await adam.keyboard.press('Escape');
    // and on Erin's Given tab it is no longer sealed
    await erin.getByRole('tab', { name: 'Given' }).click();
    await expect.poll(() => erin.getByText(/^Sealed until /).count(), { timeout: 15_000 }).toBe(0);

    adamConsole.assertClean();
    erinConsole.assertClean();
  }, 300_000);
});
