import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH } from '~/common/messages';
import { CSRF_COOKIE, mayBeMutation } from '~/gateway/csrf';
import { CSRF_TOKEN_VALIDITY_MS } from '~/gateway/limits';
import { buildGateway } from '~/gateway/server';
import {
  createFakeServices,
  createSigningKeys,
  csrfHeaders,
  postGraphql,
  SERVICES_URL,
} from '~/gateway/testing/fakeServices';

const LOGOUT = 'mutation { logout(refreshToken: "r") }';
const CSRF_REFUSAL = {
  errors: [{ message: AUTH.csrf, extensions: { code: 'FORBIDDEN', reason: 'CSRF' } }],
};

let services: ReturnType<typeof createFakeServices>;
let app: FastifyInstance;
let logoutCalls: number;

beforeAll(async () => {
  services = createFakeServices(await createSigningKeys());
  services.listen({ onUnhandledRequest: 'error' });
  app = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: false });
});
afterEach(() => {
  services.resetHandlers();
  vi.useRealTimers();
});
afterAll(async () => {
  await app.close();
  services.close();
});

function serveLogout() {
  logoutCalls = 0;
  services.use(
    http.post(`${SERVICES_URL}/auth/logout`, () => {
      logoutCalls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('GET /csrf-token', () => {
  it('answers a token and keeps the secret in an httpOnly SameSite=Strict cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/csrf-token' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.any(String) });
    const cookie = response.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('mutations need the x-csrf-token header', () => {
  it('a mutation without the header is refused with HTTP 403 and services are not called', async () => {
    serveLogout();
    const { cookie } = await csrfHeaders(app);
    const response = await postGraphql(app, { query: LOGOUT, headers: { cookie } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CSRF_REFUSAL);
    expect(logoutCalls).toBe(0);
  });

  it('a mutation without the secret cookie is refused', async () => {
    const { 'x-csrf-token': token } = await csrfHeaders(app);
    const response = await postGraphql(app, { query: LOGOUT, headers: { 'x-csrf-token': token } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CSRF_REFUSAL);
  });

  it("a token made for another browser's secret is refused", async () => {
    const mine = await csrfHeaders(app);
    const theirs = await csrfHeaders(app);
    const response = await postGraphql(app, {
      query: LOGOUT,
      headers: { cookie: mine.cookie, 'x-csrf-token': theirs['x-csrf-token'] },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CSRF_REFUSAL);
  });

  it('a token older than its validity is stale and refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const headers = await csrfHeaders(app);
    vi.setSystemTime(Date.now() + CSRF_TOKEN_VALIDITY_MS + 1000);
    const response = await postGraphql(app, { query: LOGOUT, headers });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(CSRF_REFUSAL);
  });

  it('a fresh token passes and the mutation runs', async () => {
    serveLogout();
    const response = await postGraphql(app, { query: LOGOUT, headers: await csrfHeaders(app) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { logout: true } });
    expect(logoutCalls).toBe(1);
  });

  it('the selected operation decides: a mutation next to a query in one document still needs the token', async () => {
    const response = await postGraphql(app, {
      query: `query Positions { jobPositions } ${LOGOUT.replace('mutation', 'mutation Logout')}`,
      operationName: 'Logout',
    });
    expect(response.status).toBe(403);
  });
});

describe('queries do not need the token', () => {
  it('a query without any CSRF header or cookie runs', async () => {
    services.use(http.get(`${SERVICES_URL}/job-positions`, () => HttpResponse.json(['CEO'])));
    const response = await postGraphql(app, { query: '{ jobPositions }' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { jobPositions: ['CEO'] } });
  });

  it('a GET query runs too, while a GET mutation is refused by Mercurius', async () => {
    services.use(http.get(`${SERVICES_URL}/job-positions`, () => HttpResponse.json(['CEO'])));
    const query = await app.inject({ method: 'GET', url: '/graphql?query=%7BjobPositions%7D' });
    expect(query.json()).toEqual({ data: { jobPositions: ['CEO'] } });
    const mutation = await app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent(LOGOUT)}` });
    expect(mutation.statusCode).toBe(405);
  });
});

describe('mayBeMutation', () => {
  it('is false only for documents whose selected operation is certainly not a mutation', () => {
    expect(mayBeMutation({ query: '{ me { uuid } }' })).toBe(false);
    expect(mayBeMutation({ query: LOGOUT })).toBe(true);
    // Mercurius executes a JSON-encoded AST as well; that must not slip past the check
    expect(mayBeMutation({ query: JSON.stringify({ kind: 'Document', definitions: [] }) })).toBe(true);
    // neither GraphQL nor JSON: Mercurius answers the syntax error, nothing runs
    expect(mayBeMutation({ query: '{ me {' })).toBe(false);
    expect(mayBeMutation([{ query: '{ me { uuid } }' }])).toBe(true);
  });
});
