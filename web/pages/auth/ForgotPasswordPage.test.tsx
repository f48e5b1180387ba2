import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages/auth';
import { VALIDATION } from '~/common/messages/validation';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import ForgotPasswordPage from './ForgotPasswordPage';

afterEach(cleanup);

describe('forgot password page', () => {
  it('asks for a valid email', async () => {
    renderWithSession(<ForgotPasswordPage />, { path: '/forgot-password', gateway: fakeGateway({}) });
    fireEvent.change(document.querySelector('input[name="username"]')!, { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(VALIDATION.usernameEmail)).toBeTruthy();
  });

  it("shows the server's message", async () => {
    const gateway = fakeGateway({ RequestPasswordReset: [() => json({ data: { requestPasswordReset: { message: AUTH.resetSent } } })] });
    renderWithSession(<ForgotPasswordPage />, { path: '/forgot-password', gateway });
    fireEvent.change(document.querySelector('input[name="username"]')!, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(AUTH.resetSent)).toBeTruthy();
    expect(gateway.of('RequestPasswordReset')[0].csrf).toBe('csrf-1');
  });
});
