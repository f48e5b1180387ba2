import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '~/gateway/server';
import { GRAPHQL_BODY_LIMIT_BYTES } from '~/gateway/limits';
import {
  createFakeServices,
  createSigningKeys,
  csrfHeaders,
  postGraphql,
  SERVICES_URL,
} from '~/gateway/testing/fakeServices';

let services: ReturnType<typeof createFakeServices>;
let app: FastifyInstance;

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

/** `{ a { b { c … } } }` nested `levels` deep (field names need not exist: limits are checked regardless). */
function nested(levels: number): string {
  return Array.from({ length: levels }, (_, i) => `f${i} {`).join(' ') + ' x ' + '}'.repeat(levels);
}

describe('one request cannot fan out or dig deep', () => {
  it('500 aliased login mutations are refused before any services call', async () => {
    let loginCalls = 0;
    services.use(
      http.post(`${SERVICES_URL}/auth/login`, () => {
        loginCalls += 1;
        return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'no' }, { status: 401 });
      }),
    );
    const logins = Array.from(
      { length: 500 },
      (_, i) => `l${i}: login(input: { username: "a${i}@b.co", password: "Guess#${i}aaa" }) { accessToken }`,
    ).join('\n');
    const response = await postGraphql(app, { query: `mutation { ${logins} }`, headers: await csrfHeaders(app) });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Aliases limit of 15 exceeded, found 500/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(loginCalls).toBe(0);
  });

  it('a selection deeper than the depth limit is refused', async () => {
    const response = await postGraphql(app, { query: `{ me { ${nested(12)} } }` });
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(/Query depth limit of 10 exceeded/));
  });

  it('an introspection query deeper than the standard one is refused by Mercurius queryDepth', async () => {
    const ofType = (levels: number): string => (levels === 0 ? 'name' : `ofType { ${ofType(levels - 1)} }`);
    const response = await postGraphql(app, { query: `{ __schema { types { fields { type { ${ofType(14)} } } } } }` });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].message).toMatch(/exceeds the query depth limit of 15/);
  });

  it('an expensive operation is refused by the cost limit', async () => {
    const response = await postGraphql(app, { query: `{ me { location { ${'name '.repeat(3000)} } } }` });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].message).toMatch(/Query Cost limit of 5000 exceeded/);
  });

  it(`a body over ${GRAPHQL_BODY_LIMIT_BYTES} bytes is refused with 413`, async () => {
    const response = await postGraphql(app, { query: `{ jobPositions } # ${'x'.repeat(GRAPHQL_BODY_LIMIT_BYTES)}` });
    expect(response.status).toBe(413);
    expect(response.body.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT' });
  });
});

describe('introspection, and no GraphiQL', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('introspection is on outside production; GraphiQL, whose scripts came from a public CDN, is not served', async () => {
    const response = await postGraphql(app, { query: INTROSPECT });
    expect(response.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    const graphiql = await app.inject({ method: 'GET', url: '/graphiql', headers: { accept: 'application/json' } });
    expect(graphiql.statusCode).toBe(404);
    expect(String(graphiql.headers['content-security-policy'])).not.toContain('unpkg.com');
  });

  it('are off when NODE_ENV=production', async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const production = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null });
    process.env.NODE_ENV = previous;
    try {
      const response = await postGraphql(production, { query: INTROSPECT });
      expect(response.body.data).toBeUndefined();
      expect(response.body.errors?.[0].message).toMatch(/introspection has been disabled/);
      const graphiql = await production.inject({ method: 'GET', url: '/graphiql', headers: { accept: 'application/json' } });
      expect(graphiql.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
