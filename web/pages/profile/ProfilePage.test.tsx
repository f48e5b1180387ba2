import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { fromValue, never } from 'wonka';
import { Provider, type Client } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import ProfilePage from '~/web/pages/profile/ProfilePage';

afterEach(cleanup);

const me = {
  __typename: 'User',
  uuid: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  username: 'ada@example.com',
  imageUrl: null,
  jobPosition: 'Account Executive',
  linkedInUrl: 'https://www.linkedin.com/in/ada',
  phoneNumber: null,
  city: null,
  location: { __typename: 'Location', name: 'London, United Kingdom' },
  companyName: 'Analytical Engines Ltd',
  companySize: '11-50',
  industry: null,
  seniorityLevel: 'Senior',
  yearsOfExperience: null,
  personalInformation: null,
};

function renderWith(executeQuery: Client['executeQuery']) {
  const client = { executeQuery } as unknown as Client;
  render(
    <Provider value={client}>
      <MemoryRouter>
        <ProfilePage />
      </MemoryRouter>
    </Provider>,
  );
}

describe('ProfilePage', () => {
  it("shows the member's own profile from the me query", () => {
    renderWith(((operation: Parameters<Client['executeQuery']>[0]) =>
      fromValue({ operation, data: { me }, stale: false, hasNext: false })) as unknown as Client['executeQuery']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ada Lovelace');
    expect(screen.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(screen.getAllByText('London, United Kingdom').length).toBeGreaterThan(0);
    expect(screen.getByText('Analytical Engines Ltd')).toBeTruthy();
    expect(screen.getByText('11-50 employees')).toBeTruthy();
    expect(screen.getByRole('link', { name: /LinkedIn profile/ }).getAttribute('href')).toBe(me.linkedInUrl);
    // fields that are not set are left out
    expect(screen.queryByText('Industry')).toBeNull();
    expect(screen.queryByText('Phone')).toBeNull();
  });

  it('announces the loading state', () => {
    renderWith((() => never) as unknown as Client['executeQuery']);
    expect(screen.getByRole('status').textContent).toBe('Loading your profile');
  });
});
