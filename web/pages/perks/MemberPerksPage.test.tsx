import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERK } from '~/common/messages/perks';
import { saveTokens } from '~/web/lib/storage';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import MemberPerksPage from './MemberPerksPage';

const member = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
const admin = { ...member, roles: ['ROLE_ADMIN'] };
const perk = (uuid: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Perk',
  uuid,
  title: `Perk ${uuid}`,
  partner: 'PipeCo',
  description: 'A discount on CRM seats.',
  howToRedeem: 'Use the code HOOKUPS20.',
  link: 'https://pipeco.example/offer',
  published: true,
  updatedAt: '2030-01-15T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true));
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

function renderPage(me: typeof member, routes: Parameters<typeof fakeGateway>[0] = {}) {
  const gateway = fakeGateway({ SessionUser: [() => json({ data: { me } })], ...routes });
  renderWithSession(<MemberPerksPage />, { path: '/member-perks', gateway });
  return gateway;
}

describe('/member-perks', () => {
  it('shows a member the perks as cards with a link opening in a new tab, and no admin actions', async () => {
    const gateway = renderPage(member, { Perks: [() => json({ data: { perks: [perk('1')] } })] });
    const card = await screen.findByRole('region', { name: 'Perk 1' });
    expect(within(card).getByText('by PipeCo')).toBeTruthy();
    expect(within(card).getByText('A discount on CRM seats.')).toBeTruthy();
    expect(within(card).getByText('Use the code HOOKUPS20.')).toBeTruthy();
    const link = within(card).getByRole('link', { name: 'Visit PipeCo' });
    expect(link.getAttribute('href')).toBe('https://pipeco.example/offer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('button', { name: 'Create perk' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Edit Perk 1' })).toBeNull();
    expect(gateway.of('Perks').at(-1)!.variables).toEqual({ all: false });
  });

  it('says so when there are no perks', async () => {
    renderPage(member, { Perks: [() => json({ data: { perks: [] } })] });
    expect(await screen.findByText('There are no perks yet.')).toBeTruthy();
    // what a member can do meanwhile, with the way there
    expect(screen.getByRole('link', { name: 'Browse group hookups' }).getAttribute('href')).toBe('/group-hookups');
  });

  it('offers an admin the create form right in the empty state', async () => {
    renderPage(admin, { Perks: [() => json({ data: { perks: [] } })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Create the first perk' }));
    const dialog = await screen.findByRole('dialog');
    // closed again, so the page is left as it was found (the dialog hides the rest of the page while open)
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows an admin drafts too; the create form shows each required message, then creates the perk', async () => {
    const gateway = renderPage(admin, {
      Perks: [() => json({ data: { perks: [perk('1', { published: false })] } })],
      CreatePerk: [() => json({ data: { createPerk: perk('2') } })],
    });
    const card = await screen.findByRole('region', { name: 'Perk 1' });
    expect(within(card).getByText('Draft')).toBeTruthy();
    await waitFor(() => expect(gateway.of('Perks').at(-1)!.variables).toEqual({ all: true }));

    fireEvent.click(screen.getByRole('button', { name: 'Create perk' }));
    const form = await screen.findByRole('form', { name: 'Create perk' });
    fireEvent.change(form.querySelector('input[name="link"]')!, { target: { value: 'pipeco.example' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create perk' }));
    for (const message of [PERK.titleRequired, PERK.partnerRequired, PERK.descriptionRequired, PERK.howToRedeemRequired, PERK.link]) {
      expect(await within(form).findByText(message)).toBeTruthy();
    }
    expect(gateway.of('CreatePerk')).toHaveLength(0);

    const fill = (name: string, value: string) => fireEvent.change(form.querySelector(`[name="${name}"]`)!, { target: { value } });
    fill('title', 'Perk 2');
    fill('partner', 'PipeCo');
    fill('description', 'A discount on CRM seats.');
    fill('howToRedeem', 'Use the code.');
    fill('link', 'https://pipeco.example/offer');
    fireEvent.click(within(form).getByRole('button', { name: 'Create perk' }));
    await waitFor(() => expect(gateway.of('CreatePerk')).toHaveLength(1));
    expect(gateway.of('CreatePerk')[0].variables).toEqual({
      input: { title: 'Perk 2', partner: 'PipeCo', description: 'A discount on CRM seats.', howToRedeem: 'Use the code.', link: 'https://pipeco.example/offer', published: true },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create perk' })).toBeNull());
  });

  it('lets an admin edit and delete a perk', async () => {
    const gateway = renderPage(admin, {
      Perks: [() => json({ data: { perks: [perk('1')] } })],
      UpdatePerk: [() => json({ data: { updatePerk: perk('1', { title: 'Renamed' }) } })],
      DeletePerk: [() => json({ data: { deletePerk: { __typename: 'Deleted', id: '1' } } })],
    });
    const card = await screen.findByRole('region', { name: 'Perk 1' });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit Perk 1' }));
    const form = await screen.findByRole('form', { name: 'Edit perk' });
    expect((form.querySelector('input[name="title"]') as HTMLInputElement).value).toBe('Perk 1');
    fireEvent.change(form.querySelector('input[name="title"]')!, { target: { value: 'Renamed' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(gateway.of('UpdatePerk')).toHaveLength(1));
    expect(gateway.of('UpdatePerk')[0].variables).toMatchObject({ uuid: '1', input: { title: 'Renamed' } });

    // the edit dialog closes once the save is answered; until then the page behind it is hidden from the a11y tree
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit perk' })).toBeNull());
    fireEvent.click(await within(card).findByRole('button', { name: 'Delete Perk 1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(gateway.of('DeletePerk')).toHaveLength(1));
    expect(gateway.of('DeletePerk')[0].variables).toEqual({ uuid: '1' });
  });
});
