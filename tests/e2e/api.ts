// Talks GraphQL to the running gateway the way a browser does (CSRF cookie + header), to prepare state
// for browser tests faster than through the UI.
import { inject } from 'vitest';
import { baseURL, uniqueEmail, waitForMailLink } from './browser';

async function csrf(): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${baseURL()}/csrf-token`);
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  const { token } = (await res.json()) as { token: string };
  return { token, cookie };
}

export async function gql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  accessToken?: string,
): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const { token, cookie } = await csrf();
  const res = await fetch(`${baseURL()}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': token,
      cookie,
      ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as never;
}

export const PASSWORD = 'Str0ng-Passw0rd!';

export type Member = { username: string; password: string; firstName: string; accessToken: string; refreshToken: string };

/** Registers a member through the API; `verified` also follows the logged confirmation link. */
export async function registerMember(opts: { verified?: boolean; firstName?: string } = {}): Promise<Member> {
  const username = uniqueEmail();
  const firstName = opts.firstName ?? 'Ada';
  const res = await gql<{ register: { accessToken: string; refreshToken: string } }>(
    `mutation Register($input: RegisterInput!) { register(input: $input) { accessToken refreshToken } }`,
    {
      input: {
        username,
        firstName,
        lastName: 'Lovelace',
        linkedInUrl: 'https://www.linkedin.com/in/ada-lovelace',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        jobPosition: 'Account Executive',
        location: { lat: 52.52, lng: 13.405, name: 'Berlin, Germany' },
        howDidYouHearAboutUs: 'A friend or colleague',
        acceptTermsAndConditions: true,
      },
    },
  );
  if (!res.data) throw new Error(`register failed: ${JSON.stringify(res.errors)}`);
  if (opts.verified) {
    const link = await waitForMailLink(username, '/user/confirm?token=');
    const token = new URL(link).searchParams.get('token');
    const confirmed = await gql(`mutation Confirm($token: String!) { confirmEmail(token: $token) { message } }`, { token });
    if (!confirmed.data) throw new Error(`confirm failed: ${JSON.stringify(confirmed.errors)}`);
  }
  return { username, password: PASSWORD, firstName, ...res.data.register };
}

export const ADMIN = { username: 'admin@demo.hookups.test', password: 'Seed-Passw0rd!' };

export async function logInViaApi(username: string, password: string): Promise<string> {
  const res = await gql<{ login: { accessToken: string } }>(
    `mutation Login($input: LoginInput!) { login(input: $input) { accessToken } }`,
    { input: { username, password } },
  );
  if (!res.data) throw new Error(`login failed: ${JSON.stringify(res.errors)}`);
  return res.data.login.accessToken;
}

export type GroupHookupInput = {
  title: string;
  category: string;
  startDate: string;
  duration: number;
  maxParticipants: number;
  private: boolean;
  description?: string;
  tags?: string[];
};

export async function createGroupHookupViaApi(accessToken: string, input: GroupHookupInput): Promise<{ uuid: string; status: string }> {
  const res = await gql<{ createGroupHookup: { uuid: string; status: string } }>(
    `mutation Create($input: GroupHookupInput!) { createGroupHookup(input: $input) { uuid status } }`,
    { input },
    accessToken,
  );
  if (!res.data) throw new Error(`create failed: ${JSON.stringify(res.errors)}`);
  return res.data.createGroupHookup;
}

/**
 * Moves the server's clock `offsetMs` ahead of the real one (services' test clock, TEST_CLOCK=true in global-setup):
 * the schedulers and the room rules then act as at that moment. Set it back to 0 when the test ends.
 */
export async function setServerClock(offsetMs: number): Promise<void> {
  const res = await fetch(`${inject('servicesURL')}/test/clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ offsetMs: Math.round(offsetMs) }),
  });
  if (!res.ok) throw new Error(`the test clock answered ${res.status}: ${await res.text()}`);
}
