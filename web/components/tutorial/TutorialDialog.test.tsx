import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TutorialDialog } from '~/web/components/tutorial/TutorialDialog';

afterEach(cleanup);

describe('TutorialDialog', () => {
  it('walks through the steps with Next and Back and closes with Finish', async () => {
    const onOpenChange = vi.fn();
    render(<TutorialDialog open onOpenChange={onOpenChange} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hookups: one-to-one meetings' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
