import fp from 'fastify-plugin';
import { createNotificationsConsumer, HANDLED, type ConsumedBatch } from './consumer';
import { createMailDelivery } from './delivery';
import { createQueueMail } from './mail-jobs';
import { runEvery } from '~/services/shared/schedule';
import { createReminders, type RemindersRun } from './reminders';
import { createChatDigests, type DigestRun } from './chat-digest';

export interface Notifications {
  /** one consumer batch (services/API.md § Notifications): what it did; `events` 0 means caught up */
  consumeOnce(): Promise<ConsumedBatch>;
  /** one reminders round at `now` */
  remindOnce(now: Date): Promise<RemindersRun>;
  /** one chat digest round at `now` (chat-digest.ts) */
  digestOnce(now: Date): Promise<DigestRun>;
  /** runs the consumer until it is caught up, then delivers every mail due now (tests call this instead of sleeping) */
  drain(): Promise<void>;
}

/** how soon the consumer moves its cursor over rows it only skips, committed by this process */
const IGNORED_EVENTS_CATCH_UP_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/**
 * The notifications machinery: the outbox consumer (woken by every new outbox row, like the event relay), the
 * 15-minute reminders (every NOTIFICATIONS_SCHEDULER_MS; 0 = off) and the mail worker. NOTIFICATIONS_WORKERS=0 leaves
 * the consumer and the mail worker to `drain()`. The consumer's cursor is set at start: a database's first start
 * begins at its newest event, so an existing installation tells nobody about its history.
 */
export default fp(
  async (fastify) => {
    const { config, log } = fastify;
    const queueMail = createQueueMail(fastify);
    const delivery = createMailDelivery(fastify);
    const consumer = createNotificationsConsumer(fastify, queueMail);
    const reminders = createReminders(fastify, queueMail);
    const digests = createChatDigests(fastify, queueMail);
    await consumer.ensureCursor();

    // batches run one after another in this process (replicas take turns on the cursor row's lock)
    let tail: Promise<unknown> = Promise.resolve();
    const serially = <T>(work: () => Promise<T>): Promise<T> => {
      const run = tail.then(work);
      tail = run.catch(() => undefined);
      return run;
    };
    const consumeOnce = () =>
      serially(async () => {
        const batch = await consumer.consumeOnce();
        if (batch.queued > 0) delivery.wake();
        return batch;
      });
    let stopping = false;
    // a batch that stopped short of its limits read everything committed before it; what commits later wakes the pump
    // again. Between batches the requests read meanwhile go first: on the embedded database a batch's statements run
    // without a pause, and a long catch-up (after a restart) would hold every request until its end.
    const catchUp = async (untilStopped = false) => {
      while (!(untilStopped && stopping) && (await consumeOnce()).more) await new Promise((resolve) => setImmediate(resolve));
    };

    const notifications: Notifications = {
      consumeOnce,
      async remindOnce(now) {
        const run = await reminders.remindOnce(now);
        if (run.queued > 0) delivery.wake();
        return run;
      },
      async digestOnce(now) {
        const run = await digests.digestOnce(now);
        if (run.queued > 0) delivery.wake();
        return run;
      },
      async drain() {
        await catchUp();
        await delivery.deliverDue();
      },
    };
    fastify.decorate('notifications', notifications);
    if (config.notificationsWorkers) {
      // one catch-up at a time; a wake-up during one makes it go round once more
      let pumping: Promise<void> | null = null;
      let again = false;
      const pump = () => {
        if (stopping) return;
        if (pumping) {
          again = true;
          return;
        }
        pumping = (async () => {
          do {
            again = false;
            await catchUp(true);
          } while (again && !stopping);
        })()
          .catch((err: unknown) => log.error({ err }, 'notifications consumer failed'))
          .finally(() => (pumping = null));
      };
      // subscribed before the first catch-up: an event committed in between wakes it again
      // woken after this process's SSE relays have asked for the new rows: on the one embedded connection (PGlite) a
      // query waits for the one before it, so the live feeds' read goes before the consumer's transaction
      // Rows of topics it only skips (a chat message, its own notification.changed) only move its cursor: this process's
      // commits of nothing else wake it once per IGNORED_EVENTS_CATCH_UP_MS, not once each (issue 16: woken by every
      // chat send batch, it cost as many statements as the batch itself). A wake from elsewhere (LISTEN, the poll) says
      // nothing of its rows and wakes it at once.
      let ignoredTimer: NodeJS.Timeout | null = null;
      const wake = (committed?: readonly { topic: string }[]) => {
        if (committed?.length && !committed.some((event) => HANDLED.has(event.topic))) {
          ignoredTimer ??= setTimeout(() => {
            ignoredTimer = null;
            pump();
          }, IGNORED_EVENTS_CATCH_UP_MS);
          return;
        }
        setImmediate(pump);
      };
      const unsubscribe = await fastify.events.subscribe({ wake, end: () => (stopping = true) });
      delivery.start();
      fastify.addHook('onReady', async () => pump());
      fastify.addHook('preClose', async () => {
        stopping = true;
        unsubscribe();
        if (ignoredTimer) clearTimeout(ignoredTimer);
        await pumping;
        await delivery.stop();
      });
    }

    if (config.notificationsSchedulerMs > 0) {
      runEvery(fastify, config.notificationsSchedulerMs, 'notification reminders', notifications.remindOnce);
      runEvery(fastify, config.notificationsSchedulerMs, 'chat digests', notifications.digestOnce);
    }
  },
  { name: 'notifications', dependencies: ['config', 'db', 'events', 'mail'] },
);
