import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RequireRoles, RequireSession } from '~/web/app/guards';
import { SessionProvider } from '~/web/lib/session';
import { saveTokens } from '~/web/lib/storage';
import { fakeGateway, json } from '~/web/testing/fakeGateway';

const member = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

function renderAt(url: string, me: typeof member | null) {
  if (me) saveTokens({ accessToken: 'a', refreshToken: 'r' }, false);
  const gateway = fakeGateway({ SessionUser: [() => json({ data: { me } })] });
  const router = createMemoryRouter(
    [
      {
        element: <RequireSession />,
        children: [
          { path: '/', element: <p>root</p> },
          { path: '/settings', element: <p>settings page</p> },
          { element: <RequireRoles roles={['ROLE_ADMIN']} />, children: [{ path: '/users', element: <p>users page</p> }] },
        ],
      },
      { path: '/login', element: <p>login page</p> },
      { path: '/validation', element: <p>validation page</p> },
      { path: '/home', element: <p>home page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionProvider navigate={(to) => void router.navigate(to)} fetch={gateway.fetchFn as typeof fetch}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

describe('route guards', () => {
  it('without a session the authenticated area sends to /login?next={path}', async () => {
    const router = renderAt('/settings?tab=email', null);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('?next=%2Fsettings%3Ftab%3Demail');
  });

  it('at the root the redirect has no next', async () => {
    const router = renderAt('/', null);
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('an unverified member is sent to /validation', async () => {
    renderAt('/settings', { ...member, verified: false });
    expect(await screen.findByText('validation page')).toBeTruthy();
  });

  it('a signed-in member sees the page once the session is restored', async () => {
    renderAt('/settings', member);
    expect(await screen.findByText('settings page')).toBeTruthy();
  });

  it('a member without the role is sent to /home', async () => {
    renderAt('/users', member);
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
