// Chromium for video, shared by the video browser tests (media.ts) and `npm run bench:video`: fake camera and
// microphone, loopback peer connections, and the page's own RTCPeerConnections readable through the test-only hook
// (web/lib/video/testHooks.ts): getStats() of the real peer connection, never a mocked one. No vitest in here, so the
// bench (a plain tsx script) uses it as it is.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

/** smallCamera: the 192×108 clip (fakeCamera.ts) instead of Chromium's own 640×360 fake camera. */
export async function launchMediaBrowser({ smallCamera }: { smallCamera: boolean }): Promise<Browser> {
  const camera = smallCamera ? [`--use-file-for-fake-video-capture=${smallCameraClip()}`] : [];
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...camera] });
}

export interface MediaContextOptions {
  baseURL: string;
  viewport?: { width: number; height: number };
}

/** A member's browser: camera and microphone allowed, the peer connections exposed, the tutorial seen. */
export async function newMediaContext(browser: Browser, { baseURL, viewport = { width: 960, height: 720 } }: MediaContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, permissions: ['camera', 'microphone'] });
  await context.addInitScript(() => {
    (window as unknown as { __hookupsPeerConnections: RTCPeerConnection[] }).__hookupsPeerConnections = [];
    localStorage.setItem('groupHookupsTutorialFinished', 'true');
    // Inside `unshare -n` (only loopback up) Chromium finds no route and says it is offline, so the layout's
    // "No internet connection." banner would cover the bottom of every page; the product on 127.0.0.1 is reachable,
    // as it is for a member whose browser is online.
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
    // the toasts a page showed, for a test that failed (they are gone by the time it looks)
    const toasts: string[] = [];
    (window as unknown as { __hookupsToasts: string[] }).__hookupsToasts = toasts;
    new MutationObserver(() => {
      for (const title of document.querySelectorAll('[data-scope="toast"][data-part="title"]')) {
        const text = `${new Date().toISOString().slice(11, 19)} ${title.textContent ?? ''}`;
        if (!toasts.some((seen) => seen.slice(9) === text.slice(9))) toasts.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return context;
}

/** framesDecoded of every inbound video stream of a real width, over all the page's open peer connections. */
export async function framesDecoded(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const frames: number[] = [];
    for (const pc of (window as unknown as { __hookupsPeerConnections: RTCPeerConnection[] }).__hookupsPeerConnections) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((s: { type: string; kind?: string; framesDecoded?: number; frameWidth?: number }) => {
        if (s.type === 'inbound-rtp' && s.kind === 'video' && (s.frameWidth ?? 0) > 0) frames.push(s.framesDecoded ?? 0);
      });
    }
    return frames;
  });
}

/** What a page shows and receives, for a test or a bench room that failed: headings, alerts, each peer connection. */
export async function describePage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const lines = [location.pathname];
    for (const toast of (window as unknown as { __hookupsToasts?: string[] }).__hookupsToasts ?? []) lines.push(`  toast ${toast}`);
    for (const node of document.querySelectorAll('h1, h2, [role="alert"], [role="status"]')) lines.push(`  ${node.tagName.toLowerCase()}: ${(node.textContent ?? '').trim().slice(0, 120)}`);
    for (const pc of (window as unknown as { __hookupsPeerConnections: RTCPeerConnection[] }).__hookupsPeerConnections) {
      lines.push(`  pc ${pc.connectionState}/${pc.iceConnectionState}/${pc.signalingState}, ${pc.getTransceivers().length} transceivers: ${pc.getTransceivers().map((t) => `${t.mid}:${t.currentDirection}`).join(' ')}`);
      (await pc.getStats()).forEach((s: Record<string, unknown>) => {
        if (s.type === 'inbound-rtp' && s.kind === 'video') lines.push(`    in video mid ${s.mid}: packets ${s.packetsReceived}, lost ${s.packetsLost}, frames rx ${s.framesReceived}, decoded ${s.framesDecoded}, dropped ${s.framesDropped}, key ${s.keyFramesDecoded}, width ${s.frameWidth}, pli ${s.pliCount}, nack ${s.nackCount}`);
        if (s.type === 'outbound-rtp' && s.kind === 'video') lines.push(`    out video: frames ${s.framesEncoded}, ${s.frameWidth}x${s.frameHeight}, limitation ${s.qualityLimitationReason}`);
      });
    }
    return lines.join('\n');
  });
}

/**
 * Waits until a page shows no toast. They sit at the bottom right, over a room's controls, and one stays while the
 * pointer rests on it (a test's pointer stays where it last clicked): the pointer moves off them first, and each
 * leaves after its 4 seconds.
 */
export async function toastsGone(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.locator('[data-scope="toast"][data-part="root"]').first().waitFor({ state: 'detached', timeout: 30_000 });
}
