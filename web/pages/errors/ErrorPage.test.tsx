import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_EMAIL } from '~/common/constants';
import ErrorPage from '~/web/pages/errors/ErrorPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('boom');
}

function renderRoute(element: React.ReactNode, loader?: () => unknown) {
  const router = createMemoryRouter([{ path: '/', element, loader, errorElement: <ErrorPage />, hydrateFallbackElement: <p>Loading</p> }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
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

  it('shows the not-found words for a 404 thrown by a loader', async () => {
    renderRoute(<p>never shown</p>, () => {
      throw new Response('missing', { status: 404 });
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
  });

});
