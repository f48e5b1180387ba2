import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '~/common/constants';
import type { Session } from '~/web/lib/session';
import HomePage, { firstName } from '~/web/pages/home/HomePage';

const session = vi.hoisted(() => ({
  current: {
    status: 'authenticated',
    user: {
      uuid: 'u-1',
      username: 'ada@example.com',
      fullName: 'Ada Lovelace',
      imageUrl: null,
      roles: ['ROLE_USER'],
      verified: true,
    },
    logout: () => undefined,
  } as Partial<Session>,
}));

vi.mock('~/web/lib/session', () => ({ useSession: () => session.current }));

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function renderHome() {
  render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('greets the member by first name', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Ada');
    expect(document.title).toBe('Home · Hookups');
  });

  it('shows the get-started steps with the email already confirmed', () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Get started' })).toBeTruthy();
    expect(screen.getByText('Confirm your email').textContent).toContain('(done)');
    expect(screen.getByText('Book your first hookup').textContent).toContain('(to do)');
    expect(screen.getByText('1 of 4 steps done')).toBeTruthy();
  });

  it("hides the get-started card and stores hideGetStartedCard = 'true'", () => {
    renderHome();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.hideGetStartedCard)).toBe('true');
  });

  it('does not show the card to a member who hid it before', () => {
    localStorage.setItem(STORAGE_KEYS.hideGetStartedCard, 'true');
    renderHome();
    expect(screen.queryByRole('heading', { name: 'Get started' })).toBeNull();
  });

  it('opens the tutorial after the first email confirmation and clears the flag when finished', async () => {
    localStorage.setItem(STORAGE_KEYS.showTutorial, 'true');
    renderHome();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close the tutorial' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.showTutorial)).toBeNull());
  });
});

describe('firstName', () => {
  it('takes the first word of the full name', () => {
    expect(firstName('Ada King Lovelace')).toBe('Ada');
    expect(firstName('  Grace ')).toBe('Grace');
    expect(firstName(null)).toBe('');
  });
});
