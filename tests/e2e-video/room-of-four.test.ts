import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gql, registerMember, type Member } from '../e2e/api';
import { decodingStreams, inboundStats, useMediaBrowser } from './media';
import { approvedGroupHookup, signedIn } from './setup';

const browser = useMediaBrowser();
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
  it('everyone decodes the other three; the host mutes one and removes another, who cannot rejoin', async () => {
    const tag = Date.now().toString(36);
    const host = await registerMember({ verified: true, firstName: `Hana${tag}` });
    const members: Member[] = [];
    for (const name of ['Ana', 'Ben', 'Cy']) members.push(await registerMember({ verified: true, firstName: `${name}${tag}` }));
    const uuid = await approvedGroupHookup(host, 2);
    for (const m of members) {
      const attended = await gql('mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid } }', { uuid }, m.accessToken);
      expect(attended.errors).toBeUndefined();
    }
    const roomPath = `/group-hookups/details/${uuid}/conferencing-room`;
    const pages: Page[] = [];
    for (const m of [host, ...members]) {
      const { page } = await signedIn(newContext, m);
      await page.goto(roomPath);
      pages.push(page);
    }
    for (const page of pages) await expect.poll(() => decodingStreams(page), { timeout: 45_000 }).toBe(3);

    const [hostPage, ana, ben, cy] = pages as [Page, Page, Page, Page];
    const anaTile = `${members[0]!.firstName} Lovelace`;
    await expect.poll(() => rising(() => audioPacketsFrom(ben, anaTile))).toBe(true);

    // the host mutes Ana and locks it: her audio stops reaching the others
    await hostPage.getByRole('button', { name: `Host controls for ${anaTile}` }).click();
    await hostPage.getByRole('menuitem', { name: 'Mute and lock' }).click();
    await expect.poll(() => ana.getByText('The host muted you. You cannot unmute yourself.').count()).toBeGreaterThan(0);
    await expect.poll(() => rising(() => audioPacketsFrom(ben, anaTile))).toBe(false);
    expect(await rising(() => audioPacketsFrom(cy, anaTile))).toBe(false);

    // the host removes Cy: his connection closes, and he cannot come back
    const cyTile = `${members[2]!.firstName} Lovelace`;
    await hostPage.getByRole('button', { name: `Host controls for ${cyTile}` }).click();
    await hostPage.getByRole('menuitem', { name: 'Remove from the session' }).click();
    await expect.poll(() => cy.getByText('You were removed from this session.').count()).toBeGreaterThan(0);
    expect((await inboundStats(cy)).connectionState).toBe('closed');
    await cy.goto(roomPath);
    await expect.poll(() => cy.getByText('You were removed from this session.').count()).toBeGreaterThan(0);
    await expect.poll(() => decodingStreams(hostPage)).toBe(2);
  });
});
