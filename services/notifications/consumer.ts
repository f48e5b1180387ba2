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
/** the most events that can make a notification one batch handles */
export const BATCH_SIZE = 200;
/**
 * the most outbox rows one batch moves over. Most rows are of topics it only skips (chat messages): their ids are
 * read from the primary key's index alone, so a batch moves over thousands in the time 200 of them took as rows
 * (issue 16: at 1,000 chat messages a second the skipping cost ~30 ms of the embedded database every second, a pause
 * of every request of services).
 */
export const SCAN_SIZE = 5_000;

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
  /** the batch stopped at a limit (BATCH_SIZE or SCAN_SIZE): more may follow at once */
  more: boolean;
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
      return { events: 0, created: 0, queued: 0, more: false };
    }
    return inTransaction(db, async (trx) => {
      const cursor = await trx.selectFrom('eventConsumers').select('lastEventId').where('name', '=', CONSUMER_NAME).forUpdate().executeTakeFirst();
      if (!cursor) {
        await ensureCursor(trx);
        return { events: 0, created: 0, queued: 0, more: false };
      }
      // how far this batch may go: the next SCAN_SIZE ids, from the index alone
      const scan = await trx
        .selectFrom((eb) => eb.selectFrom('outbox').select('id').where('id', '>', cursor.lastEventId).orderBy('id').limit(SCAN_SIZE).as('next'))
        .select((eb) => [eb.fn.max('next.id').as('end'), eb.fn.countAll().as('count')])
        .executeTakeFirstOrThrow();
      if (scan.end == null) return { events: 0, created: 0, queued: 0, more: false };
      // in that range, the rows of the topics that can make a notification (the others' rows are not read)
      const rows = await trx
        .selectFrom('outbox')
        .select(['id', 'topic', 'payload'])
        .where('id', '>', cursor.lastEventId)
        .where('id', '<=', scan.end)
        .where('topic', 'in', [...HANDLED])
        .orderBy('id')
        .limit(BATCH_SIZE)
        .execute();
      const relevant: OutboxEvent[] = rows.map((row) => ({ id: Number(row.id), topic: row.topic, payload: row.payload }) as OutboxEvent);
      // a full batch of those stops at its last one; otherwise the batch moves over the whole range
      const full = relevant.length === BATCH_SIZE;
      const end = full ? relevant.at(-1)!.id : Number(scan.end);
      const movedOver = full
        ? Number((await trx.selectFrom('outbox').select((eb) => eb.fn.countAll().as('n')).where('id', '>', cursor.lastEventId).where('id', '<=', end).executeTakeFirstOrThrow()).n)
        : Number(scan.count);
      const recipients = await loadRecipients(trx, relevant.flatMap((event) => readable(event, () => recipientUuids(event), [])));
      const options = { publicUrl: config.publicUrl, mailFrom: config.mailFrom };
      const drafts = relevant.flatMap((event) => readable(event, () => deriveDrafts(event, recipients, options), [] as NotificationDraft[]));
      const { created, queued, eventIds } = await createNotifications(trx, drafts, queueMail, config.now());
      // the batch's own notification.changed events (which this consumer only skips) move the cursor too when they
      // directly follow the batch: no other event can lie between them then, and the next batch has nothing to skip
      const skipped = eventIds.every((id, i) => id === end + 1 + i) ? eventIds.length : 0;
      await trx
        .updateTable('eventConsumers')
        .set({ lastEventId: end + skipped, updatedAt: sql`now()` })
        .where('name', '=', CONSUMER_NAME)
        .execute();
      return { events: movedOver + skipped, created, queued, more: full || Number(scan.count) === SCAN_SIZE };
    });
  }

  return { ensureCursor: () => ensureCursor(), consumeOnce };
}
