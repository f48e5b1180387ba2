import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider, type Client } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, CONTACT_EMAIL } from '~/common/constants';
import { addBreadcrumb, clearBreadcrumbs } from '~/web/components/feedback/breadcrumbs';
import ErrorPage from '~/web/pages/errors/ErrorPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
beforeEach(() => clearBreadcrumbs());

function Broken(): never {
  throw new Error('boom');
}

// the urql client the page reports through: records reportError's input; no Sentry DSN
function fakeClient() {
  const reports: unknown[] = [];
  const client = {
    mutation: vi.fn((_document: unknown, variables: { input: unknown }) => {
      reports.push(variables.input);
      return { toPromise: async () => ({ data: { reportError: true } }) };
    }),
    query: vi.fn(() => ({ toPromise: async () => ({ data: { feedbackSettings: { redirect: false, sentryDsn: null } } }) })),
  };
  return { client: client as unknown as Client, reports };
}

function renderRoute(element: React.ReactNode, loader?: () => unknown, client = fakeClient().client) {
  const router = createMemoryRouter([{ path: '/:id?', element, loader, errorElement: <ErrorPage />, hydrateFallbackElement: <p>Loading</p> }], {
    initialEntries: ['/broken?x=1'],
  });
  render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('ErrorPage', () => {
  it("shows 'Sorry, we broke something!' with a write-us mail link when a page throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(<Broken />);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Sorry, we broke something!');
    const link = screen.getByRole('link', { name: 'write us' });
    expect(link.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
  });

  it('reports what it caught with the route, the release and the breadcrumb trail (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    addBreadcrumb('navigate /home');
    addBreadcrumb('click Hookups');
    const { client, reports } = fakeClient();
    renderRoute(<Broken />, undefined, client);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ message: 'boom', route: '/broken?x=1', release: APP_VERSION, breadcrumbs: ['navigate /home', 'click Hookups'] });
  });

  it('shows the not-found words for a 404 thrown by a loader, and does not report it', async () => {
    const { client, reports } = fakeClient();
    renderRoute(
      <p>never shown</p>,
      () => {
        throw new Response('missing', { status: 404 });
      },
      client,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(reports).toHaveLength(0);
  });

  it('does not report a failed module load (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, reports } = fakeClient();
    renderRoute(<p>never shown</p>, () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js');
    }, client);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports).toHaveLength(0);
  });
});
