import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '~/common/constants';
import { NETWORK } from '~/common/messages/network';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import AmbassadorsPage from './AmbassadorsPage';
import ExpertsPage from './ExpertsPage';
import GuestExpertsPage from './GuestExpertsPage';
import { GuestLayout } from '~/web/pages/guest/GuestLayout';

afterEach(cleanup);

const member = (uuid: string, fullName: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'MemberCard',
  uuid,
  fullName,
  imageUrl: null,
  jobPosition: 'Sales Director',
  companyName: 'Acme',
  city: 'Berlin',
  locationName: 'Berlin, Germany',
  linkedInUrl: `https://www.linkedin.com/in/${uuid}`,
  ...extra,
});
const pageOf = (elements: unknown[], page = 0, totalPages = 1) => ({ __typename: 'MemberCardPage', elements, totalPages, totalElements: elements.length, page });

function renderAt(url: string, routes: Record<string, Array<(call: Call) => Response>>) {
  const gateway = fakeGateway(routes);
  const { client } = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/guest', element: <GuestLayout />, children: [{ path: 'experts', element: <GuestExpertsPage /> }] },
      { path: '/experts', element: <ExpertsPage /> },
      { path: '/ambassadors', element: <AmbassadorsPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider value={client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return gateway;
}

describe('experts and ambassadors directories', () => {
  it('shows a guest the experts as cards under the guest header, without profile links', async () => {
    const gateway = renderAt('/guest/experts', { Experts: [() => json({ data: { experts: pageOf([member('e-1', 'Ada Expert')]) } })] });
    const card = within(await screen.findByRole('listitem', { name: 'Ada Expert' }));
    expect(card.getByText('Sales Director')).toBeTruthy();
    expect(card.getByText('Acme')).toBeTruthy();
    expect(card.getByText('Berlin, Germany')).toBeTruthy();
    expect(card.getByRole('link', { name: 'LinkedIn profile of Ada Expert' }).getAttribute('href')).toBe('https://www.linkedin.com/in/e-1');
    expect(card.queryByRole('link', { name: 'Ada Expert' })).toBeNull();
    const header = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(header.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(header.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(gateway.of('Experts')[0]).toMatchObject({ authorization: null, variables: { page: 0, size: DEFAULT_PAGE_SIZE } });
  });

  it('links each member card to the profile page and pages through the list', async () => {
    const gateway = renderAt('/experts', {
      Experts: [
        () => json({ data: { experts: pageOf([member('e-1', 'Ada Expert')], 0, 2) } }),
        () => json({ data: { experts: pageOf([member('e-2', 'Bo Expert')], 1, 2) } }),
      ],
    });
    const card = within(await screen.findByRole('listitem', { name: 'Ada Expert' }));
    expect(card.getByRole('link', { name: 'Ada Expert' }).getAttribute('href')).toBe('/users/e-1');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('listitem', { name: 'Bo Expert' })).toBeTruthy();
    expect(gateway.of('Experts')[1].variables).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE });
  });

  it('says so when there are no ambassadors, and shows a refusal', async () => {
    renderAt('/ambassadors', { Ambassadors: [() => json({ data: { ambassadors: pageOf([]) } })] });
    expect(await screen.findByText(NETWORK.emptyAmbassadors)).toBeTruthy();
    cleanup();
    renderAt('/ambassadors', { Ambassadors: [() => json({ data: null, errors: [{ message: 'Services are down', extensions: { code: 'INTERNAL' } }] })] });
    await waitFor(() => expect(screen.getByText('Services are down')).toBeTruthy());
  });
});
