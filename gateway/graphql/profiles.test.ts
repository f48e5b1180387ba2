// The profiles resolvers and avatar pass-throughs against a fake services (msw): each call goes to the services route
// of services/API.md § Slice: profiles with the member's bearer, answers its shape, and passes refusals on with their
// message, code and per-field messages.
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AUTH, GROUP_HOOKUP, PROFILE, VALIDATION } from '~/common/messages';
import { csrfHeaders, SERVICES_URL, signAccessToken } from '~/gateway/testing/fakeServices';
import { useFakeServicesGateway } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;

const MEMBER = '7d6f0a52-2f8e-4c57-9a39-3b3d6f1f7a10';
const memberToken = () => signAccessToken(gateway.keys.privateKey, { sub: 'member-1' });

const user = {
  uuid: MEMBER,
  id: 7,
  username: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  linkedInUrl: 'https://www.linkedin.com/in/ada',
  phoneNumber: '+442079460958',
  jobPosition: 'Sales Director',
  roles: ['ROLE_USER'],
  countryCode: 'GB',
  city: null,
  companyName: 'Analytical Engines',
  companySize: '11-50',
  industry: null,
  yearsOfExperience: '6 to 10 years',
  seniorityLevel: 'Director',
  personalInformation: null,
  imageUrl: '/uploads/avatar-1',
  lastActivity: null,
  location: { lat: 51.5, lng: -0.12, name: 'London, United Kingdom' },
  unsubscribeDate: null,
  pauseNotificationsStartDate: null,
  pauseNotificationsEndDate: null,
  active: true,
  verified: true,
  linkedWithGoogleCalendar: false,
  timeZone: 'UTC',
  loggedWithLinkedIn: false,
  acceptTermsAndConditions: true,
  subscribe: true,
  howDidYouHearAboutUs: 'A friend',
  referrer: null,
  createdOn: '2030-01-01T00:00:00.000Z',
  tags: ['saas'],
};

const USER_FIELDS = 'uuid fullName phoneNumber seniorityLevel imageUrl tags';

describe('updateProfile', () => {
  it('PUTs the given fields (nulls kept, left-out fields left out) to /user with the bearer and answers the User with tags', async () => {
    const calls = serve('put', '/user', user);
    const res = await send(
      `mutation($input: ProfileInput!) { updateProfile(input: $input) { ${USER_FIELDS} } }`,
      { variables: { input: { firstName: 'Ada', phoneNumber: '+44 20 7946 0958', industry: null, tags: ['saas'] } }, token: await memberToken() },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({
      updateProfile: { uuid: MEMBER, fullName: 'Ada Lovelace', phoneNumber: '+442079460958', seniorityLevel: 'Director', imageUrl: '/uploads/avatar-1', tags: ['saas'] },
    });
    expect(calls[0].headers.get('authorization')).toMatch(/^Bearer /);
    expect(calls[0].body).toEqual({ firstName: 'Ada', phoneNumber: '+44 20 7946 0958', industry: null, tags: ['saas'] });
  });

  it("passes services' field messages on as BAD_USER_INPUT with extensions.fields", async () => {
    serve('put', '/user', { statusCode: 400, error: 'Bad Request', message: VALIDATION.phoneNumber, fields: { phoneNumber: VALIDATION.phoneNumber, seniorityLevel: PROFILE.seniorityLevel } }, { status: 400 });
    const res = await send(`mutation { updateProfile(input: { phoneNumber: "123" }) { uuid } }`, { token: await memberToken() });
    expect(res.body.errors?.[0]).toMatchObject({
      message: VALIDATION.phoneNumber,
      extensions: { code: 'BAD_USER_INPUT', fields: { phoneNumber: VALIDATION.phoneNumber, seniorityLevel: PROFILE.seniorityLevel } },
    });
  });

  it('refuses without a session before calling services', async () => {
    const res = await send(`mutation { updateProfile(input: { firstName: "Ada" }) { uuid } }`);
    expect(res.body.errors?.[0]).toMatchObject({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('admin calls', () => {
  it('adminUpdateUser PUTs to /admin/user/edit/{uuid}; a 403 and a 404 of services come back as FORBIDDEN and NOT_FOUND', async () => {
    const calls = serve('put', `/admin/user/edit/${MEMBER}`, user);
    const ok = await send(`mutation { adminUpdateUser(uuid: "${MEMBER}", input: { jobPosition: "Sales Director" }) { uuid } }`, { token: await memberToken() });
    expect(ok.body.data).toEqual({ adminUpdateUser: { uuid: MEMBER } });
    expect(calls[0].body).toEqual({ jobPosition: 'Sales Director' });

    serve('put', `/admin/user/edit/${MEMBER}`, { statusCode: 403, error: 'Forbidden', message: AUTH.forbidden }, { status: 403 });
    const refused = await send(`mutation { adminUpdateUser(uuid: "${MEMBER}", input: { jobPosition: "X y" }) { uuid } }`, { token: await memberToken() });
    expect(refused.body.errors?.[0]).toMatchObject({ message: AUTH.forbidden, extensions: { code: 'FORBIDDEN' } });

    serve('delete', `/admin/user/delete-avatar/${MEMBER}`, { statusCode: 404, error: 'Not Found', message: PROFILE.userNotFound }, { status: 404 });
    const missing = await send(`mutation { adminDeleteAvatar(uuid: "${MEMBER}") { uuid } }`, { token: await memberToken() });
    expect(missing.body.errors?.[0]).toMatchObject({ message: PROFILE.userNotFound, extensions: { code: 'NOT_FOUND' } });
  });

  it('deleteAvatar DELETEs /user/delete-avatar and answers the User without an image', async () => {
    const calls = serve('delete', '/user/delete-avatar', { ...user, imageUrl: null });
    const res = await send('mutation { deleteAvatar { uuid imageUrl } }', { token: await memberToken() });
    expect(res.body.data).toEqual({ deleteAvatar: { uuid: MEMBER, imageUrl: null } });
    expect(calls[0].method).toBe('DELETE');
  });
});

describe('reads', () => {
  it("memberProfile answers GET /user/details/{uuid}'s public profile", async () => {
    const profile = {
      uuid: MEMBER, firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', imageUrl: null, jobPosition: 'Sales Director',
      companyName: null, industry: null, companySize: null, yearsOfExperience: null, seniorityLevel: null, location: null,
      linkedInUrl: null, personalInformation: null, roles: ['ROLE_USER'], tags: ['saas'], pastMatches: 3, attendedGroupHookups: 2, rating: null,
    };
    serve('get', `/user/details/${MEMBER}`, profile);
    const res = await send(`query { memberProfile(uuid: "${MEMBER}") { uuid fullName tags pastMatches attendedGroupHookups rating { average count } } }`, { token: await memberToken() });
    expect(res.body.data).toEqual({ memberProfile: { uuid: MEMBER, fullName: 'Ada Lovelace', tags: ['saas'], pastMatches: 3, attendedGroupHookups: 2, rating: null } });
  });

  it('missingProfileFields answers the list of GET /user/missing-fields', async () => {
    serve('get', '/user/missing-fields', { missingFields: ['linkedInUrl', 'location'] });
    const res = await send('query { missingProfileFields }', { token: await memberToken() });
    expect(res.body.data).toEqual({ missingProfileFields: ['linkedInUrl', 'location'] });
  });

  it("me { tags } reads the member's tags from their profile when GET /user/details has none", async () => {
    const { tags: _tags, ...withoutTags } = user;
    serve('get', '/user/details', withoutTags);
    serve('get', `/user/details/${MEMBER}`, { tags: ['negotiation'] });
    const res = await send('query { me { uuid tags } }', { token: await memberToken() });
    expect(res.body.data).toEqual({ me: { uuid: MEMBER, tags: ['negotiation'] } });
  });
});

describe('POST /user/upload-avatar and /admin/user/upload-avatar/:id', () => {
  const BOUNDARY = 'avatar-test-boundary';
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
  const body = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const upload = async (url: string, headers: Record<string, string>) =>
    gateway.app.inject({ method: 'POST', url, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers }, payload: body });
  const signedIn = async () => ({ ...(await csrfHeaders(gateway.app)), authorization: `Bearer ${await memberToken()}` });

  it('streams the file to services with the bearer and answers the User', async () => {
    let received: { authorization: string | null; file: File | null } | undefined;
    gateway.services.use(
      http.post(`${SERVICES_URL}/user/upload-avatar`, async ({ request }) => {
        const form = await request.formData();
        received = { authorization: request.headers.get('authorization'), file: form.get('image') as File | null };
        return HttpResponse.json(user);
      }),
    );
    const res = await upload('/user/upload-avatar', await signedIn());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: MEMBER, imageUrl: '/uploads/avatar-1' });
    expect(received?.authorization).toMatch(/^Bearer /);
    expect(Buffer.from(await received!.file!.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("passes services' 415 and 403 on with their message, and calls the admin path with the member's uuid", async () => {
    // a multipart body is not JSON: these handlers count calls without reading it
    const answer = (path: string, status: number, message: string, calls: string[] = []) => {
      gateway.services.use(http.post(`${SERVICES_URL}${path}`, ({ request }) => (calls.push(request.url), HttpResponse.json({ statusCode: status, error: 'Refused', message }, { status }))));
      return calls;
    };
    answer('/user/upload-avatar', 415, GROUP_HOOKUP.imageType);
    const refused = await upload('/user/upload-avatar', await signedIn());
    expect(refused.statusCode, refused.body).toBe(415);
    expect(refused.json().message).toBe(GROUP_HOOKUP.imageType);
    const calls = answer(`/admin/user/upload-avatar/${MEMBER}`, 403, AUTH.forbidden);
    const forbidden = await upload(`/admin/user/upload-avatar/${MEMBER}`, await signedIn());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(AUTH.forbidden);
    expect(calls).toHaveLength(1);
  });

  it('answers 403 without the CSRF header and 401 without a session, before calling services', async () => {
    const noCsrf = await upload('/user/upload-avatar', { authorization: `Bearer ${await memberToken()}` });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toBe(AUTH.csrf);
    const anonymous = await upload('/user/upload-avatar', await csrfHeaders(gateway.app));
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 413 for a declared body over the 50 MB limit without calling services', async () => {
    const res = await gateway.app.inject({
      method: 'POST',
      url: '/user/upload-avatar',
      headers: { ...(await signedIn()), 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(60 * 1024 * 1024) },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(GROUP_HOOKUP.imageTooLarge);
  });
});
