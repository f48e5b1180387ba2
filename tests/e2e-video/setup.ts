// What the video tests prepare through the API, as fast as a member and an admin would through the UI.
import { expect } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN, createGroupHookupViaApi, gql, logInViaApi, registerMember, type Member } from '../e2e/api';
import { expectPath, logIn } from '../e2e/flows';

const MINUTE = 60_000;

/** Two members matched by a time cycle, their hookup moved by an admin to start `startsInMinutes` from now. */
export async function matchedHookup(startsInMinutes: number): Promise<{ first: Member; second: Member; videoCallId: string; uuid: string }> {
  const tag = Date.now().toString(36);
  const first = await registerMember({ verified: true, firstName: `Vera${tag}` });
  const second = await registerMember({ verified: true, firstName: `Viktor${tag}` });
  const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
  const cycle = await gql<{ createTimeCycle: { id: string } }>(
    'mutation($input: TimeCycleInput!) { createTimeCycle(input: $input) { id } }',
    { input: { name: `Video e2e ${tag}`, cadence: 'WEEKLY' } },
    adminToken,
  );
  const cycleId = cycle.data!.createTimeCycle.id;
  const everyMorning = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00', endTime: '10:00' }));
  for (const m of [first, second]) {
    await gql('mutation($id: ID) { selectTimeCycle(timeCycleId: $id) { id } }', { id: cycleId }, m.accessToken);
    await gql('mutation($input: AvailabilityInput!) { updateAvailability(input: $input) { timeZone } }', { input: { timeZone: 'UTC', slots: everyMorning } }, m.accessToken);
  }
  const run = await gql<{ runMatching: { pairs: number } }>('mutation($id: ID!) { runMatching(timeCycleId: $id) { pairs } }', { id: cycleId }, adminToken);
  expect(run.data?.runMatching.pairs).toBe(1);
  const mine = await gql<{ hookups: { elements: Array<{ uuid: string; videoCallId: string; partner: { uuid: string } }> } }>(
    '{ hookups { elements { uuid videoCallId partner { uuid } } } }',
    {},
    first.accessToken,
  );
  const hookup = mine.data!.hookups.elements[0]!;
  const me = await gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, first.accessToken);
  const moved = await gql(
    'mutation($input: HookupInput!) { updateHookup(input: $input) { uuid startDateTime } }',
    { input: { id: hookup.uuid, firstParticipant: me.data?.me.uuid, secondParticipant: hookup.partner.uuid, startDateTime: new Date(Date.now() + startsInMinutes * MINUTE).toISOString() } },
    adminToken,
  );
  expect(moved.errors).toBeUndefined();
  return { first, second, videoCallId: hookup.videoCallId, uuid: hookup.uuid };
}

/** An approved group hookup (created by an admin, so approved at once) starting `startsInMinutes` from now. */
export async function approvedGroupHookup(host: Pick<Member, 'username' | 'password'>, startsInMinutes: number): Promise<string> {
  // the suite's access tokens live 8 s: on a loaded box the host's from registering may be gone already
  const { uuid, status } = await createGroupHookupViaApi(await logInViaApi(host.username, host.password), {
    title: `Video room ${Date.now().toString(36)}`,
    category: 'PRACTICE',
    startDate: new Date(Date.now() + startsInMinutes * MINUTE).toISOString(),
    duration: 15,
    maxParticipants: 10,
    private: false,
  });
  const adminToken = await logInViaApi(ADMIN.username, ADMIN.password);
  if (status !== 'APPROVED') await gql('mutation($uuid: ID!) { approveGroupHookup(uuid: $uuid) { uuid } }', { uuid }, adminToken);
  return uuid;
}

export async function signedIn(newContext: () => Promise<BrowserContext>, member: Pick<Member, 'username' | 'password'>, opts: { clockAt?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext();
  const page = await context.newPage();
  if (opts.clockAt !== undefined) await page.clock.install({ time: opts.clockAt });
  await logIn(page, member.username, member.password);
  await expectPath(page, '/home');
  return { context, page };
}

/** `members` attend the group hookup, each with a fresh access token (the suite's live 8 s). */
export async function attend(uuid: string, members: Array<Pick<Member, 'username' | 'password'>>): Promise<void> {
  for (const m of members) {
    const attended = await gql('mutation($uuid: ID!) { attendGroupHookup(uuid: $uuid) { uuid } }', { uuid }, await logInViaApi(m.username, m.password));
    expect(attended.errors).toBeUndefined();
  }
}
