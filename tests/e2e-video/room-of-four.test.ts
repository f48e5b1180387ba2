import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerMember, type Member } from '../e2e/api';
import { toastsGone } from './chromium';
import { decodingStreams, describePage, inboundStats, useMediaBrowser } from './media';
import { approvedGroupHookup, attend, signedIn } from './setup';

const browser = useMediaBrowser();
/** four pages in a call keep a shared 2-core box busy: a click may wait a while for the page to take it */
const SLOW = 60_000;
/** a frame more within this long counts as decoding, for four members' streams on a busy box */
const WINDOW = 5000;
const newContext = () => browser.newContext();

/** Inbound audio packets on `page` from the participant whose tile is named `name`. */
async function audioPacketsFrom(page: Page, name: string): Promise<number> {
  return page.evaluate(async (tileName) => {
    const video = document.querySelector(`li[aria-label="${tileName}"] video`) as HTMLVideoElement | null;
    const trackId = (video?.srcObject as MediaStream | null)?.getAudioTracks()[0]?.id;
    const pcs = (window as unknown as { __hookupsPeerConnections: RTCPeerConnection[] }).__hookupsPeerConnections;
    const pc = pcs[pcs.length - 1];
    if (!pc || !trackId) return -1;
    let packets = -1;
    (await pc.getStats()).forEach((s: { type: string; kind?: string; trackIdentifier?: string; packetsReceived?: number }) => {
      if (s.type === 'inbound-rtp' && s.kind === 'audio' && s.trackIdentifier === trackId) packets = s.packetsReceived ?? 0;
    });
    return packets;
  }, name);
}

async function rising(read: () => Promise<number>): Promise<boolean> {
  const before = await read();
  await new Promise((r) => setTimeout(r, 1500));
  return (await read()) > before;
}

describe('a group room of four (issue 22)', () => {
  it('everyone decodes the other three; the host mutes one, removes another, who cannot rejoin, and ends it for all', async () => {
    const tag = Date.now().toString(36);
    const host = await registerMember({ verified: true, firstName: `Hana${tag}` });
    const members: Member[] = [];
    for (const name of ['Ana', 'Ben', 'Cy']) members.push(await registerMember({ verified: true, firstName: `${name}${tag}` }));
    const uuid = await approvedGroupHookup(host, 2);
    await attend(uuid, members);
    const roomPath = `/group-hookups/details/${uuid}/conferencing-room`;
    // everyone signs in first, then they come in one at a time, each once they see the ones before: on a loaded
    // 2-core box a login or a page load beside three calls can take longer than any timeout
    const pages: Page[] = [];
    for (const m of [host, ...members]) pages.push((await signedIn(newContext, m)).page);
    /** every page's state and a screenshot, for a wait that failed */
    const explain = async (error: unknown) => {
      for (const [i, each] of pages.entries()) {
        console.log(`member ${i + 1}: ${await describePage(each)}`);
        await each.screenshot({ path: `tests/e2e/artifacts/video-four-${i + 1}.png` });
      }
      throw error;
    };
    for (const [i, page] of pages.entries()) {
      await page.goto(roomPath);
      if (i > 0) await expect.poll(() => decodingStreams(page, WINDOW), { timeout: 90_000 }).toBe(i).catch(explain);
    }
    // four encoders and twelve decoders on a shared 2-core box: the last member's first frames may take a while
    for (const page of pages) await expect.poll(() => decodingStreams(page, WINDOW), { timeout: 90_000 }).toBe(3).catch(explain);

    const [hostPage, ana, ben, cy] = pages as [Page, Page, Page, Page];
    const anaTile = `${members[0]!.firstName} Lovelace`;
    await expect.poll(() => rising(() => audioPacketsFrom(ben, anaTile))).toBe(true);

    // the host mutes Ana and locks it: her audio stops reaching the others
    await hostPage.getByRole('button', { name: `Host controls for ${anaTile}` }).click({ timeout: SLOW });
    await hostPage.getByRole('menuitem', { name: 'Mute and lock' }).click({ timeout: SLOW });
    await expect.poll(() => ana.getByText('The host muted you. You cannot unmute yourself.').count()).toBeGreaterThan(0);
    await expect.poll(() => rising(() => audioPacketsFrom(ben, anaTile))).toBe(false);
    expect(await rising(() => audioPacketsFrom(cy, anaTile))).toBe(false);

    // the host removes Cy: his connection closes, and he cannot come back
    const cyTile = `${members[2]!.firstName} Lovelace`;
    await hostPage.getByRole('button', { name: `Host controls for ${cyTile}` }).click({ timeout: SLOW });
    await hostPage.getByRole('menuitem', { name: 'Remove from the session' }).click({ timeout: SLOW });
    await expect.poll(() => cy.getByText('You were removed from this session.').count()).toBeGreaterThan(0);
    expect((await inboundStats(cy)).connectionState).toBe('closed');
    await cy.goto(roomPath);
    // a cold load of the whole app on a loaded box: give it time, and keep a picture when it still does not come
    await expect
      .poll(() => cy.getByText('You were removed from this session.').count(), { timeout: 60_000 })
      .toBeGreaterThan(0)
      .catch(async (error: unknown) => {
        await cy.screenshot({ path: 'tests/e2e/artifacts/video-removed-rejoin.png', fullPage: true });
        throw error;
      });
    await expect.poll(() => decodingStreams(hostPage, WINDOW), { timeout: 60_000 }).toBe(2);

    // the host ends the session: everyone still in the room is sent back to the details at once (videoRoomEnded)
    await toastsGone(hostPage);
    await hostPage.getByRole('button', { name: 'End for everyone' }).click({ timeout: SLOW });
    await hostPage.getByRole('alertdialog', { name: 'End the session for everyone?' }).getByRole('button', { name: 'End for everyone' }).click({ timeout: SLOW });
    for (const page of [hostPage, ana, ben]) await page.waitForURL(`**/group-hookups/details/${uuid}`, { timeout: 30_000 });
    await expect.poll(() => ben.getByText('The session is over.').count()).toBeGreaterThan(0);
  }, 360_000);
});
