import { describe, expect, it } from 'vitest';
import { watchConsole } from '../e2e/browser';
import { decodingStreams, inboundStats, useMediaBrowser } from './media';
import { matchedHookup, signedIn } from './setup';

const browser = useMediaBrowser();
const newContext = () => browser.newContext();

describe('a one-to-one video call (issue 22)', () => {
  it('two matched members join from their hookup and each decodes the other\'s video', async () => {
    const { first, second, videoCallId } = await matchedHookup(2);
    const vera = await signedIn(newContext, first);
    const viktor = await signedIn(newContext, second);
    const veraConsole = watchConsole(vera.page);

    // from /home's next hookup, and from the hookup card on /timeslots
    await vera.page.getByRole('link', { name: 'Join video call' }).click();
    await vera.page.waitForURL(`**/video/${videoCallId}`);
    await viktor.page.goto('/timeslots');
    await viktor.page.getByRole('link', { name: 'Join video call' }).first().click();
    await viktor.page.waitForURL(`**/video/${videoCallId}`);

    for (const page of [vera.page, viktor.page]) {
      await expect.poll(() => decodingStreams(page)).toBe(1);
      const stats = await inboundStats(page);
      expect(stats.video[0]!.frameWidth).toBeGreaterThan(0);
      expect(stats.connectionState).toBe('connected');
    }
    await expect.poll(() => vera.page.getByRole('heading', { name: 'In the call (2)' }).count()).toBe(1);

    await vera.page.getByRole('button', { name: 'Leave', exact: true }).click();
    await vera.page.waitForURL('**/timeslots');
    await expect.poll(() => viktor.page.getByRole('heading', { name: 'In the call (1)' }).count()).toBe(1);
    veraConsole.assertClean();
    await vera.context.close();
    await viktor.context.close();
  });

  it('joining before 5 minutes before the start is refused with the reason', async () => {
    const { first, videoCallId } = await matchedHookup(30);
    const vera = await signedIn(newContext, first);
    await vera.page.goto(`/video/${videoCallId}`);
    await expect.poll(() => vera.page.getByText('You cannot join this call.').count()).toBe(1);
    expect(await vera.page.evaluate(() => (window as unknown as { __hookupsPeerConnections: unknown[] }).__hookupsPeerConnections.length)).toBe(0);
    await vera.context.close();
  });
});
