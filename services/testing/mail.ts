import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import type { Config } from '~/services/config';
import { createTestServices, type TestServices } from '~/services/testing/helpers';
import { createQueueMail } from '~/services/notifications/mail-jobs';
import type { NotificationDraft } from '~/services/notifications/types';

// For the notification mail tests only: a real SMTP server on a free local port that keeps what it receives and can
// refuse mail, so the tests see exactly what a mail provider would (headers, bodies, retries); and hand-made drafts.

export interface ReceivedMail {
  to: string[];
  /** the raw message */
  data: string;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** the next `count` messages (to `to`, or to anyone) are refused with a 451 */
  refuse(count: number, to?: string): void;
  close(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refusals: { to: string | undefined }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const refusal = refusals.findIndex((r) => r.to === undefined || to.includes(r.to));
        if (refusal >= 0) {
          refusals.splice(refusal, 1);
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push({ to, data: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse(count, to) {
      for (let i = 0; i < count; i += 1) refusals.push({ to });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A header of a raw message, unfolded ('' when absent). */
/**
 * Services whose mail goes to a real SMTP peer, on `now`, with the notifications workers and every scheduler off
 * (the tests drive them); `close` stops both.
 */
export async function startMailServices(now: () => Date, env: Partial<Config> = {}): Promise<{ t: TestServices; smtp: SmtpPeer; close(): Promise<void> }> {
  const smtp = await startSmtpPeer();
  const t = await createTestServices({
    now,
    smtpUrl: smtp.url,
    publicUrl: 'https://hookups.test',
    notificationsWorkers: false,
    notificationsSchedulerMs: 0,
    groupHookupSchedulerMs: 0,
    hookupSchedulerMs: 0,
    ...env,
  });
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

export function headerOf(mail: ReceivedMail, name: string): string {
  const head = mail.data.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

/** The whole raw message with quoted-printable undone, to search its text bodies (headers: read the raw `data`). */
export function decodedOf(mail: ReceivedMail): string {
  // nodemailer writes 7-bit text: each =XX is one byte of UTF-8
  const bytes = mail.data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The List-Unsubscribe URL of a received mail. */
export function unsubscribeLinkOf(mail: ReceivedMail): URL {
  const match = /^<([^>]+)>/.exec(headerOf(mail, 'List-Unsubscribe'));
  if (!match) throw new Error(`no List-Unsubscribe in:\n${mail.data.slice(0, 2000)}`);
  return new URL(match[1]!);
}

/** A draft as the consumer would make it (GROUP_HOOKUP_APPROVED unless overridden), with its own dedupe key. */
export function draftFor(member: { id: number; uuid: string }, overrides: Partial<NotificationDraft> = {}): NotificationDraft {
  const redirectUrl = '/group-hookups/details/8f6f3d52-4b7e-4a55-9f0e-3c3a0a1d2b11';
  return {
    userId: member.id,
    userUuid: member.uuid,
    code: 'GROUP_HOOKUP_APPROVED',
    message: 'Your group hookup "Cold calling clinic" has been approved.',
    image: null,
    redirectUrl,
    dedupeKey: `test:${randomUUID()}`,
    bell: true,
    mail: { firstName: 'Pat', details: [], actionUrl: `https://hookups.test${redirectUrl}`, icalEvent: null },
    ...overrides,
  };
}

/** Queues a draft's mail in a transaction of its own, as the consumer does in its batch's; answers whether it queued. */
export function queueMail(app: FastifyInstance, draft: NotificationDraft): Promise<boolean> {
  const queue = createQueueMail(app);
  return app.db.transaction().execute((trx) => queue(trx, draft, null));
}
