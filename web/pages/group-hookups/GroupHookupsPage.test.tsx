import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type Role } from '~/common/constants';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { fakeLiveClient, groupHookup } from '~/web/testing/live';
import type { Session } from '~/web/lib/session';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import GroupHookupsPage from './GroupHookupsPage';

const session = vi.hoisted(() => ({ current: {} as Partial<Session> }));
vi.mock('~/web/lib/session', () => ({ useSession: () => session.current }));

function signIn(roles: Role[]) {
  session.current = {
    status: 'authenticated',
    user: { uuid: 'member-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles, verified: true },
  };
}

const page = (elements: GroupHookupData[], index = 0, totalPages = 1) =>
  json({ data: { groupHookups: { elements, totalPages, page: index } } });

function renderList(listAnswer: (call: Call) => Response, url = '/group-hookups') {
  const gateway = fakeGateway({
    GroupHookups: [listAnswer],
    HighlightedGroupHookups: [() => json({ data: { highlightedGroupHookups: [] } })],
    GroupHookupCategories: [() => json({ data: { categories: [{ name: 'PRACTICE', label: 'Practice' }] } })],
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter([{ path: '/group-hookups', element: <GroupHookupsPage /> }, { path: '*', element: <p>elsewhere</p> }], {
    initialEntries: [url],
  });
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, live, router };
}

const changes = (live: ReturnType<typeof fakeLiveClient>) => live.live().find((s) => s.operationName === 'LiveGroupHookupChanged');

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(STORAGE_KEYS.groupHookupsTutorialFinished, 'true');
});
afterEach(cleanup);

describe('group hookups page', () => {
  it('shows the tutorial on the first visit, once', async () => {
    localStorage.removeItem(STORAGE_KEYS.groupHookupsTutorialFinished);
    signIn(['ROLE_USER']);
    renderList(() => page([]));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to group hookups' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close the tutorial' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.groupHookupsTutorialFinished)).toBe('true'));
  });

  it('gives clients the four tabs and admins Pending approval and the connections report too', async () => {
    signIn(['ROLE_USER']);
    renderList(() => page([]));
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Upcoming', 'Mine', 'Hosting', 'Past']);
    expect(screen.queryByRole('button', { name: 'Download connections report' })).toBeNull();
    cleanup();
    signIn(['ROLE_ADMIN']);
    renderList(() => page([]));
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toContain('Pending approval');
    expect(screen.getByRole('button', { name: 'Download connections report' })).toBeTruthy();
  });

  it('asks for the Upcoming list with the page size and the category filter', async () => {
    signIn(['ROLE_USER']);
    const { gateway } = renderList(() => page([groupHookup('gh-1', { title: 'Cold calling clinic' })]), '/group-hookups?category=PRACTICE');
    expect(await screen.findByRole('link', { name: 'Cold calling clinic' })).toBeTruthy();
    expect(gateway.of('GroupHookups')[0].variables).toMatchObject({ view: 'UPCOMING', category: 'PRACTICE', page: 0, size: 15 });
  });

  it('loads the next page until the page index reaches totalPages', async () => {
    signIn(['ROLE_USER']);
    const { gateway } = renderList((call) =>
      call.variables.page === 0 ? page([groupHookup('gh-1', { title: 'First' })], 0, 2) : page([groupHookup('gh-2', { title: 'Second', startDate: '2030-02-01T10:00:00.000Z' })], 1, 2),
    );
    await screen.findByRole('link', { name: 'First' });
    // jsdom has no IntersectionObserver: the sentinel offers a button instead
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Second' })).toBeTruthy();
    expect(gateway.of('GroupHookups').map((c) => c.variables.page)).toEqual([0, 1]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('an admin sees a pending group hookup arrive live and leave the tab once approved', async () => {
    signIn(['ROLE_ADMIN']);
    const { live, gateway } = renderList(() => page([]), '/group-hookups?tab=pending');
    expect(await screen.findByText('Nothing waits for approval.')).toBeTruthy();
    expect(gateway.of('GroupHookups')[0].variables).toMatchObject({ view: 'ALL', status: 'PENDING' });
    await waitFor(() => expect(changes(live)).toBeTruthy());
    const pending = groupHookup('gh-9', { title: 'Objection handling', status: 'PENDING' });
    changes(live)!.push({ data: { groupHookupChanged: { eventId: '1', kind: 'created', groupHookup: pending } } });
    const card = (await screen.findByRole('link', { name: 'Objection handling' })).closest('article')!;
    expect(within(card).getByText('PENDING')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Approve Objection handling' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reject Objection handling' })).toBeTruthy();
    changes(live)!.push({ data: { groupHookupChanged: { eventId: '2', kind: 'approved', groupHookup: { ...pending, status: 'APPROVED' } } } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Objection handling' })).toBeNull());
  });

  it("shows 'NOT ACCEPTED' with the space", async () => {
    signIn(['ROLE_USER']);
    renderList(() => page([groupHookup('gh-1', { title: 'Rejected one', status: 'NOT_ACCEPTED', isHost: true })]), '/group-hookups?tab=hosting');
    const card = (await screen.findByRole('link', { name: 'Rejected one' })).closest('article')!;
    expect(within(card).getByText('NOT ACCEPTED')).toBeTruthy();
  });

  it('asks to accept the guideline once before the first create', async () => {
    signIn(['ROLE_USER']);
    renderList(() => page([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Create group hookup' }));
    const guideline = await screen.findByRole('alertdialog', { name: 'Group hookup guideline' });
    fireEvent.click(within(guideline).getByRole('button', { name: 'I accept' }));
    expect(localStorage.getItem(STORAGE_KEYS.acceptedGroupHookupGuideline)).toBe('true');
    const form = await screen.findByRole('dialog', { name: 'Create group hookup' });
    expect(within(form).getByRole('radiogroup')).toBeTruthy();
    expect(within(form).queryByRole('checkbox', { name: 'Sponsored' })).toBeNull();
    cleanup();
    renderList(() => page([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Create group hookup' }));
    expect(await screen.findByRole('dialog', { name: 'Create group hookup' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
