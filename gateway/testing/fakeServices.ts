// Test helpers: a fake services/ behind msw, Ed25519 access tokens signed like services signs them, and a
// GraphQL client over `app.inject`. Imported by gateway/**/*.test.ts only.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Role } from '~/common/constants';
import { ACCESS_TOKEN_AUDIENCE, ACCESS_TOKEN_ISSUER } from '~/gateway/tokens';

export const SERVICES_URL = 'http://services.test';

export interface SigningKeys {
  privateKey: CryptoKey;
  jwks: { keys: JWK[] };
}

export async function createSigningKeys(kid = 'test-key'): Promise<SigningKeys> {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  return { privateKey, jwks: { keys: [jwk] } };
}

export interface TokenClaims {
  sub?: string;
  roles?: Role[];
  verified?: boolean;
  sid?: string;
  issuer?: string;
  audience?: string;
  /** seconds from now; negative for an expired token */
  expiresIn?: number;
  kid?: string;
}

export async function signAccessToken(privateKey: CryptoKey, claims: TokenClaims = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = claims.expiresIn ?? 900;
  return new SignJWT({ roles: claims.roles ?? ['ROLE_USER'], verified: claims.verified ?? true, sid: claims.sid ?? 's-1' })
    .setProtectedHeader({ alg: 'EdDSA', kid: claims.kid ?? 'test-key' })
    .setSubject(claims.sub ?? 'user-uuid-1')
    .setIssuer(claims.issuer ?? ACCESS_TOKEN_ISSUER)
    .setAudience(claims.audience ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now + Math.min(0, expiresIn) - 60)
    .setExpirationTime(now + expiresIn)
    .sign(privateKey);
}

/** msw server faking services; the JWKS handler stays across `resetHandlers()`. */
export function createFakeServices(keys: SigningKeys) {
  return setupServer(
    http.get(`${SERVICES_URL}/.well-known/jwks.json`, () => HttpResponse.json(keys.jwks)),
    http.get(`${SERVICES_URL}/health`, () => HttpResponse.json({ status: 'ok' })),
  );
}

/** A request as services received it, for asserting what the gateway forwarded. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export async function record(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  return {
    method: request.method,
    path: url.pathname,
    search: url.searchParams,
    headers: request.headers,
    body: text ? JSON.parse(text) : undefined,
  };
}

export interface GraphqlResponse {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  headers: Record<string, unknown>;
}

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export async function postGraphql(app: FastifyInstance, request: GraphqlRequest): Promise<GraphqlResponse> {
  const options: InjectOptions = {
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...request.headers },
    payload: { query: request.query, variables: request.variables, operationName: request.operationName },
    ...(request.remoteAddress && { remoteAddress: request.remoteAddress }),
  };
  const response = await app.inject(options);
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** What the web app does before a mutation: GET /csrf-token, then send the cookie and the header. */
export async function csrfHeaders(app: FastifyInstance): Promise<{ cookie: string; 'x-csrf-token': string }> {
  const response = await app.inject({ method: 'GET', url: '/csrf-token' });
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { cookie, 'x-csrf-token': (response.json() as { token: string }).token };
}
