import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { HtmlValidate } from 'html-validate';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_CODES } from '~/common/constants';
import { renderNotificationMail } from '~/services/notifications/templates';
import { invitationMail } from '~/services/referrals/mail';
import { createTestServices, registration, type TestServices } from '~/services/testing/helpers';
import { draftFor } from '~/services/testing/mail';
import { passwordResetMail, setPasswordMail, usernameChangeMail, verificationMail, type MailContent } from './mail-templates';

interface Received {
  from: string;
  to: string[];
  data: string;
}

const received: Received[] = [];
let refuseNext = false;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (refuseNext) {
        refuseNext = false;
        return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      }
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data: Buffer.concat(chunks).toString(),
      });
      callback();
    });
  },
});
let t: TestServices;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestServices({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Hookups <no-reply@hookups.test>', publicUrl: 'https://hookups.test' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail with SMTP_URL', () => {
  it('sends the verification mail through the SMTP server instead of storing it', async () => {
    const body = registration();
    expect((await t.app.inject({ method: 'POST', url: '/auth/register', payload: body })).statusCode).toBe(201);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('no-reply@hookups.test');
    expect(mail.to).toEqual([body.username]);
    expect(mail.data).toContain('Subject: Confirm your email address');
    expect(mail.data).toContain('text/plain');
    expect(mail.data).toContain('text/html');
    expect(mail.data.replace(/=\r\n/g, '')).toMatch(/https:\/\/hookups\.test\/user\/confirm\?token=3D[\w-]{43}/);
    expect(await t.db.selectFrom('mailOutbox').select('id').execute()).toHaveLength(0);
  });

  it('carries a List-Unsubscribe URL, more headers and the Message-ID it is given', async () => {
    const url = 'https://hookups.test/unsubscribe?token=AbC_d-123&email=pat%40example.com';
    await t.app.mailer.send('pat@example.com', {
      subject: 'Your hookup has a new time',
      text: 'Hello Pat',
      html: '<p>Hello Pat</p>',
      link: url,
      listUnsubscribe: url,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      messageId: '<mail-job-42@hookups>',
    });
    const raw = received.at(-1)!.data;
    const head = raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(head).toContain(`List-Unsubscribe: <${url}>`);
    expect(head).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(head).toContain('Message-ID: <mail-job-42@hookups>');
  });

  it('rejects when the SMTP server refuses the mail, so the caller can try again', async () => {
    const before = received.length;
    refuseNext = true;
    const mail = { subject: 'Try me', text: 'Hello', html: '<p>Hello</p>', link: null };
    await expect(t.app.mailer.send('pat@example.com', mail)).rejects.toThrow(/451/);
    await t.app.mailer.send('pat@example.com', mail);
    expect(received.length).toBe(before + 1);
  });
});

describe('every mail template as mail clients read it', () => {
  const publicUrl = 'https://hookups.test';
  const links = { unsubscribeUrl: `${publicUrl}/unsubscribe?token=t&email=pat%40example.com`, settingsUrl: `${publicUrl}/settings` };
  const member = { id: 1, uuid: '8f6f3d52-4b7e-4a55-9f0e-3c3a0a1d2b11' };
  const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:test\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:abc@hookups\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
  const templates: [string, MailContent][] = [
    ['verification', verificationMail(publicUrl, 'Pat <b>', 'tok')],
    ['password reset', passwordResetMail(publicUrl, 'Pat', 'tok')],
    ['set password', setPasswordMail(publicUrl, 'Pat', 'tok')],
    ['username change', usernameChangeMail(publicUrl, 'Pat', 'tok')],
    ['invitation', invitationMail('Erin "EJ" Expert & Co', `${publicUrl}/register?ref=abc`)],
    ...NOTIFICATION_CODES.flatMap((code): [string, MailContent][] => [
      [code, { ...renderNotificationMail(draftFor(member, { code }), links), link: links.unsubscribeUrl }],
      [
        `${code} with an invitation and no button`,
        {
          ...renderNotificationMail(draftFor(member, { code, mail: { firstName: 'Zoë', details: ['Why: <same> industry & city.'], actionUrl: null, icalEvent: { method: 'REQUEST', content: ics } } }), links),
          link: null,
          icalEvent: { method: 'REQUEST', content: ics },
        },
      ],
    ]),
  ];
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

  it.each(templates)('%s: multipart with text and HTML, the HTML with lang and a head, 0 html-validate errors', async (_name, content) => {
    await t.app.mailer.send('pat@example.com', content);
    const mail = await simpleParser(received.at(-1)!.data);
    expect(mail.subject).toBe(content.subject);
    expect(mail.text?.trim()).toBe(content.text.trim());
    expect(mail.html).toBe(content.html);
    // account mails get nodemailer's Message-ID: random, with the sending domain
    if (!content.messageId) expect(mail.messageId).toMatch(/^<[\w.-]+@hookups\.test>$/);
    const report = await validator.validateString(content.html);
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    expect(content.html).toMatch(/^<!doctype html>\n?<html lang="en">\n?<head>/i);
  });
});
