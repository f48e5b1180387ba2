import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '~/web/testing/resizeObserver';
import { AUTH } from '~/common/messages/auth';
import { PROFILE } from '~/common/messages/profile';
import { VALIDATION as M } from '~/common/messages/validation';
import { RequireRoles, RequireSession } from '~/web/app/guards';
import { SessionProvider } from '~/web/lib/session';
import { saveTokens } from '~/web/lib/storage';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import UserEditPage from './UserEditPage';
import UserProfilePage from './UserProfilePage';

stubResizeObserver();
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const MEMBER = '7d6f0a52-2f8e-4c57-9a39-3b3d6f1f7a10';
const client = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
const admin = { ...client, roles: ['ROLE_ADMIN'] };

const profile = {
  __typename: 'MemberProfile',
  uuid: MEMBER,
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  imageUrl: '/uploads/grace',
  jobPosition: 'Sales Director',
  companyName: 'Compilers Inc',
  industry: 'Software',
  companySize: '51-200',
  yearsOfExperience: 'more than 10 years',
  seniorityLevel: 'Director',
  location: { __typename: 'Location', name: 'New York, United States' },
  linkedInUrl: 'https://www.linkedin.com/in/grace',
  personalInformation: 'Ships things.',
  roles: ['ROLE_USER', 'ROLE_EXPERT'],
  tags: ['negotiation'],
  pastMatches: 4,
  attendedGroupHookups: 2,
  rating: null,
};

const member = {
  __typename: 'User',
  uuid: MEMBER,
  fullName: 'Grace Hopper',
  username: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  imageUrl: null,
  phoneNumber: '+12025550199',
  jobPosition: 'Sales Director',
  linkedInUrl: 'https://www.linkedin.com/in/grace',
  location: { __typename: 'Location', lat: 40.7, lng: -74, name: 'New York, United States' },
  companyName: null,
  industry: null,
  companySize: null,
  yearsOfExperience: null,
  seniorityLevel: null,
  personalInformation: null,
  howDidYouHearAboutUs: 'Event',
  tags: [],
};

function renderAt(url: string, sessionUser: typeof client, routes: Parameters<typeof fakeGateway>[0] = {}) {
  saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
  const gateway = fakeGateway({
    SessionUser: [() => json({ data: { me: sessionUser } })],
    ProfileFormOptions: [() => json({ data: { jobPositions: [], tags: [] } })],
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        element: <RequireSession />,
        children: [
          { path: '/users/:uuid', element: <UserProfilePage /> },
          { element: <RequireRoles roles={['ROLE_ADMIN']} />, children: [{ path: '/users/:uuid/edit', element: <UserEditPage /> }] },
          { path: '/home', element: <p>home page</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionProvider navigate={vi.fn()} fetch={gateway.fetchFn as typeof fetch}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { gateway, router };
}

describe('/users/{uuid}', () => {
  it("lists the member's recent revealed reviews (reviews/last-reviews), or says there are none", async () => {
    const person = (uuid: string, fullName: string) => ({ __typename: 'ReviewPerson', uuid, fullName, imageUrl: null });
    const review = {
      __typename: 'Review',
      uuid: 'r-1',
      meetingKind: 'hookup',
      meetingUuid: 'h-1',
      meetingTitle: null,
      reviewer: person('u-9', 'Carl Client'),
      reviewee: person(MEMBER, 'Grace Hopper'),
      rating: 5,
      comment: 'Sharp questions, clear next steps.',
      createdAt: '2026-11-20T10:00:00.000Z',
      revealDueAt: '2026-12-04T10:00:00.000Z',
      revealedAt: '2026-11-21T10:00:00.000Z',
    };
    const { gateway } = renderAt(`/users/${MEMBER}`, client, {
      MemberProfile: [() => json({ data: { memberProfile: profile } })],
      LastReviews: [() => json({ data: { lastReviews: [review] } })],
    });
    const section = await screen.findByRole('region', { name: 'Recent reviews' });
    expect(await within(section).findByText('Sharp questions, clear next steps.')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'From Carl Client' })).toBeTruthy();
    expect(gateway.of('LastReviews')[0].variables).toEqual({ userUuid: MEMBER, size: 3 });
    cleanup();

    renderAt(`/users/${MEMBER}`, client, {
      MemberProfile: [() => json({ data: { memberProfile: profile } })],
      LastReviews: [() => json({ data: { lastReviews: [] } })],
    });
    expect(await screen.findByText('Grace Hopper has no reviews yet.')).toBeTruthy();
  });

  it("shows a member's public profile with their counts, and no edit link for a member", async () => {
    const { gateway } = renderAt(`/users/${MEMBER}`, client, { MemberProfile: [() => json({ data: { memberProfile: profile } })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
    const activity = document.querySelector<HTMLElement>('dl[aria-label="Activity"]')!;
    expect(within(activity).getByText('Past matches').nextSibling?.textContent).toBe('4');
    expect(within(activity).getByText('Group hookups attended').nextSibling?.textContent).toBe('2');
    expect(screen.getByText('Expert')).toBeTruthy();
    expect(screen.getByText('negotiation')).toBeTruthy();
    expect(screen.getByText('51-200 employees')).toBeTruthy();
    expect(screen.queryByText('Rating')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit this member' })).toBeNull();
    expect(gateway.of('MemberProfile')[0].variables).toEqual({ uuid: MEMBER });
  });

  it('links admins to the edit page', async () => {
    renderAt(`/users/${MEMBER}`, admin, { MemberProfile: [() => json({ data: { memberProfile: profile } })] });
    expect((await screen.findByRole('link', { name: 'Edit this member' })).getAttribute('href')).toBe(`/users/${MEMBER}/edit`);
  });

  it('says so when the member does not exist', async () => {
    renderAt(`/users/${MEMBER}`, client, {
      MemberProfile: [() => json({ data: null, errors: [{ message: PROFILE.userNotFound, extensions: { code: 'NOT_FOUND' } }] })],
    });
    expect(await screen.findByText('This member does not exist.')).toBeTruthy();
  });
});

describe('/users/{uuid}/edit', () => {
  it('sends a member who is not an admin to /home', async () => {
    const { router } = renderAt(`/users/${MEMBER}/edit`, client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("lets an admin edit the member with the same rules, then saves through adminUpdateUser", async () => {
    const { gateway } = renderAt(`/users/${MEMBER}/edit`, admin, {
      UserToEdit: [() => json({ data: { adminUser: member } })],
      AdminUpdateUser: [() => json({ data: { adminUpdateUser: { ...member, jobPosition: 'Account Manager' } } })],
    });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Grace Hopper' })).toBeTruthy();
    expect(screen.getByLabelText(/Choose a photo/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/^Job position/), { target: { value: 'A' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.jobPositionMin)).toBeTruthy();
    expect(gateway.of('AdminUpdateUser')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^Job position/), { target: { value: 'Account Manager' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.of('AdminUpdateUser')).toHaveLength(1));
    expect(gateway.of('AdminUpdateUser')[0].variables).toMatchObject({ uuid: MEMBER, input: { jobPosition: 'Account Manager', phoneNumber: '+12025550199' } });
    expect(await screen.findByText(PROFILE.memberSaved)).toBeTruthy();
  });

  it("shows the gateway's refusal", async () => {
    renderAt(`/users/${MEMBER}/edit`, admin, {
      UserToEdit: [() => json({ data: { adminUser: member } })],
      AdminUpdateUser: [() => json({ data: null, errors: [{ message: AUTH.forbidden, extensions: { code: 'FORBIDDEN' } }] })],
    });
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AUTH.forbidden)).toBeTruthy();
  });
});
