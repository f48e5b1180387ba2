import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import addressparser from 'nodemailer/lib/addressparser';
import type { Selectable } from 'kysely';
import { MAIL_MAX_ATTEMPTS } from '~/common/constants';
import type { MailJobTable } from '~/services/db/schema';
import type { MailContent } from '~/services/plugins/mail-templates';
import { mailingColumns, mailingState, mayMail } from './mailing-preferences';
import type { MailDelivery } from './types';

// The notification mail worker (services/API.md § Notification email): at least once, and idempotent. A job is claimed
// with a lease (SENDING until locked_until), so replicas never send the same job at once and a job whose worker died
// is taken over when its lease passes; the Message-ID lets mail clients fold the rare second copy into the first.

type MailJob = Selectable<MailJobTable>;

/**
 * RFC 5322 §3.6.4: a Message-ID unique across databases and deployments, with the sending domain (MAIL_FROM's, as
 * nodemailer gives the account mails) on the right. The left part comes from the job's unsubscribe token hash,
 * hashed again: random per mail (32 random bytes behind it), yet the same on every attempt of one job, so mail clients
 * fold the rare second copy into the first; and it does not reveal the hash the unsubscribe lookup uses.
 */
export function messageIdOf(job: Pick<MailJob, 'unsubscribeTokenHash'>, mailFrom: string): string {
  const random = createHash('sha256').update(`message-id:${job.unsubscribeTokenHash}`).digest('base64url').slice(0, 32);
  return `<${random}@${mailDomainOf(mailFrom)}>`;
}

/** 'Hookups <no-reply@hookups.example>' → 'hookups.example' (the host's name when MAIL_FROM has no domain) */
export function mailDomainOf(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  const address = first && 'address' in first ? first.address : '';
  const at = address.lastIndexOf('@');
  return at > 0 && at < address.length - 1 ? address.slice(at + 1) : hostname();
}

function mailOf(job: MailJob, mailFrom: string): MailContent {
  return {
    subject: job.subject,
    text: job.textBody,
    html: job.htmlBody,
    link: job.link,
    ...(job.icalEvent && job.icalMethod ? { icalEvent: { method: job.icalMethod, content: job.icalEvent } } : {}),
    // RFC 2369 / RFC 8058: mail clients offer (one-click) unsubscribe through the gateway's POST /unsubscribe
    ...(job.link ? { listUnsubscribe: job.link, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    messageId: messageIdOf(job, mailFrom),
  };
}

export function createMailDelivery(fastify: Pick<FastifyInstance, 'config' | 'db' | 'mailer' | 'log'>): MailDelivery {
  const { config, db, mailer, log } = fastify;

  /**
   * Takes the next due job: PENDING and due, or SENDING with its lease passed (its worker died). One statement, so it
   * is its own short transaction; `skip locked` lets another replica's claim of the same row pass over it.
   */
  function claim(now: Date): Promise<MailJob | undefined> {
    return db
      .updateTable('mailJobs')
      .set((eb) => ({ status: 'SENDING', attempts: eb('attempts', '+', 1), lockedUntil: new Date(now.getTime() + config.mailLeaseMs) }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('mailJobs')
          .select('id')
          .where((w) =>
            w.or([
              w.and([w('status', '=', 'PENDING'), w('nextAttemptAt', '<=', now)]),
              w.and([w('status', '=', 'SENDING'), w('lockedUntil', '<=', now)]),
            ]),
          )
          .orderBy('nextAttemptAt')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** Sends one claimed job; answers whether it was SENT. */
  async function deliver(job: MailJob): Promise<boolean> {
    const ours = () => db.updateTable('mailJobs').where('id', '=', job.id).where('status', '=', 'SENDING').where('attempts', '=', job.attempts);
    // the member may have switched this mail off, paused or unsubscribed since it was queued
    const member = await db.selectFrom('users').select(mailingColumns()).where('id', '=', job.userId).executeTakeFirst();
    if (!member || !mayMail(mailingState(member), job.notificationCode, config.now())) {
      await ours().set({ status: 'SKIPPED', lockedUntil: null }).execute();
      return false;
    }
    try {
      await mailer.send(job.toAddress, mailOf(job, config.mailFrom));
    } catch (err) {
      const attempt = job.attempts;
      const lastError = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (attempt >= MAIL_MAX_ATTEMPTS) {
        await ours().set({ status: 'FAILED', lockedUntil: null, lastError }).execute();
        log.error({ jobId: Number(job.id), attempt, err }, 'notification mail failed');
      } else {
        const nextAttemptAt = new Date(config.now().getTime() + config.mailRetryBaseMs * 2 ** (attempt - 1));
        await ours().set({ status: 'PENDING', lockedUntil: null, nextAttemptAt, lastError }).execute();
        log.warn({ jobId: Number(job.id), attempt, err }, 'notification mail failed');
      }
      return false;
    }
    // sent: mark it so even if our lease passed meanwhile (a worker that took it over sends the same Message-ID)
    await db
      .updateTable('mailJobs')
      .set({ status: 'SENT', sentAt: config.now(), lockedUntil: null })
      .where('id', '=', job.id)
      .where('status', 'in', ['PENDING', 'SENDING'])
      .execute();
    return true;
  }

  let halted = false;
  async function round(): Promise<number> {
    let sent = 0;
    while (!halted) {
      const job = await claim(config.now());
      if (!job) break;
      if (await deliver(job)) sent += 1;
    }
    return sent;
  }

  // rounds run one after another in this process; a round asked for while one runs waits for it, and every ask made
  // before that next round starts shares it
  let tail: Promise<unknown> = Promise.resolve();
  let next: Promise<number> | null = null;
  function deliverDue(): Promise<number> {
    if (next) return next;
    const run = tail.then(() => {
      next = null;
      return round();
    });
    next = run;
    tail = run.catch(() => undefined);
    return run;
  }

  let timer: NodeJS.Timeout | null = null;
  function wake(): void {
    if (!timer) return;
    deliverDue().catch((err: unknown) => log.error({ err }, 'notification mail round failed'));
  }

  return {
    deliverDue,
    wake,
    start() {
      if (timer) return;
      halted = false;
      timer = setInterval(wake, config.mailWorkerMs);
      timer.unref();
      wake();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      // the round in progress ends after its current send; a later deliverDue() runs as usual
      halted = true;
      await tail;
      halted = false;
    },
  };
}
