import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL } from '~/common/messages/referrals';
import { Toaster, toaster } from '~/web/components/ui/toast';
import { CopyLinkField } from '~/web/components/ui/copy-link-field';

afterEach(() => {
  act(() => toaster.remove());
  cleanup();
  vi.unstubAllGlobals();
});

describe('CopyLinkField', () => {
  it('shows the link read-only and copies it with Copy, saying so on the button and in a toast', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(
      <>
        <CopyLinkField label="Registration link" link="https://hookups.test/register" copiedMessage={REFERRAL.linkCopied} />
        <Toaster />
      </>,
    );
    const input = screen.getByLabelText('Registration link') as HTMLInputElement;
    expect(input.value).toBe('https://hookups.test/register');
    expect(input.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://hookups.test/register'));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect((await screen.findByText(REFERRAL.linkCopied)).textContent).toBe(REFERRAL.linkCopied);
  });
});
