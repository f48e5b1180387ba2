import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '~/common/constants';
import { formatDateTime } from '~/web/lib/dates';
import { ClockCard } from './ClockCard';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('settings: the clock', () => {
  it('choosing the 12-hour clock stores it and every formatted time follows; choosing 24 hours again goes back', async () => {
    render(<ClockCard />);
    const toggle = screen.getByRole('checkbox', { name: 'Use the 12-hour clock' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/^Now: /).textContent).not.toMatch(/[ap]m$/);

    fireEvent.click(toggle);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.timeFormat24h)).toBe('false'));
    expect(screen.getByText(/^Now: /).textContent).toMatch(/[ap]m$/);
    expect(formatDateTime('2026-03-01T15:30:00Z')).toMatch(/ [ap]m$/);

    fireEvent.click(toggle);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.timeFormat24h)).toBe('true'));
    expect(formatDateTime('2026-03-01T15:30:00Z')).not.toMatch(/[ap]m/);
  });
});
