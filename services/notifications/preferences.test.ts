import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CODES } from '~/common/constants';
import { notificationCodesFor } from '~/common/roles';
import { AUTH, NOTIFICATION as M } from '~/common/messages';
import { createClock, HOUR, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { createMailDelivery } from './delivery';
import { draftFor, queueMail, startMailServices, type SmtpPeer } from '~/services/testing/mail';

const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const clock = createClock();
let smtp: SmtpPeer;
let t: TestServices;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await startMailServices(clock.now));
});
afterAll(() => close());

function call(method: 'GET' | 'PUT' | 'POST', url: string, who: Member | null, payload?: object) {
  return t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload === undefined ? {} : { payload }) });
}
/** a member's (not an admin's) codes, all on: the admins' own (feedback) is not theirs */
const allOn = Object.fromEntries(notificationCodesFor(['ROLE_USER']).map((code) => [code, true]));
const mailsTo = (who: Member) => smtp.received.filter((mail) => mail.to.includes(who.username));
const deliverDue = () => createMailDelivery(t.app).deliverDue();

describe('GET and PUT /user/mailing-preferences', () => {
  it('answers every code switched on, nothing paused and not unsubscribed for a new member', async () => {
    const member = await createMember(t.app);
    const res = await call('GET', '/user/mailing-preferences', member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ preferences: allOn, unsubscribeDate: null, pauseNotificationsStartDate: null, pauseNotificationsEndDate: null, paused: false });
  });

  it('answers an admin every code, the admins’ own (feedback) too; a member not those', async () => {
    const admin = await createMember(t.app, { admin: true });
    const adminAnswer = (await call('GET', '/user/mailing-preferences', admin)).json().preferences;
    expect(Object.keys(adminAnswer)).toEqual([...NOTIFICATION_CODES]);
    expect(adminAnswer.FEEDBACK_RECEIVED).toBe(true);
    const member = await createMember(t.app);
    expect(Object.keys((await call('GET', '/user/mailing-preferences', member)).json().preferences)).not.toContain('FEEDBACK_RECEIVED');
  });

  it('switches the given codes and keeps the others as they were', async () => {
    const member = await createMember(t.app);
    const first = await call('PUT', '/user/mailing-preferences', member, { data: { preferences: { HOOKUP_MATCHED: false, WELCOME: false } } });
    expect(first.statusCode).toBe(200);
    expect(first.json().preferences).toEqual({ ...allOn, HOOKUP_MATCHED: false, WELCOME: false });
    const second = await call('PUT', '/user/mailing-preferences', member, { data: { preferences: { WELCOME: true, GROUP_HOOKUP_CANCELLED: false } } });
    expect(second.json().preferences).toEqual({ ...allOn, HOOKUP_MATCHED: false, GROUP_HOOKUP_CANCELLED: false });
    expect((await call('GET', '/user/mailing-preferences', member)).json().preferences).toEqual(second.json().preferences);
    // an empty update changes nothing
    expect((await call('PUT', '/user/mailing-preferences', member, { data: {} })).json().preferences).toEqual(second.json().preferences);
  });

  it('refuses an unknown code with 400 and changes nothing', async () => {
    const member = await createMember(t.app);
    const res = await call('PUT', '/user/mailing-preferences', member, { data: { preferences: { HOOKUP_MATCHED: false, NEWSLETTER: false } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.unknownPreference);
    expect((await call('GET', '/user/mailing-preferences', member)).json().preferences).toEqual(allOn);
    expect((await call('PUT', '/user/mailing-preferences', member, { data: { preferences: { HOOKUP_MATCHED: 'maybe' } } })).statusCode).toBe(400);
    expect((await call('PUT', '/user/mailing-preferences', member, { preferences: { HOOKUP_MATCHED: false } })).statusCode).toBe(400);
  });

  it('subscribe: true clears the unsubscribe date; false leaves it', async () => {
    const member = await createMember(t.app);
    const gone = new Date(clock.now().getTime() - DAY);
    await t.db.updateTable('users').set({ unsubscribeDate: gone }).where('id', '=', member.id).execute();
    const kept = await call('PUT', '/user/mailing-preferences', member, { data: { subscribe: false } });
    expect(kept.json().unsubscribeDate).toBe(gone.toISOString());
    const back = await call('PUT', '/user/mailing-preferences', member, { data: { subscribe: true } });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ unsubscribeDate: null, preferences: allOn });
  });

  it('answers 401 without a session, for every call', async () => {
    for (const [method, url] of [
      ['GET', '/user/mailing-preferences'],
      ['PUT', '/user/mailing-preferences'],
      ['POST', '/user/pause-notifications'],
      ['POST', '/user/unpause-notifications'],
    ] as const) {
      const res = await call(method, url, null, method === 'PUT' ? { data: {} } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe(AUTH.unauthenticated);
    }
  });
});

describe('POST /user/pause-notifications and /user/unpause-notifications', () => {
  it('pauses for the given weeks from now, or until unpaused without weeks; unpause clears both dates', async () => {
    const member = await createMember(t.app);
    const now = clock.now();
    const weeks = await call('POST', '/user/pause-notifications?weeks=3', member);
    expect(weeks.statusCode).toBe(200);
    expect(weeks.json()).toMatchObject({
    pauseNotificationsStartDate: now.toISOString(),
    pauseNotificationsEndDate: new Date(now.getTime() + 3 * WEEK).toISOString(),
    paused: true,
    });
    const open = await call('POST', '/user/pause-notifications', member);
    expect(open.json()).toMatchObject({ pauseNotificationsStartDate: now.toISOString(), pauseNotificationsEndDate: null, paused: true });
    const resumed = await call('POST', '/user/unpause-notifications', member);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({ preferences: allOn, unsubscribeDate: null, pauseNotificationsStartDate: null, pauseNotificationsEndDate: null, paused: false });
  });

  it('refuses weeks outside 1 to 52 with 400 without pausing; 52 and 1 are fine', async () => {
    const member = await createMember(t.app);
    for (const weeks of ['0', '53', '-1', '2.5', 'two']) {
      const res = await call('POST', `/user/pause-notifications?weeks=${weeks}`, member);
      expect(res.statusCode, weeks).toBe(400);
      expect(res.json().message).toBe(M.pauseWeeks);
    }
    expect((await call('GET', '/user/mailing-preferences', member)).json()).toMatchObject({ pauseNotificationsStartDate: null, paused: false });
    expect((await call('POST', '/user/pause-notifications?weeks=52', member)).statusCode).toBe(200);
    expect((await call('POST', '/user/pause-notifications?weeks=1', member)).statusCode).toBe(200);
    expect((await call('GET', '/user/mailing-preferences', member)).json().pauseNotificationsEndDate).toBe(
      new Date(clock.now().getTime() + WEEK).toISOString(),
    );
  });
});

describe('what the settings do to notification email', () => {
  it('a switched-off code gets no email while the other codes still do', async () => {
    const member = await createMember(t.app);
    await call('PUT', '/user/mailing-preferences', member, { data: { preferences: { HOOKUP_CONFIRMED: false } } });
    expect(await queueMail(t.app, draftFor(member, { code: 'HOOKUP_CONFIRMED', message: 'Sam confirmed your hookup.' }))).toBe(false);
    expect(await queueMail(t.app, draftFor(member, { code: 'HOOKUP_MATCHED', message: 'You have a new hookup.' }))).toBe(true);
    await deliverDue();
    expect(mailsTo(member).map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1])).toEqual(['You have a new hookup']);
    // switched on again: mailed again
    await call('PUT', '/user/mailing-preferences', member, { data: { preferences: { HOOKUP_CONFIRMED: true } } });
    expect(await queueMail(t.app, draftFor(member, { code: 'HOOKUP_CONFIRMED', message: 'Sam confirmed your hookup.' }))).toBe(true);
    await deliverDue();
    expect(mailsTo(member)).toHaveLength(2);
  });

  it('a pause stops every email until its end, and after it the member is mailed again', async () => {
    const member = await createMember(t.app);
    await call('POST', '/user/pause-notifications?weeks=1', member);
    expect(await queueMail(t.app, draftFor(member))).toBe(false);
    expect(await queueMail(t.app, draftFor(member, { code: 'WELCOME' }))).toBe(false);
    await deliverDue();
    expect(mailsTo(member)).toHaveLength(0);
    clock.advance(WEEK + 1);
    expect(await queueMail(t.app, draftFor(member))).toBe(true);
    expect(await deliverDue()).toBe(1);
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('a mail queued before the member paused is not sent; unpausing lets the next one through', async () => {
    const member = await createMember(t.app);
    expect(await queueMail(t.app, draftFor(member))).toBe(true);
    await call('POST', '/user/pause-notifications', member);
    expect(await deliverDue()).toBe(0);
    expect(await t.db.selectFrom('mailJobs').select('status').where('userId', '=', member.id).execute()).toEqual([{ status: 'SKIPPED' }]);
    await call('POST', '/user/unpause-notifications', member);
    expect(await queueMail(t.app, draftFor(member))).toBe(true);
    expect(await deliverDue()).toBe(1);
    expect(mailsTo(member)).toHaveLength(1);
  });
});
