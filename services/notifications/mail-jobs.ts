import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PAGES, pagePath, pageUrl } from '~/common/routes';
import { mailingColumns, mailingState, mayMail } from './mailing-preferences';
import { renderNotificationMail } from './templates';
import type { QueueMail } from './types';

// The notification email queue (services/API.md § Notification email): a draft's mail is rendered and stored as a
// mail_jobs row in the transaction that made the notification, so it is queued exactly when the notification is.

export const hashUnsubscribeToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** PUBLIC_URL/unsubscribe?token=…&email=… (the web page, and the gateway's RFC 8058 one-click POST) */
export function unsubscribeUrl(publicUrl: string, token: string, email: string): string {
  return pageUrl(publicUrl, pagePath(PAGES.unsubscribe), { token, email });
}

export function createQueueMail(fastify: Pick<FastifyInstance, 'config'>): QueueMail {
  const { config } = fastify;
  return async (trx, draft, notificationId) => {
    const now = config.now();
    const member = await trx.selectFrom('users').select(['username', ...mailingColumns()]).where('id', '=', draft.userId).executeTakeFirst();
    if (!member || !mayMail(mailingState(member), draft.code, now)) return false;
    // only the hash is kept for lookups; the link itself lives in the mail (and in `link`, for the List-Unsubscribe header)
    const token = randomBytes(32).toString('base64url');
    const link = unsubscribeUrl(config.publicUrl, token, member.username);
    const mail = renderNotificationMail(draft, { unsubscribeUrl: link, settingsUrl: pageUrl(config.publicUrl, pagePath(PAGES.settings)) });
    const queued = await trx
      .insertInto('mailJobs')
      .values({
        userId: draft.userId,
        notificationId,
        notificationCode: draft.code,
        dedupeKey: draft.dedupeKey,
        toAddress: member.username,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        link,
        icalEvent: draft.mail.icalEvent?.content ?? null,
        icalMethod: draft.mail.icalEvent?.method ?? null,
        unsubscribeTokenHash: hashUnsubscribeToken(token),
        nextAttemptAt: now,
        createdAt: now,
      })
      .onConflict((oc) => oc.columns(['userId', 'dedupeKey']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return queued !== undefined;
  };
}
