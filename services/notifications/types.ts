import type { Transaction } from 'kysely';
import type { NotificationCode } from '~/common/constants';
import type { Database } from '~/services/db/schema';

// The seams inside services/notifications (services/API.md § Notifications): the consumer and the reminders decide
// who is told what (NotificationDraft); store.ts writes the bell rows and hands each draft to the mail queue
// (QueueMail); delivery.ts sends the queued mail (MailDelivery).

/** spec §3 Notification, as GET /notification/list and `notification.changed` carry it. */
export interface Notification {
  id: number;
  message: string;
  image: string | null;
  /** ISO 8601 UTC */
  date: string;
  viewed: boolean;
  redirectUrl: string | null;
  notificationCode: NotificationCode;
  isNew: boolean;
}

/** What the email of a notification needs beyond its message. */
export interface MailFacts {
  /** for the greeting */
  firstName: string;
  /** lines under the message (e.g. a hookup's match reasons, a cancellation reason) */
  details: string[];
  /** absolute URL of the mail's button (PUBLIC_URL + redirectUrl), null for none */
  actionUrl: string | null;
  /** the .ics a hookup mail carries (services/hookups/ics.ts) */
  icalEvent: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
}

/** One member told one thing: a bell row (unless `bell` is false) and, per their preferences, an email. */
export interface NotificationDraft {
  userId: number;
  /** the same member's uuid (their `notification.changed` events name them by it) */
  userUuid: string;
  code: NotificationCode;
  message: string;
  image: string | null;
  redirectUrl: string | null;
  /** unique per member: `event:<outbox id>:<code>`, `reminder:<uuid>:<start ISO>` */
  dedupeKey: string;
  /** false: an email only (the actor's own calendar update), no bell row */
  bell: boolean;
  mail: MailFacts;
}

/**
 * Queues the email of one draft in the caller's transaction (mail-jobs.ts): nothing when the member's preference
 * for the code is off, they unsubscribed or are paused; nothing again for a dedupe key already queued.
 * Answers whether a job was queued.
 */
export type QueueMail = (trx: Transaction<Database>, draft: NotificationDraft, notificationId: number | null) => Promise<boolean>;

/** The mail worker (delivery.ts). */
export interface MailDelivery {
  /** sends every job due now, one at a time; answers how many were SENT */
  deliverDue(): Promise<number>;
  /** new jobs may be due: deliver soon (the running worker, if any) */
  wake(): void;
  /** starts the worker (poll every MAIL_WORKER_MS, and on wake) */
  start(): void;
  /** stops it and waits for a send in flight */
  stop(): Promise<void>;
}
