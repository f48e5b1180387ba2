// Bad input is BAD_USER_INPUT with a clear message, never INTERNAL: a NUL character (U+0000) anywhere (PostgreSQL
// cannot store it), and texts too long to send to services in a URL (Node answered those 431).
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '~/common/messages';
import { SERVICES_URL_MAX_LENGTH } from '~/gateway/limits';
import { buildGateway } from '~/gateway/server';
import { createFakeServices, createSigningKeys, csrfHeaders, postGraphql, SERVICES_URL } from '~/gateway/testing/fakeServices';

let services: ReturnType<typeof createFakeServices>;
let app: FastifyInstance;
let calls = 0;

beforeAll(async () => {
  services = createFakeServices(await createSigningKeys());
  services.listen({ onUnhandledRequest: 'error' });
  app = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: false });
});
afterEach(() => services.resetHandlers());
afterAll(async () => {
  await app.close();
  services.close();
});

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }';

function countLogins() {
  calls = 0;
  services.use(
    http.post(`${SERVICES_URL}/auth/login`, () => {
      calls++;
      return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'no' }, { status: 401 });
    }),
  );
}

describe('a NUL character in the input', () => {
  it('in a variable, however deep, is BAD_USER_INPUT naming the field', async () => {
    countLogins();
    const response = await postGraphql(app, {
      query: LOGIN,
      variables: { input: { username: 'a\u0000@b.co', password: 'Secret#123' } },
      headers: await csrfHeaders(app),
    });
    expect(response.body.errors).toEqual([
      expect.objectContaining({ message: VALIDATION.unstorableText, extensions: { code: 'BAD_USER_INPUT', fields: { 'input.username': VALIDATION.unstorableText } } }),
    ]);
    expect(calls).toBe(0);
  });

  it('a lone surrogate, in a variable or a literal, is refused the same way (it has no UTF-8 form for a services URL)', async () => {
    countLogins();
    for (const username of ['a\ud800@b.co', 'a\udfff@b.co']) {
      const response = await postGraphql(app, { query: LOGIN, variables: { input: { username, password: 'Secret#123' } }, headers: await csrfHeaders(app) });
      expect(response.body.errors?.[0]).toMatchObject({ message: VALIDATION.unstorableText, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const literal = await postGraphql(app, { query: 'mutation { login(input: { username: "a\\ud800@b.co", password: "Secret#123" }) { accessToken } }', headers: await csrfHeaders(app) });
    // graphql-js's parser refuses the escape itself
    expect(literal.status).toBe(400);
    expect(literal.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/Invalid Unicode escape/), extensions: { code: 'BAD_USER_INPUT' } });
    // a whole surrogate pair (an emoji) is ordinary text
    const emoji = await postGraphql(app, { query: LOGIN, variables: { input: { username: 'a\u{1F600}@b.co', password: 'Secret#123' } }, headers: await csrfHeaders(app) });
    expect(emoji.body.errors?.[0].message).not.toBe(VALIDATION.unstorableText);
    expect(calls).toBe(1);
  });

  it('in a string literal of the document is a 400 BAD_USER_INPUT', async () => {
    countLogins();
    const response = await postGraphql(app, {
      query: 'mutation { login(input: { username: "a\\u0000@b.co", password: "Secret#123" }) { accessToken } }',
      headers: await csrfHeaders(app),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([expect.objectContaining({ message: VALIDATION.unstorableText, extensions: { code: 'BAD_USER_INPUT' } })]);
    expect(calls).toBe(0);
  });

  it('in a query sent over GET (raw %00 in the URL) is a 400 BAD_USER_INPUT, not INTERNAL', async () => {
    const response = await app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ locations(query: "Ber\u0000") { name } }')}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ message: VALIDATION.unstorableText, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('text without one passes on to services as before', async () => {
    countLogins();
    const response = await postGraphql(app, { query: LOGIN, variables: { input: { username: 'a@b.co', password: 'Secret#123' } }, headers: await csrfHeaders(app) });
    expect(response.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(calls).toBe(1);
  });
});

describe('a text too long for a services URL', () => {
  it('is BAD_USER_INPUT before any services call', async () => {
    let searches = 0;
    services.use(
      http.get(`${SERVICES_URL}/locations`, () => {
        searches++;
        return HttpResponse.json([]);
      }),
    );
    const response = await postGraphql(app, {
      query: 'query ($q: String!) { locations(query: $q) { name } }',
      variables: { q: 'x'.repeat(SERVICES_URL_MAX_LENGTH) },
    });
    expect(response.body.errors).toEqual([expect.objectContaining({ message: VALIDATION.textTooLong, extensions: { code: 'BAD_USER_INPUT' } })]);
    expect(searches).toBe(0);
  });

  it("services' own 431 (no JSON body) is BAD_USER_INPUT, not INTERNAL", async () => {
    services.use(http.get(`${SERVICES_URL}/locations`, () => new HttpResponse(null, { status: 431 })));
    const response = await postGraphql(app, { query: '{ locations(query: "Berlin") { name } }' });
    expect(response.body.errors).toEqual([expect.objectContaining({ message: VALIDATION.textTooLong, extensions: { code: 'BAD_USER_INPUT' } })]);
  });
});
