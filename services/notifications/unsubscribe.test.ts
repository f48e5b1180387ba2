import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_TOKEN_TTL_DAYS } from '~/common/constants';
import { NOTIFICATION as M } from '~/common/messages';
import { createClock, HOUR, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { createMailDelivery } from './delivery';
import { draftFor, queueMail, startMailServices, unsubscribeLinkOf, type SmtpPeer } from '~/services/testing/mail';

const DAY = 24 * HOUR;
const clock = createClock();
let smtp: SmtpPeer;
let t: TestServices;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await startMailServices(clock.now));
});
afterAll(() => close());

const mailsTo = (who: Member) => smtp.received.filter((mail) => mail.to.includes(who.username));
const deliverDue = () => createMailDelivery(t.app).deliverDue();

/** Mails the member a notification through the SMTP peer and answers its List-Unsubscribe link as received. */
async function mailedLink(who: Member): Promise<URL> {
  const before = mailsTo(who).length;
  expect(await queueMail(t.app, draftFor(who))).toBe(true);
  await deliverDue();
  const mail = mailsTo(who)[before];
  expect(mail).toBeDefined();
  return unsubscribeLinkOf(mail!);
}

function unsubscribe(query: Record<string, string>) {
  return t.app.inject({ method: 'PUT', url: '/unsubscribe', query });
}
const linkQuery = (link: URL) => ({ token: link.searchParams.get('token')!, email: link.searchParams.get('email')! });
const unsubscribeDateOf = async (who: Member) =>
  (await t.db.selectFrom('users').select('unsubscribeDate').where('id', '=', who.id).executeTakeFirstOrThrow()).unsubscribeDate;

function expectInvalid(res: Awaited<ReturnType<typeof unsubscribe>>) {
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(M.unsubscribeInvalid);
}

describe('PUT /unsubscribe', () => {
  it('unsubscribes with the link of a received mail, without a session; later mails are neither queued nor sent', async () => {
    const member = await createMember(t.app);
    const link = await mailedLink(member);
    const pending = draftFor(member, { code: 'WELCOME' });
    expect(await queueMail(t.app, pending)).toBe(true); // queued before the click, not yet sent

    const res = await unsubscribe(linkQuery(link));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.unsubscribed });
    expect(await unsubscribeDateOf(member)).toEqual(clock.now());
    const prefs = await t.app.inject({ method: 'GET', url: '/user/mailing-preferences', headers: member.headers });
    expect(prefs.json().unsubscribeDate).toBe(clock.now().toISOString());

    expect(await deliverDue()).toBe(0);
    expect(await queueMail(t.app, draftFor(member, { code: 'HOOKUP_MATCHED' }))).toBe(false);
    expect(mailsTo(member)).toHaveLength(1);
    expect((await t.db.selectFrom('mailJobs').select('status').where('dedupeKey', '=', pending.dedupeKey).executeTakeFirstOrThrow()).status).toBe('SKIPPED');
  });

  it('answers the same to a second click and keeps the first date', async () => {
    const member = await createMember(t.app);
    const link = await mailedLink(member);
    expect((await unsubscribe(linkQuery(link))).statusCode).toBe(200);
    const first = await unsubscribeDateOf(member);
    clock.advance(HOUR);
    const again = await unsubscribe(linkQuery(link));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: M.unsubscribed });
    expect(await unsubscribeDateOf(member)).toEqual(first);
  });

  it('compares the address without regard to case', async () => {
    const member = await createMember(t.app);
    const link = await mailedLink(member);
    expect((await unsubscribe({ ...linkQuery(link), email: member.username.toUpperCase() })).statusCode).toBe(200);
    expect(await unsubscribeDateOf(member)).not.toBeNull();
  });

  it('refuses an unknown token, another address, a missing part and a link older than UNSUBSCRIBE_TOKEN_TTL_DAYS with 400', async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    const link = await mailedLink(member);
    const { token, email } = linkQuery(link);
    expectInvalid(await unsubscribe({ token: `${token.slice(0, -2)}xx`, email }));
    expectInvalid(await unsubscribe({ token, email: other.username }));
    expectInvalid(await unsubscribe({ token: linkQuery(await mailedLink(other)).token, email }));
    expectInvalid(await unsubscribe({ token }));
    expectInvalid(await unsubscribe({ email }));
    expectInvalid(await unsubscribe({ token: '', email }));
    expect(await unsubscribeDateOf(member)).toBeNull();
    expect(await unsubscribeDateOf(other)).toBeNull();

    clock.advance(UNSUBSCRIBE_TOKEN_TTL_DAYS * DAY);
    const lastDay = await mailedLink(member); // a fresh link of today's mail
    clock.advance(1);
    expectInvalid(await unsubscribe({ token, email }));
    expect(await unsubscribeDateOf(member)).toBeNull();
    expect((await unsubscribe(linkQuery(lastDay))).statusCode).toBe(200);
  });

  it('lets a member who unsubscribed receive mail again with subscribe: true', async () => {
    const member = await createMember(t.app);
    expect((await unsubscribe(linkQuery(await mailedLink(member)))).statusCode).toBe(200);
    expect(await queueMail(t.app, draftFor(member))).toBe(false);
    const res = await t.app.inject({ method: 'PUT', url: '/user/mailing-preferences', headers: member.headers, payload: { data: { subscribe: true } } });
    expect(res.json().unsubscribeDate).toBeNull();
    await mailedLink(member);
    expect(mailsTo(member)).toHaveLength(2);
  });
});
