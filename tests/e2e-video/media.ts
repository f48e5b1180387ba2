// Chromium with fake camera and microphone, and the page's own peer connections readable through the test-only
// hook (web/lib/video/testHooks.ts): getStats() of the real RTCPeerConnection, never a mocked one.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { baseURL } from '../e2e/browser';
import { describePage, launchMediaBrowser, newMediaContext } from './chromium';

export { describePage };

export function useMediaBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    // the fake camera plays a small clip: four members' encoders and decoders fit the 2-core box (fakeCamera.ts)
    state.browser = await launchMediaBrowser({ smallCamera: true });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    newContext(viewport?: { width: number; height: number }): Promise<BrowserContext> {
      return newMediaContext(state.browser!, { baseURL: baseURL(), viewport });
    },
  };
}

export interface InboundStats {
  video: Array<{ framesDecoded: number; frameWidth: number }>;
  audio: Array<{ packetsReceived: number }>;
  connectionState: string | null;
}

/** inbound-rtp of the page's newest peer connection. */
export async function inboundStats(page: Page): Promise<InboundStats> {
  return page.evaluate(async () => {
    const pcs = (window as unknown as { __hookupsPeerConnections: RTCPeerConnection[] }).__hookupsPeerConnections;
    const pc = pcs[pcs.length - 1];
    if (!pc) return { video: [], audio: [], connectionState: null };
    const report = await pc.getStats();
    const video: Array<{ framesDecoded: number; frameWidth: number }> = [];
    const audio: Array<{ packetsReceived: number }> = [];
    report.forEach((s: { type: string; kind?: string; framesDecoded?: number; frameWidth?: number; packetsReceived?: number }) => {
      if (s.type !== 'inbound-rtp') return;
      if (s.kind === 'video') video.push({ framesDecoded: s.framesDecoded ?? 0, frameWidth: s.frameWidth ?? 0 });
      if (s.kind === 'audio') audio.push({ packetsReceived: s.packetsReceived ?? 0 });
    });
    return { video, audio, connectionState: pc.connectionState };
  });
}

/**
 * How many inbound video streams decode frames of a real width and keep decoding: a frame more within `windowMs`.
 * Four members on a busy 2-core box decode a few frames a second, some streams fewer: their room waits longer.
 */
export async function decodingStreams(page: Page, windowMs = 1500): Promise<number> {
  const before = await inboundStats(page);
  await page.waitForTimeout(windowMs);
  const after = await inboundStats(page);
  return after.video.filter((v, i) => v.frameWidth > 0 && v.framesDecoded > (before.video[i]?.framesDecoded ?? 0)).length;
}
