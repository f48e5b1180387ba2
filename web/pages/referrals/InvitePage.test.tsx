import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { REFERRAL } from '~/common/messages/referrals';
import { RequireSession } from '~/web/app/guards';
import { RequireClient } from '~/web/components/referrals/RequireClient';
import { SessionProvider } from '~/web/lib/session';
import { saveTokens } from '~/web/lib/storage';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import InvitePage from './InvitePage';

const client = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
const admin = { ...client, roles: ['ROLE_ADMIN', 'ROLE_USER'] };
const link = { code: 'abc12345', url: 'http://localhost:4000/register?ref=abc12345' };
const invitation = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Invitation',
  email: 'fred@example.com',
  invitedAt: '2030-01-15T10:00:00.000Z',
  lastSentAt: '2030-01-15T10:00:00.000Z',
  sentCount: 1,
  joined: false,
  joinedUserUuid: null,
  joinedFullName: null,
  ...overrides,
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

function renderInvite(routes: Parameters<typeof fakeGateway>[0] = {}) {
  saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
  const gateway = fakeGateway({
    SessionUser: [() => json({ data: { me: client } })],
    ReferralLink: [() => json({ data: { referralLink: link } })],
    ...routes,
  });
  renderWithSession(<InvitePage />, { path: '/invite', gateway });
  return gateway;
}

const form = () => screen.getByRole('form', { name: 'Invite by email' });
const typeEmail = (value: string) => fireEvent.change(form().querySelector('input[name="email"]')!, { target: { value } });

describe('/invite', () => {
  it('shows the personal link to copy and the way to /referrals', async () => {
    renderInvite();
    expect(((await screen.findByLabelText('Personal link')) as HTMLInputElement).value).toBe(link.url);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See whom you invited and who joined' }).getAttribute('href')).toBe('/referrals');
  });

  it("refuses an invalid email with 'You need to provide a valid email' before sending", async () => {
    const gateway = renderInvite();
    typeEmail('fred.example.com');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form()).findByText('You need to provide a valid email')).toBeTruthy();
    expect(gateway.of('InviteFriend')).toHaveLength(0);
  });

  it('sends the invitation and says so', async () => {
    const gateway = renderInvite({ InviteFriend: [() => json({ data: { inviteFriend: invitation() } })] });
    typeEmail(' fred@example.com ');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form()).findByText(`${REFERRAL.invited} (fred@example.com)`)).toBeTruthy();
    expect(gateway.of('InviteFriend')[0].variables).toEqual({ email: 'fred@example.com' });
    expect((form().querySelector('input[name="email"]') as HTMLInputElement).value).toBe('');
  });

  it('shows the server refusal for an address that is already a member under the field', async () => {
    renderInvite({
      InviteFriend: [
        () => json({ data: null, errors: [{ message: REFERRAL.alreadyMember, extensions: { code: 'CONFLICT', fields: { email: REFERRAL.alreadyMember } } }] }),
      ],
    });
    typeEmail('member@example.com');
    fireEvent.click(within(form()).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form()).findByText(REFERRAL.alreadyMember)).toBeTruthy();
  });
});

describe('RequireClient (spec §6 client only)', () => {
  function renderGuarded(me: typeof client) {
    saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
    const gateway = fakeGateway({ SessionUser: [() => json({ data: { me } })] });
    const router = createMemoryRouter(
      [
        // inside the authenticated area, as in the router: the session is known before the guard decides
        { element: <RequireSession />, children: [{ element: <RequireClient />, children: [{ path: '/invite', element: <p>invite page</p> }] }] },
        { path: '/home', element: <p>home page</p> },
      ],
      { initialEntries: ['/invite'] },
    );
    render(
      <SessionProvider navigate={() => undefined} fetch={gateway.fetchFn as typeof fetch}>
        <RouterProvider router={router} />
      </SessionProvider>,
    );
  }

  it('lets a client in', async () => {
    renderGuarded(client);
    expect(await screen.findByText('invite page')).toBeTruthy();
  });

  it('sends an admin (even one holding ROLE_USER) to /home', async () => {
    renderGuarded(admin);
    await waitFor(() => expect(screen.getByText('home page')).toBeTruthy());
    expect(screen.queryByText('invite page')).toBeNull();
  });
});
