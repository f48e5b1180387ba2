import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '~/web/testing/resizeObserver';
import { RequireSession } from '~/web/app/guards';
import { isSignedImageLink } from '~/web/lib/imageLinks';
import { SessionProvider } from '~/web/lib/session';
import { saveTokens } from '~/web/lib/storage';
import UserProfilePage from '~/web/pages/users/UserProfilePage';
import { fakeGateway, json } from '~/web/testing/fakeGateway';

stubResizeObserver();
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const MEMBER = '7d6f0a52-2f8e-4c57-9a39-3b3d6f1f7a10';
const me = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };
const EXPIRED = '/uploads/0b7e?exp=1700000000&sig=old-signature';
const FRESH = '/uploads/0b7e?exp=1800000000&sig=new-signature';
const profile = (imageUrl: string) => ({
  __typename: 'MemberProfile',
  uuid: MEMBER,
  firstName: 'Grace',
  lastName: 'Hopper',
  fullName: 'Grace Hopper',
  imageUrl,
  jobPosition: 'Sales Director',
  companyName: null,
  industry: null,
  companySize: null,
  yearsOfExperience: null,
  seniorityLevel: null,
  location: null,
  linkedInUrl: null,
  personalInformation: null,
  roles: ['ROLE_USER'],
  tags: [],
  pastMatches: 0,
  attendedGroupHookups: 0,
  rating: null,
});

function renderProfile(answers: string[]) {
  saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
  const gateway = fakeGateway({
    SessionUser: [() => json({ data: { me } })],
    MemberProfile: answers.map((imageUrl) => () => json({ data: { memberProfile: profile(imageUrl) } })),
    LastReviews: [() => json({ data: { lastReviews: [] } })],
  });
  const router = createMemoryRouter([{ element: <RequireSession />, children: [{ path: '/users/:uuid', element: <UserProfilePage /> }] }], {
    initialEntries: [`/users/${MEMBER}`],
  });
  render(
    <SessionProvider navigate={vi.fn()} fetch={gateway.fetchFn as typeof fetch}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return gateway;
}

const imagesWith = (src: string) => [...document.querySelectorAll('img')].filter((image) => image.getAttribute('src') === src);

/** The <img> showing `src`, once the page has rendered it. */
async function imageWith(src: string): Promise<HTMLImageElement> {
  return waitFor(() => {
    const image = imagesWith(src)[0];
    if (!image) throw new Error(`no image ${src}`);
    return image;
  });
}

describe('expired image links (issue 20)', () => {
  it('an image whose signed link has expired asks its query again and shows the fresh link, without a reload', async () => {
    const gateway = renderProfile([EXPIRED, FRESH]);
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    const expired = await imageWith(EXPIRED);
    expect(gateway.of('MemberProfile')).toHaveLength(1);

    // the browser answers 403 for the old link: the image fails to load
    expired.dispatchEvent(new Event('error'));

    await imageWith(FRESH);
    expect(gateway.of('MemberProfile')).toHaveLength(2);
    expect(imagesWith(EXPIRED)).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeTruthy();
  });

  it('asks once: when the fresh link fails too, nothing more is asked', async () => {
    const gateway = renderProfile([EXPIRED, FRESH]);
    (await imageWith(EXPIRED)).dispatchEvent(new Event('error'));
    const fresh = await imageWith(FRESH);
    fresh.dispatchEvent(new Event('error'));
    fresh.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.of('MemberProfile')).toHaveLength(2);
  });

  it('mends only signed links: another image that fails to load asks nothing', async () => {
    const gateway = renderProfile(['/uploads/0b7e']);
    (await imageWith('/uploads/0b7e')).dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gateway.of('MemberProfile')).toHaveLength(1);
    expect(isSignedImageLink(EXPIRED)).toBe(true);
    expect(isSignedImageLink('https://cdn.example/a.png?exp=1')).toBe(false);
  });
});
