import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '~/gateway/server';
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { listCostRefusal, operationCost } from '~/gateway/graphql/complexity';
import { GRAPHQL_BODY_LIMIT_BYTES, GRAPHQL_MAX_LIST_COST } from '~/gateway/limits';
import * as webDocuments from '~/web/gql/graphql';
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

/** A value of an input type, enough for the cost check to coerce a document's required variables. */
function sampleValue(schema: GraphQLSchema, type: GraphQLInputType): unknown {
  if (!isNonNullType(type)) return null;
  if (isListType(type.ofType)) return [];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isInputObjectType(named)) return Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, sampleValue(schema, f.type)]));
  return { Int: 1, Float: 1, Boolean: true }[named.name] ?? 'x';
}

/** `{ a { b { c … } } }` nested `levels` deep (field names need not exist: limits are checked regardless). */
function nested(levels: number): string {
  return Array.from({ length: levels }, (_, i) => `f${i} {`).join(' ') + ' x ' + '}'.repeat(levels);
}

describe('one request cannot fan out or dig deep', () => {
  it('100 aliased login mutations are refused before any services call', async () => {
    let loginCalls = 0;
    services.use(
      http.post(`${SERVICES_URL}/auth/login`, () => {
        loginCalls += 1;
        return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'no' }, { status: 401 });
      }),
    );
    const logins = Array.from(
      { length: 100 },
      (_, i) => `l${i}: login(input: { username: "a${i}@b.co", password: "Guess#${i}aaa" }) { accessToken }`,
    ).join('\n');
    const response = await postGraphql(app, { query: `mutation { ${logins} }`, headers: await csrfHeaders(app) });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/Aliases limit of 15 exceeded, found 100/),
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

describe('bounded work per request (issue 20)', () => {
  const PAGE = 'elements { uuid title description whoShouldJoin whyShouldJoin whatWillDiscuss category startDate duration slotsLeft status tags imageUrl hostFullName hostImageUrl participants { uuid fullName imageUrl } }';

  it('fifteen aliased pages of 100 group hookups are refused before any services call, literal or variable size', async () => {
    let calls = 0;
    services.use(http.all(`${SERVICES_URL}/*`, () => void (calls += 1)));
    const aliases = (size: string) => Array.from({ length: 15 }, (_, i) => `g${i}: groupHookups(size: ${size}) { ${PAGE} }`).join('\n');
    for (const request of [{ query: `{ ${aliases('100')} }` }, { query: `query Q($n: Int) { ${aliases('$n')} }`, variables: { n: 100 } }]) {
      const response = await postGraphql(app, request);
      expect(response.body.errors?.[0]).toMatchObject({ message: expect.stringMatching(/asks for too much at once/), extensions: { code: 'BAD_USER_INPUT' } });
      expect(response.body.data ?? null).toBeNull();
    }
    expect(calls).toBe(0);
  });

  it('one document costs what its page size asks, whatever its other variables say (a message text is not a size)', () => {
    const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
    const aliases = Array.from({ length: 15 }, (_, i) => `g${i}: groupHookups(size: $n) { ${PAGE} }`).join('\n');
    const document = parse(`query Q($n: Int, $note: String) { ${aliases} }`);
    for (const note of ['first', 'second']) {
      expect(listCostRefusal(schema, document, { n: 1, note })).toBeNull();
      expect(listCostRefusal(schema, document, { n: 100, note })?.message).toMatch(/asks for too much at once/);
    }
  });

  it('every document the web app sends stays under the cost limit at the largest page services allow', () => {
    const schema = buildSchema(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
    const documents = Object.entries(webDocuments).filter(([name]) => name.endsWith('Document')) as [string, DocumentNode][];
    expect(documents.length).toBeGreaterThan(20);
    for (const [name, document] of documents) {
      const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      const variables = Object.fromEntries(
        (operation?.variableDefinitions ?? []).map((v) => [v.variable.name.value, v.variable.name.value === 'size' ? 100 : sampleValue(schema, typeFromAST(schema, v.type as never) as GraphQLInputType)]),
      );
      expect(operationCost(schema, document, variables), name).toBeLessThanOrEqual(GRAPHQL_MAX_LIST_COST / 2);
    }
  });

  it('a chain of thousands of fragments is refused while parsing, with a 400 and not a stack overflow', async () => {
    for (const length of [1_500, 4_000]) {
      const fragments = Array.from({ length }, (_, i) => `fragment F${i} on Query { ${i + 1 < length ? `...F${i + 1}` : 'jobPositions'} }`).join('\n');
      const started = Date.now();
      const response = await postGraphql(app, { query: `{ ...F0 }\n${fragments}` });
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0].message).toMatch(/Document contains more tha/);
      expect(response.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it('more than 50 directives in one operation are refused', async () => {
    const response = await postGraphql(app, { query: `{ me { uuid ${'@include(if: true) '.repeat(60)} } }` });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0].message).toMatch(/Directives limit of 50 exceeded/);
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
