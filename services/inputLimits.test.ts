// Every string a route accepts has a maximum length (the audit: `location.name` took 900,000 characters and a 1.2 KB
// aliased query then returned 13.5 MB; registration took 10,000-character names). Walks the input schemas of every
// route the services app declares, so a new route with an unbounded string fails here, named with its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION as M } from '~/common/messages';
import type { RouteInput } from '~/services/app';
import { createTestServices, registration, type TestServices } from '~/services/testing/helpers';
import { createMember } from '~/services/testing/members';

let t: TestServices;

beforeAll(async () => {
  t = await createTestServices();
});
afterAll(() => t.close());

interface Schema {
  type?: string | string[];
  maxLength?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/** A string is bounded by maxLength, or by being one of fixed values, or a uuid (an anchored, fixed-size format). */
const bounded = (schema: Schema) => schema.maxLength !== undefined || schema.enum !== undefined || schema.const !== undefined || schema.format === 'uuid';

/** The path of every unbounded string in a schema. */
export function unboundedStrings(schema: Schema | undefined, path: string): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const types = [schema.type ?? []].flat();
  const found = types.includes('string') && !bounded(schema) ? [path] : [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) found.push(...unboundedStrings(property, `${path}.${key}`));
  for (const property of Object.values(schema.patternProperties ?? {})) found.push(...unboundedStrings(property, `${path}.*`));
  if (typeof schema.additionalProperties === 'object') found.push(...unboundedStrings(schema.additionalProperties, `${path}.*`));
  for (const item of [schema.items ?? []].flat()) found.push(...unboundedStrings(item, `${path}[]`));
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) found.push(...unboundedStrings(branch, path));
  return [...new Set(found)];
}

describe('every route bounds every string it accepts', () => {
  it('declares a maxLength on each string of params, querystring and body (the failure names route and field)', () => {
    const routes: readonly RouteInput[] = t.app.routeInputs;
    expect(routes.length).toBeGreaterThan(50);
    // HEAD routes are Fastify's copies of the GET ones
    const unbounded = routes.filter((route) => route.method !== 'HEAD').flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) =>
        unboundedStrings(route[part] as Schema | undefined, part).map((field) => `${route.method} ${route.url} ${field}`),
      ),
    );
    expect(unbounded).toEqual([]);
  });

  it('the walk finds strings wherever they hide', () => {
    const schema: Schema = {
      type: 'object',
      properties: {
        ok: { type: 'string', maxLength: 10 },
        kind: { type: 'string', enum: ['a'] },
        name: { type: 'string' },
        location: { type: 'object', properties: { name: { type: 'string' } } },
        tags: { type: 'array', items: { type: 'string' } },
        either: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
    };
    expect(unboundedStrings(schema, 'body')).toEqual(['body.name', 'body.location.name', 'body.tags[]', 'body.either']);
  });
});

describe('what the bounds answer', () => {
  it('a 900,000-character place name or an overlong LinkedIn URL is a 400 with its spec §5 message', async () => {
    const place = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ location: { lat: 1, lng: 2, name: 'x'.repeat(900_000) } }),
    });
    expect(place.statusCode).toBe(400);
    expect(place.json().fields).toEqual({ location: M.location });
    const linkedIn = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: registration({ linkedInUrl: `https://www.linkedin.com/in/${'a'.repeat(400)}` }),
    });
    expect(linkedIn.statusCode).toBe(400);
    expect(linkedIn.json().fields).toEqual({ linkedInUrl: M.linkedInUrl });
  });

  it("an overlong id in a path is a 414, in a query a 400, and a short wrong one still the route's 404", async () => {
    const member = await createMember(t.app);
    // a path parameter longer than Fastify's maxParamLength (100, as ID_TEXT_MAX) is its router's 414
    const long = await t.app.inject({ method: 'GET', url: `/group-hookup/${'a'.repeat(5000)}`, headers: member.headers });
    expect(long.statusCode).toBe(414);
    const query = await t.app.inject({ method: 'GET', url: `/group-hookup/public?uuid=${'a'.repeat(5000)}` });
    expect(query.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/group-hookup/nope', headers: member.headers })).statusCode).toBe(404);
  });
});
