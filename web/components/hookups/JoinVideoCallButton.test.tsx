import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { JoinVideoCallButton } from './JoinVideoCallButton';

const MINUTE = 60_000;
const hookup = (startsInMinutes: number, hookupStatus: 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' = 'CONFIRMED') => ({
  videoCallId: 'call-1',
  startDateTime: new Date(Date.now() + startsInMinutes * MINUTE).toISOString(),
  endDateTime: new Date(Date.now() + (startsInMinutes + 30) * MINUTE).toISOString(),
  hookupStatus,
});

function show(h: ReturnType<typeof hookup>) {
  const router = createMemoryRouter([{ path: '/', element: <JoinVideoCallButton hookup={h} /> }]);
  render(<RouterProvider router={router} />);
}

afterEach(cleanup);

describe('Join video call', () => {
  it('is disabled until 5 minutes before the start', () => {
    show(hookup(6));
    expect((screen.getByRole('button', { name: 'Join video call' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('leads to /video/{videoCallId} from 5 minutes before the start', () => {
    show(hookup(4));
    expect(screen.getByRole('link', { name: 'Join video call' }).getAttribute('href')).toBe('/video/call-1');
  });

  it('stays until 10 minutes after the end, even once the hookup is completed', () => {
    show(hookup(-39, 'COMPLETED'));
    expect(screen.getByRole('link', { name: 'Join video call' })).toBeTruthy();
  });

  it('is gone after that, and for a cancelled hookup', () => {
    show(hookup(-41));
    expect(screen.queryByText('Join video call')).toBeNull();
    cleanup();
    show(hookup(0, 'CANCELLED'));
    expect(screen.queryByText('Join video call')).toBeNull();
  });
});
