import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '~/common/constants';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { fakeLiveClient, groupHookup } from '~/web/testing/live';
import type { Session } from '~/web/lib/session';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import GroupHookupDetailsPage from './GroupHookupDetailsPage';

const session = vi.hoisted(() => ({ current: {} as Partial<Session> }));
vi.mock('~/web/lib/session', () => ({ useSession: () => session.current }));

const categories = [{ name: 'NETWORKING', label: 'Networking' }];
const MINUTE = 60_000;

function signIn(uuid: string, roles: Role[]) {
  session.current = {
    status: 'authenticated',
    user: { uuid, username: `${uuid}@example.com`, fullName: 'Ada Lovelace', imageUrl: null, roles, verified: true },
  };
}

function renderDetails(gh: GroupHookupData | null, extra: Parameters<typeof fakeGateway>[0] = {}) {
  const gateway = fakeGateway({
    GroupHookup: [
      () =>
        gh
          ? json({ data: { groupHookup: gh } })
          : json({ data: null, errors: [{ message: GROUP_HOOKUP.notFound, extensions: { code: 'NOT_FOUND' } }] }),
    ],
    GroupHookupCategories: [() => json({ data: { categories } })],
    ...extra,
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/group-hookups/details/:uuid', element: <GroupHookupDetailsPage /> },
      { path: '/not-found', element: <p>not found page</p> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [`/group-hookups/details/${gh?.uuid ?? 'missing'}`] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, live, router };
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent?.trim());

afterEach(cleanup);

describe('group hookup details: actions by role and status', () => {
  it('a member who does not attend may attend, and must attend before joining', async () => {
    signIn('member-1', ['ROLE_USER']);
    renderDetails(groupHookup('gh-1', { title: 'Cold calling clinic' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold calling clinic' })).toBeTruthy();
    expect(buttonNames()).toEqual(expect.arrayContaining(['Attend to join', 'Attend']));
    expect(buttonNames()).not.toEqual(expect.arrayContaining(['Leave']));
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel group hookup' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Admin actions' })).toBeNull();
    expect(screen.getByText(GROUP_HOOKUP.attendFirst)).toBeTruthy();
  });

  it('a participant may leave, and the join button waits for the window with a countdown', async () => {
    signIn('member-1', ['ROLE_USER']);
    renderDetails(groupHookup('gh-1', { isParticipant: true, participants: [{ uuid: 'member-1', fullName: 'Ada Lovelace', imageUrl: null, jobPosition: null, roles: ['ROLE_USER'] }] }));
    const join = await screen.findByRole('button', { name: 'Join' });
    expect((join as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/^Opens in /)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attend' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Participants (1)' })).toBeTruthy();
  });

  it('a participant joins from 5 minutes before the start: Join leads to the room', async () => {
    signIn('member-1', ['ROLE_USER']);
    const { router } = renderDetails(groupHookup('gh-1', { isParticipant: true, startDate: new Date(Date.now() + 4 * MINUTE).toISOString() }));
    const join = await screen.findByRole('button', { name: 'Join' });
    expect((join as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1/conferencing-room'));
  });

  it('the host may edit and cancel, and is never asked to attend', async () => {
    signIn('host-1', ['ROLE_USER']);
    renderDetails(groupHookup('gh-1', { isHost: true }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel group hookup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attend' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attend to join' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Join' })).toBeTruthy();
  });

  it('cancelling needs a reason, then sends it', async () => {
    signIn('host-1', ['ROLE_USER']);
    const gh = groupHookup('gh-1', { isHost: true });
    const { gateway } = renderDetails(gh, {
      CancelGroupHookup: [() => json({ data: { cancelGroupHookup: { ...gh, status: 'CANCELED', cancellationReason: 'The host is ill' } } })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel group hookup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel group hookup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel group hookup' }));
    expect(await within(dialog).findByText(GROUP_HOOKUP.reasonLength)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'The host is ill' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel group hookup' }));
    await waitFor(() => expect(gateway.of('CancelGroupHookup')[0]?.variables).toEqual({ uuid: 'gh-1', reason: 'The host is ill' }));
  });

  it('an admin decides on a pending group hookup: Approve and Reject, and may cancel or edit it', async () => {
    signIn('admin-1', ['ROLE_ADMIN']);
    renderDetails(groupHookup('gh-1', { status: 'PENDING' }));
    const admin = await screen.findByRole('group', { name: 'Admin actions' });
    expect(within(admin).getByRole('button', { name: /^Approve/ })).toBeTruthy();
    expect(within(admin).getByRole('button', { name: /^Reject/ })).toBeTruthy();
    expect(within(admin).queryByRole('button', { name: 'Highlight' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel group hookup' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('an admin highlights an approved group hookup, or unhighlights a highlighted one', async () => {
    signIn('admin-1', ['ROLE_ADMIN']);
    renderDetails(groupHookup('gh-1', { highlighted: true }));
    const admin = await screen.findByRole('group', { name: 'Admin actions' });
    expect(within(admin).getByRole('button', { name: 'Unhighlight' })).toBeTruthy();
    expect(within(admin).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('a completed group hookup offers nothing but says the session is over', async () => {
    signIn('admin-1', ['ROLE_ADMIN']);
    renderDetails(groupHookup('gh-1', { status: 'COMPLETED', startDate: '2020-01-01T10:00:00.000Z' }));
    expect(await screen.findByText(GROUP_HOOKUP.roomClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Attend|Leave|Edit|Cancel|Approve|Highlight|Join/ })).toBeNull();
  });

  it('follows live events of this group hookup', async () => {
    signIn('member-1', ['ROLE_USER']);
    const gh = groupHookup('gh-1');
    const { live } = renderDetails(gh);
    await screen.findByRole('button', { name: 'Attend' });
    await waitFor(() => expect(live.live().find((s) => s.operationName === 'LiveGroupHookupChanged')?.variables.uuid).toBe('gh-1'));
    const feed = live.live().find((s) => s.operationName === 'LiveGroupHookupChanged')!;
    feed.push({ data: { groupHookupChanged: { eventId: '3', kind: 'cancelled', groupHookup: { ...gh, status: 'CANCELED', cancellationReason: 'The host is ill' } } } });
    expect(await screen.findByText('CANCELED')).toBeTruthy();
    expect(screen.getByText('The host is ill')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Attend' })).toBeNull();
  });

  it('subscribes only once the group hookup is shown, after its eventCursor: an attend committed in the gap is applied', async () => {
    signIn('member-1', ['ROLE_USER']);
    const gh = groupHookup('gh-1', { slotsLeft: 10 });
    const { live } = renderDetails({ ...gh, eventCursor: '20' } as GroupHookupData);
    await screen.findByRole('button', { name: 'Attend' });
    const changes = () => live.live().filter((s) => s.operationName === 'LiveGroupHookupChanged');
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0].variables).toEqual({ uuid: 'gh-1', after: '20' });
    const attended = { ...gh, slotsLeft: 9, participants: [{ uuid: 'p-9', fullName: 'Gap Attendee', imageUrl: null, jobPosition: null, roles: ['ROLE_USER'] }] };
    changes()[0].push({ data: { groupHookupChanged: { eventId: '21', kind: 'attended', groupHookup: attended } } });
    expect(await screen.findByText('Gap Attendee')).toBeTruthy();
  });

  it('an unknown uuid goes to /not-found', async () => {
    signIn('member-1', ['ROLE_USER']);
    const { router } = renderDetails(null);
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-found');
  });
});
