import fp from 'fastify-plugin';
import pg from 'pg';
import type { DB } from '~/services/db';
import { isHandingOver, onCommitted } from '~/services/db/transaction';
import { OUTBOX_CHANNEL, type OutboxEvent } from './event';

// services/API.md § Events, the read side: wakes this process's GET /events streams (and the notifications consumer)
// when rows are new, from this process's commits, LISTEN (PostgreSQL) or a poll. The write side is write.ts.

const LISTEN_RETRY_MS = 1000;

export interface Subscriber {
  /**
   * New rows may exist. `committed`: the rows one transaction of this process just committed, all of them, in id
   * order (none: read to know). Ids are committed in order (see `emit`), so when the first of them directly follows
   * the last row a reader has, they are exactly what it would read next.
   */
  wake(committed?: OutboxEvent[]): void;
  /** the app is closing: end the stream */
  end(): void;
}

export interface Events {
  /** id of the newest row, 0 when there is none */
  newestId(): Promise<number>;
  /** rows after `after`, oldest first */
  read(after: number, limit: number): Promise<OutboxEvent[]>;
  /** resolves once new rows will wake the subscriber (LISTEN is active); answers the unsubscribe function */
  subscribe(subscriber: Subscriber): Promise<() => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: Events;
  }
}

export default fp(
  async (fastify) => {
    const { config, db, log } = fastify;
    const subscribers = new Set<Subscriber>();
    let closing = false;
    let knownNewest = 0;
    let listener: pg.Client | null = null;
    let reconnect: NodeJS.Timeout | null = null;

    const wake = () => {
      for (const subscriber of subscribers) subscriber.wake();
    };
    // another app of this process (tests run several, each on its own database) commits its own events
    const wakeCommitted = (committedTo: DB, events: OutboxEvent[]) => {
      // a transaction that wrote no event has nothing to tell (other processes' rows come by LISTEN or the poll)
      if (events.length === 0) return;
      if (committedTo !== db) return wake();
      // the poll need not wake anyone for these
      knownNewest = Math.max(knownNewest, events[events.length - 1].id);
      for (const subscriber of subscribers) subscriber.wake(events);
    };

    const newestId = async () => {
      const row = await db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
      return row?.id == null ? 0 : Number(row.id);
    };

    // the safety net: rows another process wrote while LISTEN was down (or on PGlite, where there is no LISTEN)
    let polling = false;
    const poll = setInterval(() => {
      if (polling || subscribers.size === 0 || closing) return;
      polling = true;
      newestId()
        .then((id) => {
          if (id > knownNewest) {
            knownNewest = id;
            wake();
          }
        })
        .catch((err: unknown) => log.warn({ err }, 'outbox poll failed'))
        .finally(() => (polling = false));
    }, config.eventsPollMs);
    poll.unref();

    const stopHearingCommits = onCommitted(wakeCommitted);

    // PostgreSQL: one LISTEN connection per process, opened with the first subscriber and kept until close
    let listening: Promise<void> | null = null;
    const connectListener = async () => {
      const client = new pg.Client({ connectionString: config.databaseUrl!, application_name: `hookups-outbox-listener:${config.databaseSchema}` });
      const prefix = `${config.databaseSchema}:`;
      client.on('notification', (message) => {
        if (message.channel !== OUTBOX_CHANNEL || !message.payload?.startsWith(prefix)) return;
        // this process's own commits were handed to its relays already (wakeCommitted)
        const id = Number(message.payload.slice(prefix.length));
        if (Number.isSafeInteger(id) && (id <= knownNewest || isHandingOver(db, id))) return;
        knownNewest = Math.max(knownNewest, id || 0);
        wake();
      });
      client.on('error', (err) => lost(client, err));
      client.on('end', () => lost(client, null));
      try {
        await client.connect();
        await client.query(`listen ${OUTBOX_CHANNEL}`);
      } catch (err) {
        await client.end().catch(() => {});
        throw err;
      }
      listener = client;
    };
    /** the established LISTEN connection broke: retry after a moment, the poll covering meanwhile */
    const lost = (client: pg.Client, err: unknown) => {
      if (closing || listener !== client) return;
      log.warn({ err }, 'outbox LISTEN connection lost; polling until it is back');
      client.end().catch(() => {});
      listener = null;
      listening = null;
      reconnect ??= setTimeout(() => {
        reconnect = null;
        // whatever was written while nobody listened is read on the wake-up after reconnecting
        void listen().then(wake);
      }, LISTEN_RETRY_MS).unref();
    };
    /** resolves once LISTEN is active (or failed: the poll then covers until a retry succeeds) */
    const listen = (): Promise<void> => {
      if (!config.databaseUrl || closing) return Promise.resolve();
      listening ??= connectListener().catch((err: unknown) => {
        log.warn({ err }, 'outbox LISTEN failed; polling until it works');
        listening = null;
        reconnect ??= setTimeout(() => {
          reconnect = null;
          void listen().then(wake);
        }, LISTEN_RETRY_MS).unref();
      });
      return listening;
    };

    fastify.decorate('events', {
      newestId,
      async read(after, limit) {
        const rows = await db.selectFrom('outbox').select(['id', 'topic', 'payload']).where('id', '>', after).orderBy('id').limit(limit).execute();
        return rows.map((row) => ({ id: Number(row.id), topic: row.topic, payload: row.payload }));
      },
      async subscribe(subscriber) {
        subscribers.add(subscriber);
        await listen();
        return () => subscribers.delete(subscriber);
      },
    } satisfies Events);

    // open event streams would keep the server from closing: end them first
    fastify.addHook('preClose', async () => {
      closing = true;
      for (const subscriber of [...subscribers]) subscriber.end();
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      clearInterval(poll);
      if (reconnect) clearTimeout(reconnect);
      stopHearingCommits();
      await listening;
      await listener?.end().catch(() => {});
    });

    if (!config.internalToken) log.warn('INTERNAL_TOKEN is not set: GET /events answers 401 to everyone');
  },
  { name: 'events', dependencies: ['config', 'db'] },
);
