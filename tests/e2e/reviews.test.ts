// Reviews in Chromium (issue 18): two members after a completed hookup both joined write their reviews on /reviews;
// the first stays sealed ("waiting for" the other) until the second is in, then both appear on both pages live, without
// a reload. axe at 1280 and 480 px; screenshots land in tests/e2e/artifacts/reviews-*.png.
//
// A hookup that took place cannot be made through the product in a test's time (it has to end, and both members have
// to join its call), so this file runs a server of its own on a data directory prepared before it starts: the demo
// organisation, then a COMPLETED hookup of Clara and Carl that ended an hour ago with both in its attendance.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
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
import { freePort, waitForHealth } from './global-setup';

const browser = useBrowser();
const SHOTS = join(root, 'tests/e2e/artifacts');
const PASSWORD = 'Seed-Passw0rd!';
const CLARA = 'clara.client@demo.hookups.test';
const CARL = 'carl.client@demo.hookups.test';
const HOUR = 3600_000;

let dataDir: string;
let server: ChildProcess;
let baseURL: string;

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
  } finally {
    await db.destroy();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hookups-e2e-reviews-'));
  await prepare(dataDir);
  const [port, servicesPort, mediaPort] = [await freePort(), await freePort(), await freePort()];
  baseURL = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      SERVICES_PORT: String(servicesPort),
      SERVICES_URL: `http://127.0.0.1:${servicesPort}`,
      MEDIA_PORT: String(mediaPort),
      MEDIA_NODE_URL: `http://127.0.0.1:${mediaPort}`,
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      GATEWAY_RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await mkdir(SHOTS, { recursive: true });
  const log = createWriteStream(join(SHOTS, 'reviews-server.log'));
  server.stdout!.pipe(log);
  server.stderr!.pipe(log);
  await waitForHealth(baseURL, server, 120_000);
}, 180_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
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

async function writeReview(page: Page, other: string, stars: string, comment: string, name: string) {
  const card = page.getByRole('article', { name: `Hookup with ${other}` });
  await card.getByRole('button', { name: 'Write review' }).click();
  // the form's own messages first (spec §5 style): nothing chosen, nothing written
  await card.getByRole('button', { name: 'Send review' }).click();
  await card.getByText('Choose a rating from 1 to 5 stars.').waitFor();
  await card.getByText('Write a comment others can read.').waitFor();
  await axe(page);
  await shot(page, `form-${name}`);
  await card.getByText(stars, { exact: false }).click();
  await card.getByRole('textbox', { name: 'Comment' }).fill(comment);
  await card.getByRole('textbox', { name: 'Private feedback' }).fill('Only for the admins.');
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
    const admin = await signedIn('admin@demo.hookups.test', 1280);
    await admin.getByRole('tab', { name: 'All reviews' }).click();
    await admin.getByText('Clara Client reviewed Carl Client').waitFor();
    await admin.getByText('Carl Client reviewed Clara Client').waitFor();
    await expect.poll(() => admin.getByText('Private feedback: Only for the admins.').count()).toBe(2);
    await axe(admin);
    await shot(admin, 'admin-all-1280');
  }, 300_000);
});
