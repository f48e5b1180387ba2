import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages/auth';
import { VALIDATION } from '~/common/messages/validation';
import { readTokens } from '~/web/lib/storage';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import LoginPage from './LoginPage';

const user = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

function fill(name: string, value: string) {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`no input named ${name}`);
  fireEvent.change(input, { target: { value } });
}

/** The page, once its form (a chunk of its own) is in. */
async function renderLogin(options: Parameters<typeof renderWithSession>[1]) {
  const rendered = renderWithSession(<LoginPage />, options);
  await screen.findByRole('button', { name: 'Log in' });
  return rendered;
}

describe('login page', () => {
  it('has labelled fields named after the form fields and a Log in button', async () => {
    await renderLogin({ path: '/login', gateway: fakeGateway({}) });
    expect(screen.getByLabelText(/Email/)).toHaveProperty('name', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveProperty('name', 'password');
    expect(document.querySelector('input[name="rememberMe"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('shows the §5 message under each invalid field', async () => {
    await renderLogin({ path: '/login', gateway: fakeGateway({}) });
    fill('username', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(VALIDATION.usernameEmail)).toBeTruthy();
    expect(screen.getByText(VALIDATION.passwordMin)).toBeTruthy();
  });

  it("shows the server's message when the login is refused, e.g. rate limited", async () => {
    const gateway = fakeGateway({
      Login: [() => json({ data: null, errors: [{ message: AUTH.tooManyAttempts, extensions: { code: 'RATE_LIMITED' } }] })],
    });
    await renderLogin({ path: '/login', gateway });
    fill('username', 'ada@example.com');
    fill('password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(AUTH.tooManyAttempts)).toBeTruthy();
  });

  it('a successful login stores the tokens and goes to next', async () => {
    const gateway = fakeGateway({
      Login: [() => json({ data: { login: { accessToken: 'access', refreshToken: 'refresh', user } } })],
    });
    const { navigate } = await renderLogin({ path: '/login', url: '/login?next=%2Fsettings', gateway });
    fill('username', 'ada@example.com');
    fill('password', 'correct horse');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/settings'));
    expect(readTokens()).toEqual({ accessToken: 'access', refreshToken: 'refresh' });
    expect(gateway.of('Login')[0].variables).toEqual({ input: { username: 'ada@example.com', password: 'correct horse', rememberMe: false } });
  });
});
