import { http, HttpResponse, passthrough } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AUTH } from '~/common/messages';
import { HEALTH_CACHE_MS } from '~/gateway/limits';
import { STRICT_TRANSPORT_SECURITY } from '~/gateway/security';
import { buildGateway, startGateway } from '~/gateway/server';
import { postGraphql, SERVICES_URL } from '~/gateway/testing/fakeServices';
import { useWebAppGateway } from '~/gateway/testing/webAppGateway';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-3f2a1b.js"></script></body></html>';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

const served = useWebAppGateway({
  files: { 'index.html': INDEX_HTML, 'assets/index-3f2a1b.js': 'console.log("app")' },
  gateway: { production: true },
});

describe('security headers', () => {
  it('every answer carries helmet headers with a CSP fit for the same-origin React app', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/', headers: HTML });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self' ws: wss:");
    expect(csp).toContain("frame-ancestors 'none'");
    // forum embeds: the providers' players may be framed, nothing else
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://platform.twitter.com https://www.linkedin.com;");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // plain http: no HSTS (RFC 6797 § 7.2)
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('HSTS is sent when the gateway is reached over https, as a trusted load balancer says', async () => {
    const behindTls = await buildGateway({ servicesUrl: SERVICES_URL, webDist: served.webDist, production: true, trustProxy: ['127.0.0.1'] });
    try {
      const https = await behindTls.inject({ method: 'GET', url: '/', headers: { ...HTML, 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const http = await behindTls.inject({ method: 'GET', url: '/', headers: HTML });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      // anyone else's X-Forwarded-Proto is not believed
      const spoofed = await served.app.inject({ method: 'GET', url: '/', headers: { ...HTML, 'x-forwarded-proto': 'https' } });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindTls.close();
    }
  });

  it('/graphql answers carry them too', async () => {
    const response = await postGraphql(served.app, { query: '{ __typename }' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the web app', () => {
  it('serves index.html at / without caching it', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/assets/index-3f2a1b.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/home', '/login?next=%2Fhome', '/group-hookups/4b1c/room', '/user/confirm?token=abc'])(
    'answers the deep link %s with index.html, not a 404',
    async (url) => {
      const response = await served.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('a missing asset or a non-HTML request is a JSON 404', async () => {
    const asset = await served.app.inject({ method: 'GET', url: '/assets/gone-123.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    const api = await served.app.inject({ method: 'GET', url: '/nothing', headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404 });
  });

  it('GET /graphql without a query is a GraphQL error, never index.html', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/graphql', headers: HTML });
    expect(response.body).not.toBe(INDEX_HTML);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().errors).toHaveLength(1);
  });

  it('/health and /csrf-token under other paths are not swallowed by the fallback', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/health/extra', headers: HTML });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /health', () => {
  it('reports services ok when their /health answers', async () => {
    const response = await served.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', services: 'ok' });
  });

  it('reports services unreachable when they are down or failing', async () => {
    // the answer is reused for HEALTH_CACHE_MS: each case starts after the one before has expired
    const later = () => vi.setSystemTime(Date.now() + HEALTH_CACHE_MS + 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      later();
      served.services.use(http.get(`${SERVICES_URL}/health`, () => HttpResponse.error()));
      expect((await served.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', services: 'unreachable' });
      later();
      served.services.use(http.get(`${SERVICES_URL}/health`, () => new HttpResponse(null, { status: 503 })));
      expect((await served.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok', services: 'unreachable' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks services at most once per HEALTH_CACHE_MS however often it is polled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + HEALTH_CACHE_MS + 1);
      let calls = 0;
      served.services.use(http.get(`${SERVICES_URL}/health`, () => ((calls += 1), HttpResponse.json({ status: 'ok' }))));
      const polls = await Promise.all(Array.from({ length: 5 }, () => served.app.inject({ method: 'GET', url: '/health' })));
      expect(polls.map((r) => r.json().services)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
      expect(calls).toBe(1);
      vi.setSystemTime(Date.now() + HEALTH_CACHE_MS + 1);
      await served.app.inject({ method: 'GET', url: '/health' });
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('rate limit per address', () => {
  it('answers RATE_LIMITED with HTTP 429 past the limit, per address', async () => {
    const limited = await buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: true, rateLimitMax: 2 });
    try {
      const ask = (remoteAddress: string) => postGraphql(limited, { query: '{ __typename }', remoteAddress });
      expect((await ask('192.0.2.1')).status).toBe(200);
      expect((await ask('192.0.2.1')).status).toBe(200);
      const refused = await ask('192.0.2.1');
      expect(refused.status).toBe(429);
      expect(refused.body.errors).toEqual([{ message: AUTH.tooManyRequests, extensions: { code: 'RATE_LIMITED' } }]);
      expect((await ask('192.0.2.2')).status).toBe(200);
      // load balancers keep probing /health
      expect((await limited.inject({ method: 'GET', url: '/health', remoteAddress: '192.0.2.1' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('startGateway', () => {
  it('listens on the given port and answers over real HTTP until closed', async () => {
    const gateway = await startGateway({ port: 0, host: '127.0.0.1', servicesUrl: SERVICES_URL, webDist: null, logger: false });
    try {
      expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      served.services.use(http.get(`${gateway.url}/health`, () => passthrough()));
      const response = await fetch(`${gateway.url}/health`);
      expect(await response.json()).toEqual({ status: 'ok', services: 'ok' });
    } finally {
      await gateway.close();
    }
    expect(gateway.app.server.listening).toBe(false);
  });
});
