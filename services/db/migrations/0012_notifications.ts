import { type Kysely, sql } from 'kysely';

// Notifications (spec §2, §3 Notification, §4, §7): the bell's rows, the notification emails' delivery queue, the
// cursor of the outbox consumer that turns domain events into notifications, and each member's mailing
// preferences. services/API.md § Notifications.
export async function up(db: Kysely<unknown>): Promise<void> {
  // per notificationCode: false = no email of that type; a code that is absent means on
  await db.schema.alterTable('users').addColumn('mailing_preferences', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`)).execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notification_code', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('viewed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_new', 'boolean', (c) => c.notNull().defaultTo(true))
    // what the notification is about, once per member: the same event handled twice makes one notification
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addUniqueConstraint('notifications_user_dedupe', ['user_id', 'dedupe_key'])
    .execute();
  await sql`create index notifications_user_newest on notifications (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index notifications_user_new on notifications (user_id) where is_new`.execute(db);

  // every notification email, queued in the transaction that made its notification; a worker sends them
  await db.schema
    .createTable('mail_jobs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notification_id', 'bigint', (c) => c.references('notifications.id').onDelete('set null'))
    .addColumn('notification_code', 'text', (c) => c.notNull())
    // once per member and cause (like notifications.dedupe_key): a retried event never queues a second mail
    .addColumn('dedupe_key', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('ical_event', 'text')
    .addColumn('ical_method', 'text')
    // sha256 of the token of this mail's unsubscribe link (services/API.md § Unsubscribe)
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'SKIPPED')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('mail_jobs_user_dedupe', ['user_id', 'dedupe_key'])
    .execute();
  await sql`create index mail_jobs_due on mail_jobs (next_attempt_at) where status in ('PENDING', 'SENDING')`.execute(db);

  // how far each outbox consumer inside services got (the notifications consumer: 'notifications')
  await db.schema
    .createTable('event_consumers')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_event_id', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
