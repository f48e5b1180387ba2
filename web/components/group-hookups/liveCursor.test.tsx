// The first-subscribe gap: the group hookup lists subscribe only once their first answer is shown, after its
// eventCursor, so a change committed between that answer and the subscription is replayed and applied.
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { fakeLiveClient, groupHookup } from '~/web/testing/live';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import { HighlightedGroupHookups } from './HighlightedGroupHookups';
import { useGroupHookupPages } from './useGroupHookupPages';

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
const changed = (g: GroupHookupData, eventId: string) => ({
  data: { groupHookupChanged: { __typename: 'GroupHookupEvent', eventId, kind: 'updated', groupHookup: g } },
});
const changes = (fake: Fake) => fake.live().filter((s) => s.operationName === 'LiveGroupHookupChanged');

/** A response the test releases when it wants (the query still in flight meanwhile). */
function held() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { response, release };
}

const future = (uuid: string, day: number, overrides: Partial<GroupHookupData> = {}) =>
  groupHookup(uuid, { startDate: `2099-01-0${day}T10:00:00.000Z`, ...overrides });

describe('useGroupHookupPages', () => {
  it('subscribes only after the first page answered, from its eventCursor, and applies what the replay brings', async () => {
    const first = held();
    const gateway = fakeGateway({ GroupHookups: [() => json({})] });
    gateway.fetchFn.mockImplementationOnce(() => first.response);
    const fake = fakeLiveClient(gateway.fetchFn as typeof fetch);
    const { result } = renderHook(() => useGroupHookupPages('upcoming', null), { wrapper: wrapper(fake.client) });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(changes(fake)).toHaveLength(0);
    const listed = future('a', 2);
    await act(async () => first.release(json({ data: { groupHookups: { elements: [listed], totalPages: 1, page: 0, eventCursor: '41' } } })));

    await waitFor(() => expect(changes(fake)).toHaveLength(1));
    expect(changes(fake)[0].variables).toMatchObject({ uuid: null, after: '41' });
    // committed after the read, before the subscription: replayed from the cursor
    const gap = future('gap', 1);
    act(() => changes(fake)[0].push(changed(gap, '42')));
    expect(result.current.items.map((g) => g.uuid)).toEqual(['gap', 'a']);
    // an event whose change the answer already holds replaces the item by uuid: no duplicate
    act(() => changes(fake)[0].push(changed({ ...listed, title: 'Renamed' }, '43')));
    expect(result.current.items.map((g) => g.uuid)).toEqual(['gap', 'a']);
    expect(result.current.items[1].title).toBe('Renamed');
  });

  it('a first page without a cursor subscribes live only, once it answered', async () => {
    const gateway = fakeGateway({ GroupHookups: [() => json({ data: { groupHookups: { elements: [], totalPages: 1, page: 0, eventCursor: null } } })] });
    const fake = fakeLiveClient(gateway.fetchFn as typeof fetch);
    renderHook(() => useGroupHookupPages('upcoming', null), { wrapper: wrapper(fake.client) });
    await waitFor(() => expect(changes(fake)).toHaveLength(1));
    expect(changes(fake)[0].variables).toMatchObject({ after: null });
  });

  it('another tab starts the events again from its own first page’s cursor', async () => {
    const gateway = fakeGateway({
      GroupHookups: [
        () => json({ data: { groupHookups: { elements: [], totalPages: 1, page: 0, eventCursor: '7' } } }),
        () => json({ data: { groupHookups: { elements: [], totalPages: 1, page: 0, eventCursor: '9' } } }),
      ],
    });
    const fake = fakeLiveClient(gateway.fetchFn as typeof fetch);
    const { rerender } = renderHook(({ tab }) => useGroupHookupPages(tab, null), {
      wrapper: wrapper(fake.client),
      initialProps: { tab: 'upcoming' as 'upcoming' | 'mine' },
    });
    await waitFor(() => expect(changes(fake)[0]?.variables).toMatchObject({ after: '7' }));
    rerender({ tab: 'mine' });
    await waitFor(() => expect(changes(fake)[0]?.variables).toMatchObject({ after: '9' }));
    expect(changes(fake)).toHaveLength(1);
  });
});

describe('HighlightedGroupHookups', () => {
  it('subscribes after the answer’s cursor once shown: a highlight committed before the subscription appears', async () => {
    const first = held();
    const gateway = fakeGateway({ HighlightedGroupHookups: [() => json({})] });
    gateway.fetchFn.mockImplementationOnce(() => first.response);
    const fake = fakeLiveClient(gateway.fetchFn as typeof fetch);
    render(<HighlightedGroupHookups />, { wrapper: wrapper(fake.client) });

    await new Promise((resolve) => setTimeout(resolve, 20));
    // before the answer nothing listens, so nothing can be dropped for lack of a list
    expect(changes(fake)).toHaveLength(0);
    await act(async () => first.release(json({ data: { highlightedGroupHookups: [], highlightedGroupHookupsEventCursor: '12' } })));
    await screen.findByText('No group hookup is highlighted right now.');

    await waitFor(() => expect(changes(fake)).toHaveLength(1));
    expect(changes(fake)[0].variables).toMatchObject({ after: '12' });
    act(() => changes(fake)[0].push(changed(future('hl', 3, { highlighted: true, title: 'Highlighted in the gap' }), '13')));
    expect(await screen.findByText('Highlighted in the gap')).toBeTruthy();
  });
});

