import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { belongsTo, orderOf } from '~/web/components/hookups/rules';
import { hookupChanged, memberHookup } from '~/web/testing/hookups';
import { applyHookupEvent, useHookupEvents, type HookupData } from '~/web/lib/hookupLive';
import { fakeLiveClient } from '~/web/testing/live';

const NOW = Date.parse('2030-01-01T00:00:00.000Z');
const upcoming = belongsTo('UPCOMING', () => NOW);
const soonestFirst = orderOf('UPCOMING');
const uuids = (items: HookupData[]) => items.map((h) => h.uuid);

describe('applyHookupEvent, the one reducer of hookup events', () => {
  const a = memberHookup('a', { startDateTime: '2030-01-02T10:00:00.000Z', endDateTime: '2030-01-02T10:30:00.000Z' });
  const b = memberHookup('b', { startDateTime: '2030-01-03T10:00:00.000Z', endDateTime: '2030-01-03T10:30:00.000Z' });
  const c = memberHookup('c', { startDateTime: '2030-01-04T10:00:00.000Z', endDateTime: '2030-01-04T10:30:00.000Z' });

  it("replaces a listed hookup in place (the partner's confirm)", () => {
    const confirmed = { ...b, hookupStatus: 'CONFIRMED' as const, confirmed: true };
    const items = applyHookupEvent([a, b, c], { hookup: confirmed }, upcoming, soonestFirst);
    expect(uuids(items)).toEqual(['a', 'b', 'c']);
    expect(items[1]).toBe(confirmed);
  });

  it('inserts a new match where its start puts it', () => {
    expect(uuids(applyHookupEvent([a, c], { hookup: b }, upcoming, soonestFirst))).toEqual(['a', 'b', 'c']);
    expect(uuids(applyHookupEvent([a, b], { hookup: c }, upcoming, soonestFirst))).toEqual(['a', 'b', 'c']);
    expect(uuids(applyHookupEvent([b, c], { hookup: a }, upcoming, soonestFirst))).toEqual(['a', 'b', 'c']);
  });

  it('moves a rescheduled hookup to its new place', () => {
    const later = { ...a, startDateTime: '2030-01-05T10:00:00.000Z', endDateTime: '2030-01-05T10:30:00.000Z' };
    expect(uuids(applyHookupEvent([a, b, c], { hookup: later }, upcoming, soonestFirst))).toEqual(['b', 'c', 'a']);
  });

  it('removes a hookup that no longer belongs, and leaves the list alone for one that never did', () => {
    const cancelled = { ...b, hookupStatus: 'CANCELLED' as const };
    expect(uuids(applyHookupEvent([a, b, c], { hookup: cancelled }, upcoming, soonestFirst))).toEqual(['a', 'c']);
    const items = [a, c];
    expect(applyHookupEvent(items, { hookup: cancelled }, upcoming, soonestFirst)).toBe(items);
  });
});

const wrapper = (client: ReturnType<typeof fakeLiveClient>['client']) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider value={client}>{children}</Provider>;
  };

async function opened(fake: ReturnType<typeof fakeLiveClient>) {
  await vi.waitFor(() => expect(fake.live()).toHaveLength(1));
  return fake.live()[0]!;
}

describe('useHookupEvents', () => {
  it('subscribes to hookupChanged and delivers each event with its hookup', async () => {
    const fake = fakeLiveClient();
    const onEvent = vi.fn();
    renderHook(() => useHookupEvents({}, onEvent), { wrapper: wrapper(fake.client) });
    const feed = await opened(fake);
    expect(feed).toMatchObject({ operationName: 'LiveHookupChanged', variables: { after: null } });
    act(() => feed.push(hookupChanged(memberHookup('a'), '7', 'matched')));
    expect(onEvent).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ eventId: '7', kind: 'matched', actorUUID: 'partner-1', hookup: expect.objectContaining({ uuid: 'a' }) }),
    );
  });

  it('resumes after the last eventId when the tab comes back online, delivering each event once', async () => {
    const fake = fakeLiveClient();
    const onEvent = vi.fn();
    renderHook(() => useHookupEvents({}, onEvent), { wrapper: wrapper(fake.client) });
    const feed = await opened(fake);
    act(() => {
      feed.push(hookupChanged(memberHookup('a'), '1'));
      feed.push(hookupChanged(memberHookup('b'), '2'));
    });
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(fake.live()[0]?.variables).toMatchObject({ after: '2' }));
    expect(fake.live()).toHaveLength(1);
    // the replay overlaps what was seen: only the new event is delivered
    act(() => {
      fake.live()[0]!.push(hookupChanged(memberHookup('b'), '2'));
      fake.live()[0]!.push(hookupChanged(memberHookup('c'), '3'));
    });
    expect(onEvent.mock.calls.map(([e]) => e.eventId)).toEqual(['1', '2', '3']);
  });

  it('asks the page to load again when it resumes with no event seen', async () => {
    const fake = fakeLiveClient();
    const onResync = vi.fn();
    renderHook(() => useHookupEvents({ onResync }, vi.fn()), { wrapper: wrapper(fake.client) });
    await opened(fake);
    act(() => void window.dispatchEvent(new Event('online')));
    await vi.waitFor(() => expect(onResync).toHaveBeenCalledTimes(1));
  });

  it('a paused hook does not subscribe', async () => {
    const fake = fakeLiveClient();
    renderHook(() => useHookupEvents({ pause: true }, vi.fn()), { wrapper: wrapper(fake.client) });
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.subscriptions).toHaveLength(0);
  });
});
