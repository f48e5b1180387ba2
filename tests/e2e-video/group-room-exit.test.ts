import { describe, expect, it } from 'vitest';
import { registerMember } from '../e2e/api';
import { useMediaBrowser } from './media';
import { approvedGroupHookup, signedIn } from './setup';

const browser = useMediaBrowser();
const newContext = () => browser.newContext();
const MINUTE = 60_000;

describe('a group room\'s forced exit (issue 22)', () => {
  it('the member\'s call ends at end + 10 minutes: the room sends them back', async () => {
    const host = await registerMember({ verified: true, firstName: 'Timed' });
    const uuid = await approvedGroupHookup(host, 2);
    // the host's clock runs ahead once they are in: start + 15 min + 10 min
    const { page } = await signedIn(newContext, host, { clockAt: Date.now() });
    await page.goto(`/group-hookups/details/${uuid}/conferencing-room`);
    await expect.poll(() => page.getByRole('heading', { name: /^In the call/ }).count()).toBe(1);
    await page.clock.fastForward(30 * MINUTE);
    await page.waitForURL(`**/group-hookups/details/${uuid}`);
    await expect.poll(() => page.getByText(/session is over/).count()).toBeGreaterThan(0);
  });
});
