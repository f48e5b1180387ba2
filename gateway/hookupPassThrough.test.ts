// The REST pass-throughs of one-to-one hookups: the admins' Hookups-Report CSV (with the member's bearer) and the
// members' private calendar feed (no session: the token in the path is the credential), and the web app's fallback
// leaving both to the gateway.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, PAGES } from '~/common/messages';
import { buildGateway } from '~/gateway/server';
import { createFakeServices, createSigningKeys, SERVICES_URL, signAccessToken, type SigningKeys } from '~/gateway/testing/fakeServices';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const CSV = 'uuid,status\r\nhk-1,PENDING\r\n';
const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

let keys: SigningKeys;
let services: ReturnType<typeof createFakeServices>;
let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  keys = await createSigningKeys();
  services = createFakeServices(keys);
  services.listen({ onUnhandledRequest: 'error' });
  webDist = await mkdtemp(join(tmpdir(), 'hookups-web-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  // the web app serves /calendar itself (spec: the full_calendar page)
  app = await buildGateway({ servicesUrl: SERVICES_URL, webDist, production: true });
});
afterEach(() => services.resetHandlers());
afterAll(async () => {
  await app.close();
  services.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('GET /reports/hookups.csv', () => {
  const disposition = 'attachment; filename="Hookups-Report-2030-01-02.csv"';

  it('streams services’ CSV with the admin’s bearer, the range, and services’ type and file name', async () => {
    let received: { authorization: string | null; search: string } | undefined;
    services.use(
      http.get(`${SERVICES_URL}/hookup-admin/hookup/export`, ({ request }) => {
        received = { authorization: request.headers.get('authorization'), search: new URL(request.url).search };
        return new HttpResponse(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition } });
      }),
    );
    const token = await signAccessToken(keys.privateKey, { roles: ['ROLE_USER', 'ROLE_ADMIN'] });
    const response = await app.inject({
      method: 'GET',
      url: '/reports/hookups.csv?from=2030-01-01T00:00:00Z&to=2030-01-31T00:00:00Z',
      headers: { ...HTML, authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CSV);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(disposition);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(received).toEqual({ authorization: `Bearer ${token}`, search: '?from=2030-01-01T00%3A00%3A00Z&to=2030-01-31T00%3A00%3A00Z' });
  });

  it('a member who is not an admin gets services’ 403 as is', async () => {
    services.use(
      http.get(`${SERVICES_URL}/hookup-admin/hookup/export`, () =>
        HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: AUTH.forbidden }, { status: 403 }),
      ),
    );
    const response = await app.inject({
      method: 'GET',
      url: '/reports/hookups.csv',
      headers: { authorization: `Bearer ${await signAccessToken(keys.privateKey)}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, message: AUTH.forbidden });
  });

  it('without a session it is 401 and services are not called (a browser navigation does not get the web app)', async () => {
    const response = await app.inject({ method: 'GET', url: '/reports/hookups.csv', headers: HTML });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: AUTH.unauthenticated });
  });

  it('a services failure is 500 without what services said', async () => {
    services.use(http.get(`${SERVICES_URL}/hookup-admin/hookup/export`, () => HttpResponse.json({ message: 'pg down' }, { status: 500 })));
    const response = await app.inject({
      method: 'GET',
      url: '/reports/hookups.csv',
      headers: { authorization: `Bearer ${await signAccessToken(keys.privateKey, { roles: ['ROLE_ADMIN'] })}` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('pg down');
  });
});

describe('GET /calendar/feed/:token.ics', () => {
  it('streams the member’s feed from services without any session, as a calendar app fetches it', async () => {
    let received: { authorization: string | null; path: string } | undefined;
    services.use(
      http.get(`${SERVICES_URL}/calendar/feed/:file`, ({ request }) => {
        received = { authorization: request.headers.get('authorization'), path: new URL(request.url).pathname };
        return new HttpResponse(ICS, { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/calendar/feed/s3cr3t-Token_1.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ICS);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(received).toEqual({ authorization: null, path: '/calendar/feed/s3cr3t-Token_1.ics' });
  });

  it('a browser opening the feed URL gets the feed too, not the web app', async () => {
    services.use(http.get(`${SERVICES_URL}/calendar/feed/:file`, () => new HttpResponse(ICS, { headers: { 'content-type': 'text/calendar' } })));
    const response = await app.inject({ method: 'GET', url: '/calendar/feed/abc.ics', headers: HTML });
    expect(response.body).toBe(ICS);
  });

  it('an unknown or rotated token is services’ 404, never the web app', async () => {
    services.use(
      http.get(`${SERVICES_URL}/calendar/feed/:file`, () =>
        HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, { status: 404 }),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/calendar/feed/old.ics', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it.each(['/calendar/feed/abc', '/calendar/feed/.ics', '/calendar/feed/a/b.ics', '/calendar/feed'])(
    '%s is a 404 without calling services, not the web app',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(INDEX_HTML);
    },
  );

  it('a token with characters that would change the services path is sent encoded', async () => {
    let path: string | undefined;
    services.use(
      http.get(`${SERVICES_URL}/calendar/feed/:file`, ({ request }) => {
        path = new URL(request.url).pathname;
        return new HttpResponse(ICS, { headers: { 'content-type': 'text/calendar' } });
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/calendar/feed/..%2F..%2Fuser%2Fdetails.ics' });
    expect(response.statusCode).toBe(200);
    expect(path).toBe('/calendar/feed/..%2F..%2Fuser%2Fdetails.ics');
  });

  it('the web app still serves /calendar itself (the full_calendar page)', async () => {
    const response = await app.inject({ method: 'GET', url: '/calendar', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('a 404 of the feed names the page as not found', async () => {
    const response = await app.inject({ method: 'GET', url: '/calendar/feed/abc' });
    expect(response.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining(PAGES.notFoundTitle) });
  });
});
