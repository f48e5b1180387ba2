import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages/auth';
import { VALIDATION } from '~/common/messages/validation';
import { readTokens, saveTokens } from '~/web/lib/storage';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import SettingsPage from './SettingsPage';

const member = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
const admin = { ...member, roles: ['ROLE_ADMIN'] };
const gates = (fullCalendar: boolean) => ({
  data: {
    featureGates: [
      { name: 'full_calendar', enabled: fullCalendar, description: 'The calendar page and its top bar icon.' },
      { name: 'onboarding_side_drawer', enabled: false, description: 'The tutorial side drawer.' },
    ],
  },
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;
const fill = (scope: HTMLElement, name: string, value: string) =>
  fireEvent.change(scope.querySelector(`input[name="${name}"]`)!, { target: { value } });

describe('settings page', () => {
  it('a password change stores the new token pair', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
    const gateway = fakeGateway({
      SessionUser: [() => json({ data: { me: member } })],
      ChangePassword: [() => json({ data: { changePassword: { accessToken: 'a1', refreshToken: 'r1' } } })],
    });
    renderWithSession(<SettingsPage />, { path: '/settings', gateway });
    const card = section('Change password');
    fill(card, 'oldPassword', 'Old-passw0rd');
    fill(card, 'password', 'N3w-password!');
    fill(card, 'confirmPassword', 'N3w-password!');
    fireEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(readTokens()).toEqual({ accessToken: 'a1', refreshToken: 'r1' }));
    expect(gateway.of('ChangePassword')[0].variables).toEqual({
      input: { oldPassword: 'Old-passw0rd', password: 'N3w-password!', confirmPassword: 'N3w-password!' },
    });
  });

  it('a weak new password shows the §5 rule', async () => {
    renderWithSession(<SettingsPage />, { path: '/settings', gateway: fakeGateway({}) });
    const card = section('Change password');
    fill(card, 'oldPassword', 'whatever1');
    fill(card, 'password', 'alllowercase');
    fireEvent.click(within(card).getByRole('button', { name: 'Change password' }));
    expect(await within(card).findByText(VALIDATION.passwordRule)).toBeTruthy();
  });

  it("an email change shows the server's message", async () => {
    const gateway = fakeGateway({ ChangeUsername: [() => json({ data: { changeUsername: { message: AUTH.usernameChangeSent } } })] });
    renderWithSession(<SettingsPage />, { path: '/settings', gateway });
    const card = section('Change email');
    fill(card, 'username', 'ada.new@example.com');
    fireEvent.click(within(card).getByRole('button', { name: 'Change email' }));
    expect(await within(card).findByText(AUTH.usernameChangeSent)).toBeTruthy();
  });

  it('shows an admin the feature gates with switches that set them', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
    const gateway = fakeGateway({
      SessionUser: [() => json({ data: { me: admin } })],
      FeatureGates: [() => json(gates(false)), () => json(gates(true))],
      SetFeatureGate: [() => json({ data: { setFeatureGate: { name: 'full_calendar', enabled: true, description: 'The calendar page and its top bar icon.' } } })],
    });
    renderWithSession(<SettingsPage />, { path: '/settings', gateway });
    const card = await screen.findByRole('heading', { name: 'Feature gates' }).then((heading) => heading.closest('section')!);
    const calendar = (await within(card).findByRole('checkbox', { name: /Full calendar/ })) as HTMLInputElement;
    expect(calendar.checked).toBe(false);
    expect(within(card).getByText('The tutorial side drawer.')).toBeTruthy();
    fireEvent.click(calendar);
    await waitFor(() => expect(gateway.of('SetFeatureGate')).toHaveLength(1));
    expect(gateway.of('SetFeatureGate')[0].variables).toEqual({ name: 'full_calendar', enabled: true });
    // the gates are read again: the switch shows what the server now says
    await waitFor(() => expect((within(card).getByRole('checkbox', { name: /Full calendar/ }) as HTMLInputElement).checked).toBe(true));
  });

  it('shows a member no feature gates', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
    const gateway = fakeGateway({ SessionUser: [() => json({ data: { me: member } })], FeatureGates: [() => json(gates(false))] });
    renderWithSession(<SettingsPage />, { path: '/settings', gateway });
    await waitFor(() => expect(gateway.of('SessionUser')).toHaveLength(1));
    await screen.findByRole('heading', { name: 'Change email' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('heading', { name: 'Feature gates' })).toBeNull();
    expect(gateway.of('FeatureGates')).toHaveLength(0);
  });
});
