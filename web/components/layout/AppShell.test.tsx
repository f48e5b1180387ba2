import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Client, cacheExchange, fetchExchange, subscriptionExchange } from '@urql/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '~/common/constants';
import { CONTACT_EMAIL } from '~/common/constants';
import { AppShell } from '~/web/components/layout/AppShell';
import { notification, notificationPage } from '~/web/testing/notifications';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import NotFoundPage from '~/web/pages/errors/NotFoundPage';

const session = vi.hoisted(() => ({ roles: ['ROLE_USER'] as string[], logout: () => undefined }));

vi.mock('~/web/lib/session', () => ({
  useSession: () => ({
    status: 'authenticated',
    user: {
      uuid: 'u-1',
      username: 'ada@example.com',
      fullName: 'Ada Lovelace',
      imageUrl: null,
      roles: session.roles,
      verified: true,
    },
    logout: session.logout,
  }),
}));

// jsdom has no ResizeObserver; the menu's positioning (floating-ui) observes sizes with it.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(async () => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  // the shell's menus load after the first paint (issue 21); compile their modules once here, so the first test
  // waits for a chunk as a browser does (milliseconds), not for Vite's first transform of them
  await Promise.all([
    import('~/web/components/layout/AccountMenu'),
    import('~/web/components/layout/NavDrawer'),
    import('~/web/components/layout/NavGroupMenu'),
    import('~/web/components/layout/InviteFriendsDialog'),
    import('~/web/components/notifications/NotificationBell'),
  ]);
}, 30_000);
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

const gates = (fullCalendar: boolean) => [
  { name: 'full_calendar', enabled: fullCalendar, description: 'The calendar page' },
  { name: 'onboarding_side_drawer', enabled: false, description: 'The tutorial drawer' },
];

function renderShell(roles: Role[], { fullCalendar = false, path = '/home' }: { fullCalendar?: boolean; path?: string } = {}) {
  const gateway = fakeGateway({
    FeatureGates: [() => json({ data: { featureGates: gates(fullCalendar) } })],
    Notifications: [() => notificationPage([notification('2'), notification('1')])],
  });
  // the bell's live feed opens and stays quiet
  const quietLive = subscriptionExchange({ forwardSubscription: () => ({ subscribe: () => ({ unsubscribe() {} }) }) });
  const client = new Client({
    url: 'http://app.test/graphql',
    exchanges: [cacheExchange, fetchExchange, quietLive],
    fetch: gateway.fetchFn as typeof fetch,
  });
  session.roles = roles;
  session.logout = vi.fn();
  const router = createMemoryRouter(
    [
      {
        element: <AppShell />,
        children: [
          { path: '/home', element: <h1>Home page</h1> },
          { path: '/profile', element: <h1>Profile page</h1> },
          { path: '/settings', element: <h1>Settings page</h1> },
          { path: '/timecycles', element: <h1>Timecycles page</h1> },
          { path: '/timeslots', element: <h1>Timeslots page</h1> },
          { path: '/group-hookups', element: <h1>Group Hookups page</h1> },
          { path: '/calendar', element: <h1>Calendar page</h1> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return Object.assign(router, { gateway });
}

describe('AppShell', () => {
  it('keeps the menu, the bell and the avatar around a page that does not exist, with one main and one h1', async () => {
    renderShell(['ROLE_USER'], { path: '/no-such-page' });
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // the bell's code loads after the first paint (issue 21): until then a look-alike nobody can press
    expect(await within(screen.getByRole('banner')).findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'GO HOME' })).toBeTruthy();
  });

  it('has the header, main navigation and main landmarks around the page', () => {
    renderShell(['ROLE_USER']);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Home page' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    // Invite Friends is the page /invite now
    expect(within(nav).getByRole('link', { name: 'Invite Friends' }).getAttribute('href')).toBe('/invite');
  });

  it('puts the notification bell in the top bar, with the count of new notifications', async () => {
    const shell = renderShell(['ROLE_USER']);
    const bell = await within(screen.getByRole('banner')).findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell.getAttribute('aria-describedby')).toBeTruthy());
    expect(document.getElementById(bell.getAttribute('aria-describedby')!)?.textContent).toBe('2 new');
    expect(shell.gateway.of('Notifications')).toHaveLength(1);
  });

  it('shows an admin no client-only Invite Friends in the top bar', () => {
    renderShell(['ROLE_ADMIN']);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('button', { name: 'Invite Friends' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Invite Friends' })).toBeNull();
  });

  it('offers My Profile, Settings and Log out in the avatar menu', async () => {
    const router = renderShell(['ROLE_USER']);
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My Profile',
      'Settings',
      'Log out',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(menu));
    // keyboard: the first item is My Profile
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toMatch(/profile$/));
    fireEvent.keyDown(menu, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('logs out from the avatar menu', async () => {
    renderShell(['ROLE_USER']);
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(document.activeElement).toBe(menu));
    fireEvent.keyDown(menu, { key: 'End' }); // Log out is the last item
    await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toMatch(/logout$/));
    fireEvent.keyDown(menu, { key: 'Enter' });
    await waitFor(() => expect(session.logout).toHaveBeenCalledOnce());
  });

  it('ends the side drawer with Contact us for a client', async () => {
    renderShell(['ROLE_USER']);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog');
    const links = within(drawer).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      '1-to-1 Hookups',
      'Group Hookups',
      'My Network',
      'Reviews',
      'Referrals',
      'Experts',
      'Ambassadors',
      'Member Perks',
      'Community',
      'Invite Friends',
      'Chat',
      'AI Assistant',
      'Settings',
      'My Profile',
      'Contact us',
    ]);
    expect(links.at(-1)!.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
    const hookups = within(drawer).getByRole('group', { name: 'Hookups' });
    expect(within(hookups).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/timeslots', '/group-hookups']);
  });

  it('ends the side drawer with Invite Friends for an admin, which opens the invite dialog', async () => {
    renderShell(['ROLE_ADMIN']);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Invite Friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Friends' });
    const input = within(dialog).getByLabelText('Registration link') as HTMLInputElement;
    expect(input.value).toBe(`${window.location.origin}/register`);
    const share = within(dialog).getByRole('link', { name: 'Share by email' });
    expect(share.getAttribute('href')).toMatch(/^mailto:\?subject=/);
  });

  it('lists Timecycles in the Hookups group of the drawer for an admin', async () => {
    renderShell(['ROLE_ADMIN']);
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const drawer = await screen.findByRole('dialog');
    const hookups = within(drawer).getByRole('group', { name: 'Hookups' });
    expect(within(hookups).getAllByRole('link').map((link) => link.textContent)).toEqual(['Timecycles', '1-to-1 Hookups', 'Group Hookups']);
  });

  it('opens the Hookups menu of the top bar with the children a client may see, and follows one', async () => {
    const router = renderShell(['ROLE_USER']);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(await within(nav).findByRole('button', { name: 'Hookups' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['1-to-1 Hookups', 'Group Hookups']);
    fireEvent.click(items[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/timeslots'));
  });

  it('offers an admin Timecycles in the Hookups menu, reachable by keyboard', async () => {
    const router = renderShell(['ROLE_ADMIN']);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    fireEvent.click(await within(nav).findByRole('button', { name: 'Hookups' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Timecycles', '1-to-1 Hookups', 'Group Hookups']);
    await waitFor(() => expect(document.activeElement).toBe(menu));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.keyDown(menu, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/timecycles'));
  });

  it('shows the labelled calendar icon only while the gate full_calendar is on', async () => {
    const on = renderShell(['ROLE_USER'], { fullCalendar: true });
    const link = await screen.findByRole('link', { name: 'Calendar' });
    expect(link.getAttribute('href')).toBe('/calendar');
    expect(on.gateway.of('FeatureGates')).toHaveLength(1);
    cleanup();

    const off = renderShell(['ROLE_USER'], { fullCalendar: false });
    await waitFor(() => expect(off.gateway.of('FeatureGates')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Home page' });
    // the answer has arrived and rendered: still no icon
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('link', { name: 'Calendar' })).toBeNull();
  });
});
