// The first-subscribe gap: the hookup lists and cards subscribe to hookupChanged only once their first answer is
// shown, after its eventCursor, so a change committed between that answer and the subscription still arrives.
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '~/web/testing/resizeObserver';
import { AllHookups } from '~/web/components/admin-hookups/AllHookups';
import { adminHookup, hookupPage } from '~/web/testing/adminHookups';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import { NextHookupCard } from './NextHookupCard';
import { hookupChanged, memberHookup } from '~/web/testing/hookups';
import { useHookupPages } from './useHookupPages';

const report = vi.hoisted(() => ({ download: vi.fn(async () => undefined) }));
vi.mock('~/web/components/admin-hookups/hookupsReport', () => ({ useHookupsReport: () => report.download }));

stubResizeObserver();
afterEach(cleanup);

type Fake = ReturnType<typeof fakeLiveClient>;
const wrapper = (client: Fake['client']) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider value={client}>
        <MemoryRouter>{children}</MemoryRouter>
      </Provider>
    );
  };
const changes = (fake: Fake) => fake.live().filter((s) => s.operationName === 'LiveHookupChanged');

function held() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { response, release };
}

const totals = { total: 1, completed: 0, upcoming: 1 };

describe('useHookupPages', () => {
  it('subscribes only after the first page answered, from its eventCursor, and applies the match committed in the gap', async () => {
    const first = held();
    const gateway = fakeGateway({ MemberHookups: [() => json({})] });
    gateway.fetchFn.mockImplementationOnce(() => first.response);
    const fake = fakeLiveClient(gateway.fetchFn as typeof fetch);
    const { result } = renderHook(() => useHookupPages('UPCOMING'), { wrapper: wrapper(fake.client) });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(changes(fake)).toHaveLength(0);
    const listed = memberHookup('h-1', { startDateTime: '2099-01-02T10:00:00.000Z', endDateTime: '2099-01-02T10:30:00.000Z' });
    await act(async () => first.release(json({ data: { hookups: { elements: [listed], totalPages: 1, page: 0, eventCursor: '30' } } })));

    await waitFor(() => expect(changes(fake)).toHaveLength(1));
    expect(changes(fake)[0].variables).toEqual({ after: '30' });
    const matched = memberHookup('h-gap', { startDateTime: '2099-01-01T10:00:00.000Z', endDateTime: '2099-01-01T10:30:00.000Z' });
    act(() => changes(fake)[0].push(hookupChanged(matched, '31', 'matched')));
    expect(result.current.items.map((h) => h.uuid)).toEqual(['h-gap', 'h-1']);
    // a replayed change the page already holds replaces the hookup by uuid: no duplicate
    act(() => changes(fake)[0].push(hookupChanged({ ...listed, confirmedByMe: true }, '32', 'confirmed')));
    expect(result.current.items.map((h) => h.uuid)).toEqual(['h-gap', 'h-1']);
    expect(result.current.items[1].confirmedByMe).toBe(true);
  });
});

describe('NextHookupCard', () => {
  it('subscribes after the answer’s nextHookupEventCursor, also with no next hookup, and a match in the gap asks again', async () => {
    const gateway = fakeGateway({
      HomeHookups: [
        () => json({ data: { nextHookup: null, nextHookupEventCursor: '50', totalHookups: { ...totals, total: 0, upcoming: 0 } } }),
        () => json({ data: { nextHookup: memberHookup('h-2'), nextHookupEventCursor: '51', totalHookups: totals } }),
      ],
    });
    const fake = fakeLiveClient(gateway.fetchFn as typeof fetch);
    render(<NextHookupCard />, { wrapper: wrapper(fake.client) });
    await screen.findByText(/No hookup planned yet/);
    await waitFor(() => expect(changes(fake)).toHaveLength(1));
    expect(changes(fake)[0].variables).toEqual({ after: '50' });

    act(() => changes(fake)[0].push(hookupChanged(memberHookup('h-2'), '51', 'matched')));
    await screen.findByText('Grace Hopper');
    expect(gateway.of('HomeHookups')).toHaveLength(2);
    // the new answer's cursor starts the feed again from it
    await waitFor(() => expect(changes(fake)[0]?.variables).toEqual({ after: '51' }));
  });
});

describe('AllHookups', () => {
  it('subscribes after the page’s eventCursor; a change in the gap asks the page again', async () => {
    const gateway = fakeGateway({
      AllHookups: [
        () => json({ data: { allHookups: { ...hookupPage([adminHookup('h-1')]).data.allHookups, eventCursor: '70' } } }),
        () => json({ data: { allHookups: { ...hookupPage([adminHookup('h-1'), adminHookup('h-gap')]).data.allHookups, eventCursor: '71' } } }),
      ],
    });
    const fake = fakeLiveClient(gateway.fetchFn as typeof fetch);
    render(<AllHookups />, { wrapper: wrapper(fake.client) });
    await waitFor(() => expect(changes(fake)).toHaveLength(1));
    expect(changes(fake)[0].variables).toEqual({ after: '70' });
    act(() => changes(fake)[0].push(hookupChanged(memberHookup('h-gap'), '71', 'matched')));
    await waitFor(() => expect(gateway.of('AllHookups')).toHaveLength(2));
    await waitFor(() => expect(changes(fake)[0]?.variables).toEqual({ after: '71' }));
  });
});
