import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MAILS_MAX, PASSWORD_RESET_REQUESTS_PER_ADDRESS } from '~/common/constants';
import { AUTH, VALIDATION as M } from '~/common/messages';
import { bearer, createClock, createTestServices, details, HOUR, login, mailedToken, register, uniqueEmail, type TestServices } from '~/services/testing/helpers';

const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Closing-Deal9';
const forgot = (username: string) => t.app.inject({ method: 'POST', url: '/user/password/reset', payload: { username } });
const reset = (payload: object) => t.app.inject({ method: 'PUT', url: '/password/reset/confirm', payload });
const change = (accessToken: string | null, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/user/password', payload, headers: accessToken ? bearer(accessToken) : {} });

describe('POST /user/password/reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const member = await register(t.app);
    const stranger = uniqueEmail('stranger');
    const known = await forgot(member.username);
    const unknown = await forgot(stranger);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH.resetSent });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await mailedToken(t.db, member.username, '/reset-password')).toEqual(expect.any(String));
    expect(await t.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', stranger).execute()).toHaveLength(0);
  });

  it('mails one account at most PASSWORD_RESET_MAILS_MAX links an hour, answering every request the same', async () => {
    const member = await register(t.app);
    const mails = async () => (await t.db.selectFrom('mailOutbox').select('id').where('toAddress', '=', member.username.toLowerCase()).where('link', 'like', '%/reset-password%').execute()).length;
    for (let i = 0; i < PASSWORD_RESET_MAILS_MAX + 5; i++) expect((await forgot(member.username)).json()).toEqual({ message: AUTH.resetSent });
    expect(await mails()).toBe(PASSWORD_RESET_MAILS_MAX);
    clock.advance(HOUR + 1000);
    await forgot(member.username);
    expect(await mails()).toBe(PASSWORD_RESET_MAILS_MAX + 1);
  });

  it('answers one client address PASSWORD_RESET_REQUESTS_PER_ADDRESS requests an hour, whatever the accounts, then 429', async () => {
    const from = (remoteAddress: string, username: string) =>
      t.app.inject({ method: 'POST', url: '/user/password/reset', payload: { username }, remoteAddress });
    for (let i = 0; i < PASSWORD_RESET_REQUESTS_PER_ADDRESS; i++) expect((await from('10.77.0.1', uniqueEmail(`flood${i}`))).statusCode).toBe(200);
    const refused = await from('10.77.0.1', uniqueEmail('one-more'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH.tooManyRequests);
    expect((await from('10.77.0.2', uniqueEmail('elsewhere'))).statusCode).toBe(200);
  });

  it('refuses an address that is not an email', async () => {
    const res = await forgot('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ username: M.usernameEmail });
  });
});

describe('PUT /password/reset/confirm', () => {
  it('sets the new password, revokes every session and works only once', async () => {
    const member = await register(t.app);
    await forgot(member.username);
    const token = await mailedToken(t.db, member.username, '/reset-password');
    const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH.passwordReset });
    expect((await details(t.app, member.accessToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/auth/refreshToken', payload: { refreshToken: member.refreshToken } })).statusCode).toBe(401);
    expect((await login(t.app, member.username, member.password)).statusCode).toBe(401);
    expect((await login(t.app, member.username, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await reset({ token, password: 'Another-One2', confirmPassword: 'Another-One2' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH.tokenInvalid);
  });

  it('refuses a reset link older than 1 hour', async () => {
    const member = await register(t.app);
    await forgot(member.username);
    const token = await mailedToken(t.db, member.username, '/reset-password');
    clock.advance(HOUR + 1000);
    const res = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH.tokenInvalid);
  });

  it('refuses a verification link used as a reset link', async () => {
    const member = await register(t.app);
    const token = await mailedToken(t.db, member.username, '/user/confirm');
    expect((await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).json().message).toBe(AUTH.tokenInvalid);
  });

  it.each([
    ['a weak password', { password: 'weakpassword', confirmPassword: 'weakpassword' }, 'password', M.passwordRule],
    ['a different confirmation', { password: NEW_PASSWORD, confirmPassword: 'Closing-Deal8' }, 'confirmPassword', M.passwordsMatch],
    ['no token', { token: undefined, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'token', AUTH.tokenInvalid],
  ])('refuses %s', async (_name, overrides, field, message) => {
    const res = await reset({ token: 'some-token', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
  });
});

describe('PUT /user/password', () => {
  it('changes the password, answers a new session and revokes every other one', async () => {
    const member = await register(t.app);
    const otherDevice = (await login(t.app, member.username, member.password)).json();
    const res = await change(member.accessToken, { oldPassword: member.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = res.json();
    expect(fresh.user.uuid).toBe(member.uuid);
    expect((await details(t.app, fresh.accessToken)).statusCode).toBe(200);
    expect((await details(t.app, member.accessToken)).statusCode).toBe(401);
    expect((await details(t.app, otherDevice.accessToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/auth/refreshToken', payload: { refreshToken: otherDevice.refreshToken } })).statusCode).toBe(401);
    expect((await login(t.app, member.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 when the old password is wrong', async () => {
    const member = await register(t.app);
    const res = await change(member.accessToken, { oldPassword: 'Not-The-One1', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH.wrongOldPassword, fields: { oldPassword: AUTH.wrongOldPassword } });
    expect((await details(t.app, member.accessToken)).statusCode).toBe(200);
  });

  it('answers 400 when the new password equals the old one', async () => {
    const member = await register(t.app);
    const res = await change(member.accessToken, { oldPassword: member.password, password: member.password, confirmPassword: member.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH.samePassword);
  });

  it('refuses a weak or unconfirmed new password with the §5 messages', async () => {
    const member = await register(t.app);
    const weak = await change(member.accessToken, { oldPassword: member.password, password: 'password', confirmPassword: 'password' });
    expect(weak.json()).toMatchObject({ message: M.passwordRule, fields: { password: M.passwordRule } });
    const mismatch = await change(member.accessToken, { oldPassword: member.password, password: NEW_PASSWORD, confirmPassword: 'x' });
    expect(mismatch.json()).toMatchObject({ message: M.passwordsMatch, fields: { confirmPassword: M.passwordsMatch } });
    const noOld = await change(member.accessToken, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(noOld.json()).toMatchObject({ message: M.passwordRequired, fields: { oldPassword: M.passwordRequired } });
  });

  it('answers 401 without an access token', async () => {
    const res = await change(null, { oldPassword: 'Whatever-1', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});
