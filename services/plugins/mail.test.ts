import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, registration, type TestServices } from '~/services/testing/helpers';

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
