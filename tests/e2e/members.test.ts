import { readFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, registerMember } from './api';
import { useBrowser, watchConsole } from './browser';
import { expectPath, logIn } from './flows';

const browser = useBrowser();

/** A real 64×64 PNG (a solid colour), made here so the test needs no fixture file. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const size = 64;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) rows.set([30, 90, 160], y * (1 + size * 3) + 1 + x * 3);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

async function signedIn(username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, username, password);
  await expectPath(page, '/home');
  return page;
}

describe('members and admin, in Chromium', () => {
  it('a member edits their profile (each bad input shows its message), uploads a photo, finds an expert and blocks someone', async () => {
    const member = await registerMember({ verified: true, firstName: `Mia${Date.now().toString(36)}` });
    const page = await signedIn(member.username, member.password);
    const console = watchConsole(page);

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('First name').fill('');
    await form.getByLabel('Phone number').fill('12');
    await form.getByLabel('LinkedIn profile URL').fill('https://example.com/mia');
    await form.getByRole('button', { name: /^Save/ }).click();
    for (const message of ['Name must be at least 1 characters', 'You need to provide a valid phone number', 'You need to provide a valid LinkedIn URL']) {
      await expect.poll(() => form.getByText(message).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    }
    await form.getByLabel('First name').fill('Mia');
    await form.getByLabel('Phone number').fill('+44 20 7946 0958');
    await form.getByLabel('LinkedIn profile URL').fill('https://www.linkedin.com/in/mia-lovelace');
    await form.getByLabel('Company', { exact: true }).fill('Contoso');
    await form.getByLabel('Seniority level').selectOption('Manager');
    await form.getByRole('button', { name: /^Save/ }).click();
    await expect.poll(() => page.getByRole('form', { name: 'Edit profile' }).count(), { timeout: 10_000 }).toBe(0);
    // the phone is kept in the international format
    await expect.poll(() => page.getByText(/\+44\s?20\s?7946\s?0958|\+442079460958/).count()).toBeGreaterThan(0);
    expect(await page.getByText('Contoso').count()).toBeGreaterThan(0);

    // a photo (in the edit view): chosen, uploaded, then shown from the server (resized)
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await page.getByRole('button', { name: 'Upload photo' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Delete photo' }).count(), { timeout: 10_000 }).toBe(1);
    const photo = page.locator('img[src^="/uploads/"]').first();
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);
    // issue 20: through a signed, expiring link; without its signature the same image is refused
    const src = (await photo.getAttribute('src'))!;
    expect(src).toMatch(/^\/uploads\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]{43}$/);
    const unsigned = await page.request.get(new URL(src.split('?')[0], page.url()).toString());
    expect(unsigned.status()).toBe(403);
    // after a reload the links come from GraphQL (the top bar's and the profile's avatars) and still show the photo
    await page.reload();
    const shown = page.locator('img[src^="/uploads/"]');
    await shown.first().waitFor();
    await expect.poll(() => shown.evaluateAll((imgs: HTMLImageElement[]) => imgs.length > 0 && imgs.every((img) => img.complete && img.naturalWidth > 0))).toBe(true);

    // finds an expert and opens their profile
    await page.goto('/experts');
    const erin = page.getByRole('listitem', { name: 'Erin Expert' });
    await erin.waitFor();
    await erin.getByRole('link', { name: 'Erin Expert', exact: true }).click();
    await page.waitForURL(/\/users\/[0-9a-f-]+$/);
    await expect.poll(() => page.getByText('Sales Trainer').count()).toBeGreaterThan(0);

    // adds Carl to their network, then blocks him: he moves to the blocked members
    await page.goto('/my-network');
    await page.getByLabel('Find a member by name').fill('Carl Client');
    await page.getByRole('button', { name: 'Add Carl Client to my network' }).click();
    const contacts = page.getByRole('list', { name: 'Contacts' });
    await contacts.getByRole('listitem', { name: 'Carl Client' }).waitFor();
    await contacts.getByRole('button', { name: 'Block Carl Client' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('list', { name: 'Blocked members' }).getByRole('listitem', { name: 'Carl Client' }).waitFor();
    await expect.poll(() => contacts.getByRole('listitem', { name: 'Carl Client' }).count()).toBe(0);
    // and he no longer turns up in their search
    await page.getByLabel('Find a member by name').fill('');
    await page.getByLabel('Find a member by name').fill('Carl Client');
    await page.waitForTimeout(1200);
    expect(await page.getByRole('list', { name: 'Members found' }).getByRole('listitem', { name: 'Carl Client' }).count()).toBe(0);
    // unblocking puts things back for the next tests on this server
    await page.getByRole('button', { name: 'Unblock Carl Client' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /Unblock/ }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Blocked members' }).getByRole('listitem', { name: 'Carl Client' }).count()).toBe(0);
    console.assertClean();
    await page.context().close();
  });

  it('an admin filters users by several fields, exports the CSV, changes a role, and disables a user who is then logged out', async () => {
    const target = await registerMember({ verified: true, firstName: `Dora${Date.now().toString(36)}` });
    const targetPage = await signedIn(target.username, target.password);
    const admin = await signedIn(ADMIN.username, ADMIN.password);
    const adminConsole = watchConsole(admin);

    await admin.goto('/users');
    const filters = admin.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Job position').fill('Sales Trainer');
    await filters.getByLabel('City').fill('Toronto');
    const rows = admin.getByRole('table').locator('tbody tr');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    expect(await rows.first().innerText()).toContain('Erin Expert');

    // the CSV holds what the list shows
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Users-Report-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('Erin');
    expect(csv).not.toContain('Carl');

    // the target member: found by email, made an expert
    await filters.getByLabel('Job position').fill('');
    await filters.getByLabel('City').fill('');
    await filters.getByLabel('Email').fill(target.username);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    const name = `${target.firstName} Lovelace`;
    await admin.getByRole('button', { name: `Actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Change roles' }).click();
    const roles = admin.getByRole('dialog', { name: 'Change roles' });
    await roles.getByText('Expert', { exact: true }).click();
    await roles.getByRole('button', { name: 'Save roles' }).click();
    await expect.poll(() => rows.first().innerText(), { timeout: 10_000 }).toContain('Expert');

    // disabled: their open page ends at the login page without them doing anything
    await admin.getByRole('button', { name: `Actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Disable' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Disable', exact: true }).click();
    await expect.poll(() => rows.first().innerText(), { timeout: 10_000 }).toContain('Disabled');
    await targetPage.waitForURL((url) => url.pathname === '/login', { timeout: 20_000 });
    // and they cannot log in again
    await logIn(targetPage, target.username, target.password);
    await expect.poll(() => targetPage.getByText(/disabled/i).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    adminConsole.assertClean();
    await admin.context().close();
    await targetPage.context().close();
  });

  it('a guest browses /guest/experts under the guest header', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/guest/experts');
    await page.getByRole('listitem', { name: 'Erin Expert' }).waitFor();
    expect(await page.getByRole('link', { name: 'Log in' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Sign up' }).count()).toBeGreaterThan(0);
    // a guest sees no email address
    expect(await page.getByText('erin.expert@demo.hookups.test').count()).toBe(0);
    await context.close();
  });
});
