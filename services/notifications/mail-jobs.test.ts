import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CODES } from '~/common/constants';
import { createClock, createTestServices, MINUTE, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { createMailDelivery } from './delivery';
import { createQueueMail } from './mail-jobs';
import { draftFor, queueMail } from '~/services/testing/mail';
import { renderNotificationMail, TEMPLATES } from './templates';

const clock = createClock();
let t: TestServices;
let member: Member;

beforeAll(async () => {
  t = await createTestServices({
    now: clock.now,
    publicUrl: 'https://hookups.test',
    notificationsWorkers: false,
    notificationsSchedulerMs: 0,
    groupHookupSchedulerMs: 0,
    hookupSchedulerMs: 0,
  });
  member = await createMember(t.app, { firstName: 'Pat' });
});
afterAll(() => t.close());

const jobsOf = (userId: number) => t.db.selectFrom('mailJobs').selectAll().where('userId', '=', userId).orderBy('id').execute();

describe('queueing a notification mail', () => {
  it('renders the draft into a PENDING job due now, with an unsubscribe link whose token is kept only as its sha256', async () => {
    const draft = draftFor(member, { mail: { ...draftFor(member).mail, details: ['Room opens 5 minutes before the start.'] } });
    expect(await queueMail(t.app, draft)).toBe(true);
    const [job] = await jobsOf(member.id);
    expect(job).toMatchObject({
      notificationCode: 'GROUP_HOOKUP_APPROVED',
      dedupeKey: draft.dedupeKey,
      toAddress: member.username,
      subject: 'Your group hookup has been approved',
      status: 'PENDING',
      attempts: 0,
      nextAttemptAt: clock.now(),
      createdAt: clock.now(),
      notificationId: null,
      icalEvent: null,
    });
    const link = new URL(job!.link!);
    expect(`${link.origin}${link.pathname}`).toBe('https://hookups.test/unsubscribe');
    expect(link.searchParams.get('email')).toBe(member.username);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/); // 32 random bytes, base64url
    expect(job!.unsubscribeTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    for (const body of [job!.textBody, job!.htmlBody]) {
      expect(body).toContain('Hello Pat,');
      expect(body).toContain('Room opens 5 minutes before the start.');
      expect(body).toContain('https://hookups.test/group-hookups/details/');
      expect(body).toContain('https://hookups.test/settings');
    }
    expect(job!.textBody).toContain('Your group hookup "Cold calling clinic" has been approved.');
    expect(job!.textBody).toContain(`Unsubscribe from all emails: ${job!.link}`);
    expect(job!.htmlBody).toContain(`href="${job!.link!.replace(/&/g, '&#38;')}"`);
  });

  it('queues one mail per member and dedupe key: a repeated draft answers false and adds nothing', async () => {
    const before = (await jobsOf(member.id)).length;
    const draft = draftFor(member);
    expect(await queueMail(t.app, draft)).toBe(true);
    expect(await queueMail(t.app, { ...draft, message: 'Told again' })).toBe(false);
    expect(await jobsOf(member.id)).toHaveLength(before + 1);
  });

  it('leaves nothing queued when the transaction that queued it rolls back', async () => {
    const before = (await jobsOf(member.id)).length;
    const queue = createQueueMail(t.app);
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect(await queue(trx, draftFor(member), null)).toBe(true);
        throw new Error('the batch failed');
      }),
    ).rejects.toThrow('the batch failed');
    expect(await jobsOf(member.id)).toHaveLength(before);
  });

  it('queues nothing when the code is switched off, the member unsubscribed or is paused; a pause that ended or has not begun does not stop it', async () => {
    const other = await createMember(t.app);
    const only = (code: (typeof NOTIFICATION_CODES)[number]) => draftFor(other, { code });
    await t.db.updateTable('users').set({ mailingPreferences: JSON.stringify({ HOOKUP_MATCHED: false }) }).where('id', '=', other.id).execute();
    expect(await queueMail(t.app, only('HOOKUP_MATCHED'))).toBe(false);
    expect(await queueMail(t.app, only('HOOKUP_CONFIRMED'))).toBe(true);

    const now = clock.now().getTime();
    const pause = (start: number | null, end: number | null) =>
      t.db
        .updateTable('users')
        .set({ pauseNotificationsStartDate: start === null ? null : new Date(start), pauseNotificationsEndDate: end === null ? null : new Date(end) })
        .where('id', '=', other.id)
        .execute();
    await pause(now - MINUTE, null); // until unpaused
    expect(await queueMail(t.app, only('WELCOME'))).toBe(false);
    await pause(now - MINUTE, now + MINUTE);
    expect(await queueMail(t.app, only('WELCOME'))).toBe(false);
    await pause(now - 2 * MINUTE, now - MINUTE);
    expect(await queueMail(t.app, only('WELCOME'))).toBe(true);
    await pause(now + MINUTE, null);
    expect(await queueMail(t.app, only('HOOKUP_CANCELLED'))).toBe(true);
    await pause(null, null);

    await t.db.updateTable('users').set({ unsubscribeDate: clock.now() }).where('id', '=', other.id).execute();
    expect(await queueMail(t.app, only('HOOKUP_CANCELLED'))).toBe(false);
    expect((await jobsOf(other.id)).map((job) => job.notificationCode)).toEqual(['HOOKUP_CONFIRMED', 'WELCOME', 'HOOKUP_CANCELLED']);
  });

  it('keeps the .ics of a hookup mail', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
    const draft = draftFor(member, {
      code: 'HOOKUP_CANCELLED',
      message: 'Sam Seller cancelled your hookup on 16/01/2030 at 10:00: Sick',
      mail: { firstName: 'Pat', details: ['Reason: Sick'], actionUrl: 'https://hookups.test/timeslots', icalEvent: { method: 'CANCEL', content: ics } },
    });
    expect(await queueMail(t.app, draft)).toBe(true);
    const job = (await jobsOf(member.id)).at(-1)!;
    expect(job).toMatchObject({ subject: 'Your hookup has been cancelled', icalEvent: ics, icalMethod: 'CANCEL' });
    expect(job.textBody).toContain('The attached invitation keeps your calendar up to date.');
  });
});

describe('notification mail templates', () => {
  const links = { unsubscribeUrl: 'https://hookups.test/unsubscribe?token=abc&email=pat%40example.com', settingsUrl: 'https://hookups.test/settings' };

  it('has a subject per code, and keeps the subjects hookup mails always had', () => {
    const subjects = NOTIFICATION_CODES.map((code) => renderNotificationMail(draftFor(member, { code }), links).subject);
    expect(new Set(subjects).size).toBe(NOTIFICATION_CODES.length);
    expect(Object.keys(TEMPLATES).sort()).toEqual([...NOTIFICATION_CODES].sort());
    expect(TEMPLATES.HOOKUP_MATCHED.subject).toBe('You have a new hookup');
    expect(TEMPLATES.HOOKUP_RESCHEDULED.subject).toBe('Your hookup has a new time');
    expect(TEMPLATES.HOOKUP_CANCELLED.subject).toBe('Your hookup has been cancelled');
  });

  it('escapes what goes into the HTML and names the switch the mail belongs to', () => {
    const mail = renderNotificationMail(
      draftFor(member, {
        code: 'GROUP_HOOKUP_ATTENDED',
        message: '<b>Eve</b> will attend your group hookup "Tom & Jerry".',
        mail: { firstName: '<script>x</script>', details: ["It's <i>full</i> now"], actionUrl: 'https://hookups.test/a?b=1&c="2"', icalEvent: null },
      }),
      links,
    );
    expect(mail.html).not.toMatch(/<script>|<b>|<i>|"2"/);
    expect(mail.html).toContain('&#60;b&#62;Eve&#60;/b&#62; will attend your group hookup &#34;Tom &#38; Jerry&#34;.');
    expect(mail.html).toContain('Hello &#60;script&#62;x&#60;/script&#62;,');
    expect(mail.html).toContain('href="https://hookups.test/a?b=1&#38;c=&#34;2&#34;"');
    expect(mail.text).toContain('<b>Eve</b> will attend your group hookup "Tom & Jerry".');
    expect(mail.text).toContain('"Someone attends my group hookup" is on in your email settings');
    expect(mail.text).not.toContain('The attached invitation');
  });

  it('leaves the button out when the draft has no action', () => {
    const mail = renderNotificationMail(draftFor(member, { code: 'WELCOME', mail: { ...draftFor(member).mail, actionUrl: null } }), links);
    expect(mail.text).not.toContain('Set your availability:');
    expect(mail.text).toContain(links.unsubscribeUrl);
  });
});

describe('without SMTP_URL', () => {
  it('the worker stores the mail in mail_outbox with its unsubscribe link, and marks the job SENT', async () => {
    const stored = await createMember(t.app);
    expect(await queueMail(t.app, draftFor(stored))).toBe(true);
    expect(await createMailDelivery(t.app).deliverDue()).toBeGreaterThanOrEqual(1);
    const [job] = await jobsOf(stored.id);
    expect(job).toMatchObject({ status: 'SENT', attempts: 1, sentAt: clock.now(), lockedUntil: null });
    const outbox = await t.db.selectFrom('mailOutbox').selectAll().where('toAddress', '=', stored.username).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ subject: 'Your group hookup has been approved', link: job!.link, textBody: job!.textBody, htmlBody: job!.htmlBody });
    expect(t.logs.find((l) => l.msg === 'mail stored' && l.to === stored.username)).toMatchObject({ link: job!.link });
  });
});
