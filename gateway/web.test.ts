import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useWebAppGateway } from '~/gateway/testing/webAppGateway';
import { COMPRESS_THRESHOLD_BYTES } from '~/gateway/web';
import { precompress } from '~/web/vite.compress';

// large enough to be precompressed, like every real chunk of the build
const SCRIPT = `export const app = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `line ${i}`))};\n`;
const ASSET = '/assets/index-3f2a1b.js';
const INDEX_HTML = `<!doctype html><html><body><div id="root"></div><script type="module" src="${ASSET}"></script>${'<!-- padding -->'.repeat(100)}</body></html>`;
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const INTROSPECTION = '{ __schema { types { name fields { name } } } }';

const served = useWebAppGateway({
  files: { 'index.html': INDEX_HTML, [ASSET.slice(1)]: SCRIPT },
  // the build's own step (web/vite.compress.ts), so the test serves what a real build serves
  prepare: precompress,
  gateway: { production: false, rateLimitMax: 5 },
});

describe('precompressed web app', () => {
  it('the build step writes .br and .gz beside each text file', async () => {
    expect(brotliDecompressSync(await readFile(join(served.webDist, `${ASSET}.br`))).toString()).toBe(SCRIPT);
    expect(gunzipSync(await readFile(join(served.webDist, `${ASSET}.gz`))).toString()).toBe(SCRIPT);
  });

  it('serves the brotli file to a browser that accepts br', async () => {
    const response = await served.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length);
  });

  it('serves the gzip file to a browser that accepts only gzip', async () => {
    const response = await served.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves the plain file without Accept-Encoding', async () => {
    const response = await served.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': '' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('hashed assets are immutable for a year, index.html and deep links are revalidated', async () => {
    const asset = await served.app.inject({ method: 'GET', url: ASSET, headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/home']) {
      const page = await served.app.inject({ method: 'GET', url, headers: { ...HTML, 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
  });
});

describe('compressed GraphQL answers', () => {
  it(`compresses an answer above ${COMPRESS_THRESHOLD_BYTES} bytes with the encoding asked for`, async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await served.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
        payload: { query: INTROSPECTION },
        remoteAddress: `192.0.2.${encoding === 'br' ? 10 : 11}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString();
      expect(JSON.parse(body).data.__schema.types.length).toBeGreaterThan(10);
      expect(body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    }
  });

  it('leaves small answers and clients that ask for no encoding alone', async () => {
    const small = await served.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: { query: '{ __typename }' },
      remoteAddress: '192.0.2.12',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' } });
    const plain = await served.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: INTROSPECTION },
      remoteAddress: '192.0.2.13',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.__schema.types.length).toBeGreaterThan(10);
  });
});

describe('rate limit', () => {
  it('a burst of static requests never answers 429 while /graphql still limits the same address', async () => {
    const remoteAddress = '192.0.2.50';
    for (let i = 0; i < 30; i++) {
      const url = i % 3 === 0 ? ASSET : i % 3 === 1 ? '/' : '/group-hookups';
      const response = await served.app.inject({ method: 'GET', url, headers: HTML, remoteAddress });
      expect(response.statusCode, `${url} #${i}`).toBe(200);
    }
    const ask = () =>
      served.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ __typename }' }, remoteAddress });
    // rateLimitMax 5: the static burst used none of it
    for (let i = 0; i < 5; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).statusCode).toBe(429);
  });
});
