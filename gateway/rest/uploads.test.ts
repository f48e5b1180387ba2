import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_SIZE_BYTES } from '~/common/constants';
import { AUTH, GROUP_HOOKUP } from '~/common/messages';
import { buildGateway } from '~/gateway/server';
import {
  createFakeServices,
  createSigningKeys,
  csrfHeaders,
  SERVICES_URL,
  signAccessToken,
  type SigningKeys,
} from '~/gateway/testing/fakeServices';
import { HOST_UUID, servicesGroupHookup } from '~/gateway/testing/groupHookupFixtures';

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

const BOUNDARY = 'hookups-test-boundary';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const multipart = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

async function upload(headers: Record<string, string> = {}, payload: Buffer = multipart) {
  return app.inject({
    method: 'PUT',
    url: '/uploads/group-hookup/gh-1/image',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    payload,
  });
}

const signedIn = async () => ({ ...(await csrfHeaders(app)), authorization: `Bearer ${await signAccessToken(keys.privateKey, { sub: HOST_UUID })}` });

describe('PUT /uploads/group-hookup/:uuid/image', () => {
  it('streams the multipart body to services with the bearer and answers the group hookup as GraphQL shapes it', async () => {
    let received: { authorization: string | null; file: File | null } | undefined;
    services.use(
      http.put(`${SERVICES_URL}/group-hookup/gh-1/image`, async ({ request }) => {
        const form = await request.formData();
        received = { authorization: request.headers.get('authorization'), file: form.get('image') as File | null };
        return HttpResponse.json(servicesGroupHookup({ status: 'NOT ACCEPTED', imageUrl: '/uploads/img-1' }));
      }),
    );
    const headers = await signedIn();
    const response = await upload(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ uuid: 'gh-1', status: 'NOT_ACCEPTED', imageUrl: '/uploads/img-1', isHost: true });
    expect(received?.authorization).toBe(headers.authorization);
    expect(Buffer.from(await received!.file!.arrayBuffer())).toEqual(PNG);
  });

  it('without the CSRF header it is 403 and services are not called', async () => {
    let called = false;
    services.use(http.put(`${SERVICES_URL}/group-hookup/gh-1/image`, () => ((called = true), HttpResponse.json({}))));
    const response = await upload({ authorization: `Bearer ${await signAccessToken(keys.privateKey)}` });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH.csrf });
    expect(called).toBe(false);
  });

  it('without a session it is 401', async () => {
    const response = await upload(await csrfHeaders(app));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: AUTH.unauthenticated });
  });

  it.each([
    [413, GROUP_HOOKUP.imageTooLarge],
    [415, GROUP_HOOKUP.imageType],
    [403, AUTH.forbidden],
  ])('a services %i passes through with its message', async (status, message) => {
    services.use(
      http.put(`${SERVICES_URL}/group-hookup/gh-1/image`, () => HttpResponse.json({ statusCode: status, message }, { status })),
    );
    const response = await upload(await signedIn());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, message });
  });

  it('a body announced over the 50 MB limit is 413 before services are called', async () => {
    let called = false;
    services.use(http.put(`${SERVICES_URL}/group-hookup/gh-1/image`, () => ((called = true), HttpResponse.json({}))));
    const response = await upload({ ...(await signedIn()), 'content-length': String(MAX_FILE_SIZE_BYTES * 2) }, Buffer.alloc(0));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: GROUP_HOOKUP.imageTooLarge });
    expect(called).toBe(false);
  });
});

describe('GET /uploads/:id', () => {
  it('passes the link signature on and serves the image bytes with their type, privately cached as services say', async () => {
    let search: string | undefined;
    services.use(
      http.get(`${SERVICES_URL}/uploads/img-1`, ({ request }) => {
        search = new URL(request.url).search;
        return new HttpResponse(PNG, { headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=600, immutable' } });
      }),
    );
    const response = await app.inject({ method: 'GET', url: '/uploads/img-1?exp=1700000000&sig=abc_-&other=x' });
    expect(response.statusCode).toBe(200);
    expect(search).toBe('?exp=1700000000&sig=abc_-');
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=600, immutable');
    expect(response.rawPayload).toEqual(PNG);
  });

  it("a refused link is services' 403 with its message, and never cached", async () => {
    services.use(
      http.get(`${SERVICES_URL}/uploads/img-1`, () => HttpResponse.json({ statusCode: 403, message: GROUP_HOOKUP.imageLinkExpired }, { status: 403 })),
    );
    const response = await app.inject({ method: 'GET', url: '/uploads/img-1?exp=1&sig=abc' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: GROUP_HOOKUP.imageLinkExpired });
    expect(response.headers['cache-control'] ?? '').not.toMatch(/public|max-age=[1-9]/);
  });

  it('an unknown upload is a JSON 404, even for a browser asking for HTML', async () => {
    services.use(http.get(`${SERVICES_URL}/uploads/nope`, () => HttpResponse.json({ statusCode: 404, message: 'Not found' }, { status: 404 })));
    const response = await app.inject({ method: 'GET', url: '/uploads/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Not found' });
  });
});

describe('GET /reports/group-hookup-connections.csv', () => {
  const disposition = 'attachment; filename="Group-Hookup-Connections-Report-2030-01-02.csv"';

  it('an admin downloads services CSV with its type and file name, the date range passed on', async () => {
    let seen: { search: string; authorization: string | null } | undefined;
    services.use(
      http.get(`${SERVICES_URL}/hookup-admin/group-hookups/connections/export`, ({ request }) => {
        seen = { search: new URL(request.url).search, authorization: request.headers.get('authorization') };
        return new HttpResponse('uuid,title\r\ngh-1,Cold calling practice\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': disposition },
        });
      }),
    );
    const token = await signAccessToken(keys.privateKey, { roles: ['ROLE_ADMIN'] });
    const response = await app.inject({
      method: 'GET',
      url: '/reports/group-hookup-connections.csv?from=2030-01-01&to=2030-01-31',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(disposition);
    expect(response.body).toBe('uuid,title\r\ngh-1,Cold calling practice\r\n');
    expect(seen).toEqual({ search: '?from=2030-01-01&to=2030-01-31', authorization: `Bearer ${token}` });
  });

  it('a member who is not an admin gets the services 403', async () => {
    services.use(
      http.get(`${SERVICES_URL}/hookup-admin/group-hookups/connections/export`, () =>
        HttpResponse.json({ statusCode: 403, message: AUTH.forbidden }, { status: 403 }),
      ),
    );
    const response = await app.inject({
      method: 'GET',
      url: '/reports/group-hookup-connections.csv',
      headers: { authorization: `Bearer ${await signAccessToken(keys.privateKey)}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: AUTH.forbidden });
  });

  it('without a session it is 401 and services are not called', async () => {
    const response = await app.inject({ method: 'GET', url: '/reports/group-hookup-connections.csv' });
    expect(response.statusCode).toBe(401);
  });
});
