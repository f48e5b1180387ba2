import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Provider, type Client } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_VERSION, CONTACT_EMAIL } from '~/common/constants';
import { addBreadcrumb, clearBreadcrumbs } from '~/web/components/feedback/breadcrumbs';
import { RouteErrorBoundary } from '~/web/pages/errors/ErrorPage';

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

function Boundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary location={useLocation()}>
      <Suspense fallback={<p>Loading</p>}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

function renderRoute(element: ReactNode, client = fakeClient().client) {
  render(
    <Provider value={client}>
      <MemoryRouter initialEntries={['/broken?x=1']}>
        <Boundary>{element}</Boundary>
      </MemoryRouter>
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
    renderRoute(<Broken />, client);
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({ message: 'boom', route: '/broken?x=1', release: APP_VERSION, breadcrumbs: ['navigate /home', 'click Hookups'] });
  });

  it('does not report a failed module load (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, reports } = fakeClient();
    const Page = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js')));
    renderRoute(<Page />, client);
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports).toHaveLength(0);
  });
});
