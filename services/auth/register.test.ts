import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TEXT_MAX } from '~/common/constants';
import { AUTH, PROFILE as P, VALIDATION as M } from '~/common/messages';
import { eventsSince, newestEventId } from '~/services/testing/group-hookups';
import { createClock, createTestServices, details, HOUR, mailedToken, register, registration, type TestServices } from '~/services/testing/helpers';

const clock = createClock();
let t: TestServices;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
});
afterAll(() => t.close());

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/auth/register', payload: payload as object });

describe('POST /auth/register', () => {
  it('creates an unverified member of the default organisation and answers 201 with a session', async () => {
    const body = registration({ firstName: '  Rita ', location: { lat: 48.86, lng: 2.35, name: ' Paris, France ' } });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const { accessToken, refreshToken, user } = res.json();
    expect(refreshToken).toEqual(expect.any(String));
    expect(user).toMatchObject({ username: body.username, fullName: 'Rita Seller', roles: ['ROLE_USER'], verified: false });
    const me = (await details(t.app, accessToken)).json();
    expect(me).toMatchObject({
      username: body.username,
      firstName: 'Rita',
      linkedInUrl: body.linkedInUrl,
      jobPosition: 'Account Executive',
      location: { lat: 48.86, lng: 2.35, name: 'Paris, France' },
      howDidYouHearAboutUs: 'A colleague',
      acceptTermsAndConditions: true,
      active: true,
      verified: false,
      phoneNumber: null,
    });
    const org = await t.db
      .selectFrom('users')
      .innerJoin('organizations', 'organizations.id', 'users.organizationId')
      .select('organizations.name')
      .where('users.uuid', '=', user.uuid)
      .executeTakeFirstOrThrow();
    expect(org.name).toBe('Demo Sales Guild');
  });

  it('stores the verification mail and logs its link when there is no SMTP_URL', async () => {
    const body = registration();
    await post(body);
    const outbox = await t.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', body.username).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0].subject).toBe('Confirm your email address');
    expect(outbox[0].link).toMatch(/^http:\/\/localhost:4000\/user\/confirm\?token=[\w-]{43}$/);
    expect(outbox[0].textBody).toContain(outbox[0].link);
    expect(outbox[0].htmlBody).toContain('<a href=');
    const logged = t.logs.find((line) => line.msg === 'mail stored' && line.to === body.username);
    expect(logged).toMatchObject({ msg: 'mail stored', to: body.username, subject: 'Confirm your email address', link: outbox[0].link });
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const member = await register(t.app);
    const res = await post(registration({ username: member.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH.emailTaken);
  });

  it('accepts a LinkedIn URL in any letter case and with the profile or pub path', async () => {
    for (const linkedInUrl of ['https://WWW.LinkedIn.com/in/Sam', 'linkedin.com/pub/sam-seller/', 'https://de.linkedin.com/profile/sam']) {
      expect((await post(registration({ linkedInUrl }))).statusCode, linkedInUrl).toBe(201);
    }
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a missing username', { username: undefined }, 'username', M.usernameEmail],
    ['a too short username', { username: 'a@b' }, 'username', M.usernameMin],
    ['a too long username', { username: `${'a'.repeat(95)}@example.com` }, 'username', M.usernameMax],
    ['a username that is no email', { username: 'sam.example.com' }, 'username', M.usernameEmail],
    ['an empty first name', { firstName: '' }, 'firstName', M.firstNameMin],
    ['a blank first name', { firstName: '   ' }, 'firstName', M.firstNameMin],
    ['an empty last name', { lastName: '' }, 'lastName', M.lastNameMin],
    ['a URL that is not a LinkedIn profile', { linkedInUrl: 'https://example.com/in/sam' }, 'linkedInUrl', M.linkedInUrl],
    ['a LinkedIn company page', { linkedInUrl: 'https://www.linkedin.com/company/acme' }, 'linkedInUrl', M.linkedInUrl],
    ['a password without a digit', { password: 'Sales-Pitch', confirmPassword: 'Sales-Pitch' }, 'password', M.passwordRule],
    ['a password without an uppercase letter', { password: 'sales-pitch1', confirmPassword: 'sales-pitch1' }, 'password', M.passwordRule],
    ['a password without a lowercase letter', { password: 'SALES-PITCH1', confirmPassword: 'SALES-PITCH1' }, 'password', M.passwordRule],
    ['a password without a special character', { password: 'SalesPitch1', confirmPassword: 'SalesPitch1' }, 'password', M.passwordRule],
    ['a password with a space', { password: 'Sales Pitch1!', confirmPassword: 'Sales Pitch1!' }, 'password', M.passwordRule],
    ['a too short password', { password: 'Sa-1', confirmPassword: 'Sa-1' }, 'password', M.passwordMin],
    ['a too long password', { password: `Sa-1${'x'.repeat(250)}`, confirmPassword: `Sa-1${'x'.repeat(250)}` }, 'password', M.passwordMax],
    ['a confirmation that does not match', { confirmPassword: 'Sales-Pitch2' }, 'confirmPassword', M.passwordsMatch],
    ['a missing confirmation', { confirmPassword: undefined }, 'confirmPassword', M.passwordsMatch],
    ['a one-letter job position', { jobPosition: 'A' }, 'jobPosition', M.jobPositionMin],
    // the profile's limit (services/auth/schemas.ts), so a member can save what they registered with
    ['a too long first name', { firstName: 'x'.repeat(PROFILE_TEXT_MAX + 1) }, 'firstName', P.textTooLong],
    ['a too long last name', { lastName: 'x'.repeat(PROFILE_TEXT_MAX + 1) }, 'lastName', P.textTooLong],
    ['a too long job position', { jobPosition: 'x'.repeat(PROFILE_TEXT_MAX + 1) }, 'jobPosition', P.textTooLong],
    ['a missing location', { location: undefined }, 'location', M.location],
    ['a location without a name', { location: { lat: 1, lng: 2 } }, 'location', M.location],
    ['a location with an empty name', { location: { lat: 1, lng: 2, name: ' ' } }, 'location', M.location],
    ['a location outside the globe', { location: { lat: 91, lng: 2, name: 'Nowhere' } }, 'location', M.location],
    ['a location with text coordinates', { location: { lat: 'north', lng: 2, name: 'Nowhere' } }, 'location', M.location],
    ['an empty how-did-you-hear answer', { howDidYouHearAboutUs: '' }, 'howDidYouHearAboutUs', M.howDidYouHearAboutUsMin],
    ['terms not accepted', { acceptTermsAndConditions: false }, 'acceptTermsAndConditions', M.acceptTerms],
    ['terms missing', { acceptTermsAndConditions: undefined }, 'acceptTermsAndConditions', M.acceptTerms],
  ];
  it.each(invalid)('refuses %s with its §5 message', async (_name, overrides, field, message) => {
    const res = await post(registration(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, fields: { [field]: message } });
  });

  it('accepts a name and job position of the profile’s length limit', async () => {
    const text = 'x'.repeat(PROFILE_TEXT_MAX);
    expect((await post(registration({ firstName: text, lastName: text, jobPosition: text }))).statusCode).toBe(201);
  });

  it('lists every failing field and answers the message of the first one in form order', async () => {
    const res = await post({ username: 'sam@example.com', password: 'x', confirmPassword: 'y', acceptTermsAndConditions: false });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(M.firstNameMin);
    expect(body.fields).toEqual({
      firstName: M.firstNameMin,
      lastName: M.lastNameMin,
      linkedInUrl: M.linkedInUrl,
      password: M.passwordMin,
      confirmPassword: M.passwordsMatch,
      jobPosition: M.jobPositionMin,
      location: M.location,
      howDidYouHearAboutUs: M.howDidYouHearAboutUsMin,
      acceptTermsAndConditions: M.acceptTerms,
    });
  });
});

describe('GET /auth/confirm', () => {
  const confirm = (token: string) => t.app.inject({ method: 'GET', url: `/auth/confirm?token=${encodeURIComponent(token)}` });

  it('verifies the email with the mailed link, once, writing one user.confirmed event (the welcome notification)', async () => {
    const member = await register(t.app);
    const token = await mailedToken(t.db, member.username, '/user/confirm');
    const before = await newestEventId(t.db);
    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH.emailConfirmed });
    expect((await details(t.app, member.accessToken)).json().verified).toBe(true);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH.tokenInvalid);
    expect((await eventsSince(t.db, before)).map((e) => [e.topic, e.payload])).toEqual([['user.confirmed', { userUUID: member.uuid }]]);
  });

  it('refuses a link older than 24 hours', async () => {
    const member = await register(t.app);
    const token = await mailedToken(t.db, member.username, '/user/confirm');
    clock.advance(24 * HOUR + 1000);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH.tokenInvalid);
    expect((await details(t.app, (await register(t.app)).accessToken)).json().verified).toBe(false);
  });

  it('refuses an unknown or missing token', async () => {
    expect((await confirm('not-a-real-token')).json()).toEqual({ statusCode: 400, error: 'Bad Request', message: AUTH.tokenInvalid });
    const missing = await t.app.inject({ method: 'GET', url: '/auth/confirm' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AUTH.tokenInvalid);
  });
});

describe('POST /user/resend-email', () => {
  const resend = (accessToken?: string) =>
    t.app.inject({ method: 'POST', url: '/user/resend-email', headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });

  it('mails a new working verification link to an unverified member', async () => {
    const member = await register(t.app);
    const first = await mailedToken(t.db, member.username, '/user/confirm');
    const res = await resend(member.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: AUTH.resendSuccess });
    const second = await mailedToken(t.db, member.username, '/user/confirm');
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: `/auth/confirm?token=${second}` })).statusCode).toBe(200);
  });

  it('answers 409 when the email is already confirmed', async () => {
    const member = await register(t.app);
    await t.app.inject({ method: 'GET', url: `/auth/confirm?token=${await mailedToken(t.db, member.username, '/user/confirm')}` });
    const res = await resend(member.accessToken);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(AUTH.alreadyVerified);
  });

  it('answers 401 without an access token', async () => {
    const res = await resend();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(AUTH.unauthenticated);
  });
});
