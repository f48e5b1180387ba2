import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveTokens } from '~/web/lib/storage';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import ReferralsPage from './ReferralsPage';

const member = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
const invitation = (email: string, joined: string | null) => ({
  __typename: 'Invitation',
  email,
  invitedAt: '2030-01-15T10:00:00.000Z',
  lastSentAt: '2030-01-15T10:00:00.000Z',
  sentCount: 1,
  joined: joined !== null,
  joinedUserUuid: joined ? 'u-2' : null,
  joinedFullName: joined,
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderPage(referrals: unknown) {
  saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
  const gateway = fakeGateway({ SessionUser: [() => json({ data: { me: member } })], Referrals: [() => json({ data: { referrals } })] });
  renderWithSession(<ReferralsPage />, { path: '/referrals', gateway });
}

describe('/referrals', () => {
  it('lists whom the member invited, who of them joined, and who joined with the link', async () => {
    renderPage({
      __typename: 'Referrals',
      invitations: [invitation('fred@example.com', 'Fred Friend'), invitation('gina@example.com', null)],
      registeredWithLink: [{ __typename: 'ReferredMember', uuid: 'u-3', fullName: 'Walk In', registeredAt: '2030-01-16T10:00:00.000Z' }],
    });
    const table = await screen.findByRole('table', { name: 'Invitations' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('fred@example.com');
    expect(rows[0].textContent).toContain('Joined');
    expect(rows[0].textContent).toContain('Fred Friend');
    expect(rows[1].textContent).toContain('Invited');
    expect(screen.getByText('2 invitations sent, 2 joined.')).toBeTruthy();
    const withLink = screen.getByRole('heading', { name: 'Joined with your link' }).closest('section')!;
    expect(within(withLink).getByText('Walk In')).toBeTruthy();
  });

  it('says so when nobody was invited, with the way to /invite', async () => {
    renderPage({ __typename: 'Referrals', invitations: [], registeredWithLink: [] });
    expect(await screen.findByText(/You have not invited anyone yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite friends' }).getAttribute('href')).toBe('/invite');
    expect(screen.getByText('Nobody has signed up with your link without an invitation yet.')).toBeTruthy();
  });
});
