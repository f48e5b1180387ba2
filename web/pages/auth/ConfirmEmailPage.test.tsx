import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '~/common/constants';
import { PAGES } from '~/common/messages/pages';
import { getFlag } from '~/web/lib/storage';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import ConfirmEmailPage from './ConfirmEmailPage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('email confirmation page', () => {
  it('confirms the token once, asks for calendar sync and a profile image, and opens the tutorial', async () => {
    const gateway = fakeGateway({ ConfirmEmail: [() => json({ data: { confirmEmail: { message: 'Your email has been confirmed.' } } })] });
    renderWithSession(<ConfirmEmailPage />, { path: '/user/confirm', url: '/user/confirm?token=abc', gateway });
    expect(await screen.findByText('Your email has been confirmed.')).toBeTruthy();
    expect(gateway.of('ConfirmEmail').map((c) => c.variables)).toEqual([{ token: 'abc' }]);
    expect(getFlag(STORAGE_KEYS.askCalendarSync)).toBe(true);
    expect(getFlag(STORAGE_KEYS.askProfileImage)).toBe(true);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to log in', hidden: true }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's message when the confirmation fails", async () => {
    const gateway = fakeGateway({
      ConfirmEmail: [() => json({ data: null, errors: [{ message: 'This link is invalid or has expired.', extensions: { code: 'BAD_USER_INPUT' } }] })],
    });
    renderWithSession(<ConfirmEmailPage />, { path: '/user/confirm', url: '/user/confirm?token=old', gateway });
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
  });

  it("falls back to 'An error occurred. Please try again later.'", async () => {
    const gateway = fakeGateway({ ConfirmEmail: [() => new Response('bad gateway', { status: 502 })] });
    renderWithSession(<ConfirmEmailPage />, { path: '/user/confirm', url: '/user/confirm?token=abc', gateway });
    expect(await screen.findByText(PAGES.confirmFailure)).toBeTruthy();
  });
});
