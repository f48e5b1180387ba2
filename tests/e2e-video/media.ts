// Chromium with fake camera and microphone, and the page's own peer connections readable through the test-only
// hook (web/lib/video/testHooks.ts): getStats() of the real RTCPeerConnection, never a mocked one.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { baseURL } from '../e2e/browser';
import { smallCameraClip } from './fakeCamera';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required',
];

export function useMediaBrowser() {
  const state: { browser?: Browser } = {};
  beforeAll(async () => {
    // the fake camera plays a small clip: four members' encoders and decoders fit the 2-core box (fakeCamera.ts)
    const camera = `--use-file-for-fake-video-capture=${smallCameraClip()}`;
    state.browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, camera] });
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    async newContext(): Promise<BrowserContext> {
      const context = await state.browser!.newContext({ baseURL: baseURL(), viewport: { width: 960, height: 720 }, permissions: ['camera', 'microphone'] });
      await context.addInitScript(() => {
        (window as unknown as { __hookupsPeerConnections: RTCPeerConnection[] }).__hookupsPeerConnections = [];
        localStorage.setItem('groupHookupsTutorialFinished', 'true');
      });
      return context;
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

/** How many inbound video streams decode frames of a real width and keep decoding. */
export async function decodingStreams(page: Page): Promise<number> {
  const before = await inboundStats(page);
  await page.waitForTimeout(1500);
  const after = await inboundStats(page);
  return after.video.filter((v, i) => v.frameWidth > 0 && v.framesDecoded > (before.video[i]?.framesDecoded ?? 0)).length;
}

/** What a page shows and receives, for a test that failed: its path, alerts and headings, and each peer connection. */
export async function describePage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const lines = [location.pathname];
    for (const node of document.querySelectorAll('h1, h2, [role="alert"], [role="status"]')) lines.push(`  ${node.tagName.toLowerCase()}: ${(node.textContent ?? '').trim().slice(0, 120)}`);
    for (const pc of (window as unknown as { __hookupsPeerConnections: RTCPeerConnection[] }).__hookupsPeerConnections) {
      lines.push(`  pc ${pc.connectionState}/${pc.iceConnectionState}/${pc.signalingState}, ${pc.getTransceivers().length} transceivers`);
      (await pc.getStats()).forEach((s: Record<string, unknown>) => {
        if (s.type === 'inbound-rtp' && s.kind === 'video') lines.push(`    in video mid ${s.mid}: packets ${s.packetsReceived}, decoded ${s.framesDecoded}, key ${s.keyFramesDecoded}, width ${s.frameWidth}, pli ${s.pliCount}`);
        if (s.type === 'outbound-rtp' && s.kind === 'video') lines.push(`    out video: frames ${s.framesEncoded}, ${s.frameWidth}x${s.frameHeight}, limitation ${s.qualityLimitationReason}`);
      });
    }
    return lines.join('\n');
  });
}
