import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveTokens } from '~/web/lib/storage';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import ValidationPage from './ValidationPage';

const unverified = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: false };

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('verify-your-email page', () => {
  it("'Click here' sends the email again and says so in the spec's words", async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' }, false);
    const gateway = fakeGateway({
      SessionUser: [() => json({ data: { me: unverified } })],
      ResendVerificationEmail: [() => json({ data: { resendVerificationEmail: { message: 'sent' } } })],
    });
    renderWithSession(<ValidationPage />, { path: '/validation', gateway });
    fireEvent.click(await screen.findByRole('button', { name: 'Click here' }));
    expect(await screen.findByText("We've sent you another email to validate your account.")).toBeTruthy();
    expect(gateway.of('ResendVerificationEmail')).toHaveLength(1);
  });

  it('the log-out link ends the session and goes to /login', async () => {
    saveTokens({ accessToken: 'a', refreshToken: 'r' }, false);
    const gateway = fakeGateway({ SessionUser: [() => json({ data: { me: unverified } })], Logout: [() => json({ data: { logout: true } })] });
    const { navigate } = renderWithSession(<ValidationPage />, { path: '/validation', gateway });
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(sessionStorage.getItem('session')).toBeNull();
    await waitFor(() => expect(gateway.of('Logout')[0]?.variables).toEqual({ refreshToken: 'r' }));
  });
});
