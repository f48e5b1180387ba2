import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, VALIDATION } from '~/common/messages';
import { createClock, createTestServices, details, login, MINUTE, register, uniqueEmail, type TestServices } from '~/services/testing/helpers';

const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
});
afterAll(() => t.close());

describe('POST /auth/login', () => {
  it('answers tokens and the session user for the right email and password', async () => {
    const member = await register(t.app);
    const res = await login(t.app, member.username.toUpperCase(), member.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.user).toEqual({ uuid: member.uuid, username: member.username, fullName: 'Sam Seller', imageUrl: null, roles: ['ROLE_USER'], verified: false });
    expect((await details(t.app, body.accessToken)).statusCode).toBe(200);
  });

  it('signs an EdDSA access token with the session id, roles and verified flag', async () => {
    const member = await register(t.app);
    const [header, payload] = member.accessToken.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header.alg).toBe('EdDSA');
    expect(payload).toMatchObject({ iss: 'hookups-services', aud: 'hookups', sub: member.uuid, roles: ['ROLE_USER'], verified: false });
    expect(payload.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp - payload.iat).toBe(900);
    const jwks = await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    expect(jwks.json().keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', kid: header.kid });
  });

  it('answers the same 401 for an unknown address and for a wrong password', async () => {
    const member = await register(t.app);
    const unknown = await login(t.app, uniqueEmail('nobody'), member.password, '10.0.0.1');
    const wrong = await login(t.app, member.username, 'Wrong-Password1', '10.0.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTH.invalidCredentials });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('refuses a login without a valid email or password with the §5 messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'whatever1' }, 'username', VALIDATION.usernameEmail],
      [{ username: 'a@b', password: 'whatever1' }, 'username', VALIDATION.usernameMin],
      [{ username: `${'x'.repeat(95)}@example.com`, password: 'whatever1' }, 'username', VALIDATION.usernameMax],
      [{ username: 'not-an-email', password: 'whatever1' }, 'username', VALIDATION.usernameEmail],
      [{ username: 'sam@example.com' }, 'password', VALIDATION.passwordRequired],
      [{ username: 'sam@example.com', password: 'short' }, 'password', VALIDATION.passwordMin],
      [{ username: 'sam@example.com', password: 'x'.repeat(251) }, 'password', VALIDATION.passwordMax],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message, fields: { [field]: message } });
    }
  });

  it('locks an account after 5 failed logins in 15 minutes, even for the right password, then lets it in again', async () => {
    const member = await register(t.app);
    for (let i = 0; i < 5; i++) {
      // different addresses: only the account's count reaches the limit
      expect((await login(t.app, member.username, 'Wrong-Password1', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const locked = await login(t.app, member.username, member.password, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH.tooManyAttempts);
    clock.advance(15 * MINUTE + 1);
    expect((await login(t.app, member.username, member.password, '10.1.0.99')).statusCode).toBe(200);
  });

  it('a login starts a session whose refresh token works, records the activity, and clears the account\'s failures', async () => {
    const member = await register(t.app);
    for (let i = 0; i < 4; i++) expect((await login(t.app, member.username, 'Wrong-Password1', `10.3.0.${i}`)).statusCode).toBe(401);
    clock.advance(MINUTE);
    const ok = await login(t.app, member.username, member.password, '10.3.0.50');
    expect(ok.statusCode).toBe(200);
    const { lastActivity } = await t.db.selectFrom('users').select('lastActivity').where('uuid', '=', member.uuid).executeTakeFirstOrThrow();
    expect(lastActivity?.getTime()).toBe(clock.now().getTime());
    const refreshed = await t.app.inject({ method: 'POST', url: '/auth/refreshToken', payload: { refreshToken: ok.json().refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    // the four failures before the success no longer count: four more do not lock the account
    for (let i = 0; i < 4; i++) expect((await login(t.app, member.username, 'Wrong-Password1', `10.3.1.${i}`)).statusCode).toBe(401);
    expect((await login(t.app, member.username, member.password, '10.3.0.50')).statusCode).toBe(200);
  });

  it('locks a client address after 5 failed logins in 15 minutes, whatever the account', async () => {
    const member = await register(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login(t.app, uniqueEmail('guess'), 'Wrong-Password1', '10.2.0.1')).statusCode).toBe(401);
    }
    const locked = await login(t.app, member.username, member.password, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH.tooManyAttempts);
    expect((await login(t.app, member.username, member.password, '10.2.0.2')).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For set by a trusted (loopback) proxy', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: uniqueEmail('guess'), password: 'Wrong-Password1' },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    }
    const member = await register(t.app);
    const viaProxy = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: member.username, password: member.password },
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(viaProxy.statusCode).toBe(429);
    expect((await login(t.app, member.username, member.password)).statusCode).toBe(200);
  });

  it('answers 403 for a disabled account with the right password', async () => {
    const member = await register(t.app);
    await t.db.updateTable('users').set({ active: false }).where('uuid', '=', member.uuid).execute();
    const res = await login(t.app, member.username, member.password, '10.3.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(AUTH.accountDisabled);
    // and the tokens it had before are refused too
    const before = await details(t.app, member.accessToken);
    expect(before.statusCode).toBe(403);
  });
});
