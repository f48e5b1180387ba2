import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE } from '~/common/messages/profile';
import { VALIDATION as M } from '~/common/messages/validation';
import { profileFormSchema } from '~/common/profile';
import { renderWithSession } from '~/web/testing/renderWithSession';
import { saveTokens } from '~/web/lib/storage';
import { fakeGateway, json } from '~/web/testing/fakeGateway';
import ProfilePage from '~/web/pages/profile/ProfilePage';

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => vi.unstubAllGlobals());
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const sessionUser = { uuid: 'u-1', username: 'ada@example.com', fullName: 'Ada Lovelace', imageUrl: null, roles: ['ROLE_USER'], verified: true };

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
  location: { __typename: 'Location', lat: 51.5, lng: -0.12, name: 'London, United Kingdom' },
  companyName: 'Analytical Engines Ltd',
  companySize: '11-50',
  industry: null,
  seniorityLevel: 'Senior',
  yearsOfExperience: null,
  personalInformation: null,
  howDidYouHearAboutUs: 'A friend',
  acceptTermsAndConditions: true,
  tags: [],
};

function renderProfile(routes: Parameters<typeof fakeGateway>[0] = {}, url = '/profile', wrapFetch?: (base: typeof fetch) => typeof fetch) {
  saveTokens({ accessToken: 'a0', refreshToken: 'r0' }, true);
  const gateway = fakeGateway({
    SessionUser: [() => json({ data: { me: sessionUser } })],
    MyProfile: [() => json({ data: { me } })],
    MissingProfileFields: [() => json({ data: { missingProfileFields: [] } })],
    ProfileFormOptions: [() => json({ data: { jobPositions: ['Account Executive', 'Sales Director'], tags: [{ __typename: 'Tag', slug: 'saas', name: 'SaaS' }] } })],
    ...routes,
  });
  const fetchFn = wrapFetch ? vi.fn(wrapFetch(gateway.fetchFn as unknown as typeof fetch)) : gateway.fetchFn;
  renderWithSession(<ProfilePage />, { path: url.split('?')[0], url, gateway: { ...gateway, fetchFn: fetchFn as typeof gateway.fetchFn } });
  return gateway;
}

const form = () => screen.getByRole('form', { name: 'Edit profile' });
const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(within(form()).getByRole('button', { name: 'Save' }));

describe('/profile', () => {
  it("shows the member's own profile", async () => {
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(screen.getAllByText('London, United Kingdom').length).toBeGreaterThan(0);
    expect(screen.getByText('11-50 employees')).toBeTruthy();
    expect(screen.queryByText('Phone')).toBeNull();
  });

  it('lists the missing registration fields with a way to complete them', async () => {
    renderProfile({ MissingProfileFields: [() => json({ data: { missingProfileFields: ['linkedInUrl', 'location'] } })] });
    expect(await screen.findByText(PROFILE.missingFieldsText)).toBeTruthy();
    expect(screen.getByText('LinkedIn profile', { selector: 'li' })).toBeTruthy();
    expect(screen.getByText('Location', { selector: 'li' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete your profile' }));
    expect(await screen.findByRole('form', { name: 'Edit profile' })).toBeTruthy();
  });

  it('shows the exact message of each bad input and sends nothing', async () => {
    const gateway = renderProfile({}, '/profile?edit=1');
    await screen.findByRole('form', { name: 'Edit profile' });
    type(/^First name/, ' ');
    type(/^Last name/, '');
    type(/^Job position/, 'x');
    type(/^LinkedIn profile URL/, 'https://example.com/ada');
    type(/^Phone number/, '12345');
    type(/^How did you hear about us/, '');
    save();
    expect(await within(form()).findByText(M.firstNameMin)).toBeTruthy();
    expect(within(form()).getByText(M.lastNameMin)).toBeTruthy();
    expect(within(form()).getByText(M.jobPositionMin)).toBeTruthy();
    expect(within(form()).getByText(M.linkedInUrl)).toBeTruthy();
    expect(within(form()).getByText(M.phoneNumber)).toBeTruthy();
    expect(within(form()).getByText(M.howDidYouHearAboutUsMin)).toBeTruthy();
    expect(gateway.of('UpdateProfile')).toHaveLength(0);
  });

  it('asks for a location when the member has none', async () => {
    const gateway = renderProfile({ MyProfile: [() => json({ data: { me: { ...me, location: null } } })] }, '/profile?edit=1');
    await screen.findByRole('form', { name: 'Edit profile' });
    save();
    expect(await within(form()).findByText(M.location)).toBeTruthy();
    expect(gateway.of('UpdateProfile')).toHaveLength(0);
  });

  it("the form's schema refuses values outside the spec §3 enumerations with their messages", () => {
    // the selects only offer the listed values; the schema still names what is wrong with any other
    const result = profileFormSchema.safeParse({
      firstName: 'Ada', lastName: 'Lovelace', jobPosition: 'Account Executive', linkedInUrl: me.linkedInUrl, location: me.location,
      phoneNumber: '', companyName: '', industry: '', personalInformation: '', howDidYouHearAboutUs: 'A friend', tags: [], acceptTermsAndConditions: true,
      seniorityLevel: 'Boss', companySize: '1-5', yearsOfExperience: '20 years',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ seniorityLevel: PROFILE.seniorityLevel, companySize: PROFILE.companySize, yearsOfExperience: PROFILE.yearsOfExperience });
  });

  it('submits good input (emptied optional fields as null) and says it is saved', async () => {
    const gateway = renderProfile({
      UpdateProfile: [() => json({ data: { updateProfile: { ...me, phoneNumber: '+442079460958', seniorityLevel: 'Director', tags: ['saas'] } } })],
    }, '/profile?edit=1');
    await screen.findByRole('form', { name: 'Edit profile' });
    type(/^Phone number/, '+44 20 7946 0958');
    type(/^Company$/, '');
    fireEvent.change(field(/^Seniority level/), { target: { value: 'Director' } });
    fireEvent.click(await within(form()).findByRole('checkbox', { name: 'SaaS' }));
    save();
    await waitFor(() => expect(gateway.of('UpdateProfile')).toHaveLength(1));
    expect(gateway.of('UpdateProfile')[0].variables).toEqual({
      input: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        jobPosition: 'Account Executive',
        linkedInUrl: 'https://www.linkedin.com/in/ada',
        location: { lat: 51.5, lng: -0.12, name: 'London, United Kingdom' },
        phoneNumber: '+44 20 7946 0958',
        companyName: null,
        industry: null,
        companySize: '11-50',
        yearsOfExperience: null,
        seniorityLevel: 'Director',
        personalInformation: null,
        howDidYouHearAboutUs: 'A friend',
        tags: ['saas'],
      },
    });
    expect(await screen.findByText(PROFILE.saved)).toBeTruthy();
  });

  it('asks a member who never accepted the terms (an account an admin created) to accept them, and sends that', async () => {
    const gateway = renderProfile({
      MyProfile: [() => json({ data: { me: { ...me, acceptTermsAndConditions: false } } })],
      UpdateProfile: [() => json({ data: { updateProfile: { ...me, acceptTermsAndConditions: true } } })],
    }, '/profile?edit=1');
    await screen.findByRole('form', { name: 'Edit profile' });
    save();
    expect(await within(form()).findByText(M.acceptTerms)).toBeTruthy();
    expect(gateway.of('UpdateProfile')).toHaveLength(0);
    fireEvent.click(within(form()).getByText('I accept the terms and conditions'));
    await waitFor(() => expect((within(form()).getByRole('checkbox', { name: /I accept/ }) as HTMLInputElement).checked).toBe(true));
    save();
    await waitFor(() => expect(gateway.of('UpdateProfile')).toHaveLength(1));
    expect(gateway.of('UpdateProfile')[0].variables).toMatchObject({ input: { acceptTermsAndConditions: true } });
  });

  it("puts the server's field messages under their fields", async () => {
    renderProfile({
      UpdateProfile: [() => json({ data: null, errors: [{ message: M.phoneNumber, extensions: { code: 'BAD_USER_INPUT', fields: { phoneNumber: M.phoneNumber } } }] })],
    }, '/profile?edit=1');
    await screen.findByRole('form', { name: 'Edit profile' });
    type(/^Phone number/, '+1 202 555 0199');
    save();
    expect(await within(form()).findByText(M.phoneNumber)).toBeTruthy();
  });

  it('previews a chosen photo, uploads it through the gateway and shows the new one', async () => {
    const uploads: Array<{ url: string; file: File | null; csrf: string | null }> = [];
    renderProfile({}, '/profile?edit=1', (base) => async (input, init = {}) => {
      if (String(input).endsWith('/user/upload-avatar')) {
        const body = init.body as FormData;
        uploads.push({ url: String(input), file: body.get('image') as File | null, csrf: new Headers(init.headers).get('x-csrf-token') });
        return json({ ...me, imageUrl: '/uploads/avatar-1' });
      }
      return base(input, init);
    });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText(/Choose a photo/), { target: { files: [photo] } });
    expect((await screen.findByRole('img', { name: 'Preview of the new photo' })).getAttribute('src')).toBe('blob:preview-1');
    fireEvent.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].file?.name).toBe('me.png');
    expect(uploads[0].csrf).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Delete photo' })).toBeTruthy();
  });

  it('refuses a photo over 50 MB before uploading it', async () => {
    renderProfile({}, '/profile?edit=1');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 52428801 });
    fireEvent.change(await screen.findByLabelText(/Choose a photo/), { target: { files: [big] } });
    expect(await screen.findByText('The image must be at most 50 MB')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload photo' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
