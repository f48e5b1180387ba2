import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '~/web/testing/resizeObserver';
import { ADMIN_FILTER_DEBOUNCE_MS, DEFAULT_PAGE_SIZE } from '~/common/constants';
import { ADMIN_USERS } from '~/common/messages/adminUsers';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import UsersPage from './UsersPage';

const report = vi.hoisted(() => ({ download: vi.fn(async (_query?: Record<string, string | undefined>) => undefined) }));
vi.mock('~/web/components/admin-users/usersReport', () => ({ useUsersReport: () => report.download }));

stubResizeObserver();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  report.download.mockClear();
});

function row(uuid: string, fullName: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminUserRow',
    uuid,
    fullName,
    username: `${uuid}@example.com`,
    imageUrl: null,
    jobPosition: 'Account Executive',
    roles: ['ROLE_USER'],
    city: 'Berlin',
    companyName: 'Acme',
    location: { name: 'Berlin, Germany' },
    subscribe: true,
    active: true,
    verified: true,
    createdOn: '2030-01-01T10:00:00.000Z',
    lastActivity: null,
    ...overrides,
  };
}

const usersPage = (elements: unknown[], totalPages = 1, page = 0) => json({ data: { adminUsers: { elements, totalPages, totalElements: elements.length, page } } });
const ROLES = [
  { role: 'ROLE_ADMIN', label: 'Admin' },
  { role: 'ROLE_USER', label: 'Client' },
  { role: 'ROLE_AMBASSADOR', label: 'Ambassador' },
  { role: 'ROLE_EXPERT', label: 'Expert' },
];

type Routes = Parameters<typeof fakeGateway>[0];

function renderPage(routes: Routes = {}) {
  const gateway = fakeGateway({
    AdminUsers: [() => usersPage([row('u-1', 'Ada Lovelace'), row('u-2', 'Grace Hopper', { active: false, roles: ['ROLE_USER', 'ROLE_EXPERT'] })], 2)],
    Roles: [() => json({ data: { roles: ROLES } })],
    ...routes,
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/users', element: <UsersPage /> },
      { path: '/users/:uuid', element: <p>user page</p> },
      { path: '/users/:uuid/edit', element: <p>edit page</p> },
      { path: '/users/create', element: <p>create page</p> },
    ],
    { initialEntries: ['/users'] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, router };
}

const usersTable = () => screen.findByRole('table', { name: 'Users' });

const ACTION_VALUES: Record<string, string> = { 'View profile': 'view', Edit: 'edit', 'Change roles': 'roles', Disable: 'active', Enable: 'active' };

/** Opens a user's row actions menu and picks one of its items with the keyboard, as jsdom has no pointer events. */
async function chooseAction(fullName: string, item: string) {
  fireEvent.click(within(await usersTable()).getByRole('button', { name: `Actions for ${fullName}` }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(document.activeElement).toBe(menu));
  const wanted = new RegExp(`${ACTION_VALUES[item]}$`);
  for (let step = 0; step < 5 && !wanted.test(menu.getAttribute('aria-activedescendant') ?? ''); step++) {
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBeTruthy());
  }
  expect(menu.getAttribute('aria-activedescendant')).toMatch(wanted);
  fireEvent.keyDown(menu, { key: 'Enter' });
}
const lastList = (gateway: ReturnType<typeof fakeGateway>) => gateway.of('AdminUsers').at(-1)!.variables;

describe('/users', () => {
  it('lists the users newest first, 15 a page, with their columns and row actions', async () => {
    const { gateway } = renderPage();
    const table = await usersTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Ada Lovelace');
    expect(rows[0].textContent).toContain('Berlin, Germany');
    expect(rows[1].textContent).toContain('Client, Expert');
    expect(rows[1].textContent).toContain('Disabled');
    expect(lastList(gateway)).toEqual({ filters: null, page: 0, size: DEFAULT_PAGE_SIZE, sortBy: 'createdOn', sortDirection: 'desc' });
    // the row actions sit in one menu per row
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Actions for Grace Hopper' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View profile', 'Edit', 'Change roles', 'Enable']);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList(gateway)).toMatchObject({ page: 1 }));
  });

  it('waits 500 ms after typing and sends only the filters with a value', async () => {
    const { gateway } = renderPage();
    await usersTable();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = gateway.of('AdminUsers').length;
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Ber' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '  Germany ' } });
    fireEvent.change(screen.getByLabelText('Job position'), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText('Subscribed'), { target: { value: 'false' } });
    await act(async () => vi.advanceTimersByTime(ADMIN_FILTER_DEBOUNCE_MS - 100));
    expect(gateway.of('AdminUsers').slice(asked).some((call: Call) => call.variables.filters)).toBe(false);
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Berlin' } });
    await act(async () => vi.advanceTimersByTime(ADMIN_FILTER_DEBOUNCE_MS - 100));
    expect(gateway.of('AdminUsers').slice(asked).some((call: Call) => call.variables.filters)).toBe(false);
    await act(async () => vi.advanceTimersByTime(200));
    await waitFor(() => expect(lastList(gateway)).toMatchObject({ filters: { city: 'Berlin', locationName: 'Germany', isSubscribe: false }, page: 0 }));
    // the empty job position is not sent, and nothing was asked for what was typed on the way
    expect(lastList(gateway).filters).toEqual({ city: 'Berlin', locationName: 'Germany', isSubscribe: false });
    expect(gateway.of('AdminUsers').slice(asked).filter((call: Call) => (call.variables.filters as { city?: string } | null)?.city === 'Ber')).toHaveLength(0);
    // clearing every filter sends none
    fireEvent.change(screen.getByLabelText('City'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Subscribed'), { target: { value: '' } });
    await act(async () => vi.advanceTimersByTime(ADMIN_FILTER_DEBOUNCE_MS + 10));
    await waitFor(() => expect(lastList(gateway).filters).toBeNull());
  });

  it('starts a new filter or sort at the first page without asking for the page shown with it', async () => {
    const { gateway } = renderPage({
      AdminUsers: [(call) => usersPage([row('u-1', 'Ada Lovelace')], 3, Number(call.variables.page))],
    });
    await usersTable();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = gateway.of('AdminUsers').length;
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Berlin' } });
    await act(async () => vi.advanceTimersByTime(ADMIN_FILTER_DEBOUNCE_MS + 10));
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    // the new filter is asked once, for the first page: never for the page shown before it
    expect(gateway.of('AdminUsers').slice(asked).map((call: Call) => call.variables)).toEqual([
      { filters: { city: 'Berlin' }, page: 0, size: DEFAULT_PAGE_SIZE, sortBy: 'createdOn', sortDirection: 'desc' },
    ]);
    vi.useRealTimers();

    // the same for a new sort
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    const sorted = gateway.of('AdminUsers').length;
    fireEvent.click(within(await usersTable()).getByRole('button', { name: 'City' }));
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    const resorted = gateway.of('AdminUsers').slice(sorted);
    expect(resorted.map((call: Call) => [call.variables.sortBy, call.variables.page])).toEqual([['city', 0]]);
  });

  it('sorts by a column header, then the other way round on a second click', async () => {
    const { gateway } = renderPage();
    const table = await usersTable();
    fireEvent.click(within(table).getByRole('button', { name: 'City' }));
    await waitFor(() => expect(lastList(gateway)).toMatchObject({ sortBy: 'city', sortDirection: 'asc' }));
    fireEvent.click(within(await usersTable()).getByRole('button', { name: /City/ }));
    await waitFor(() => expect(lastList(gateway)).toMatchObject({ sortBy: 'city', sortDirection: 'desc' }));
    expect(within(await usersTable()).getByRole('columnheader', { name: /City/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('exports the CSV with the filters and sort of the list', async () => {
    renderPage();
    await usersTable();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Acme' } });
    await act(async () => vi.advanceTimersByTime(ADMIN_FILTER_DEBOUNCE_MS + 10));
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(report.download).toHaveBeenCalledTimes(1));
    expect(report.download.mock.calls[0][0]).toEqual({ sortBy: 'createdOn', sortDirection: 'desc', companyName: 'Acme' });
  });

  it('changes roles in a dialog with a checkbox per role; at least one must stay ticked', async () => {
    const { gateway } = renderPage({ SetUserRoles: [() => json({ data: { setUserRoles: { uuid: 'u-2', roles: ['ROLE_USER', 'ROLE_AMBASSADOR'] } } })] });
    const table = await usersTable();
    await chooseAction('Grace Hopper', 'Change roles');
    const dialog = await screen.findByRole('dialog', { name: 'Change roles' });
    const box = (label: string) => within(dialog).getByRole('checkbox', { name: label }) as HTMLInputElement;
    await waitFor(() => expect(box('Expert').checked).toBe(true));
    expect(box('Client').checked).toBe(true);
    expect(box('Admin').checked).toBe(false);
    // untick everything: refused before the gateway is asked
    fireEvent.click(box('Client'));
    fireEvent.click(box('Expert'));
    // Ark's checkbox tells its change a moment later
    await waitFor(() => expect([box('Client').checked, box('Expert').checked]).toEqual([false, false]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog).findByText(ADMIN_USERS.rolesRequired)).toBeTruthy();
    expect(gateway.of('SetUserRoles')).toHaveLength(0);
    fireEvent.click(box('Ambassador'));
    fireEvent.click(box('Client'));
    await waitFor(() => expect([box('Ambassador').checked, box('Client').checked]).toEqual([true, true]));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(gateway.of('SetUserRoles')).toHaveLength(1));
    // in the server's order of roles, whatever the clicking order
    expect(gateway.of('SetUserRoles')[0].variables).toEqual({ uuid: 'u-2', roles: ['ROLE_USER', 'ROLE_AMBASSADOR'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change roles' })).toBeNull());
  });

  it('shows the server’s refusal of a role change in the dialog', async () => {
    renderPage({
      SetUserRoles: [() => json({ data: null, errors: [{ message: ADMIN_USERS.cannotRemoveOwnAdmin, extensions: { code: 'BAD_USER_INPUT' } }] })],
    });
    await chooseAction('Ada Lovelace', 'Change roles');
    const dialog = await screen.findByRole('dialog', { name: 'Change roles' });
    await waitFor(() => within(dialog).getByRole('checkbox', { name: 'Expert' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Expert' }));
    await waitFor(() => expect((within(dialog).getByRole('checkbox', { name: 'Expert' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog).findByText(ADMIN_USERS.cannotRemoveOwnAdmin)).toBeTruthy();
  });

  it('disables a user only after the confirmation, then asks for the list again', async () => {
    const { gateway } = renderPage({ DisableUser: [() => json({ data: { disableUser: { uuid: 'u-1', active: false } } })] });
    await chooseAction('Ada Lovelace', 'Disable');
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable user' });
    expect(dialog.textContent).toContain('Ada Lovelace will be logged out everywhere');
    expect(gateway.of('DisableUser')).toHaveLength(0);
    // cancel does nothing
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(gateway.of('DisableUser')).toHaveLength(0);

    await chooseAction('Ada Lovelace', 'Disable');
    const again = await screen.findByRole('alertdialog', { name: 'Disable user' });
    const listed = gateway.of('AdminUsers').length;
    fireEvent.click(within(again).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(gateway.of('DisableUser')).toHaveLength(1));
    expect(gateway.of('DisableUser')[0].variables).toEqual({ uuid: 'u-1' });
    await waitFor(() => expect(gateway.of('AdminUsers').length).toBeGreaterThan(listed));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('enables a disabled user after the confirmation', async () => {
    const { gateway } = renderPage({ EnableUser: [() => json({ data: { enableUser: { uuid: 'u-2', active: true } } })] });
    await chooseAction('Grace Hopper', 'Enable');
    const dialog = await screen.findByRole('alertdialog', { name: 'Enable user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await waitFor(() => expect(gateway.of('EnableUser')).toHaveLength(1));
  });

  it('says so when no user matches', async () => {
    renderPage({ AdminUsers: [() => usersPage([], 0)] });
    expect(await screen.findByText(ADMIN_USERS.empty)).toBeTruthy();
  });
});
