// Every way a session ends writes a session.revoked event in the same transaction, so gateways close the sockets
// opened with that session's tokens at once (services/API.md § Events), not when the access token expires.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOPICS } from '~/common/events';
import { eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { bearer, createClock, createTestServices, login, mailedToken, MINUTE, register, type TestServices } from '~/services/testing/helpers';

const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Closing-Deal9';
const sessionOf = (accessToken: string) => decodeJwt(accessToken).sid as string;

/** The session.revoked payloads written while `act` ran. */
async function revokedBy(act: () => Promise<unknown>) {
  const before = await newestEventId(t.db);
  await act();
  return (await eventsSince(t.db, before)).filter((event) => event.topic === TOPICS.sessionRevoked).map((event) => event.payload);
}

async function secondSession(username: string, password: string) {
  const res = await login(t.app, username, password, '10.20.0.1');
  expect(res.statusCode).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string };
}

describe('session.revoked', () => {
  it('logout names the one session it ended, and a second logout writes nothing', async () => {
    const member = await register(t.app);
    const logout = () =>
      t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(member.accessToken), payload: { refreshToken: member.refreshToken } });
    expect(await revokedBy(logout)).toEqual([{ userUUID: member.uuid, sessionIds: [sessionOf(member.accessToken)] }]);
    expect(await revokedBy(logout)).toEqual([]);
  });

  it('a password change ends every session of the member, the other devices’ too', async () => {
    const member = await register(t.app);
    const other = await secondSession(member.username, member.password);
    const change = () =>
      t.app.inject({
        method: 'PUT',
        url: '/user/password',
        headers: bearer(member.accessToken),
        payload: { oldPassword: member.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
    const [event] = await revokedBy(change);
    expect(event.userUUID).toBe(member.uuid);
    expect([...event.sessionIds].sort()).toEqual([sessionOf(member.accessToken), sessionOf(other.accessToken)].sort());
  });

  it('a password reset ends every session of the member', async () => {
    const member = await register(t.app);
    await t.app.inject({ method: 'POST', url: '/user/password/reset', payload: { username: member.username } });
    const token = await mailedToken(t.db, member.username, '/reset-password');
    const reset = () => t.app.inject({ method: 'PUT', url: '/password/reset/confirm', payload: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(await revokedBy(reset)).toEqual([{ userUUID: member.uuid, sessionIds: [sessionOf(member.accessToken)] }]);
  });

  it('a replayed refresh token ends its session (a stolen token), after the grace period', async () => {
    const member = await register(t.app);
    const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/auth/refreshToken', payload: { refreshToken } });
    expect((await refresh(member.refreshToken)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect(await revokedBy(() => refresh(member.refreshToken))).toEqual([{ userUUID: member.uuid, sessionIds: [sessionOf(member.accessToken)] }]);
  });
});
