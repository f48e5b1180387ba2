import type { FastifyInstance } from 'fastify';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, PAGES, VALIDATION } from '~/common/messages';
import { buildGateway } from '~/gateway/server';
import {
  createFakeServices,
  createSigningKeys,
  csrfHeaders,
  postGraphql,
  record,
  SERVICES_URL,
  signAccessToken,
  type RecordedRequest,
  type SigningKeys,
} from '~/gateway/testing/fakeServices';

const sessionUser = {
  uuid: 'user-uuid-1',
  username: 'ada@example.com',
  fullName: 'Ada Lovelace',
  imageUrl: null,
  roles: ['ROLE_USER'],
  verified: false,
};
const authResponse = { accessToken: 'access-1', refreshToken: 'refresh-1', user: sessionUser };
const AUTH_PAYLOAD = 'accessToken refreshToken user { uuid username fullName imageUrl roles verified }';
const registerInput = {
  username: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  linkedInUrl: 'https://www.linkedin.com/in/ada',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  jobPosition: 'Account Executive',
  location: { lat: 51.5, lng: -0.12, name: 'London' },
  howDidYouHearAboutUs: 'A friend',
  acceptTermsAndConditions: true,
};

let keys: SigningKeys;
let services: ReturnType<typeof createFakeServices>;
let app: FastifyInstance;
let accessToken: string;

beforeAll(async () => {
  keys = await createSigningKeys();
  services = createFakeServices(keys);
  services.listen({ onUnhandledRequest: 'error' });
  app = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: false });
  accessToken = await signAccessToken(keys.privateKey);
});
afterEach(() => services.resetHandlers());
afterAll(async () => {
  await app.close();
  services.close();
});

/** Answers one services call and records what the gateway sent. */
function answer(method: 'get' | 'post' | 'put', path: string, status: number, body?: JsonBodyType) {
  const calls: RecordedRequest[] = [];
  services.use(
    http[method](`${SERVICES_URL}${path}`, async ({ request }) => {
      calls.push(await record(request));
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status });
    }),
  );
  return calls;
}

async function mutate(query: string, variables: Record<string, unknown> = {}, extraHeaders: Record<string, string> = {}) {
  return postGraphql(app, { query, variables, headers: { ...(await csrfHeaders(app)), ...extraHeaders } });
}

describe('each account mutation is one services call', () => {
  const message = { message: 'done' };
  const cases = [
    {
      name: 'login posts the credentials to /auth/login',
      query: `mutation($input: LoginInput!) { login(input: $input) { ${AUTH_PAYLOAD} } }`,
      variables: { input: { username: 'ada@example.com', password: 'Secret#123', rememberMe: true } },
      rest: ['post', '/auth/login', 200, authResponse] as const,
      sent: { username: 'ada@example.com', password: 'Secret#123', rememberMe: true },
      data: { login: authResponse },
    },
    {
      name: 'register posts the form to /auth/register',
      query: `mutation($input: RegisterInput!) { register(input: $input) { ${AUTH_PAYLOAD} } }`,
      variables: { input: registerInput },
      rest: ['post', '/auth/register', 201, authResponse] as const,
      sent: registerInput,
      data: { register: authResponse },
    },
    {
      name: 'refreshToken posts to /auth/refreshToken',
      query: 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken } }',
      variables: { t: 'refresh-1' },
      rest: ['post', '/auth/refreshToken', 200, { accessToken: 'a2', refreshToken: 'r2' }] as const,
      sent: { refreshToken: 'refresh-1' },
      data: { refreshToken: { accessToken: 'a2', refreshToken: 'r2' } },
    },
    {
      name: 'logout posts the refresh token to /auth/logout and answers true on 204',
      query: 'mutation($t: String!) { logout(refreshToken: $t) }',
      variables: { t: 'refresh-1' },
      rest: ['post', '/auth/logout', 204] as const,
      sent: { refreshToken: 'refresh-1' },
      data: { logout: true },
    },
    {
      name: 'requestPasswordReset posts the address to /user/password/reset',
      query: 'mutation($u: String!) { requestPasswordReset(username: $u) { message } }',
      variables: { u: 'ada@example.com' },
      rest: ['post', '/user/password/reset', 200, { message: AUTH.resetSent }] as const,
      sent: { username: 'ada@example.com' },
      data: { requestPasswordReset: { message: AUTH.resetSent } },
    },
    {
      name: 'resetPassword puts the new password to /password/reset/confirm',
      query: 'mutation($i: ResetPasswordInput!) { resetPassword(input: $i) { message } }',
      variables: { i: { token: 't', password: 'Secret#123', confirmPassword: 'Secret#123' } },
      rest: ['put', '/password/reset/confirm', 200, { message: AUTH.passwordReset }] as const,
      sent: { token: 't', password: 'Secret#123', confirmPassword: 'Secret#123' },
      data: { resetPassword: { message: AUTH.passwordReset } },
    },
    {
      name: 'confirmUsernameChange puts the token to /user/username/confirm',
      query: 'mutation($t: String!) { confirmUsernameChange(confirmationToken: $t) { message } }',
      variables: { t: 'c-1' },
      rest: ['put', '/user/username/confirm', 200, { message: AUTH.usernameChanged }] as const,
      sent: { confirmationToken: 'c-1' },
      data: { confirmUsernameChange: { message: AUTH.usernameChanged } },
    },
    {
      name: 'changePassword puts to /user/password with the bearer',
      query: `mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ${AUTH_PAYLOAD} } }`,
      variables: { i: { oldPassword: 'Old#12345', password: 'Secret#123', confirmPassword: 'Secret#123' } },
      rest: ['put', '/user/password', 200, authResponse] as const,
      sent: { oldPassword: 'Old#12345', password: 'Secret#123', confirmPassword: 'Secret#123' },
      data: { changePassword: authResponse },
      signedIn: true,
    },
    {
      name: 'resendVerificationEmail posts to /user/resend-email with the bearer',
      query: 'mutation { resendVerificationEmail { message } }',
      rest: ['post', '/user/resend-email', 200, { message: AUTH.resendSuccess }] as const,
      sent: undefined,
      data: { resendVerificationEmail: { message: AUTH.resendSuccess } },
      signedIn: true,
    },
    {
      name: 'changeUsername posts the new address to /user/username/change with the bearer',
      query: 'mutation($u: String!) { changeUsername(username: $u) { message } }',
      variables: { u: 'new@example.com' },
      rest: ['post', '/user/username/change', 200, message] as const,
      sent: { username: 'new@example.com' },
      data: { changeUsername: message },
      signedIn: true,
    },
  ];

  it.each(cases)('$name', async ({ query, variables, rest, sent, data, signedIn }) => {
    const [method, path, status, body] = rest;
    const calls = answer(method, path, status, body);
    const bearer: Record<string, string> = signedIn ? { authorization: `Bearer ${accessToken}` } : {};
    const response = await mutate(query, variables, bearer);
    expect(response.body).toEqual({ data });
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toEqual(sent);
    if (signedIn) expect(calls[0].headers.get('authorization')).toBe(`Bearer ${accessToken}`);
  });

  it('confirmEmail sends the token as a query parameter of GET /auth/confirm', async () => {
    const calls = answer('get', '/auth/confirm', 200, { message: AUTH.emailConfirmed });
    const response = await mutate('mutation($t: String!) { confirmEmail(token: $t) { message } }', { t: 'a b&c' });
    expect(response.body).toEqual({ data: { confirmEmail: { message: AUTH.emailConfirmed } } });
    expect(calls[0].search.get('token')).toBe('a b&c');
  });

  it('login leaves rememberMe out when the browser did not send it', async () => {
    const calls = answer('post', '/auth/login', 200, authResponse);
    await mutate(`mutation { login(input: { username: "a@b.co", password: "Secret#123" }) { accessToken } }`);
    expect(calls[0].body).toEqual({ username: 'a@b.co', password: 'Secret#123' });
  });
});

describe('Sign in with LinkedIn is a thin call into services', () => {
  it('linkedInEnabled reads GET /auth/linkedin/config; linkedInAuthorize answers the provider URL', async () => {
    answer('get', '/auth/linkedin/config', 200, { enabled: true });
    expect((await postGraphql(app, { query: '{ linkedInEnabled }' })).body).toEqual({ data: { linkedInEnabled: true } });
    const begun = answer('post', '/auth/linkedin/authorize', 200, { url: 'https://idp.example/authorize?state=s' });
    const response = await mutate('mutation { linkedInAuthorize(mode: sign_up) }');
    expect(response.body).toEqual({ data: { linkedInAuthorize: 'https://idp.example/authorize?state=s' } });
    expect(begun[0]!.body).toEqual({ mode: 'sign_up' });
  });

  it('linkedInCallback hands the landing query to services and answers the next step', async () => {
    const calls = answer('post', '/auth/linkedin/callback', 200, { status: 'PASSWORD_REQUIRED', linkToken: 'link-token', email: 'ada@example.com' });
    const response = await mutate('mutation($q: String!) { linkedInCallback(mode: login, query: $q) { status linkToken email auth { accessToken } } }', { q: '?code=c&state=s' });
    expect(response.body).toEqual({ data: { linkedInCallback: { status: 'PASSWORD_REQUIRED', linkToken: 'link-token', email: 'ada@example.com', auth: null } } });
    expect(calls[0]!.body).toEqual({ mode: 'login', query: '?code=c&state=s' });
  });

  it("a refused sign-in is BAD_USER_INPUT with services' message (spec §8)", async () => {
    answer('post', '/auth/linkedin/callback', 400, { statusCode: 400, error: 'Bad Request', message: AUTH.linkedInFailed });
    const response = await mutate('mutation { linkedInCallback(mode: login, query: "?error=x") { status } }');
    expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.linkedInFailed, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('linkedInLink and linkedInRegister answer the session', async () => {
    const linked = answer('post', '/auth/linkedin/link', 200, authResponse);
    expect((await mutate(`mutation { linkedInLink(linkToken: "t", password: "Secret#123") { ${AUTH_PAYLOAD} } }`)).body).toEqual({ data: { linkedInLink: authResponse } });
    expect(linked[0]!.body).toEqual({ linkToken: 't', password: 'Secret#123' });
    const input = { signupToken: 's', linkedInUrl: registerInput.linkedInUrl, jobPosition: 'AE', location: registerInput.location, howDidYouHearAboutUs: 'x', acceptTermsAndConditions: true };
    const registered = answer('post', '/auth/linkedin/register', 201, authResponse);
    expect((await mutate(`mutation($i: LinkedInRegisterInput!) { linkedInRegister(input: $i) { ${AUTH_PAYLOAD} } }`, { i: input })).body).toEqual({ data: { linkedInRegister: authResponse } });
    expect(registered[0]!.body).toEqual(input);
  });
});

describe('what the gateway forwards', () => {
  it('forwards the browser address in X-Forwarded-For', async () => {
    const calls = answer('post', '/auth/login', 200, authResponse);
    await postGraphql(app, {
      query: 'mutation { login(input: { username: "a@b.co", password: "Secret#123" }) { accessToken } }',
      headers: await csrfHeaders(app),
      remoteAddress: '203.0.113.7',
    });
    expect(calls[0].headers.get('x-forwarded-for')).toBe('203.0.113.7');
  });

  it('logout forwards a valid bearer', async () => {
    const calls = answer('post', '/auth/logout', 204);
    await mutate('mutation { logout(refreshToken: "r") }', {}, { authorization: `Bearer ${accessToken}` });
    expect(calls[0].headers.get('authorization')).toBe(`Bearer ${accessToken}`);
  });

  it('logout still works with an expired bearer, which is not forwarded', async () => {
    const expired = await signAccessToken(keys.privateKey, { expiresIn: -60 });
    const calls = answer('post', '/auth/logout', 204);
    const response = await mutate('mutation { logout(refreshToken: "r") }', {}, { authorization: `Bearer ${expired}` });
    expect(response.body).toEqual({ data: { logout: true } });
    expect(calls[0].headers.get('authorization')).toBeNull();
  });
});

describe('services errors become GraphQL errors with the services message and a code', () => {
  const LOGIN = 'mutation { login(input: { username: "a@b.co", password: "Secret#123" }) { accessToken } }';
  const cases = [
    { status: 400, message: VALIDATION.usernameEmail, code: 'BAD_USER_INPUT' },
    { status: 401, message: AUTH.invalidCredentials, code: 'UNAUTHENTICATED' },
    { status: 403, message: AUTH.accountDisabled, code: 'FORBIDDEN' },
    { status: 404, message: 'This account does not exist.', code: 'NOT_FOUND' },
    { status: 409, message: AUTH.emailTaken, code: 'CONFLICT' },
    { status: 413, message: 'The file is too large.', code: 'BAD_USER_INPUT' },
    { status: 415, message: 'The file is not an image.', code: 'BAD_USER_INPUT' },
    { status: 429, message: AUTH.tooManyAttempts, code: 'RATE_LIMITED' },
  ];

  it.each(cases)('a $status answer is $code with its message, over HTTP 200', async ({ status, message, code }) => {
    answer('post', '/auth/login', status, { statusCode: status, error: 'x', message });
    const response = await mutate(LOGIN);
    expect(response.status).toBe(200);
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toEqual([expect.objectContaining({ message, extensions: { code } })]);
  });

  it('a 400 carries the per-field messages in extensions.fields', async () => {
    const fields = { username: VALIDATION.usernameEmail, password: VALIDATION.passwordMin };
    answer('post', '/auth/login', 400, { statusCode: 400, error: 'Bad Request', message: VALIDATION.usernameEmail, fields });
    const response = await mutate(LOGIN);
    expect(response.body.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
  });

  it('a 500 is INTERNAL with the generic message, whatever services said', async () => {
    answer('post', '/auth/login', 500, { statusCode: 500, error: 'x', message: 'relation "users" does not exist' });
    const response = await mutate(LOGIN);
    expect(response.status).toBe(200);
    expect(response.body.errors).toEqual([expect.objectContaining({ message: PAGES.internal, extensions: { code: 'INTERNAL' } })]);
  });

  it('services being down is INTERNAL', async () => {
    services.use(http.post(`${SERVICES_URL}/auth/login`, () => HttpResponse.error()));
    const response = await mutate(LOGIN);
    expect(response.status).toBe(200);
    expect(response.body.errors).toEqual([expect.objectContaining({ message: PAGES.internal, extensions: { code: 'INTERNAL' } })]);
  });
});
