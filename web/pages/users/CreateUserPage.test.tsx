import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { stubResizeObserver } from '~/web/testing/resizeObserver';
import { ADMIN_USERS } from '~/common/messages/adminUsers';
import { AUTH } from '~/common/messages/auth';
import { VALIDATION as M } from '~/common/messages/validation';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import CreateUserPage from './CreateUserPage';

stubResizeObserver();
afterEach(cleanup);

const ROLES = [
  { role: 'ROLE_ADMIN', label: 'Admin' },
  { role: 'ROLE_USER', label: 'Client' },
  { role: 'ROLE_AMBASSADOR', label: 'Ambassador' },
  { role: 'ROLE_EXPERT', label: 'Expert' },
];

function renderPage(routes: Parameters<typeof fakeGateway>[0] = {}) {
  const gateway = fakeGateway({ Roles: [() => json({ data: { roles: ROLES } })], ...routes });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      { path: '/users/create', element: <CreateUserPage /> },
      { path: '/users', element: <p>users list</p> },
    ],
    { initialEntries: ['/users/create'] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { gateway, router };
}

const form = () => screen.getByRole('form', { name: 'Create user' });
const type = (label: RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Create user' }));

describe('/users/create', () => {
  it('shows the spec §5 messages and asks nothing of the gateway while the form is invalid', async () => {
    const { gateway } = renderPage();
    await screen.findByRole('checkbox', { name: 'Client' });
    type(/^Email/, 'nope');
    type(/^Job position/, 'x');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Client' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Client' }) as HTMLInputElement).checked).toBe(false));
    submit();
    expect(await screen.findByText(M.firstNameMin)).toBeTruthy();
    expect(screen.getByText(M.lastNameMin)).toBeTruthy();
    expect(screen.getByText(M.usernameEmail)).toBeTruthy();
    expect(screen.getByText(M.jobPositionMin)).toBeTruthy();
    expect(screen.getByText(ADMIN_USERS.rolesRequired)).toBeTruthy();
    expect(gateway.of('AdminCreateUser')).toHaveLength(0);
  });

  it('creates the user with the chosen roles and goes back to the list', async () => {
    const { gateway, router } = renderPage({ AdminCreateUser: [() => json({ data: { adminCreateUser: { uuid: 'u-9', fullName: 'Nia New' } } })] });
    await screen.findByRole('checkbox', { name: 'Expert' });
    type(/^Email/, ' nia@example.com ');
    type(/^First name/, 'Nia');
    type(/^Last name/, 'New');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Expert' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Expert' }) as HTMLInputElement).checked).toBe(true));
    submit();
    await waitFor(() => expect(gateway.of('AdminCreateUser')).toHaveLength(1));
    expect(gateway.of('AdminCreateUser')[0].variables).toEqual({
      input: { firstName: 'Nia', lastName: 'New', username: 'nia@example.com', roles: ['ROLE_USER', 'ROLE_EXPERT'], jobPosition: null, location: null },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('shows a taken email under the email field', async () => {
    renderPage({
      AdminCreateUser: [() => json({ data: null, errors: [{ message: AUTH.emailTaken, extensions: { code: 'CONFLICT', fields: { username: AUTH.emailTaken } } }] })],
    });
    await screen.findByRole('checkbox', { name: 'Client' });
    type(/^Email/, 'taken@example.com');
    type(/^First name/, 'Ta');
    type(/^Last name/, 'Ken');
    submit();
    expect(await screen.findByText(AUTH.emailTaken)).toBeTruthy();
  });
});
