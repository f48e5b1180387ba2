import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS } from '~/common/constants';
import { createClock, MINUTE, type TestServices } from '~/services/testing/helpers';
import { createMember, type Member } from '~/services/testing/members';
import { createMailDelivery } from './delivery';
import { decodedOf, draftFor, headerOf, queueMail, startMailServices, unsubscribeLinkOf, type SmtpPeer } from '~/services/testing/mail';

const RETRY_MS = 30_000;
const LEASE_MS = 120_000;
const clock = createClock();
let smtp: SmtpPeer;
let t: TestServices;
let member: Member;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, close } = await startMailServices(clock.now, {
    mailFrom: 'Hookups <no-reply@hookups.test>',
    mailRetryBaseMs: RETRY_MS,
    mailLeaseMs: LEASE_MS,
  }));
});
afterAll(() => close());
beforeEach(async () => {
  member = await createMember(t.app, { firstName: 'Pat' });
});

const deliverDue = () => createMailDelivery(t.app).deliverDue();
const mailsTo = (who: Member) => smtp.received.filter((mail) => mail.to.includes(who.username));
const jobsOf = (who: Member) => t.db.selectFrom('mailJobs').selectAll().where('userId', '=', who.id).orderBy('id').execute();

describe('delivering notification mail', () => {
  it('sends a due job with its unsubscribe headers, Message-ID and .ics, then marks it SENT; a second round sends nothing', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:abc@hookups\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await queueMail(
      t.app,
      draftFor(member, {
        code: 'HOOKUP_MATCHED',
        message: 'You have a new hookup with Sam Seller on 16/01/2030 at 10:00.',
        mail: { firstName: 'Pat', details: ['Why: same industry.'], actionUrl: 'https://hookups.test/timeslots', icalEvent: { method: 'REQUEST', content: ics } },
      }),
    );
    expect(await deliverDue()).toBe(1);
    const [job] = await jobsOf(member);
    expect(job).toMatchObject({ status: 'SENT', attempts: 1, sentAt: clock.now(), lockedUntil: null });
    const [mail] = mailsTo(member);
    expect(mail).toBeDefined();
    expect(headerOf(mail!, 'Subject')).toBe('You have a new hookup');
    expect(headerOf(mail!, 'Message-ID')).toBe(`<mail-job-${job!.id}@hookups>`);
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLinkOf(mail!);
    expect(link.toString()).toBe(job!.link);
    expect(`${link.origin}${link.pathname}`).toBe('https://hookups.test/unsubscribe');
    expect(link.searchParams.get('email')).toBe(member.username);
    const body = decodedOf(mail!);
    expect(body).toContain('You have a new hookup with Sam Seller on 16/01/2030 at 10:00.');
    expect(body).toContain(`Unsubscribe from all emails: ${job!.link}`); // the footer has the same link
    expect(mail!.data).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(body).toContain('UID:abc@hookups');
    expect(await deliverDue()).toBe(0);
    expect(mailsTo(member)).toHaveLength(1);
  });

  it('retries a mail the SMTP server refused after the backoff, logs the failure, and delivers it exactly once', async () => {
    smtp.refuse(1, member.username);
    await queueMail(t.app, draftFor(member));
    expect(await deliverDue()).toBe(0);
    const [failed] = await jobsOf(member);
    expect(failed).toMatchObject({ status: 'PENDING', attempts: 1, lockedUntil: null, nextAttemptAt: new Date(clock.now().getTime() + RETRY_MS) });
    expect(failed!.lastError).toMatch(/451/);
    expect(mailsTo(member)).toHaveLength(0);
    const logged = t.logs.find((l) => l.msg === 'notification mail failed' && l.jobId === Number(failed!.id));
    expect(logged).toMatchObject({ level: 40, attempt: 1, err: { message: expect.stringMatching(/Mailbox busy/) } });

    clock.advance(RETRY_MS - 1);
    expect(await deliverDue()).toBe(0); // not yet due
    clock.advance(1);
    expect(await deliverDue()).toBe(1);
    expect(await deliverDue()).toBe(0);
    expect(mailsTo(member)).toHaveLength(1);
    expect((await jobsOf(member))[0]).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('doubles the wait after each failure and gives up after MAIL_MAX_ATTEMPTS with an error log', async () => {
    smtp.refuse(MAIL_MAX_ATTEMPTS, member.username);
    await queueMail(t.app, draftFor(member));
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverDue()).toBe(0);
      const [job] = await jobsOf(member);
      const wait = RETRY_MS * 2 ** (attempt - 1);
      expect(job).toMatchObject({ status: 'PENDING', attempts: attempt, nextAttemptAt: new Date(clock.now().getTime() + wait) });
      clock.advance(wait);
    }
    expect(await deliverDue()).toBe(0);
    const [job] = await jobsOf(member);
    expect(job).toMatchObject({ status: 'FAILED', attempts: MAIL_MAX_ATTEMPTS, lockedUntil: null });
    const last = t.logs.filter((l) => l.msg === 'notification mail failed' && l.jobId === Number(job!.id));
    expect(last.map((l) => l.level)).toEqual([...Array(MAIL_MAX_ATTEMPTS - 1).fill(40), 50]);
    clock.advance(24 * 60 * MINUTE);
    expect(await deliverDue()).toBe(0);
    expect(mailsTo(member)).toHaveLength(0);
  });

  it('sends each job once when two replicas deliver at the same time', async () => {
    const replica = await t.replica();
    const others = [member, await createMember(t.app), await createMember(t.app)];
    for (const who of others) for (let i = 0; i < 3; i += 1) await queueMail(t.app, draftFor(who));
    const sent = await Promise.all([deliverDue(), createMailDelivery(replica).deliverDue(), deliverDue()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(9);
    const ids = others.flatMap((who) => mailsTo(who).map((mail) => headerOf(mail, 'Message-ID')));
    expect(ids).toHaveLength(9);
    expect(new Set(ids).size).toBe(9);
    for (const who of others) expect((await jobsOf(who)).map((job) => [job.status, job.attempts])).toEqual(Array(3).fill(['SENT', 1]));
    await replica.close();
  });

  it('takes over a job whose worker died once its lease has passed, and sends it once', async () => {
    await queueMail(t.app, draftFor(member));
    // a worker claimed it (SENDING, attempt 1) and died before sending
    await t.db
      .updateTable('mailJobs')
      .set({ status: 'SENDING', attempts: 1, lockedUntil: new Date(clock.now().getTime() + LEASE_MS) })
      .where('userId', '=', member.id)
      .execute();
    clock.advance(LEASE_MS - 1);
    expect(await deliverDue()).toBe(0);
    expect(mailsTo(member)).toHaveLength(0);
    clock.advance(1);
    expect(await deliverDue()).toBe(1);
    expect(await deliverDue()).toBe(0);
    expect(mailsTo(member)).toHaveLength(1);
    expect((await jobsOf(member))[0]).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  it('skips a queued job whose member switched that mail off, paused or unsubscribed before it was sent', async () => {
    const [off, paused, gone, stays] = [member, await createMember(t.app), await createMember(t.app), await createMember(t.app)];
    for (const who of [off, paused, gone, stays]) await queueMail(t.app, draftFor(who, { code: 'GROUP_HOOKUP_APPROVED' }));
    await t.db.updateTable('users').set({ mailingPreferences: JSON.stringify({ GROUP_HOOKUP_APPROVED: false }) }).where('id', '=', off.id).execute();
    await t.db.updateTable('users').set({ pauseNotificationsStartDate: clock.now() }).where('id', '=', paused.id).execute();
    await t.db.updateTable('users').set({ unsubscribeDate: clock.now() }).where('id', '=', gone.id).execute();
    expect(await deliverDue()).toBe(1);
    for (const who of [off, paused, gone]) {
      expect((await jobsOf(who))[0]).toMatchObject({ status: 'SKIPPED', lockedUntil: null });
      expect(mailsTo(who)).toHaveLength(0);
    }
    expect(mailsTo(stays)).toHaveLength(1);
  });
});

describe('the mail worker', () => {
  it('delivers on its own once started and woken; once stopped, a wake sends nothing', async () => {
    const worker = createMailDelivery(t.app);
    worker.start();
    await queueMail(t.app, draftFor(member));
    worker.wake();
    await expect.poll(() => mailsTo(member).length, { timeout: 5000 }).toBe(1);
    await worker.stop();
    await queueMail(t.app, draftFor(member));
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(member)).toHaveLength(1);
    expect((await jobsOf(member)).map((job) => job.status)).toEqual(['SENT', 'PENDING']);
    expect(await worker.deliverDue()).toBe(1);
    expect(mailsTo(member)).toHaveLength(2);
  });

  it('polls every MAIL_WORKER_MS for jobs that came due', async () => {
    const replica = await t.replica({ mailWorkerMs: 50 });
    const worker = createMailDelivery(replica);
    worker.start();
    smtp.refuse(1, member.username);
    await queueMail(t.app, draftFor(member));
    worker.wake();
    await expect.poll(async () => (await jobsOf(member)).map((job) => [job.status, job.attempts]), { timeout: 5000 }).toEqual([['PENDING', 1]]);
    clock.advance(RETRY_MS); // due again: no wake, the poll finds it
    await expect.poll(() => mailsTo(member).length, { timeout: 5000 }).toBe(1);
    await worker.stop();
    await replica.close();
  });
});
