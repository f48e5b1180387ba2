import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from '~/web/components/feedback/OfflineBanner';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  it('shows nothing while online', () => {
    render(<OfflineBanner />);
    expect(screen.queryByText('No internet connection.')).toBeNull();
  });

  it("shows 'No internet connection.' when the browser goes offline and hides it when back online", () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status').textContent).toBe('No internet connection.');
    goOffline(false);
    expect(screen.queryByText('No internet connection.')).toBeNull();
  });

  it('shows the banner at once when the app starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByText('No internet connection.')).toBeTruthy();
  });
});
