// RFC 8058 one-click unsubscribe through the gateway: the mail client's POST /unsubscribe?token&email (form body, no
// cookie, no CSRF token, no session) becomes services' PUT /unsubscribe?token&email, answered with services' message
// or their refusal; GET /unsubscribe stays the web app's page.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION, PAGES } from '~/common/messages';
import { buildGateway } from '~/gateway/server';
import {
  createFakeServices,
  createSigningKeys,
  record,
  SERVICES_URL,
  type RecordedRequest,
} from '~/gateway/testing/fakeServices';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const TOKEN = 'Zm9vYmFyYmF6cXV4LXRva2VuLTMyLWJ5dGVzLWxvbmc';
const EMAIL = 'ada+sales@example.com';
const LINK = `/unsubscribe?${new URLSearchParams({ token: TOKEN, email: EMAIL })}`;

let services: ReturnType<typeof createFakeServices>;
let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  services = createFakeServices(await createSigningKeys());
  services.listen({ onUnhandledRequest: 'error' });
  webDist = await mkdtemp(join(tmpdir(), 'hookups-web-'));
  await writeFile(join(webDist, 'index.html'), INDEX_HTML);
  app = await buildGateway({ servicesUrl: SERVICES_URL, webDist, production: true });
});
afterEach(() => services.resetHandlers());
afterAll(async () => {
  await app.close();
  services.close();
  await rm(webDist, { recursive: true, force: true });
});

/** services' PUT /unsubscribe answering `answer`, recording each call */
function servicesAnswer(answer: unknown, status = 200): RecordedRequest[] {
  const calls: RecordedRequest[] = [];
  services.use(
    http.put(`${SERVICES_URL}/unsubscribe`, async ({ request }) => {
      calls.push(await record(request));
      return HttpResponse.json(answer as object, { status });
    }),
  );
  return calls;
}

const oneClick = (url = LINK, headers: Record<string, string> = {}, payload: string = ONE_CLICK) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload });

describe('POST /unsubscribe (one click from the mail client)', () => {
  it('with the form body and no CSRF token or session, it is services’ PUT /unsubscribe?token&email and their message', async () => {
    const calls = servicesAnswer({ message: NOTIFICATION.unsubscribed });
    const response = await oneClick();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: NOTIFICATION.unsubscribed });
    expect(calls).toHaveLength(1);
    expect(calls[0].method).toBe('PUT');
    expect(Object.fromEntries(calls[0].search)).toEqual({ token: TOKEN, email: EMAIL });
    expect(calls[0].body).toBeUndefined();
  });

  it('a multipart body (RFC 8058 allows it) and an empty body are accepted too', async () => {
    const calls = servicesAnswer({ message: NOTIFICATION.unsubscribed });
    const boundary = 'one-click-boundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const asMultipart = await oneClick(LINK, { 'content-type': `multipart/form-data; boundary=${boundary}` }, multipart);
    const empty = await app.inject({ method: 'POST', url: LINK });
    expect([asMultipart.statusCode, empty.statusCode]).toEqual([200, 200]);
    expect(empty.json()).toEqual({ message: NOTIFICATION.unsubscribed });
    expect(calls).toHaveLength(2);
  });

  it('cookies and credentials the client sends are not passed on: the link’s token is the only credential', async () => {
    const calls = servicesAnswer({ message: NOTIFICATION.unsubscribed });
    const response = await oneClick(LINK, { cookie: 'csrf_secret=abc', authorization: 'Bearer someone-else' });
    expect(response.statusCode).toBe(200);
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(calls[0].headers.get('cookie')).toBeNull();
  });

  it('an invalid or expired link is services’ 400 with their message', async () => {
    servicesAnswer({ statusCode: 400, error: 'Bad Request', message: NOTIFICATION.unsubscribeInvalid }, 400);
    const response = await oneClick();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: NOTIFICATION.unsubscribeInvalid });
  });

  it('services’ rate limit passes on as 429 with their message', async () => {
    servicesAnswer({ statusCode: 429, error: 'Too Many Requests', message: 'Slow down.' }, 429);
    const response = await oneClick();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ message: 'Slow down.' });
  });

  it.each([
    ['without a token', `/unsubscribe?email=${encodeURIComponent(EMAIL)}`],
    ['without an email', `/unsubscribe?token=${TOKEN}`],
    ['with an empty token', `/unsubscribe?token=&email=${encodeURIComponent(EMAIL)}`],
    ['with the token twice', `${LINK}&token=other`],
  ])('a link %s is 400 with the invalid-link message, and services are not called', async (_what, url) => {
    const calls = servicesAnswer({ message: NOTIFICATION.unsubscribed });
    const response = await oneClick(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: NOTIFICATION.unsubscribeInvalid });
    expect(calls).toHaveLength(0);
  });

  it('a services failure is 500 with the generic message, never what services said', async () => {
    servicesAnswer({ statusCode: 500, message: 'database exploded' }, 500);
    const response = await oneClick();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: PAGES.internal });
    expect(response.body).not.toContain('database');
  });

  it('services out of reach is 500 with the generic message', async () => {
    services.use(http.put(`${SERVICES_URL}/unsubscribe`, () => HttpResponse.error()));
    const response = await oneClick();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: PAGES.internal });
  });

  it('a body far larger than a one-click form is refused with 413 before services are called', async () => {
    const calls = servicesAnswer({ message: NOTIFICATION.unsubscribed });
    const response = await oneClick(LINK, {}, `${ONE_CLICK}&padding=${'x'.repeat(10_000)}`);
    expect(response.statusCode).toBe(413);
    expect(calls).toHaveLength(0);
  });
});

describe('GET /unsubscribe', () => {
  it('is the web app’s page (the member confirms in the browser); services are not called', async () => {
    const calls = servicesAnswer({ message: NOTIFICATION.unsubscribed });
    const response = await app.inject({ method: 'GET', url: LINK, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(calls).toHaveLength(0);
  });
});
