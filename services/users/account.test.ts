import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, VALIDATION as M } from '~/common/messages';
import { bearer, createClock, createTestServices, details, HOUR, login, mailedToken, register, uniqueEmail, type TestServices } from '~/services/testing/helpers';

const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
});
afterAll(() => t.close());

const changeUsername = (accessToken: string | null, username: unknown) =>
  t.app.inject({ method: 'POST', url: '/user/username/change', payload: { username }, headers: accessToken ? bearer(accessToken) : {} });
const confirmUsername = (confirmationToken: string) =>
  t.app.inject({ method: 'PUT', url: '/user/username/confirm', payload: { confirmationToken } });

describe('GET /user/details', () => {
  it('answers every User field of the signed-in member', async () => {
    const member = await register(t.app);
    const res = await details(t.app, member.accessToken);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        'uuid', 'id', 'username', 'firstName', 'lastName', 'fullName', 'linkedInUrl', 'phoneNumber', 'jobPosition', 'roles', 'countryCode',
        'city', 'companyName', 'companySize', 'industry', 'yearsOfExperience', 'seniorityLevel', 'personalInformation', 'imageUrl',
        'lastActivity', 'location', 'unsubscribeDate', 'pauseNotificationsStartDate', 'pauseNotificationsEndDate', 'active', 'verified',
        'linkedWithGoogleCalendar', 'timeZone', 'loggedWithLinkedIn', 'acceptTermsAndConditions', 'subscribe', 'howDidYouHearAboutUs', 'referrer',
        'createdOn',
      ].sort(),
    );
    expect(user).toMatchObject({ uuid: member.uuid, id: expect.any(Number), fullName: 'Sam Seller', timeZone: 'UTC', createdOn: clock.now().toISOString() });
  });

  it('answers 401 without an access token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/user/details' })).statusCode).toBe(401);
  });
});

describe('POST /user/username/change and PUT /user/username/confirm', () => {
  it('mails a link to the new address; following it changes the login email', async () => {
    const member = await register(t.app);
    const newEmail = uniqueEmail('moved');
    const res = await changeUsername(member.accessToken, newEmail);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH.usernameChangeSent });
    // nothing changes until the link is followed
    expect((await details(t.app, member.accessToken)).json().username).toBe(member.username);
    const token = await mailedToken(t.db, newEmail, '/user/confirm-changed-email');
    const confirmed = await confirmUsername(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: AUTH.usernameChanged });
    expect((await details(t.app, member.accessToken)).json()).toMatchObject({ username: newEmail, verified: true });
    expect((await login(t.app, newEmail, member.password)).statusCode).toBe(200);
    expect((await login(t.app, member.username, member.password, '10.9.0.1')).statusCode).toBe(401);
    expect((await confirmUsername(token)).json().message).toBe(AUTH.tokenInvalid);
  });

  it('answers 409 when the new address already has an account', async () => {
    const member = await register(t.app);
    const other = await register(t.app);
    const res = await changeUsername(member.accessToken, other.username.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH.emailTaken);
  });

  it('answers 409 on confirmation when someone registered the address meanwhile', async () => {
    const member = await register(t.app);
    const newEmail = uniqueEmail('contested');
    await changeUsername(member.accessToken, newEmail);
    await register(t.app, { username: newEmail });
    const token = await mailedToken(t.db, newEmail, '/user/confirm-changed-email');
    const res = await confirmUsername(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH.emailTaken);
  });

  it('refuses a confirmation link older than 24 hours or unknown', async () => {
    const member = await register(t.app);
    const newEmail = uniqueEmail('late');
    await changeUsername(member.accessToken, newEmail);
    const token = await mailedToken(t.db, newEmail, '/user/confirm-changed-email');
    clock.advance(24 * HOUR + 1000);
    expect((await confirmUsername(token)).json()).toMatchObject({ statusCode: 400, message: AUTH.tokenInvalid });
    expect((await confirmUsername('unknown')).json()).toMatchObject({ statusCode: 400, message: AUTH.tokenInvalid });
  });

  it('refuses the current address, an invalid one, and a caller without a session', async () => {
    const member = await register(t.app);
    expect((await changeUsername(member.accessToken, member.username)).json()).toMatchObject({ statusCode: 400, message: AUTH.sameUsername });
    expect((await changeUsername(member.accessToken, 'x@y')).json()).toMatchObject({ statusCode: 400, message: M.usernameMin });
    expect((await changeUsername(member.accessToken, 'no-email-here')).json()).toMatchObject({ statusCode: 400, message: M.usernameEmail });
    expect((await changeUsername(null, uniqueEmail())).statusCode).toBe(401);
  });
});
