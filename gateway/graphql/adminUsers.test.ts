// The admin user resolvers against a fake services (msw): each field calls its route of services/API.md § Slice:
// admin-users with the admin's bearer, filters become f_ query parameters (empty ones dropped), and refusals keep
// their code (403 FORBIDDEN, 404 NOT_FOUND, 400 BAD_USER_INPUT with fields).
import { describe, expect, it } from 'vitest';
import { ADMIN_USERS, AUTH, VALIDATION } from '~/common/messages';
import { adminUsersQueryToServices } from '~/gateway/sources/adminUsers';
import { signAccessToken } from '~/gateway/testing/fakeServices';
import { useFakeServicesGateway } from '~/gateway/testing/resolverHarness';

const gateway = useFakeServicesGateway();
const { serve, send } = gateway;

const ADMIN_UUID = '11111111-1111-4111-8111-111111111111';
const USER_UUID = '22222222-2222-4222-8222-222222222222';

const row = {
  uuid: USER_UUID,
  fullName: 'Grace Hopper',
  username: 'grace@example.com',
  imageUrl: null,
  jobPosition: 'Account Executive',
  firstName: 'Grace',
  lastName: 'Hopper',
  roles: ['ROLE_USER'],
  city: 'Arlington',
  companyName: 'Navy',
  location: { lat: 1, lng: 2, name: 'Arlington, USA' },
  subscribe: true,
  active: true,
  verified: true,
  createdOn: '2030-01-01T00:00:00.000Z',
  lastActivity: null,
};
const ROW = 'uuid fullName username imageUrl jobPosition firstName lastName roles city companyName location { lat lng name } subscribe active verified createdOn lastActivity';
const user = { ...row, id: 7, linkedInUrl: null, phoneNumber: null, countryCode: null, companySize: null, industry: null, yearsOfExperience: null };
const USER = 'uuid username fullName roles active';

const adminToken = () => signAccessToken(gateway.keys.privateKey, { sub: ADMIN_UUID, roles: ['ROLE_ADMIN'] });
const memberToken = () => signAccessToken(gateway.keys.privateKey, { sub: USER_UUID, roles: ['ROLE_USER'] });
const refusal = (statusCode: number, message: string, fields?: Record<string, string>) => ({ statusCode, error: 'Refused', message, ...(fields && { fields }) });

describe('adminUsersQueryToServices', () => {
  it('spells every filter as services do and drops empty ones', () => {
    expect(
      adminUsersQueryToServices({
        filters: {
          fullName: ' Grace ',
          firstName: '',
          lastName: '   ',
          username: 'grace@',
          city: null,
          companyName: 'Navy',
          locationName: 'Arlington',
          isSubscribe: false,
          jobPosition: 'exec',
        },
        page: 2,
        size: 15,
        sortBy: 'lastName',
        sortDirection: 'asc',
      }),
    ).toEqual({
      page: 2,
      size: 15,
      sorting_parameter: 'lastName',
      sorting_direction: 'asc',
      f_fullName: 'Grace',
      f_firstName: undefined,
      f_lastName: undefined,
      f_username: 'grace@',
      f_city: undefined,
      f_companyName: 'Navy',
      'f_location.name': 'Arlington',
      f_isSubscribe: 'false',
      f_jobPosition: 'exec',
    });
  });

  it('asks for spec §9’s default list size and leaves the sort to services when nothing is given', () => {
    expect(Object.entries(adminUsersQueryToServices({})).filter(([, value]) => value !== undefined)).toEqual([['size', 15]]);
  });
});

describe('admin user fields call services with the admin’s bearer', () => {
  it('adminUsers reads GET /admin/users with the filters, sort and paging', async () => {
    const calls = serve('get', '/admin/users', { elements: [row], totalPages: 3, totalElements: 31, page: 1, size: 15 });
    const token = await adminToken();
    const response = await send(
      `query($filters: AdminUserFilters) { adminUsers(filters: $filters, page: 1, size: 15, sortBy: city, sortDirection: asc) { totalPages totalElements page size elements { ${ROW} } } }`,
      { variables: { filters: { locationName: 'Arl', isSubscribe: true, city: '' } }, token },
    );
    expect(response.body).toEqual({ data: { adminUsers: { totalPages: 3, totalElements: 31, page: 1, size: 15, elements: [row] } } });
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(Object.fromEntries(calls[0].search)).toEqual({
      page: '1',
      size: '15',
      sorting_parameter: 'city',
      sorting_direction: 'asc',
      'f_location.name': 'Arl',
      f_isSubscribe: 'true',
    });
  });

  it('adminUser reads GET /admin/user/{id}', async () => {
    const calls = serve('get', `/admin/user/${USER_UUID}`, user);
    const response = await send(`query { adminUser(uuid: "${USER_UUID}") { ${USER} } }`, { token: await adminToken() });
    expect(response.body).toEqual({ data: { adminUser: { uuid: USER_UUID, username: 'grace@example.com', fullName: 'Grace Hopper', roles: ['ROLE_USER'], active: true } } });
    expect(calls).toHaveLength(1);
  });

  it("User.reviews is the member's shown rating from the batched GET /reviews/ratings, null below it", async () => {
    serve('get', `/admin/user/${USER_UUID}`, user);
    const ratings = serve('get', '/reviews/ratings', [{ userUuid: USER_UUID, average: 4.5, count: 4 }]);
    const response = await send(`query { adminUser(uuid: "${USER_UUID}") { uuid reviews { average count } } }`, { token: await adminToken() });
    expect(response.body).toEqual({ data: { adminUser: { uuid: USER_UUID, reviews: { average: 4.5, count: 4 } } } });
    expect(ratings).toHaveLength(1);
    expect(ratings[0].search.get('userUuids')).toBe(USER_UUID);

    serve('get', '/reviews/ratings', []);
    const unrated = await send(`query { adminUser(uuid: "${USER_UUID}") { reviews { average count } } }`, { token: await adminToken() });
    expect(unrated.body).toEqual({ data: { adminUser: { reviews: null } } });
  });

  it('roles reads GET /admin/roles/all', async () => {
    serve('get', '/admin/roles/all', [{ role: 'ROLE_ADMIN', label: 'Admin' }, { role: 'ROLE_USER', label: 'Client' }]);
    const response = await send('query { roles { role label } }', { token: await adminToken() });
    expect(response.body.data).toEqual({ roles: [{ role: 'ROLE_ADMIN', label: 'Admin' }, { role: 'ROLE_USER', label: 'Client' }] });
  });

  it('adminCreateUser posts the form to POST /admin/user without the fields left empty', async () => {
    const calls = serve('post', '/admin/user', user, { status: 201 });
    const input = { firstName: 'Grace', lastName: 'Hopper', username: 'grace@example.com', roles: ['ROLE_USER'], jobPosition: null, location: null };
    const response = await send(`mutation($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { ${USER} } }`, { variables: { input }, token: await adminToken() });
    expect(response.body.data?.adminCreateUser).toMatchObject({ uuid: USER_UUID });
    expect(calls[0].body).toEqual({ firstName: 'Grace', lastName: 'Hopper', username: 'grace@example.com', roles: ['ROLE_USER'] });
  });

  it('disableUser and enableUser call PUT /admin/user/disable|enable/{id}', async () => {
    const disabled = serve('put', `/admin/user/disable/${USER_UUID}`, { ...user, active: false });
    const enabled = serve('put', `/admin/user/enable/${USER_UUID}`, user);
    const token = await adminToken();
    expect((await send(`mutation { disableUser(uuid: "${USER_UUID}") { active } }`, { token })).body.data).toEqual({ disableUser: { active: false } });
    expect((await send(`mutation { enableUser(uuid: "${USER_UUID}") { active } }`, { token })).body.data).toEqual({ enableUser: { active: true } });
    expect([disabled.length, enabled.length]).toEqual([1, 1]);
  });

  it('setUserRoles sends the list itself as the body of PUT /admin/user/{userUuid}/roles', async () => {
    const calls = serve('put', `/admin/user/${USER_UUID}/roles`, { ...user, roles: ['ROLE_USER', 'ROLE_EXPERT'] });
    const response = await send(`mutation { setUserRoles(uuid: "${USER_UUID}", roles: [ROLE_USER, ROLE_EXPERT]) { roles } }`, { token: await adminToken() });
    expect(response.body.data).toEqual({ setUserRoles: { roles: ['ROLE_USER', 'ROLE_EXPERT'] } });
    expect(calls[0].body).toEqual(['ROLE_USER', 'ROLE_EXPERT']);
  });
});

describe('refusals', () => {
  it('without a session every field is UNAUTHENTICATED and services are not called', async () => {
    const calls = serve('get', '/admin/users', { elements: [], totalPages: 0, totalElements: 0, page: 0, size: 15 });
    const response = await send('query { adminUsers { totalPages } }');
    expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } });
    expect(calls).toHaveLength(0);
  });

  it('a member gets FORBIDDEN with services’ message', async () => {
    serve('get', '/admin/users', refusal(403, AUTH.forbidden), { status: 403 });
    const response = await send('query { adminUsers { totalPages } }', { token: await memberToken() });
    expect(response.body.errors?.[0]).toEqual(expect.objectContaining({ message: AUTH.forbidden, extensions: { code: 'FORBIDDEN' } }));
  });

  it('another organisation’s user is NOT_FOUND', async () => {
    serve('put', `/admin/user/disable/${USER_UUID}`, refusal(404, ADMIN_USERS.notFound), { status: 404 });
    const response = await send(`mutation { disableUser(uuid: "${USER_UUID}") { active } }`, { token: await adminToken() });
    expect(response.body.errors?.[0]).toMatchObject({ message: ADMIN_USERS.notFound, extensions: { code: 'NOT_FOUND' } });
  });

  it('self-protection and form errors are BAD_USER_INPUT with their messages and fields', async () => {
    serve('put', `/admin/user/${ADMIN_UUID}/roles`, refusal(400, ADMIN_USERS.cannotRemoveOwnAdmin), { status: 400 });
    const own = await send(`mutation { setUserRoles(uuid: "${ADMIN_UUID}", roles: [ROLE_USER]) { roles } }`, { token: await adminToken() });
    expect(own.body.errors?.[0]).toMatchObject({ message: ADMIN_USERS.cannotRemoveOwnAdmin, extensions: { code: 'BAD_USER_INPUT' } });

    const fields = { firstName: VALIDATION.firstNameMin };
    serve('post', '/admin/user', refusal(400, VALIDATION.firstNameMin, fields), { status: 400 });
    const input = { firstName: ' ', lastName: 'Hopper', username: 'grace@example.com', roles: ['ROLE_USER'] };
    const bad = await send('mutation($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { uuid } }', { variables: { input }, token: await adminToken() });
    expect(bad.body.errors?.[0]).toMatchObject({ message: VALIDATION.firstNameMin, extensions: { code: 'BAD_USER_INPUT', fields } });
  });

  it('an existing email is CONFLICT', async () => {
    serve('post', '/admin/user', refusal(409, AUTH.emailTaken, { username: AUTH.emailTaken }), { status: 409 });
    const input = { firstName: 'Grace', lastName: 'Hopper', username: 'grace@example.com', roles: ['ROLE_USER'] };
    const response = await send('mutation($input: AdminCreateUserInput!) { adminCreateUser(input: $input) { uuid } }', { variables: { input }, token: await adminToken() });
    expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.emailTaken, extensions: { code: 'CONFLICT' } });
  });
});
