import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { fakeLiveClient, groupHookup } from '~/web/testing/live';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import GuestGroupHookupPage from './GuestGroupHookupPage';
import { GuestLayout } from './GuestLayout';

const notFound = () => json({ data: null, errors: [{ message: GROUP_HOOKUP.notFound, extensions: { code: 'NOT_FOUND' } }] });

function renderGuest(answer: GroupHookupData | null, uuid = answer?.uuid ?? 'unknown') {
  const gateway = fakeGateway({ PublicGroupHookup: [() => (answer ? json({ data: { publicGroupHookup: answer } }) : notFound())] });
  const { client } = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/guest', element: <GuestLayout />, children: [{ path: 'group-hookups/details/:uuid', element: <GuestGroupHookupPage /> }] },
      { path: '/not-found', element: <p>not found page</p> },
    ],
    { initialEntries: [`/guest/group-hookups/details/${uuid}`] },
  );
  render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, router };
}

afterEach(cleanup);

describe('guest group hookup page', () => {
  it('shows the public details with a guest header and a call to log in and attend', async () => {
    const { gateway } = renderGuest(groupHookup('gh-1', { title: 'Cold calling clinic', description: 'Practise your openers with peers.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold calling clinic' })).toBeTruthy();
    expect(screen.getByText('Practise your openers with peers.')).toBeTruthy();
    const header = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(header.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(header.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
    const attend = screen.getByRole('link', { name: 'Log in to attend' });
    expect(attend.getAttribute('href')).toBe(`/login?next=${encodeURIComponent('/group-hookups/details/gh-1')}`);
    expect(gateway.of('PublicGroupHookup')[0].authorization).toBeNull();
  });

  it('sends an unknown uuid to /not-found', async () => {
    const { router } = renderGuest(null, 'nope');
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('sends a private group hookup to /not-found', async () => {
    const { router } = renderGuest(groupHookup('gh-2', { private: true }));
    expect(await screen.findByText('not found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/not-found');
  });
});
