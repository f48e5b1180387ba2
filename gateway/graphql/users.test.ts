import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, PAGES } from '~/common/messages';
import { buildGateway } from '~/gateway/server';
import {
  createFakeServices,
  createSigningKeys,
  postGraphql,
  record,
  SERVICES_URL,
  signAccessToken,
  type RecordedRequest,
  type SigningKeys,
} from '~/gateway/testing/fakeServices';

const user = {
  uuid: 'user-uuid-1',
  id: 7,
  username: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  linkedInUrl: 'https://www.linkedin.com/in/ada',
  phoneNumber: null,
  jobPosition: 'Account Executive',
  roles: ['ROLE_USER'],
  location: { lat: 51.5, lng: -0.12, name: 'London' },
  active: true,
  verified: true,
  loggedWithLinkedIn: false,
  acceptTermsAndConditions: true,
  subscribe: true,
  createdOn: '2026-01-02T03:04:05.000Z',
  // REST fields of later features, which the schema does not expose yet
  linkedWithGoogleCalendar: false,
  referrer: null,
};
const ME = 'query { me { uuid id username fullName roles location { name } verified createdOn } }';

let keys: SigningKeys;
let services: ReturnType<typeof createFakeServices>;
let app: FastifyInstance;
let detailsCalls: RecordedRequest[];

beforeAll(async () => {
  keys = await createSigningKeys();
  services = createFakeServices(keys);
  services.listen({ onUnhandledRequest: 'error' });
  app = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: false });
});
afterEach(() => services.resetHandlers());
afterAll(async () => {
  await app.close();
  services.close();
});

function serveDetails() {
  detailsCalls = [];
  services.use(
    http.get(`${SERVICES_URL}/user/details`, async ({ request }) => {
      detailsCalls.push(await record(request));
      return HttpResponse.json(user);
    }),
  );
}

const me = (authorization?: string) =>
  postGraphql(app, { query: ME, headers: authorization ? { authorization } : {}, remoteAddress: '198.51.100.4' });

describe('me', () => {
  it('a signed-in member gets their details from GET /user/details with their bearer and address', async () => {
    serveDetails();
    const token = await signAccessToken(keys.privateKey);
    const response = await me(`Bearer ${token}`);
    expect(response.body).toEqual({
      data: {
        me: {
          uuid: user.uuid,
          id: 7,
          username: user.username,
          fullName: user.fullName,
          roles: ['ROLE_USER'],
          location: { name: 'London' },
          verified: true,
          createdOn: user.createdOn,
        },
      },
    });
    expect(detailsCalls).toHaveLength(1);
    expect(detailsCalls[0].headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(detailsCalls[0].headers.get('x-forwarded-for')).toBe('198.51.100.4');
  });

  it('without a bearer it is UNAUTHENTICATED and services are not called', async () => {
    serveDetails();
    const response = await me();
    expect(response.body.errors).toEqual([
      expect.objectContaining({ message: AUTH.unauthenticated, extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
    expect(detailsCalls).toHaveLength(0);
  });

  const refused: Array<[string, () => Promise<string>]> = [
    ['an expired token', () => signAccessToken(keys.privateKey, { expiresIn: -1 })],
    ['a token for another audience', () => signAccessToken(keys.privateKey, { audience: 'someone-else' })],
    ['a token from another issuer', () => signAccessToken(keys.privateKey, { issuer: 'evil' })],
    ['a token signed with another key', async () => signAccessToken((await createSigningKeys()).privateKey)],
    ['a token that is not a JWT', async () => 'not-a-jwt'],
  ];

  it.each(refused)('with %s it is UNAUTHENTICATED and services are not called', async (_name, makeToken) => {
    serveDetails();
    const response = await me(`Bearer ${await makeToken()}`);
    expect(response.status).toBe(200);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ message: AUTH.sessionExpired, extensions: { code: 'UNAUTHENTICATED' } }),
    ]);
    expect(detailsCalls).toHaveLength(0);
  });

  it('a token services have revoked is UNAUTHENTICATED with the services message', async () => {
    services.use(
      http.get(`${SERVICES_URL}/user/details`, () =>
        HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: AUTH.sessionExpired }, { status: 401 }),
      ),
    );
    const response = await me(`Bearer ${await signAccessToken(keys.privateKey)}`);
    expect(response.body.errors?.[0]).toMatchObject({ message: AUTH.sessionExpired, extensions: { code: 'UNAUTHENTICATED' } });
  });

  // issue 21: a document's second run compiles it (Mercurius `jit`); the answers before and after must not differ
  it('the same document answers alike on every run, before and after it is compiled', async () => {
    serveDetails();
    const token = await signAccessToken(keys.privateKey);
    const document = 'query Me { me { uuid fullName roles location { name } } }';
    const run = (authorization?: string) =>
      postGraphql(app, { query: document, operationName: 'Me', headers: authorization ? { authorization } : {} });
    const signedIn = [];
    const anonymous = [];
    for (let i = 0; i < 4; i++) {
      signedIn.push(await run(`Bearer ${token}`));
      anonymous.push(await run());
    }
    for (const response of signedIn) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { me: { uuid: user.uuid, fullName: user.fullName, roles: ['ROLE_USER'], location: { name: 'London' } } } });
    }
    for (const response of anonymous) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(anonymous[0].body);
      expect(response.body.errors).toEqual([expect.objectContaining({ message: AUTH.unauthenticated, path: ['me'], extensions: { code: 'UNAUTHENTICATED' } })]);
    }
    expect(detailsCalls).toHaveLength(4);
  });

  it('a public query ignores a stale bearer instead of failing', async () => {
    services.use(http.get(`${SERVICES_URL}/job-positions`, () => HttpResponse.json(['CEO'])));
    const expired = await signAccessToken(keys.privateKey, { expiresIn: -1 });
    const response = await postGraphql(app, { query: '{ jobPositions }', headers: { authorization: `Bearer ${expired}` } });
    expect(response.body).toEqual({ data: { jobPositions: ['CEO'] } });
  });
});

describe('registration pickers', () => {
  it('locations passes the typed text to GET /locations?query=', async () => {
    const calls: RecordedRequest[] = [];
    services.use(
      http.get(`${SERVICES_URL}/locations`, async ({ request }) => {
        calls.push(await record(request));
        return HttpResponse.json([{ lat: 48.85, lng: 2.35, name: 'Paris' }]);
      }),
    );
    const response = await postGraphql(app, { query: '{ locations(query: "Par") { lat lng name } }' });
    expect(response.body).toEqual({ data: { locations: [{ lat: 48.85, lng: 2.35, name: 'Paris' }] } });
    expect(calls[0].search.get('query')).toBe('Par');
  });

  it('jobPositions lists GET /job-positions', async () => {
    services.use(http.get(`${SERVICES_URL}/job-positions`, () => HttpResponse.json(['Account Executive', 'SDR'])));
    const response = await postGraphql(app, { query: '{ jobPositions }' });
    expect(response.body).toEqual({ data: { jobPositions: ['Account Executive', 'SDR'] } });
  });

  it('a services answer missing a required field is INTERNAL, not a partial leak', async () => {
    services.use(http.get(`${SERVICES_URL}/locations`, () => HttpResponse.json([{ lat: 1, lng: 2 }])));
    const response = await postGraphql(app, { query: '{ locations(query: "x") { name } }' });
    expect(response.body.errors).toEqual([expect.objectContaining({ message: PAGES.internal, extensions: { code: 'INTERNAL' } })]);
  });
});

describe('when services keys cannot be read', () => {
  it('a member with a token gets INTERNAL, not a forced logout', async () => {
    const otherKeys = await createSigningKeys('rotated-key');
    const token = await signAccessToken(otherKeys.privateKey, { kid: 'rotated-key' });
    const down = await buildGateway({ servicesUrl: 'http://down.test', webDist: null, production: false });
    services.use(http.get('http://down.test/.well-known/jwks.json', () => HttpResponse.error()));
    try {
      const response = await postGraphql(down, { query: ME, headers: { authorization: `Bearer ${token}` } });
      expect(response.body.errors?.[0]).toMatchObject({ message: PAGES.internal, extensions: { code: 'INTERNAL' } });
    } finally {
      await down.close();
    }
  });
});
