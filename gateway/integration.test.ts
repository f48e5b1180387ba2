// The real services (fresh embedded PGlite, or a fresh schema of DATABASE_URL) behind the real gateway: the account
// flow a browser goes through, over GraphQL only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '~/common/messages';
import { buildGateway } from '~/gateway/server';
import { csrfHeaders, postGraphql } from '~/gateway/testing/fakeServices';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '~/common/constants';
import { startServices, type RunningServices } from '~/services/server';

let dataDir: string;
let services: RunningServices;
let gateway: FastifyInstance;

// services' clock, moved forward where a rule depends on time passing (the refresh-token grace period)
let clockOffsetMs = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hookups-gateway-it-'));
  services = await startServices({
    port: 0,
    host: '127.0.0.1',
    logger: false,
    env: { dataDir, seed: false, now: () => new Date(Date.now() + clockOffsetMs), databaseSchema: `gateway_it_${process.pid}_${Date.now()}` },
  });
  gateway = await buildGateway({ servicesUrl: services.url, webDist: null, production: false });
}, 120_000);

afterAll(async () => {
  await gateway?.close();
  await services?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const SESSION = 'accessToken refreshToken user { uuid username fullName roles verified }';

async function mutate(query: string, variables: Record<string, unknown>, authorization?: string) {
  const headers = { ...(await csrfHeaders(gateway)), ...(authorization && { authorization }) };
  return postGraphql(gateway, { query, variables, headers });
}

describe('a member registers, reads their profile, logs in, refreshes and logs out', () => {
  const username = `ada.${Date.now()}@example.com`;
  const password = 'Secret#1234';
  let accessToken: string;
  let refreshToken: string;

  it('register answers a session for an unverified member', async () => {
    const response = await mutate(`mutation($input: RegisterInput!) { register(input: $input) { ${SESSION} } }`, {
      input: {
        username,
        firstName: 'Ada',
        lastName: 'Lovelace',
        linkedInUrl: 'https://www.linkedin.com/in/ada-lovelace',
        password,
        confirmPassword: password,
        jobPosition: 'Account Executive',
        location: { lat: 51.5072, lng: -0.1276, name: 'London' },
        howDidYouHearAboutUs: 'A friend',
        acceptTermsAndConditions: true,
      },
    });
    expect(response.body.errors).toBeUndefined();
    const session = response.body.data?.register as { accessToken: string; refreshToken: string; user: Record<string, unknown> };
    expect(session.user).toMatchObject({ username, fullName: 'Ada Lovelace', roles: ['ROLE_USER'], verified: false });
    accessToken = session.accessToken;
  });

  it('me answers the profile for the new access token, verified by the gateway against services keys', async () => {
    const response = await postGraphql(gateway, {
      query: 'query { me { username firstName lastName location { name } verified } }',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(response.body).toEqual({
      data: { me: { username, firstName: 'Ada', lastName: 'Lovelace', location: { name: 'London' }, verified: false } },
    });
  });

  it('login with a wrong password is UNAUTHENTICATED with the services message', async () => {
    const response = await mutate(`mutation($input: LoginInput!) { login(input: $input) { ${SESSION} } }`, {
      input: { username, password: 'Wrong#12345' },
    });
    expect(response.body.errors?.[0]).toMatchObject({
      message: AUTH.invalidCredentials,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('login answers a fresh session', async () => {
    const response = await mutate(`mutation($input: LoginInput!) { login(input: $input) { ${SESSION} } }`, {
      input: { username, password, rememberMe: true },
    });
    expect(response.body.errors).toBeUndefined();
    const session = response.body.data?.login as { accessToken: string; refreshToken: string };
    accessToken = session.accessToken;
    refreshToken = session.refreshToken;
    expect(refreshToken).toEqual(expect.any(String));
  });

  it('refreshToken rotates the pair, and the old refresh token no longer works', async () => {
    const REFRESH = 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken } }';
    const response = await mutate(REFRESH, { t: refreshToken });
    expect(response.body.errors).toBeUndefined();
    const pair = response.body.data?.refreshToken as { accessToken: string; refreshToken: string };
    expect(pair.refreshToken).not.toBe(refreshToken);
    clockOffsetMs += (REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1) * 1000; // past the grace period: a replay
    const reused = await mutate(REFRESH, { t: refreshToken });
    expect(reused.body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    // reusing a rotated token revokes the whole family (API.md), so log in again for the logout step
    const again = await mutate(`mutation($input: LoginInput!) { login(input: $input) { ${SESSION} } }`, {
      input: { username, password },
    });
    ({ accessToken, refreshToken } = again.body.data?.login as { accessToken: string; refreshToken: string });
  });

  it('logout revokes the session: its refresh token and access token stop working', async () => {
    const response = await mutate('mutation($t: String!) { logout(refreshToken: $t) }', { t: refreshToken }, `Bearer ${accessToken}`);
    expect(response.body).toEqual({ data: { logout: true } });
    const refresh = await mutate('mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken } }', { t: refreshToken });
    expect(refresh.body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const me = await postGraphql(gateway, { query: '{ me { uuid } }', headers: { authorization: `Bearer ${accessToken}` } });
    expect(me.body.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
