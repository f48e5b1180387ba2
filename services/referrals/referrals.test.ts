import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL } from '~/common/messages';
import { createClock, createTestServices, details, register, uniqueEmail, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';

const clock = createClock();
let t: TestServices;
let inviter: Member;

beforeAll(async () => {
  t = await createTestServices({ now: clock.now });
  inviter = await createMember(t.app, { firstName: 'Ivy', lastName: 'Inviter' });
});
afterAll(() => t.close());

const invite = (who: Member, email: unknown) => t.app.inject({ method: 'POST', url: '/referrals', headers: who.headers, payload: { email } as object });
const referrals = (who: Member) => t.app.inject({ method: 'GET', url: '/referrals', headers: who.headers });
const referralLink = async (who: Member) =>
  (await t.app.inject({ method: 'GET', url: '/user/referral-link', headers: who.headers })).json() as { code: string; url: string };
const mailsTo = (to: string) => t.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', to).orderBy('id').execute();

describe('GET /user/referral-link', () => {
  it('gives every member one personal link to /register?ref=CODE, the same every time', async () => {
    const first = await referralLink(inviter);
    expect(first.url).toBe(`http://localhost:4000/register?ref=${first.code}`);
    expect(first.code).toMatch(/^[\w-]{8}$/);
    expect(await referralLink(inviter)).toEqual(first);
    const other = await referralLink(await createMember(t.app));
    expect(other.code).not.toBe(first.code);
  });
});

describe('POST /referrals', () => {
  it('records the invitation and mails the invitee the inviter\'s link', async () => {
    const email = uniqueEmail('friend');
    const res = await invite(inviter, email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      email,
      invitedAt: clock.now().toISOString(),
      lastSentAt: clock.now().toISOString(),
      sentCount: 1,
      joined: false,
      joinedUserUuid: null,
      joinedFullName: null,
    });
    const [mail] = await mailsTo(email);
    const { url } = await referralLink(inviter);
    expect(mail.subject).toBe('Ivy Inviter invites you to join Hookups');
    expect(mail.link).toBe(url);
    expect(mail.textBody).toContain(url);
    expect(mail.htmlBody).toContain(`href="${url}"`);
  });

  it('sends the invitation again for an address invited before (200, counted)', async () => {
    const email = uniqueEmail('twice');
    await invite(inviter, email);
    clock.advance(60_000);
    const again = await invite(inviter, email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ email, sentCount: 2, lastSentAt: clock.now().toISOString() });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('answers the invitation as GET /referrals lists it, also one joined by a member who changed their address since', async () => {
    const member = await createMember(t.app);
    const email = uniqueEmail('moved');
    await invite(member, email);
    const joined = await register(t.app, { username: email, firstName: 'Mo', lastName: 'Ved' });
    await t.db.updateTable('users').set({ username: uniqueEmail('moved-to') }).where('uuid', '=', joined.uuid).execute();
    clock.advance(60_000);
    const again = await invite(member, email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ email, sentCount: 2, joined: true, joinedUserUuid: joined.uuid, joinedFullName: 'Mo Ved' });
    expect((await referrals(member)).json().invitations).toEqual([again.json()]);
  });

  it('refuses an address that is already a member (409) and an invalid one (400)', async () => {
    const member = await createMember(t.app);
    const taken = await invite(inviter, member.username);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: REFERRAL.alreadyMember, fields: { email: REFERRAL.alreadyMember } });
    for (const email of ['not-an-email', '', undefined]) {
      const res = await invite(inviter, email);
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json().message).toBe('You need to provide a valid email');
    }
    expect(await mailsTo(member.username)).toHaveLength(0);
  });

  it('is for clients only: an admin gets 403 and nobody is mailed; signed out is 401', async () => {
    const admin = await createMember(t.app, { admin: true });
    const email = uniqueEmail('by-admin');
    const res = await invite(admin, email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFERRAL.clientsOnly);
    expect(await mailsTo(email)).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: '/referrals', payload: { email } })).statusCode).toBe(401);
  });
});

describe('registration through the link', () => {
  it('records the referrer and marks the invitation joined', async () => {
    const member = await createMember(t.app, { firstName: 'Rex', lastName: 'Referrer' });
    const email = uniqueEmail('joiner');
    await invite(member, email);
    const { code } = await referralLink(member);
    const joined = await register(t.app, { username: email, firstName: 'Jo', lastName: 'Joiner', referralCode: code });
    expect((await details(t.app, joined.accessToken)).json().referrer).toBe(member.uuid);

    const { invitations, registeredWithLink } = (await referrals(member)).json();
    expect(invitations).toEqual([expect.objectContaining({ email, joined: true, joinedUserUuid: joined.uuid, joinedFullName: 'Jo Joiner' })]);
    expect(registeredWithLink).toEqual([]);
  });

  it('lists people who registered with the link without an invitation', async () => {
    const member = await createMember(t.app);
    const { code } = await referralLink(member);
    const walkIn = await register(t.app, { firstName: 'Walk', lastName: 'In', referralCode: code });
    const { invitations, registeredWithLink } = (await referrals(member)).json();
    expect(invitations).toEqual([]);
    expect(registeredWithLink).toEqual([{ uuid: walkIn.uuid, fullName: 'Walk In', registeredAt: clock.now().toISOString() }]);
  });

  it('ignores an unknown code: the registration succeeds without a referrer', async () => {
    const newcomer = await register(t.app, { referralCode: 'no-such-code' });
    expect((await details(t.app, newcomer.accessToken)).json().referrer).toBeNull();
    const empty = await register(t.app, { referralCode: '' });
    expect((await details(t.app, empty.accessToken)).json().referrer).toBeNull();
  });

  it('marks an invitation joined even when the friend registers without the link', async () => {
    const member = await createMember(t.app);
    const email = uniqueEmail('direct');
    await invite(member, email);
    const joined = await register(t.app, { username: email, firstName: 'Di', lastName: 'Rect' });
    expect((await details(t.app, joined.accessToken)).json().referrer).toBeNull();
    expect((await referrals(member)).json().invitations[0]).toMatchObject({ email, joined: true, joinedFullName: 'Di Rect' });
  });

  it('marks an invitation joined when an admin creates the member (no referrer: no code)', async () => {
    const member = await createMember(t.app);
    const admin = await createMember(t.app, { admin: true });
    const email = uniqueEmail('created');
    await invite(member, email);
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/user',
      headers: admin.headers,
      payload: { username: email, firstName: 'Ad', lastName: 'Ded', roles: ['ROLE_USER'] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().referrer).toBeNull();
    const { invitations, registeredWithLink } = (await referrals(member)).json();
    expect(invitations).toEqual([expect.objectContaining({ email, joined: true, joinedUserUuid: created.json().uuid, joinedFullName: 'Ad Ded' })]);
    expect(registeredWithLink).toEqual([]);
  });

  it('shows a member only their own referrals', async () => {
    const stranger = await createMember(t.app);
    expect((await referrals(stranger)).json()).toEqual({ invitations: [], registeredWithLink: [] });
    expect((await t.app.inject({ method: 'GET', url: '/referrals' })).statusCode).toBe(401);
  });
});
