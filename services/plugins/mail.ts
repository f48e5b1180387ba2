import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { MailContent } from './mail-templates';

export interface Mailer {
  send(to: string, mail: MailContent): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * services/API.md § Mail: with SMTP_URL mail goes out through nodemailer; without it, it is kept in mail_outbox and
 * its link is logged as { msg: 'mail stored', to, subject, link } so a developer (or a test) can follow it (a stored
 * mail keeps no headers: mail_outbox has no place for them). `send` rejects when the SMTP server refuses the mail.
 */
export default fp(
  async (fastify) => {
    const { config, db, log } = fastify;
    let mailer: Mailer;
    if (config.smtpUrl) {
      const transport = nodemailer.createTransport(config.smtpUrl);
      fastify.addHook('onClose', async () => transport.close());
      mailer = {
        async send(to, mail) {
          await transport.sendMail({
            from: config.mailFrom,
            to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            // an .ics invite goes as the text/calendar alternative calendar apps act on
            ...(mail.icalEvent ? { icalEvent: { method: mail.icalEvent.method, filename: 'invite.ics', content: mail.icalEvent.content } } : {}),
            // notification mails (services/API.md § Notification email): RFC 2369/8058 unsubscribe, a stable Message-ID
            ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
            ...(mail.headers ? { headers: mail.headers } : {}),
            ...(mail.messageId ? { messageId: mail.messageId } : {}),
          });
          log.info({ to, subject: mail.subject }, 'mail sent');
        },
      };
    } else {
      mailer = {
        async send(to, mail) {
          await db
            .insertInto('mailOutbox')
            .values({
              toAddress: to,
              subject: mail.subject,
              textBody: mail.text,
              htmlBody: mail.html,
              link: mail.link,
              icalEvent: mail.icalEvent?.content ?? null,
              createdAt: config.now(),
            })
            .execute();
          log.info({ to, subject: mail.subject, link: mail.link }, 'mail stored');
        },
      };
    }
    fastify.decorate('mailer', mailer);
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);
