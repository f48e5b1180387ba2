// Test helper: a page inside a memory router, under the real SessionProvider talking to a fake gateway.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SessionProvider } from '~/web/lib/session';
import type { fakeGateway } from '~/web/testing/fakeGateway';

export function renderWithSession(page: ReactElement, { path, url = path, gateway }: { path: string; url?: string; gateway: ReturnType<typeof fakeGateway> }) {
  const navigate = vi.fn();
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <SessionProvider navigate={navigate} fetch={gateway.fetchFn as typeof fetch}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { ...view, navigate, router };
}
