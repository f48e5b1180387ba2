// The room at 480 px (issue 22: "Works at 480 px"): the host's tiles, controls and participant list fit the width,
// nothing overlaps or scrolls sideways, and the host's tile menu opens inside the window. Screenshots land in
// tests/e2e/artifacts/video-480-*.png.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerMember } from '../e2e/api';
import { decodingStreams, useMediaBrowser } from './media';
import { approvedGroupHookup, attend, signedIn } from './setup';

const browser = useMediaBrowser();
const WIDTH = 480;
const narrow = () => browser.newContext({ width: WIDTH, height: 900 });
const wide = () => browser.newContext();

type Box = { x: number; y: number; width: number; height: number };

async function boxesOf(items: Locator): Promise<Array<{ name: string; box: Box }>> {
  const boxes: Array<{ name: string; box: Box }> = [];
  for (const item of await items.all()) {
    const box = await item.boundingBox();
    expect(box, `${await item.textContent()} has a box`).not.toBeNull();
    boxes.push({ name: (await item.getAttribute('aria-label')) ?? (await item.textContent()) ?? '', box: box! });
  }
  return boxes;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** every box lies within the page's width, and no two of them overlap */
function expectLaidOut(boxes: Array<{ name: string; box: Box }>) {
  for (const { name, box } of boxes) {
    expect(box.x, `${name} starts inside the window`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside the window`).toBeLessThanOrEqual(WIDTH);
  }
  for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlaps(a.box, b.box), `${a.name} and ${b.name} overlap`).toBe(false);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the group room at 480 px (issue 22)', () => {
  it('tiles, controls and the participant list fit the width; the host menu opens inside it', async () => {
    const tag = Date.now().toString(36);
    const host = await registerMember({ verified: true, firstName: `Nora${tag}` });
    const guest = await registerMember({ verified: true, firstName: `Otto${tag}` });
    const uuid = await approvedGroupHookup(host, 2);
    await attend(uuid, [guest]);
    const roomPath = `/group-hookups/details/${uuid}/conferencing-room`;

    const { page } = await signedIn(narrow, host);
    const other = await signedIn(wide, guest);
    await page.goto(roomPath);
    await other.page.goto(roomPath);
    await expect.poll(() => decodingStreams(page), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'In the call (2)' }).count()).toBe(1);

    // the controls: every one visible, inside the window, none on another
    const toolbar = page.getByRole('toolbar', { name: 'Call controls' });
    const controls = toolbar.locator('button, select');
    expect(await controls.count()).toBeGreaterThanOrEqual(4); // microphone, camera, leave, end for everyone
    for (const control of await controls.all()) expect(await control.isVisible()).toBe(true);
    expectLaidOut(await boxesOf(controls));

    // the tiles: one's own and the guest's, side by side or stacked, never over each other or past the edge
    const tiles = page.getByRole('list', { name: 'Video tiles' }).locator(':scope > li');
    expect(await tiles.count()).toBe(2);
    expectLaidOut(await boxesOf(tiles));

    // who is in the call: inside the window, and not under the tiles or the controls
    const list = page.getByRole('region', { name: /In the call/ });
    const [listBox] = await boxesOf(list);
    expectLaidOut([listBox!, ...(await boxesOf(tiles)), { name: 'Call controls', box: (await toolbar.boundingBox())! }]);
    expect(await sideways(page), 'the page scrolls sideways').toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'tests/e2e/artifacts/video-480-room.png', fullPage: true });

    // the host's menu on the guest's tile opens within the window and its items take a click
    const guestTile = `${guest.firstName} Lovelace`;
    await page.getByRole('button', { name: `Host controls for ${guestTile}` }).click();
    const items = page.getByRole('menuitem');
    await expect.poll(() => items.count()).toBe(3);
    expectLaidOut(await boxesOf(items));
    expect(await sideways(page), 'the open menu makes the page scroll sideways').toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'tests/e2e/artifacts/video-480-host-menu.png' });
    await page.getByRole('menuitem', { name: 'Mute', exact: true }).click();
    await expect.poll(() => list.getByText('muted', { exact: true }).count()).toBe(1);

    await page.context().close();
    await other.context.close();
  });
});
