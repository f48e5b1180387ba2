import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { applyGroupHookupEvent, useGroupHookupEvents, useRoomPresence } from '~/web/lib/live';
import { fakeLiveClient, groupHookup } from '~/web/testing/live';
import { json } from '~/web/testing/fakeGateway';

const event = (g: GroupHookupData, eventId = '1') => ({ eventId, kind: 'updated', groupHookup: g });
const approved = (g: GroupHookupData) => g.status === 'APPROVED';
const soonestFirst = (a: GroupHookupData, b: GroupHookupData) => a.startDate.localeCompare(b.startDate);
const uuids = (items: GroupHookupData[]) => items.map((g) => g.uuid);

describe('applyGroupHookupEvent, the one reducer of group hookup events', () => {
  const a = groupHookup('a', { startDate: '2030-01-01T10:00:00.000Z' });
  const b = groupHookup('b', { startDate: '2030-01-02T10:00:00.000Z' });
  const c = groupHookup('c', { startDate: '2030-01-03T10:00:00.000Z' });

  it('replaces a listed group hookup in place', () => {
    const renamed = { ...b, title: 'Renamed' };
    const items = applyGroupHookupEvent([a, b, c], event(renamed), approved, soonestFirst);
    expect(uuids(items)).toEqual(['a', 'b', 'c']);
    expect(items[1]).toBe(renamed);
  });

  it('inserts a group hookup that now belongs, where the order puts it', () => {
    expect(uuids(applyGroupHookupEvent([a, c], event(b), approved, soonestFirst))).toEqual(['a', 'b', 'c']);
    expect(uuids(applyGroupHookupEvent([a, b], event(c), approved, soonestFirst))).toEqual(['a', 'b', 'c']);
  });

  it('puts a new group hookup first without an order', () => {
    expect(uuids(applyGroupHookupEvent([a, b], event(c), approved))).toEqual(['c', 'a', 'b']);
  });

  it('removes a group hookup that no longer belongs', () => {
    const cancelled = { ...b, status: 'CANCELED' as const };
    expect(uuids(applyGroupHookupEvent([a, b, c], event(cancelled), approved, soonestFirst))).toEqual(['a', 'c']);
  });

  it('leaves the list as it is for a group hookup that neither is nor belongs in it', () => {
    const items = [a, b];
    expect(applyGroupHookupEvent(items, event({ ...c, status: 'PENDING' }), approved)).toBe(items);
  });

  it('moves a group hookup whose start changed to its new place', () => {
    const later = { ...a, startDate: '2030-01-04T10:00:00.000Z' };
    expect(uuids(applyGroupHookupEvent([a, b, c], event(later), approved, soonestFirst))).toEqual(['b', 'c', 'a']);
  });
});

/** urql hands a subscription to its exchange in a microtask: wait until `count` are open. */
async function opened(fake: ReturnType<typeof fakeLiveClient>, count = 1) {
  await vi.waitFor(() => expect(fake.live()).toHaveLength(count));
  return fake.live();
}

const wrapper = (client: ReturnType<typeof fakeLiveClient>['client']) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider value={client}>{children}</Provider>;
  };

const changed = (g: GroupHookupData, eventId: string) => ({
  data: { groupHookupChanged: { __typename: 'GroupHookupEvent', eventId, kind: 'updated', groupHookup: g } },
});

describe('useGroupHookupEvents', () => {
  it('subscribes to groupHookupChanged and delivers each event', async () => {
    const fake = fakeLiveClient();
    const onEvent = vi.fn();
    renderHook(() => useGroupHookupEvents({ uuid: 'a' }, onEvent), { wrapper: wrapper(fake.client) });
    await opened(fake);
    expect(fake.live()[0]).toMatchObject({ operationName: 'LiveGroupHookupChanged', variables: { uuid: 'a', after: null } });
    act(() => fake.live()[0].push(changed(groupHookup('a'), '7')));
    expect(onEvent).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ eventId: '7', kind: 'updated', groupHookup: expect.objectContaining({ uuid: 'a' }) }));
  });

  it('delivers each eventId at most once, and resumes after the last one when the tab comes back online', async () => {
    const fake = fakeLiveClient();
    const onEvent = vi.fn();
    renderHook(() => useGroupHookupEvents({}, onEvent), { wrapper: wrapper(fake.client) });
    await opened(fake);
    act(() => {
      fake.live()[0].push(changed(groupHookup('a'), '1'));
      fake.live()[0].push(changed(groupHookup('b'), '2'));
    });
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(fake.live()[0]?.variables).toMatchObject({ uuid: null, after: '2' }));
    expect(fake.live()).toHaveLength(1);
    // the replay overlaps what was seen: only the new event is delivered
    act(() => {
      fake.live()[0].push(changed(groupHookup('b'), '2'));
      fake.live()[0].push(changed(groupHookup('c'), '3'));
    });
    expect(onEvent.mock.calls.map(([e]) => e.eventId)).toEqual(['1', '2', '3']);
  });

  it('asks the page to query again when it comes back with no event seen to resume from', async () => {
    const fake = fakeLiveClient();
    const onResync = vi.fn();
    renderHook(() => useGroupHookupEvents({ uuid: 'a', onResync }, vi.fn()), { wrapper: wrapper(fake.client) });
    await opened(fake);
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(onResync).toHaveBeenCalledTimes(1));
    // once an event was seen, the replay from it catches up instead
    act(() => fake.live()[0].push(changed(groupHookup('a'), '4')));
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(fake.live()[0]?.variables).toMatchObject({ uuid: 'a', after: '4' }));
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('a paused hook does not subscribe, and resumes from the last eventId when unpaused', async () => {
    const fake = fakeLiveClient();
    const onEvent = vi.fn();
    const { rerender } = renderHook(({ pause }) => useGroupHookupEvents({ pause }, onEvent), {
      wrapper: wrapper(fake.client),
      initialProps: { pause: false },
    });
    await opened(fake);
    act(() => fake.live()[0].push(changed(groupHookup('a'), '4')));
    rerender({ pause: true });
    expect(fake.live()).toHaveLength(0);
    rerender({ pause: false });
    expect((await opened(fake))[0].variables).toMatchObject({ after: '4' });
  });

  it('starts after the given cursor (the first answer’s), resumes from it with nothing seen, and starts again from a new one', async () => {
    const fake = fakeLiveClient();
    const onEvent = vi.fn();
    const onResync = vi.fn();
    const { rerender } = renderHook(({ after }) => useGroupHookupEvents({ after, onResync }, onEvent), {
      wrapper: wrapper(fake.client),
      initialProps: { after: '5' },
    });
    expect((await opened(fake))[0].variables).toMatchObject({ uuid: null, after: '5' });
    // a reconnect before any event: the replay from the cursor catches up, no need to query again
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(fake.subscriptions).toHaveLength(2));
    expect(fake.live()[0].variables).toMatchObject({ after: '5' });
    expect(onResync).not.toHaveBeenCalled();
    // the event committed between the answer and the subscription is replayed and delivered
    act(() => fake.live()[0].push(changed(groupHookup('gap'), '6')));
    expect(onEvent).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ eventId: '6' }));
    // a new answer (another tab, a reload) replaced the list: the feed starts again from its cursor
    rerender({ after: '4' });
    await vi.waitFor(() => expect(fake.live()[0]?.variables).toMatchObject({ after: '4' }));
    expect(fake.live()).toHaveLength(1);
    // what it replays is delivered again (the list was replaced), each id once
    act(() => {
      fake.live()[0].push(changed(groupHookup('gap'), '6'));
      fake.live()[0].push(changed(groupHookup('gap'), '6'));
    });
    expect(onEvent.mock.calls.map(([e]) => e.eventId)).toEqual(['6', '6']);
  });

  it('a null cursor (services sent none) subscribes live only', async () => {
    const fake = fakeLiveClient();
    renderHook(() => useGroupHookupEvents({ after: null }, vi.fn()), { wrapper: wrapper(fake.client) });
    expect((await opened(fake))[0].variables).toMatchObject({ after: null });
  });

  it('calls the latest onEvent', async () => {
    const fake = fakeLiveClient();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ onEvent }) => useGroupHookupEvents({}, onEvent), {
      wrapper: wrapper(fake.client),
      initialProps: { onEvent: first },
    });
    rerender({ onEvent: second });
    await opened(fake);
    act(() => fake.live()[0].push(changed(groupHookup('a'), '1')));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(fake.subscriptions).toHaveLength(1);
  });

  it('returns the error of the subscription, until the next event', async () => {
    const fake = fakeLiveClient();
    const { result } = renderHook(() => useGroupHookupEvents({}, () => {}), { wrapper: wrapper(fake.client) });
    await opened(fake);
    act(() => fake.live()[0].push({ errors: [{ message: 'This group hookup does not exist or is not visible to you.' }] } as never));
    expect(result.current.error).toBe('This group hookup does not exist or is not visible to you.');
    act(() => fake.live()[0].push(changed(groupHookup('a'), '1')));
    expect(result.current.error).toBeUndefined();
  });
});

const person = (uuid: string) => ({ uuid, fullName: `Member ${uuid}`, imageUrl: null, jobPosition: null, roles: ['ROLE_USER'] });
const roomAnswer = (present: unknown[]) => async () =>
  json({ data: { room: { __typename: 'Room', uuid: 'gh-1', opensAt: 'x', closesAt: 'y', present } } });
const presence = (eventId: string, present: unknown[], uuid = 'gh-1') => ({
  data: { roomPresence: { __typename: 'RoomPresenceEvent', eventId, uuid, present } },
});

describe('useRoomPresence', () => {
  it("starts from the room query's list, then follows roomPresence events", async () => {
    const fake = fakeLiveClient(vi.fn(roomAnswer([person('p1')])) as typeof fetch);
    const { result } = renderHook(() => useRoomPresence('gh-1'), { wrapper: wrapper(fake.client) });
    await vi.waitFor(() => expect(result.current.present.map((p) => p.uuid)).toEqual(['p1']));
    expect((await opened(fake))[0]).toMatchObject({ operationName: 'LiveRoomPresence', variables: { uuid: 'gh-1', after: null } });
    act(() => fake.live()[0].push(presence('9', [person('p1'), person('p2')])));
    expect(result.current.present.map((p) => p.uuid)).toEqual(['p1', 'p2']);
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(fake.live()[0]?.variables).toMatchObject({ after: '9' }));
  });

  it('an event that arrives before the query answers wins', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchFn = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const fake = fakeLiveClient(fetchFn as unknown as typeof fetch);
    const { result } = renderHook(() => useRoomPresence('gh-1'), { wrapper: wrapper(fake.client) });
    await opened(fake);
    act(() => fake.live()[0].push(presence('3', [person('p2')])));
    await act(async () => answer(await roomAnswer([person('p1')])()));
    expect(result.current.present.map((p) => p.uuid)).toEqual(['p2']);
  });

  it("shows the query's error (e.g. a member who must attend first)", async () => {
    const forbidden = async () => json({ data: null, errors: [{ message: 'Please attend first.', extensions: { code: 'FORBIDDEN' } }] });
    const fake = fakeLiveClient(vi.fn(forbidden) as unknown as typeof fetch);
    const { result } = renderHook(() => useRoomPresence('gh-1'), { wrapper: wrapper(fake.client) });
    await vi.waitFor(() => expect(result.current.error).toBe('Please attend first.'));
    expect(result.current.present).toEqual([]);
  });
});
