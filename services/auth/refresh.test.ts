import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS } from '~/common/constants';
import { AUTH } from '~/common/messages';
import { bearer, createClock, createTestServices, details, login, MINUTE, register, type TestServices } from '~/services/testing/helpers';

const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
});
afterAll(() => t.close());

const refresh = (refreshToken: unknown) => t.app.inject({ method: 'POST', url: '/auth/refreshToken', payload: { refreshToken } });
const logout = (refreshToken: string, accessToken?: string) =>
  t.app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken }, headers: accessToken ? bearer(accessToken) : {} });

describe('POST /auth/refreshToken', () => {
  it('trades a refresh token for a new access token and a new refresh token', async () => {
    const member = await register(t.app);
    const res = await refresh(member.refreshToken);
    expect(res.statusCode).toBe(200);
    const pair = res.json();
    expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(pair.refreshToken).not.toBe(member.refreshToken);
    expect((await details(t.app, pair.accessToken)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('stores refresh tokens only as SHA-256 hashes', async () => {
    const member = await register(t.app);
    const stored = await t.db.selectFrom('refreshTokens').select('tokenHash').where('tokenHash', '=', member.refreshToken).execute();
    expect(stored).toHaveLength(0);
  });

  it('gives a sibling, not a revocation, when a rotated token comes back within the grace period', async () => {
    const member = await register(t.app);
    const first = (await refresh(member.refreshToken)).json();
    clock.advance((REFRESH_TOKEN_REUSE_GRACE_SECONDS - 1) * 1000);
    const again = await refresh(member.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().refreshToken).not.toBe(first.refreshToken);
    // both tokens of the family keep working
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    expect((await refresh(again.json().refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again after the grace period', async () => {
    const member = await register(t.app);
    const next = (await refresh(member.refreshToken)).json();
    clock.advance((REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1) * 1000);
    const replay = await refresh(member.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(AUTH.sessionExpired);
    // the newest token of the family and its access token are dead too
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect((await details(t.app, next.accessToken)).statusCode).toBe(401);
    expect((await details(t.app, member.accessToken)).statusCode).toBe(401);
  });

  it('leaves the other sessions of the member alone when one family is revoked', async () => {
    const member = await register(t.app);
    const other = (await login(t.app, member.username, member.password)).json();
    await refresh(member.refreshToken);
    clock.advance((REFRESH_TOKEN_REUSE_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(member.refreshToken)).statusCode).toBe(401);
    expect((await details(t.app, other.accessToken)).statusCode).toBe(200);
    expect((await refresh(other.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 for an unknown refresh token and 400 for a missing one', async () => {
    expect((await refresh('made-up-token')).json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTH.sessionExpired });
    const missing = await t.app.inject({ method: 'POST', url: '/auth/refreshToken', payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it('refuses a refresh token after its 30 days', async () => {
    const member = await register(t.app);
    clock.advance(30 * 24 * 60 * MINUTE + 1000);
    expect((await refresh(member.refreshToken)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('are refused once expired (15 minutes), while the refresh token still works', async () => {
    const member = await register(t.app);
    clock.advance(15 * MINUTE + 1000);
    const expired = await details(t.app, member.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(AUTH.sessionExpired);
    const pair = (await refresh(member.refreshToken)).json();
    expect((await details(t.app, pair.accessToken)).statusCode).toBe(200);
  });

  it('are refused when missing, malformed or signed by someone else', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/user/details' });
    expect(missing.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTH.unauthenticated });
    expect((await details(t.app, 'not.a.jwt')).statusCode).toBe(401);
    const member = await register(t.app);
    const [header, payload] = member.accessToken.split('.');
    expect((await details(t.app, `${header}.${payload}.${'A'.repeat(86)}`)).statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session so its refresh and access tokens are refused, and answers 204', async () => {
    const member = await register(t.app);
    const res = await logout(member.refreshToken);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await refresh(member.refreshToken)).statusCode).toBe(401);
    expect((await details(t.app, member.accessToken)).statusCode).toBe(401);
  });

  it("also ends the bearer's session when the refresh token belongs to another one", async () => {
    const member = await register(t.app);
    const other = (await login(t.app, member.username, member.password)).json();
    expect((await logout('unknown-refresh-token', other.accessToken)).statusCode).toBe(204);
    expect((await details(t.app, other.accessToken)).statusCode).toBe(401);
    expect((await details(t.app, member.accessToken)).statusCode).toBe(200);
  });

  it('is idempotent: logging out twice, or with an unknown token, answers 204', async () => {
    const member = await register(t.app);
    expect((await logout(member.refreshToken)).statusCode).toBe(204);
    expect((await logout(member.refreshToken)).statusCode).toBe(204);
    expect((await logout('never-issued')).statusCode).toBe(204);
  });
});
