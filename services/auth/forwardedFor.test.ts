import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_TOKEN_HEADER } from '~/common/constants';
import { createTestServices, register, uniqueEmail, type TestServices } from '~/services/testing/helpers';

// issue 20: services believed X-Forwarded-For from any loopback caller, so any local process could claim to be any
// address. With INTERNAL_TOKEN set, only a caller that shows it (a gateway) is believed.
const INTERNAL_TOKEN = 'gateway-secret-for-this-test';
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ internalToken: INTERNAL_TOKEN });
});
afterAll(() => t.close());

const attempt = (username: string, password: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, headers, remoteAddress: '127.0.0.1' });

describe('the client address services rate-limit by', () => {
  it("is the gateway's X-Forwarded-For when the gateway shows INTERNAL_TOKEN", async () => {
    const member = await register(t.app);
    const from = (address: string) => ({ 'x-forwarded-for': address, [GATEWAY_TOKEN_HEADER]: INTERNAL_TOKEN });
    for (let i = 0; i < 5; i++) expect((await attempt(uniqueEmail('guess'), 'Wrong-Password1', from('203.0.113.9'))).statusCode).toBe(401);
    expect((await attempt(member.username, member.password, from('203.0.113.9'))).statusCode).toBe(429);
    expect((await attempt(member.username, member.password, from('203.0.113.10'))).statusCode).toBe(200);
  });

  it('is the socket address when the header comes without the token, or with a wrong one', async () => {
    const member = await register(t.app);
    // each failure claims another address: without the token, or with a guessed one
    const forged = (i: number): Record<string, string> =>
      i % 2 === 0 ? { 'x-forwarded-for': `198.51.100.${i}` } : { 'x-forwarded-for': `198.51.100.${i}`, [GATEWAY_TOKEN_HEADER]: 'guessed' };
    for (let i = 0; i < 5; i++) expect((await attempt(uniqueEmail('guess'), 'Wrong-Password1', forged(i))).statusCode).toBe(401);
    // every failure counted against 127.0.0.1, whatever address each claimed: the real address is locked out
    const locked = await attempt(member.username, member.password, {});
    expect(locked.statusCode).toBe(429);
  });
});
