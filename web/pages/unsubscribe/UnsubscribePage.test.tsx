import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION } from '~/common/messages/notifications';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { saveTokens } from '~/web/lib/storage';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import UnsubscribePage from './UnsubscribePage';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const member = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
const url = '/unsubscribe?token=tok-123&email=ada%40example.com';

describe('unsubscribe page', () => {
  it("asks first: opening the link sends nothing; the click unsubscribes once with the link's token and address", async () => {
    const gateway = fakeGateway({ Unsubscribe: [() => json({ data: { unsubscribe: { message: NOTIFICATION.unsubscribed } } })] });
    renderWithSession(<UnsubscribePage />, { path: '/unsubscribe', url, gateway });
    const button = await screen.findByRole('button', { name: 'Unsubscribe' });
    expect(screen.getByText('Stop all emails from Hookups to ada@example.com?')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gateway.of('Unsubscribe')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText(NOTIFICATION.unsubscribed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain(NOTIFICATION.unsubscribed);
    expect(gateway.of('Unsubscribe').map((c) => c.variables)).toEqual([{ token: 'tok-123', email: 'ada@example.com' }]);
    // signed out: log in first, then on to the settings
    expect(screen.getByRole('link', { name: 'Log in to manage your emails' }).getAttribute('href')).toBe('/login?next=%2Fsettings');
  });

  it('shows the error of an invalid or expired link', async () => {
    const gateway = fakeGateway({
      Unsubscribe: [() => json({ data: null, errors: [{ message: NOTIFICATION.unsubscribeInvalid, extensions: { code: 'BAD_USER_INPUT' } }] })],
    });
    renderWithSession(<UnsubscribePage />, { path: '/unsubscribe', url, gateway });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(NOTIFICATION.unsubscribeInvalid);
    expect(gateway.of('Unsubscribe')).toHaveLength(1);
  });

  it('says the link is invalid without asking when the token or address is missing', async () => {
    const gateway = fakeGateway({});
    renderWithSession(<UnsubscribePage />, { path: '/unsubscribe', url: '/unsubscribe?token=tok-123', gateway });
    expect((await screen.findByRole('alert')).textContent).toContain(NOTIFICATION.unsubscribeInvalid);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(gateway.of('Unsubscribe')).toHaveLength(0);
  });

  it('works for a signed-in member too, and leads to the settings', async () => {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
    const gateway = fakeGateway({
      SessionUser: [() => json({ data: { me: member } })],
      Unsubscribe: [() => json({ data: { unsubscribe: { message: NOTIFICATION.unsubscribed } } })],
    });
    renderWithSession(<UnsubscribePage />, { path: '/unsubscribe', url, gateway });
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(NOTIFICATION.unsubscribed)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to your settings' }).getAttribute('href')).toBe('/settings'));
    expect(gateway.of('Unsubscribe')).toHaveLength(1);
  });
});
