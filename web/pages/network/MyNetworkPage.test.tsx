import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_FILTER_DEBOUNCE_MS } from '~/common/constants';
import { NETWORK } from '~/common/messages/network';
import { menuFor } from '~/web/app/menu';
import { TopActiveMembers } from '~/web/components/network/TopActiveMembers';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import MyNetworkPage from './MyNetworkPage';

afterEach(cleanup);

const person = (uuid: string, fullName: string) => ({
  uuid,
  fullName,
  imageUrl: null,
  jobPosition: 'Account Executive',
  companyName: 'Acme',
  city: null,
  locationName: 'Berlin, Germany',
  linkedInUrl: null,
});
const contact = (uuid: string, fullName: string, met: boolean, added: boolean) => ({ __typename: 'Contact', ...person(uuid, fullName), met, added });
const network = (elements: unknown[], totalPages = 1, page = 0) => ({
  data: { myNetwork: { __typename: 'ContactPage', elements, totalPages, totalElements: elements.length, page } },
});
const blocked = (elements: unknown[]) => ({ data: { blockedUsers: elements } });

function renderPage(routes: Record<string, Array<(call: Call) => Response>>) {
  const gateway = fakeGateway(routes);
  const { client } = fakeLiveClient(gateway.fetchFn as typeof fetch);
  render(
    <Provider value={client}>
      <MemoryRouter>
        <MyNetworkPage />
      </MemoryRouter>
    </Provider>,
  );
  return gateway;
}

describe('MyNetworkPage', () => {
  it('lists the contacts, marks met and added ones, and offers Remove only for added ones', async () => {
    renderPage({
      MyNetwork: [() => json(network([contact('c-1', 'Ada Met', true, false), contact('c-2', 'Bo Added', false, true)]))],
      BlockedUsers: [() => json(blocked([]))],
    });
    const ada = within(await screen.findByRole('listitem', { name: 'Ada Met' }));
    expect(ada.getByText('Met')).toBeTruthy();
    expect(ada.queryByRole('button', { name: 'Remove Ada Met' })).toBeNull();
    expect(ada.getByRole('link', { name: 'Ada Met' }).getAttribute('href')).toBe('/users/c-1');
    const bo = within(screen.getByRole('listitem', { name: 'Bo Added' }));
    expect(bo.getByRole('button', { name: 'Remove Bo Added' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Contacts (2)' })).toBeTruthy();
    expect(await screen.findByText(NETWORK.emptyBlocked)).toBeTruthy();
  });

  it('searches the network once the typing settles (debounced)', async () => {
    const gateway = renderPage({
      MyNetwork: [() => json(network([contact('c-1', 'Ada Met', true, false)])), () => json(network([]))],
      BlockedUsers: [() => json(blocked([]))],
    });
    await screen.findByRole('listitem', { name: 'Ada Met' });
    const search = screen.getByLabelText('Search your network');
    for (const text of ['z', 'zo', 'zor']) fireEvent.change(search, { target: { value: text } });
    await new Promise((resolve) => setTimeout(resolve, ADMIN_FILTER_DEBOUNCE_MS / 2));
    expect(gateway.of('MyNetwork')).toHaveLength(1);
    expect(await screen.findByText(NETWORK.emptySearch, undefined, { timeout: ADMIN_FILTER_DEBOUNCE_MS * 3 })).toBeTruthy();
    expect(gateway.of('MyNetwork').map((c) => c.variables.query)).toEqual([null, 'zor']);
  });

  it('starts a new search at the first page without asking for the page shown with it', async () => {
    const gateway = renderPage({
      MyNetwork: [(call) => json(network([contact('c-1', 'Ada Met', true, false)], 3, Number(call.variables.page)))],
      BlockedUsers: [() => json(blocked([]))],
    });
    await screen.findByRole('listitem', { name: 'Ada Met' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeTruthy());
    const asked = gateway.of('MyNetwork').length;
    const search = screen.getByLabelText('Search your network');
    for (const text of ['a', 'ad', 'ada']) fireEvent.change(search, { target: { value: text } });
    const settle = { timeout: ADMIN_FILTER_DEBOUNCE_MS * 3 };
    // the pager shows the first page as soon as the search settles, before its answer: wait for the request itself
    await waitFor(() => expect(gateway.of('MyNetwork').length).toBeGreaterThan(asked), settle);
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy(), settle);
    // nothing is asked while typing; then the new search once, for the first page
    const searched = gateway.of('MyNetwork').slice(asked);
    expect(searched.map((c) => [c.variables.query, c.variables.page])).toEqual([['ada', 0]]);
  });

  it('asks only for the network again after removing a contact', async () => {
    const gateway = renderPage({
      MyNetwork: [() => json(network([contact('c-2', 'Bo Added', false, true)])), () => json(network([]))],
      BlockedUsers: [() => json(blocked([]))],
      RemoveContact: [() => json({ data: { removeContact: true } })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bo Added' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(NETWORK.emptyNetwork)).toBeTruthy();
    // the empty network says what to do next: meet people in a group hookup, or add someone by name
    expect(screen.getByRole('link', { name: 'Browse group hookups' }).getAttribute('href')).toBe('/group-hookups');
    fireEvent.click(screen.getByRole('button', { name: 'Add a contact' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Find a member by name' }));
    expect(gateway.of('RemoveContact')[0].variables).toEqual({ uuid: 'c-2' });
    expect(gateway.of('MyNetwork')).toHaveLength(2);
    expect(gateway.of('BlockedUsers')).toHaveLength(1);
  });

  it('blocks a contact after confirming: the contact leaves the network and shows under Blocked, then can be unblocked', async () => {
    const gateway = renderPage({
      MyNetwork: [() => json(network([contact('c-1', 'Ada Met', true, false)])), () => json(network([])), () => json(network([contact('c-1', 'Ada Met', true, false)]))],
      BlockedUsers: [() => json(blocked([])), () => json(blocked([{ ...person('c-1', 'Ada Met'), blockedAt: '2030-01-15T10:00:00.000Z' }])), () => json(blocked([]))],
      BlockUser: [() => json({ data: { blockUser: { uuid: 'c-1' } } })],
      UnblockUser: [() => json({ data: { unblockUser: { uuid: 'c-1' } } })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block Ada Met' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText('Block Ada Met?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Block' }));
    const blockedList = within(await screen.findByRole('list', { name: 'Blocked members' }));
    expect(blockedList.getByRole('listitem', { name: 'Ada Met' })).toBeTruthy();
    expect(gateway.of('BlockUser')[0].variables).toEqual({ uuid: 'c-1' });
    await waitFor(() => expect(screen.getByText(NETWORK.emptyNetwork)).toBeTruthy());

    fireEvent.click(blockedList.getByRole('button', { name: 'Unblock Ada Met' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText(NETWORK.emptyBlocked)).toBeTruthy();
    expect(gateway.of('UnblockUser')[0].variables).toEqual({ uuid: 'c-1' });
  });

  it('keeps the dialog open with the refusal when blocking fails', async () => {
    renderPage({
      MyNetwork: [() => json(network([contact('c-1', 'Ada Met', true, false)]))],
      BlockedUsers: [() => json(blocked([]))],
      BlockUser: [() => json({ data: null, errors: [{ message: NETWORK.memberNotFound, extensions: { code: 'NOT_FOUND' } }] })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Block Ada Met' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Block' }));
    expect(await dialog.findByText(NETWORK.memberNotFound)).toBeTruthy();
  });

  it('adds a member found by name to the network', async () => {
    const gateway = renderPage({
      MyNetwork: [() => json(network([])), () => json(network([contact('m-9', 'Cy Found', false, true)]))],
      BlockedUsers: [() => json(blocked([]))],
      SearchMembers: [() => json({ data: { searchMembers: { elements: [{ __typename: 'MemberCard', ...person('m-9', 'Cy Found') }], totalElements: 1 } } })],
      AddContact: [() => json({ data: { addContact: contact('m-9', 'Cy Found', false, true) } })],
    });
    fireEvent.change(await screen.findByLabelText('Find a member by name'), { target: { value: 'cy' } });
    const found = within(await screen.findByRole('list', { name: 'Members found' }, { timeout: ADMIN_FILTER_DEBOUNCE_MS * 3 }));
    expect(gateway.of('SearchMembers')[0].variables).toMatchObject({ fullName: 'cy' });
    fireEvent.click(found.getByRole('button', { name: 'Add Cy Found to my network' }));
    expect(await screen.findByRole('listitem', { name: 'Cy Found' })).toBeTruthy();
    expect(gateway.of('AddContact')[0].variables).toEqual({ uuid: 'm-9' });
    await waitFor(() => expect(found.getByRole('button', { name: 'Cy Found is in your network' })).toBeTruthy());
  });
});

describe('TopActiveMembers', () => {
  it('shows the most active members with their meetings and profile links', async () => {
    const gateway = fakeGateway({ TopActiveMembers: [() => json({ data: { topActiveMembers: [{ ...person('t-1', 'Tia Top'), activity: 4 }] } })] });
    const { client } = fakeLiveClient(gateway.fetchFn as typeof fetch);
    render(
      <Provider value={client}>
        <MemoryRouter>
          <TopActiveMembers />
        </MemoryRouter>
      </Provider>,
    );
    expect((await screen.findByRole('link', { name: 'Tia Top' })).getAttribute('href')).toBe('/users/t-1');
    expect(screen.getByText('4 meetings')).toBeTruthy();
  });
});

describe('menu', () => {
  it('lists My Network, Experts and Ambassadors for clients and admins, in the top bar too (spec §2)', () => {
    for (const roles of [['ROLE_USER'], ['ROLE_ADMIN']] as const) {
      const entries = menuFor(roles);
      const routes = entries.map((e) => ('route' in e ? e.route : e.key));
      expect(routes.filter((r) => ['/my-network', '/experts', '/ambassadors'].includes(r))).toEqual(['/my-network', '/experts', '/ambassadors']);
      expect(entries.filter((e) => e.topBar).map((e) => e.label)).toEqual(expect.arrayContaining(['My Network', 'Experts', 'Ambassadors']));
    }
  });
});
