import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import NotFoundPage from '~/web/pages/errors/NotFoundPage';

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <p>home page</p> },
      { path: '*', element: <NotFoundPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotFoundPage', () => {
  it('says the page was not found, in the words of the spec', () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
    expect(screen.getByText('The page you are looking for does not seem to exist')).toBeTruthy();
    expect(document.title).toBe('Page not found · Hookups');
  });

  it('has one main landmark and one h1', () => {
    renderAt('/nowhere');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('goes to /home with GO HOME', async () => {
    const router = renderAt('/nowhere');
    fireEvent.click(screen.getByRole('button', { name: 'GO HOME' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });
});
