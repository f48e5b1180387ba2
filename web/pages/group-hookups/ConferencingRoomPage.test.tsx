import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import { formatDateTime } from '~/web/lib/dates';
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
/** The room query's answer: services' window for the group hookup (start − 5 min, start + duration + 10 min). */
const room = (gh: GroupHookupData, present: unknown[]) => ({
  uuid: gh.uuid,
  opensAt: new Date(Date.parse(gh.startDate) - 5 * MINUTE).toISOString(),
  closesAt: new Date(Date.parse(gh.startDate) + (gh.duration + 10) * MINUTE).toISOString(),
  present,
});

function renderRoom(
  gh: GroupHookupData,
  roomAnswer: () => Response = () => json({ data: { room: room(gh, [ada]) } }),
  eventCursor: string | null = null,
) {
  const gateway = fakeGateway({
    GroupHookup: [() => json({ data: { groupHookup: { ...gh, eventCursor } } })],
    EnterRoom: [() => json({ data: { enterRoom: { uuid: gh.uuid, closesAt: '' } } })],
    LeaveRoom: [() => json({ data: { leaveRoom: { uuid: gh.uuid } } })],
    LiveRoom: [roomAnswer],
    GroupHookupVideoRoom: [() => json({ data: { groupHookup: { uuid: gh.uuid, videoRoomId: 'room-1' } } })],
    // jsdom has no WebRTC: the call is refused here, so the page's own parts show (the call's are browser-tested)
    VideoToken: [() => json({ data: null, errors: [{ message: 'The media node is down.', extensions: { code: 'INTERNAL' } }] })],
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
  return { gateway, router, live };
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

  it('sends back with services\' reason a member whom the room query refuses', async () => {
    const gh = groupHookup('gh-1', { startDate: new Date(Date.now() + 2 * MINUTE).toISOString() });
    const refused = () => json({ data: null, errors: [{ message: GROUP_HOOKUP.attendFirst, extensions: { code: 'FORBIDDEN' } }] });
    const { router, gateway } = renderRoom(gh, refused);
    expect(await screen.findByText('details page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1');
    expect(gateway.of('EnterRoom')).toHaveLength(0);
  });

  it('keeps a participant in the room when the session turns COMPLETED at its end (issue 15)', async () => {
    // the session ended a minute ago: inside the 10-minute grace
    const gh = groupHookup('gh-1', { isParticipant: true, duration: 30, startDate: new Date(Date.now() - 31 * MINUTE).toISOString() });
    const { gateway, router, live } = renderRoom(gh);
    expect(await screen.findByRole('heading', { level: 1, name: 'Group hookup gh-1' })).toBeTruthy();
    await waitFor(() => expect(gateway.of('EnterRoom')).toHaveLength(1));
    const feed = await waitFor(() => {
      const open = live.live().find((s) => s.operationName === 'LiveGroupHookupChanged');
      if (!open) throw new Error('not subscribed yet');
      return open;
    });
    feed.push({ data: { groupHookupChanged: { eventId: '7', kind: 'completed', groupHookup: { __typename: 'GroupHookup', ...gh, status: 'COMPLETED' } } } });
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1/conferencing-room');
    expect(screen.getByRole('heading', { level: 1, name: 'Group hookup gh-1' })).toBeTruthy();
    expect(gateway.of('LeaveRoom')).toHaveLength(0);
    // the room says it is in its grace, until start + duration + 10 minutes
    const closes = formatDateTime(new Date(Date.parse(gh.startDate) + 40 * MINUTE).toISOString());
    expect(await screen.findByText(`The session has ended. The room stays open until ${closes}.`)).toBeTruthy();
  });

  it('hears a completion committed while its socket was down, once it reconnects (issue 15)', async () => {
    // the session ended a minute ago; the room was opened from an answer whose event cursor is 5
    const gh = groupHookup('gh-1', { isParticipant: true, duration: 30, startDate: new Date(Date.now() - 31 * MINUTE).toISOString() });
    const { gateway, live } = renderRoom(gh, undefined, '5');
    await waitFor(() => expect(gateway.of('EnterRoom')).toHaveLength(1));
    const subscribed = () => live.live().find((s) => s.operationName === 'LiveGroupHookupChanged');
    await waitFor(() => expect(subscribed()).toBeDefined());
    // The socket drops (an access token expired) and the scheduler completes the session meanwhile: event 6 is not
    // sent live to anyone. The gateway replays it to a subscription that resumes after an earlier event, as services'
    // replay does; a live-only one never hears it.
    const completed = { eventId: '6', kind: 'completed', groupHookup: { __typename: 'GroupHookup', ...gh, status: 'COMPLETED' } };
    const opened = live.subscriptions.length;
    fireEvent(window, new Event('online'));
    const resumed = await waitFor(() => {
      const open = live.subscriptions.slice(opened).find((s) => s.operationName === 'LiveGroupHookupChanged' && !s.closed);
      if (!open) throw new Error('not resubscribed yet');
      return open;
    });
    const after = resumed.variables.after;
    if (typeof after === 'string' && BigInt(after) < 6n) resumed.push({ data: { groupHookupChanged: completed } });
    const closes = formatDateTime(new Date(Date.parse(gh.startDate) + 40 * MINUTE).toISOString());
    expect(await screen.findByText(`The session has ended. The room stays open until ${closes}.`)).toBeTruthy();
  });

  it('asks for the group hookup again on a reconnect when services gave no cursor to resume from', async () => {
    const gh = groupHookup('gh-1', { isParticipant: true, duration: 30, startDate: new Date(Date.now() - 31 * MINUTE).toISOString() });
    const { gateway, live } = renderRoom(gh);
    await waitFor(() => expect(gateway.of('EnterRoom')).toHaveLength(1));
    await waitFor(() => expect(live.live().some((s) => s.operationName === 'LiveGroupHookupChanged')).toBe(true));
    expect(gateway.of('GroupHookup')).toHaveLength(1);
    fireEvent(window, new Event('online'));
    await waitFor(() => expect(gateway.of('GroupHookup')).toHaveLength(2));
  });

  it('puts every member out the moment the room\'s session ends (videoRoomEnded, issue 22)', async () => {
    const gh = groupHookup('gh-1', { isParticipant: true, duration: 30, startDate: new Date(Date.now() + 2 * MINUTE).toISOString() });
    const { gateway, router, live } = renderRoom(gh);
    await waitFor(() => expect(gateway.of('EnterRoom')).toHaveLength(1));
    const ended = await waitFor(() => {
      const open = live.live().find((s) => s.operationName === 'VideoRoomEnded');
      if (!open) throw new Error('not subscribed yet');
      return open;
    });
    expect(ended.variables).toMatchObject({ roomId: 'room-1' });
    // another room's end changes nothing
    ended.push({ data: { videoRoomEnded: { eventId: '8', roomId: 'room-2', endedAt: new Date().toISOString() } } });
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1/conferencing-room');
    ended.push({ data: { videoRoomEnded: { eventId: '9', roomId: 'room-1', endedAt: new Date().toISOString() } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1'));
    await waitFor(() => expect(gateway.of('LeaveRoom')).toHaveLength(1));
  });

  it('hears the room end that was committed while its socket was down, from the group hookup answer\'s cursor', async () => {
    const gh = groupHookup('gh-1', { isParticipant: true, duration: 30, startDate: new Date(Date.now() + 2 * MINUTE).toISOString() });
    const { gateway, router, live } = renderRoom(gh, undefined, '5');
    await waitFor(() => expect(gateway.of('EnterRoom')).toHaveLength(1));
    const open = (from: number) =>
      waitFor(() => {
        const subscription = live.subscriptions.slice(from).find((s) => s.operationName === 'VideoRoomEnded' && !s.closed);
        if (!subscription) throw new Error('not subscribed yet');
        return subscription;
      });
    expect((await open(0)).variables).toMatchObject({ roomId: 'room-1', after: '5' });
    // the socket drops; the host ends the session meanwhile (event 6): the resumed feed starts from the cursor again
    const opened = live.subscriptions.length;
    fireEvent(window, new Event('online'));
    const resumed = await open(opened);
    expect(resumed.variables).toMatchObject({ roomId: 'room-1', after: '5' });
    resumed.push({ data: { videoRoomEnded: { eventId: '6', roomId: 'room-1', endedAt: new Date().toISOString() } } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1'));
  });

  it('lets a member in during the grace of a COMPLETED session', async () => {
    const gh = groupHookup('gh-1', { isParticipant: true, status: 'COMPLETED', duration: 30, startDate: new Date(Date.now() - 35 * MINUTE).toISOString() });
    const { gateway, router } = renderRoom(gh);
    await waitFor(() => expect(gateway.of('EnterRoom')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1/conferencing-room');
  });

  it('sends back a member of a cancelled group hookup', async () => {
    const gh = groupHookup('gh-1', { isParticipant: true, status: 'CANCELED', startDate: new Date(Date.now() - MINUTE).toISOString() });
    const { gateway, router } = renderRoom(gh);
    expect(await screen.findByText('details page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1');
    expect(gateway.of('EnterRoom')).toHaveLength(0);
  });

  it('lets a participant in once the window is open; a call that cannot start says why and shows who is here', async () => {
    const { gateway, router } = renderRoom(groupHookup('gh-1', { isParticipant: true, duration: 30, startDate: new Date(Date.now() + 2 * MINUTE).toISOString() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Group hookup gh-1' })).toBeTruthy();
    await waitFor(() => expect(gateway.of('EnterRoom')[0]?.variables).toEqual({ uuid: 'gh-1' }));
    await waitFor(() => expect(gateway.of('VideoToken')[0]?.variables).toEqual({ roomId: 'room-1' }));
    expect(await screen.findByText('The media node is down.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'In the room (1)' })).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1'));
    await waitFor(() => expect(gateway.of('LeaveRoom')).toHaveLength(1));
  });
});
