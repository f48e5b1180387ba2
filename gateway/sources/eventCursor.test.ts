// eventCursor against a fake services (msw): services' X-Event-Cursor passes through on the lists and the reads a
// live page subscribes after; a missing or malformed one answers null; a field and its cursor sibling share one call.
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from '~/gateway/server';
import { createFakeServices, createSigningKeys, postGraphql, record, SERVICES_URL, signAccessToken, type RecordedRequest, type SigningKeys } from '~/gateway/testing/fakeServices';
import { HOST_UUID, servicesGroupHookup } from '~/gateway/testing/groupHookupFixtures';
import { FIRST_UUID, servicesHookup } from '~/gateway/testing/hookupFixtures';

let keys: SigningKeys;
let services: ReturnType<typeof createFakeServices>;
let app: FastifyInstance;

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

/** GET `path` answers `answer` (204 when undefined) with X-Event-Cursor `cursor` (none when null). */
function serve(path: string, answer: unknown, cursor: string | null): RecordedRequest[] {
  const calls: RecordedRequest[] = [];
  services.use(
    http.get(`${SERVICES_URL}${path}`, async ({ request }) => {
      calls.push(await record(request));
      const headers: Record<string, string> = cursor === null ? {} : { 'x-event-cursor': cursor };
      return answer === undefined ? new HttpResponse(null, { status: 204, headers }) : HttpResponse.json(answer as object, { headers });
    }),
  );
  return calls;
}

async function query(operation: string, sub = HOST_UUID) {
  const token = await signAccessToken(keys.privateKey, { sub });
  const response = await postGraphql(app, { query: operation, headers: { authorization: `Bearer ${token}` } });
  expect(response.body.errors).toBeUndefined();
  return response.body.data;
}

const page = <T>(elements: T[]) => ({ elements, totalPages: 1, totalElements: elements.length, page: 0, size: 15 });

describe('eventCursor', () => {
  it.each([
    ['groupHookups', '/group-hookup/all', page([servicesGroupHookup()]), 'query { groupHookups { eventCursor elements { uuid } } }', HOST_UUID],
    ['groupHookup', '/group-hookup/gh-1', servicesGroupHookup(), 'query { groupHookup(uuid: "gh-1") { eventCursor uuid } }', HOST_UUID],
    ['hookups', '/hookup-user/hookups', page([servicesHookup()]), 'query { hookups { eventCursor elements { uuid } } }', FIRST_UUID],
    ['allHookups', '/hookup-admin/all-hookups', page([servicesHookup()]), 'query { allHookups { eventCursor elements { uuid } } }', FIRST_UUID],
  ])('%s passes services’ X-Event-Cursor through', async (field, path, answer, operation, sub) => {
    serve(path, answer, '9007199254740993');
    const data = (await query(operation, sub)) as Record<string, { eventCursor: string | null }>;
    // a decimal string: outbox ids are bigserials, beyond what a JavaScript number holds exactly
    expect(data[field].eventCursor).toBe('9007199254740993');
  });

  it.each([
    ['missing', null],
    ['not an outbox id', '12; drop'],
    ['negative', '-1'],
  ])('answers null when the header is %s (the page then subscribes live only)', async (_name, cursor) => {
    serve('/group-hookup/all', page([]), cursor);
    expect(await query('query { groupHookups { eventCursor } }')).toEqual({ groupHookups: { eventCursor: null } });
  });

  it('highlightedGroupHookups and its eventCursor come from one services call, also with an empty list', async () => {
    const calls = serve('/group-hookup/highlighted', [], '0');
    expect(await query('query { highlightedGroupHookups { uuid } highlightedGroupHookupsEventCursor }')).toEqual({
      highlightedGroupHookups: [],
      highlightedGroupHookupsEventCursor: '0',
    });
    expect(calls).toHaveLength(1);
  });

  it('nextHookup and its eventCursor come from one services call, also when there is none (204)', async () => {
    const calls = serve('/hookup-user/next-hookup-details', undefined, '41');
    expect(await query('query { nextHookup { uuid } nextHookupEventCursor }', FIRST_UUID)).toEqual({ nextHookup: null, nextHookupEventCursor: '41' });
    expect(calls).toHaveLength(1);
    const next = serve('/hookup-user/next-hookup-details', servicesHookup(), '42');
    expect(await query('query { nextHookup { uuid } nextHookupEventCursor }', FIRST_UUID)).toEqual({ nextHookup: { uuid: 'hk-1' }, nextHookupEventCursor: '42' });
    // a second operation reads afresh
    expect(next).toHaveLength(1);
  });

  it('a cursor field alone still needs a session', async () => {
    const calls = serve('/group-hookup/highlighted', [], '1');
    const response = await postGraphql(app, { query: 'query { highlightedGroupHookupsEventCursor }' });
    expect(response.body.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(calls).toHaveLength(0);
  });
});
