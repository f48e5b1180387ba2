import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION as M } from '~/common/messages';
import { createGroupHookup } from '~/services/testing/group-hookups';
import { createClock, HOUR, type TestServices } from '~/services/testing/helpers';
import { insertHookup } from '~/services/testing/hookups';
import { createMember, type Member } from '~/services/testing/members';
import { decodedOf, headerOf, startMailServices, unsubscribeLinkOf, type SmtpPeer } from '~/services/testing/mail';

// From a real change in the product to the mail a member receives: outbox event → notifications consumer → mail job
// → delivery → SMTP, driven by app.notifications.drain() instead of the background workers.

const clock = createClock();
let smtp: SmtpPeer;
let t: TestServices;
let admin: Member;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await startMailServices(clock.now, {
    mailFrom: 'Hookups <no-reply@hookups.test>',
    accessTokenTtlSeconds: 30 * 24 * 3600,
  }));
  admin = await createMember(t.app, { admin: true });
});
afterAll(() => close());

const mailsTo = (who: Member) => smtp.received.filter((mail) => mail.to.includes(who.username));
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: Member | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) });

describe('notification email from a real change', () => {
  it('an approved group hookup mails its host; after the host unsubscribes with that mail, the next notification is in the bell only', async () => {
    const host = await createMember(t.app, { firstName: 'Hana' });
    const attendee = await createMember(t.app, { firstName: 'Ari', lastName: 'Closer' });
    const groupHookup = await createGroupHookup(t.app, host, { title: 'Cold calling clinic' });
    expect((await inject('PUT', `/hookup-admin/group-hookups/${groupHookup.uuid}/approve`, admin)).statusCode).toBe(200);
    await t.app.notifications.drain();

    const [mail] = mailsTo(host);
    expect(mailsTo(host)).toHaveLength(1);
    expect(headerOf(mail!, 'Subject')).toBe('Your group hookup has been approved');
    const body = decodedOf(mail!);
    expect(body).toContain('Hello Hana,');
    expect(body).toContain('Your group hookup "Cold calling clinic" has been approved.');
    expect(body).toContain(`https://hookups.test/group-hookups/details/${groupHookup.uuid}`);
    const [job] = await t.db.selectFrom('mailJobs').selectAll().where('userId', '=', host.id).execute();
    expect(headerOf(mail!, 'Message-ID')).toBe(`<mail-job-${job!.id}@hookups>`);
    const [notification] = await t.db.selectFrom('notifications').select(['id', 'notificationCode']).where('userId', '=', host.id).execute();
    expect(notification).toMatchObject({ notificationCode: 'GROUP_HOOKUP_APPROVED' });
    expect(Number(job!.notificationId)).toBe(Number(notification!.id));

    const link = unsubscribeLinkOf(mail!);
    const res = await t.app.inject({ method: 'PUT', url: `/unsubscribe${link.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.unsubscribed);

    expect((await inject('POST', `/group-hookup/attend?uuid=${groupHookup.uuid}`, attendee)).statusCode).toBe(200);
    await t.app.notifications.drain();
    const bell = await t.db.selectFrom('notifications').select(['notificationCode', 'message']).where('userId', '=', host.id).orderBy('id').execute();
    expect(bell.at(-1)).toEqual({ notificationCode: 'GROUP_HOOKUP_ATTENDED', message: 'Ari Closer will attend your group hookup "Cold calling clinic".' });
    expect(mailsTo(host)).toHaveLength(1);
  });

  it('a cancelled hookup mails both members the CANCEL, but not the partner who switched those mails off', async () => {
    const [first, second] = [await createMember(t.app), await createMember(t.app)];
    const { uuid } = await insertHookup(t.app, first, second, { start: new Date(clock.now().getTime() + 24 * HOUR) });
    const cancel = () => inject('PUT', `/hookup-user/hookups/${uuid}/cancel?reason=Sick%20today`, first);
    expect((await cancel()).statusCode).toBe(200);
    await t.app.notifications.drain();
    for (const who of [first, second]) {
      const received = mailsTo(who);
      expect(received).toHaveLength(1);
      expect(headerOf(received[0]!, 'Subject')).toBe('Your hookup has been cancelled');
      expect(headerOf(received[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      const body = decodedOf(received[0]!);
      expect(received[0]!.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
      expect(body).toContain(`UID:${uuid}@hookups`);
    }

    const [third, fourth] = [await createMember(t.app), await createMember(t.app)];
    const prefs = await inject('PUT', '/user/mailing-preferences', fourth, { data: { preferences: { HOOKUP_CANCELLED: false } } });
    expect(prefs.statusCode).toBe(200);
    const other = await insertHookup(t.app, third, fourth, { start: new Date(clock.now().getTime() + 48 * HOUR) });
    expect((await inject('PUT', `/hookup-user/hookups/${other.uuid}/cancel?reason=Busy`, third)).statusCode).toBe(200);
    await t.app.notifications.drain();
    expect(mailsTo(third)).toHaveLength(1);
    expect(mailsTo(fourth)).toHaveLength(0);
    // the bell still tells the partner
    const bell = await t.db.selectFrom('notifications').select('notificationCode').where('userId', '=', fourth.id).execute();
    expect(bell).toEqual([{ notificationCode: 'HOOKUP_CANCELLED' }]);
  });
});
