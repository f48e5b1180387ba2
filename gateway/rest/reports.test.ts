// GET /reports/users.csv: the admins' Users-Report CSV passed through from services GET /admin/users/export with the
// admin's bearer and the list's filters (and nothing else).
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages';
import { buildGateway } from '~/gateway/server';
import { createFakeServices, createSigningKeys, SERVICES_URL, signAccessToken, type SigningKeys } from '~/gateway/testing/fakeServices';
import { usersReportQuery } from '~/gateway/rest/reports';

const CSV = `User UUID,Full name\r\nu-1,"'=HYPERLINK(""http://x"",""y"") Berg"\r\n`;
const DISPOSITION = 'attachment; filename="Users-Report-2030-01-15.csv"';

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

describe('usersReportQuery', () => {
  it('keeps the filters and the sort, drops paging, unknown and empty values', () => {
    expect(usersReportQuery({ city: ' Berlin ', locationName: 'Ger', isSubscribe: 'true', page: '3', size: '15', evil: 'x', f_city: 'x', lastName: '', sortBy: 'city' })).toBe(
      '?sorting_parameter=city&f_city=Berlin&f_location.name=Ger&f_isSubscribe=true',
    );
    expect(usersReportQuery({})).toBe('');
  });
});

describe('GET /reports/users.csv', () => {
  it('an admin downloads services’ CSV with its type and file name, the filters passed on', async () => {
    let seen: { search: string; authorization: string | null } | undefined;
    services.use(
      http.get(`${SERVICES_URL}/admin/users/export`, ({ request }) => {
        seen = { search: new URL(request.url).search, authorization: request.headers.get('authorization') };
        return new HttpResponse(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': DISPOSITION } });
      }),
    );
    const token = await signAccessToken(keys.privateKey, { roles: ['ROLE_ADMIN'] });
    const response = await app.inject({ method: 'GET', url: '/reports/users.csv?fullName=berg&jobPosition=', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(DISPOSITION);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(CSV);
    expect(seen).toEqual({ search: '?f_fullName=berg', authorization: `Bearer ${token}` });
  });

  it('a member who is not an admin gets services’ 403', async () => {
    services.use(http.get(`${SERVICES_URL}/admin/users/export`, () => HttpResponse.json({ statusCode: 403, message: AUTH.forbidden }, { status: 403 })));
    const response = await app.inject({ method: 'GET', url: '/reports/users.csv', headers: { authorization: `Bearer ${await signAccessToken(keys.privateKey)}` } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH.forbidden });
  });

  it('without a session it is 401 and services are not called', async () => {
    const response = await app.inject({ method: 'GET', url: '/reports/users.csv' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: AUTH.unauthenticated });
  });
});
