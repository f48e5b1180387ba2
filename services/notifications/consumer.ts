import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { TOPICS } from '~/common/events';
import type { Database } from '~/services/db/schema';
import { inTransaction } from '~/services/db/transaction';
import type { OutboxEvent } from '~/services/outbox/event';
import { deriveDrafts, loadRecipients, recipientUuids } from './who-is-told';
import { createNotifications } from './store';
import type { NotificationDraft, QueueMail } from './types';

// services/API.md § Notifications "Where notifications come from": the outbox consumer. One batch per transaction:
// the cursor row (locked for update, so replicas take turns), the batch's notifications and mail jobs, their
// `notification.changed` events and the moved cursor commit together or not at all.

export const CONSUMER_NAME = 'notifications';
export const BATCH_SIZE = 200;

/**
 * The topics that can make a notification; every other one is only skipped. Never notification.changed: a batch moves
 * the cursor over the ones it writes itself (consumeOnce).
 */
export const HANDLED = new Set<string>([
  TOPICS.groupHookupChanged,
  TOPICS.hookupChanged,
  TOPICS.userConfirmed,
  TOPICS.forumChanged,
  TOPICS.reviewChanged,
  TOPICS.reviewRequested,
  TOPICS.feedbackCreated,
]);

export interface ConsumedBatch {
  /** outbox rows the cursor moved over */
  events: number;
  /** bell rows written */
  created: number;
  /** mail jobs queued */
  queued: number;
}

const newestOutboxId = async (db: Kysely<Database>) => {
  const row = await db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return row?.id == null ? 0 : Number(row.id);
};

export function createNotificationsConsumer(fastify: Pick<FastifyInstance, 'config' | 'db' | 'log'>, queueMail: QueueMail) {
  const { config, db, log } = fastify;

  /**
   * The first start on a database begins at the newest event: an existing installation does not notify anyone about
   * its history. Later starts (and other replicas) keep the cursor as it is.
   */
  async function ensureCursor(executor: Kysely<Database> = db): Promise<void> {
    await executor
      .insertInto('eventConsumers')
      .values({ name: CONSUMER_NAME, lastEventId: await newestOutboxId(executor) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }

  /** an event that cannot be read is logged and skipped: it never blocks the ones after it */
  function readable<T>(event: OutboxEvent, read: () => T, fallback: T): T {
    try {
      return read();
    } catch (err) {
      log.error({ err, eventId: event.id, topic: event.topic }, 'notification event skipped');
      return fallback;
    }
  }

  /**
   * Is there a cursor, and anything after it? Read without the lock, in one query: a consumer with nothing to do
   * writes and wakes nothing.
   */
  async function position(): Promise<'none' | 'behind' | 'caught up'> {
    const row = await db
      .selectFrom('eventConsumers')
      .select((eb) => eb.exists(eb.selectFrom('outbox').select('outbox.id').whereRef('outbox.id', '>', 'eventConsumers.lastEventId')).as('behind'))
      .where('name', '=', CONSUMER_NAME)
      .executeTakeFirst();
    return row === undefined ? 'none' : row.behind ? 'behind' : 'caught up';
  }

  /** one batch after the cursor; answers what it did (events 0: caught up) */
  async function consumeOnce(): Promise<ConsumedBatch> {
    // inTransaction wakes this process's outbox subscribers, this consumer among them: only go in with work to do
    const where = await position();
    if (where !== 'behind') {
      if (where === 'none') await ensureCursor();
      return { events: 0, created: 0, queued: 0 };
    }
    return inTransaction(db, async (trx) => {
      const cursor = await trx.selectFrom('eventConsumers').select('lastEventId').where('name', '=', CONSUMER_NAME).forUpdate().executeTakeFirst();
      if (!cursor) {
        await ensureCursor(trx);
        return { events: 0, created: 0, queued: 0 };
      }
      // the payloads of the topics it only skips (chat messages, most of the rows) are not read
      const rows = await trx
        .selectFrom('outbox')
        .select(['id', 'topic', sql<OutboxEvent['payload']>`case when topic in (${sql.join([...HANDLED])}) then payload end`.as('payload')])
        .where('id', '>', cursor.lastEventId)
        .orderBy('id')
        .limit(BATCH_SIZE)
        .execute();
      if (rows.length === 0) return { events: 0, created: 0, queued: 0 };
      const events: OutboxEvent[] = rows.map((row) => ({ id: Number(row.id), topic: row.topic, payload: row.payload }));
      const relevant = events.filter((event) => HANDLED.has(event.topic));
      const recipients = await loadRecipients(trx, relevant.flatMap((event) => readable(event, () => recipientUuids(event), [])));
      const options = { publicUrl: config.publicUrl, mailFrom: config.mailFrom };
      const drafts = relevant.flatMap((event) => readable(event, () => deriveDrafts(event, recipients, options), [] as NotificationDraft[]));
      const { created, queued, eventIds } = await createNotifications(trx, drafts, queueMail, config.now());
      // the batch's own notification.changed events (which this consumer only skips) move the cursor too when they
      // directly follow the batch: no other event can lie between them then, and the next batch has nothing to skip
      const last = events.at(-1)!.id;
      const skipped = eventIds.every((id, i) => id === last + 1 + i) ? eventIds.length : 0;
      await trx
        .updateTable('eventConsumers')
        .set({ lastEventId: last + skipped, updatedAt: sql`now()` })
        .where('name', '=', CONSUMER_NAME)
        .execute();
      return { events: events.length + skipped, created, queued };
    });
  }

  return { ensureCursor: () => ensureCursor(), consumeOnce };
}
