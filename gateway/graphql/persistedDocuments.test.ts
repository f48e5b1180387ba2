// Persisted documents (issue 21): the web app sends hashes; PERSISTED_DOCUMENTS_ONLY runs nothing but its documents.
import { readFileSync } from 'node:fs';
import { formatDocument, stringifyDocument } from '@urql/core';
import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  documentHash,
  loadPersistedDocuments,
  PERSISTED_DOCUMENTS_FILE,
  PERSISTED_QUERY_NOT_FOUND,
} from '~/gateway/graphql/persistedDocuments';
import { buildGateway } from '~/gateway/server';
import { createFakeServices, createSigningKeys, SERVICES_URL } from '~/gateway/testing/fakeServices';
import * as webDocuments from '~/web/gql/graphql';

const JOB_POSITIONS = webDocuments.JobPositionsDocument as unknown as { __meta__: { hash: string } };
const documents = loadPersistedDocuments();

let services: ReturnType<typeof createFakeServices>;
let open: FastifyInstance;
let only: FastifyInstance;

beforeAll(async () => {
  services = createFakeServices(await createSigningKeys());
  services.listen({ onUnhandledRequest: 'error' });
  [open, only] = await Promise.all([
    buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: true }),
    buildGateway({ servicesUrl: SERVICES_URL, webDist: null, production: true, persistedDocumentsOnly: true }),
  ]);
});
afterEach(() => services.resetHandlers());
afterAll(async () => {
  await Promise.all([open.close(), only.close()]);
  services.close();
});

async function send(app: FastifyInstance, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: body });
  return { status: response.statusCode, body: response.json() as { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> } };
}
const byHash = (hash: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });

describe('the persisted documents file', () => {
  it('holds every web document under the sha256 of its text, as the gateway hashes it', () => {
    const file = JSON.parse(readFileSync(PERSISTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>;
    expect(Object.keys(file).length).toBeGreaterThan(50);
    for (const [hash, text] of Object.entries(file)) expect(documentHash(text), text.slice(0, 60)).toBe(hash);
  });

  it('knows each web document as urql prints it, so subscriptions and the token refresh pass the strict mode', () => {
    const operations = Object.entries(webDocuments).filter(
      ([name, value]) => name.endsWith('Document') && (value as unknown as { definitions?: Array<{ kind: string }> }).definitions?.some((d) => d.kind === 'OperationDefinition'),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const [name, document] of operations) {
      expect(documents.isKnown(stringifyDocument(document as never)), name).toBe(true);
      // as urql's client sends it: with a __typename in each selection
      expect(documents.isKnown(stringifyDocument(formatDocument(document as never))), name).toBe(true);
      expect(documents.byHash((document as unknown as { __meta__: { hash: string } }).__meta__.hash), name).toBeDefined();
    }
  });

  it("runs a hash as urql's client would send its text, __typename included, so its cache can refetch after a mutation", () => {
    const sessionUser = (webDocuments.SessionUserDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
    expect(documents.byHash(sessionUser)).toMatch(/me \{[^}]*__typename/);
  });

  it('does not know a document the web app never sends, nor text that is no document', () => {
    expect(documents.isKnown('query JobPositions { jobPositions } query Extra { jobPositions }')).toBe(false);
    expect(documents.isKnown('{ me { uuid } }')).toBe(false);
    expect(documents.isKnown('not graphql {')).toBe(false);
  });
});

describe('a hash instead of the document', () => {
  it('runs the web document of a known hash, the field order and spacing of the text not mattering', async () => {
    services.use(http.get(`${SERVICES_URL}/job-positions`, () => HttpResponse.json(['Account Executive', 'SDR'])));
    for (const app of [open, only]) {
      const response = await send(app, byHash(JOB_POSITIONS.__meta__.hash));
      expect(response).toEqual({ status: 200, body: { data: { jobPositions: ['Account Executive', 'SDR'] } } });
    }
  });

  it('runs a query named by its hash in a GET, as the web app sends queries, with no CSRF token', async () => {
    services.use(http.get(`${SERVICES_URL}/job-positions`, () => HttpResponse.json(['SDR'])));
    for (const app of [open, only]) {
      const extensions = encodeURIComponent(JSON.stringify(byHash(JOB_POSITIONS.__meta__.hash).extensions));
      const response = await app.inject({ method: 'GET', url: `/graphql?extensions=${extensions}` });
      expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({ status: 200, body: { data: { jobPositions: ['SDR'] } } });
    }
  });

  it(`answers an unknown hash with ${PERSISTED_QUERY_NOT_FOUND} (the client then sends the text) and calls no service`, async () => {
    let calls = 0;
    services.use(http.all(`${SERVICES_URL}/*`, () => void (calls += 1)));
    const response = await send(open, byHash('0'.repeat(64)));
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]).toMatchObject({ message: PERSISTED_QUERY_NOT_FOUND, extensions: { code: 'BAD_USER_INPUT' } });
    expect(calls).toBe(0);
  });

  it('needs the CSRF token when the hash names a mutation, as the text would', async () => {
    const logout = (webDocuments.LogoutDocument as unknown as { __meta__: { hash: string } }).__meta__.hash;
    const response = await send(open, byHash(logout));
    expect(response.status).toBe(403);
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'CSRF' });
  });

  it('runs the text a client sends beside the hash after a miss, when documents are not restricted', async () => {
    services.use(http.get(`${SERVICES_URL}/job-positions`, () => HttpResponse.json(['SDR'])));
    const response = await send(open, { query: '{ jobPositions }', ...byHash('0'.repeat(64)) });
    expect(response).toEqual({ status: 200, body: { data: { jobPositions: ['SDR'] } } });
  });
});

describe('PERSISTED_DOCUMENTS_ONLY', () => {
  it('refuses any other document, as text or hash, before calling services', async () => {
    let calls = 0;
    services.use(http.all(`${SERVICES_URL}/*`, () => void (calls += 1)));
    for (const body of [{ query: '{ jobPositions }' }, { query: '{ jobPositions }', ...byHash('0'.repeat(64)) }, byHash('f'.repeat(64)), { query: 'nonsense {' }]) {
      const response = await send(only, body);
      expect(response.status).toBe(400);
      expect(response.body.errors?.[0]).toMatchObject({ message: PERSISTED_QUERY_NOT_FOUND, extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(calls).toBe(0);
  });

  it('runs a web document sent as text, however the client printed it', async () => {
    services.use(http.get(`${SERVICES_URL}/job-positions`, () => HttpResponse.json(['SDR'])));
    const response = await send(only, { query: 'query JobPositions {\n  jobPositions\n}' });
    expect(response).toEqual({ status: 200, body: { data: { jobPositions: ['SDR'] } } });
  });
});
