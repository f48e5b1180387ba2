import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toaster } from '~/web/components/ui/toast';

afterEach(() => {
  act(() => toaster.remove());
  cleanup();
});

describe('toaster', () => {
  it('shows toasts for 4000 ms, at most 3 at a time (spec §9), at the top below the top bar, clear of the chat composer', () => {
    expect(toaster.attrs.duration).toBe(4000);
    expect(toaster.attrs.max).toBe(3);
    expect(toaster.attrs.placement).toBe('top');
    expect(toaster.attrs.offsets).toMatchObject({ top: 'calc(var(--sizes-top-bar) + 1rem)' });
  });

  it('keeps only 3 toasts visible when more are created', () => {
    act(() => {
      for (let i = 1; i <= 5; i += 1) toaster.create({ title: `Toast ${i}`, type: 'info' });
    });
    expect(toaster.getVisibleToasts()).toHaveLength(3);
  });

  it('shows a message once when it is toasted again while still shown, and distinct messages side by side', () => {
    act(() => {
      for (let i = 0; i < 3; i += 1) toaster.create({ title: 'You are sending messages too quickly.', type: 'error' });
      toaster.create({ title: 'Could not save', type: 'error' });
    });
    expect(toaster.getVisibleToasts().map((t) => t.title)).toEqual(['Could not save', 'You are sending messages too quickly.']);
  });

  it('renders a created toast with its title, description and an alert role for errors', async () => {
    render(<Toaster />);
    act(() => {
      toaster.create({ title: 'Could not save', description: 'Try again.', type: 'error' });
    });
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Could not save');
    expect(toast.textContent).toContain('Try again.');
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeTruthy();
  });
});
