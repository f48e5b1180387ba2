import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { fakeLiveClient, groupHookup } from '~/web/testing/live';
import type { Session } from '~/web/lib/session';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import ConferencingRoomPage from './ConferencingRoomPage';

const session = vi.hoisted(() => ({ current: {} as Partial<Session> }));
vi.mock('~/web/lib/session', () => ({ useSession: () => session.current }));
session.current = {
  status: 'authenticated',
  user: { uuid: 'member-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true },
};

const MINUTE = 60_000;
const ada = { uuid: 'member-1', fullName: 'Ada Lovelace', imageUrl: null, jobPosition: null, roles: ['ROLE_USER' as const] };
const room = (present: unknown[]) => ({ uuid: 'gh-1', opensAt: '', closesAt: '', present });

function renderRoom(gh: GroupHookupData) {
  const gateway = fakeGateway({
    GroupHookup: [() => json({ data: { groupHookup: gh } })],
    EnterRoom: [() => json({ data: { enterRoom: { uuid: gh.uuid, closesAt: '' } } })],
    LeaveRoom: [() => json({ data: { leaveRoom: { uuid: gh.uuid } } })],
    LiveRoom: [() => json({ data: { room: room([ada]) } })],
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/group-hookups/details/:uuid/conferencing-room', element: <ConferencingRoomPage /> },
      { path: '/group-hookups/details/:uuid', element: <p>details page</p> },
    ],
    { initialEntries: [`/group-hookups/details/${gh.uuid}/conferencing-room`] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, router };
}

afterEach(cleanup);

describe('conferencing room', () => {
  it('sends a participant back to the details before the room opens', async () => {
    const { gateway, router } = renderRoom(groupHookup('gh-1', { isParticipant: true, startDate: new Date(Date.now() + 60 * MINUTE).toISOString() }));
    expect(await screen.findByText('details page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1');
    expect(gateway.of('EnterRoom')).toHaveLength(0);
  });

  it('sends a member who does not attend back to the details', async () => {
    const { router } = renderRoom(groupHookup('gh-1', { startDate: new Date(Date.now() + 2 * MINUTE).toISOString() }));
    expect(await screen.findByText('details page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1');
  });

  it('lets a participant in once the window is open: presence, who is here, time left, and Leave', async () => {
    const { gateway, router } = renderRoom(groupHookup('gh-1', { isParticipant: true, duration: 30, startDate: new Date(Date.now() + 2 * MINUTE).toISOString() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Group hookup gh-1' })).toBeTruthy();
    await waitFor(() => expect(gateway.of('EnterRoom')[0]?.variables).toEqual({ uuid: 'gh-1' }));
    expect(await screen.findByRole('heading', { name: 'In the room (1)' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    // start + 30 min + 10 min, from 2 minutes before the start
    expect(screen.getByText(/^(41:5\d|42:00)$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1'));
    await waitFor(() => expect(gateway.of('LeaveRoom')).toHaveLength(1));
  });
});
