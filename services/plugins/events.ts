import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import { isEmbedded, type DB } from '~/services/db';
import type { Database } from '~/services/db/schema';

// services/API.md § Events: the outbox and its relay to GET /events.
import { TOPICS } from '~/common/events';

export const OUTBOX_CHANNEL = 'outbox';
const LISTEN_RETRY_MS = 1000;
export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

export interface OutboxEvent {
  id: number;
  topic: string;
  payload: unknown;
}

/**
 * Writes one event in the caller's transaction, so it exists exactly when the change does. The transaction-scoped
 * advisory lock makes writers take turns from here to their commit: ids become visible in order, so a reader that
 * saw id n never misses an n − 1 committed later. Call it last in the transaction (after the row locks). On the embedded
 * database an inTransaction transaction skips the lock and the NOTIFY: its transactions already take turns on its one
 * session, and no other process can LISTEN to it.
 */
export async function emit(trx: Transaction<Database>, topic: Topic, payload: object): Promise<number> {
  const transaction = written.get(trx);
  // embedded: nobody can LISTEN either
  const embedded = hasSessionToItself(trx);
  if (!embedded) await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.outbox'))`.execute(trx);
  const data = JSON.stringify(payload);
  const row = await trx.insertInto('outbox').values({ topic, payload: data }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  // delivered at commit to every LISTEN outbox connection (other replicas); the schema tells them apart
  if (!embedded) await sql`select pg_notify(${OUTBOX_CHANNEL}, current_schema() || ':' || ${String(id)})`.execute(trx);
  // the row as a reader would get it, handed to this process's relays once the transaction committed
  transaction?.events.push({ id, topic, payload: JSON.parse(data) });
  return id;
}

/**
 * Whether `trx` is an inTransaction transaction on the embedded database (PGlite): its driver lends the one session to
 * one transaction at a time, so until it ends no other transaction runs, and a lock taken only to take turns with
 * them (advisory locks) would wait for nobody.
 */
export const hasSessionToItself = (trx: object): boolean => written.get(trx as Transaction<Database>)?.embedded === true;

/** Per database, the ids its inTransaction transactions wrote and have not handed over yet: their NOTIFY wakes nobody. */
const handingOver = new WeakMap<DB, Set<number>>();

/** Each inTransaction transaction: the events it wrote so far (in the order of their ids), and its database's kind. */
const written = new WeakMap<Transaction<Database>, { events: OutboxEvent[]; embedded: boolean }>();

/** Every relay of this process, told right after a commit that wrote events (the in-process notifier). */
const committed = new EventEmitter().setMaxListeners(0);

/**
 * Runs `work` in a transaction and, once it committed, wakes this process's relays with the events it wrote (which
 * saves them reading back what they would find: see Subscriber.wake).
 */
export async function inTransaction<T>(db: DB, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const events: OutboxEvent[] = [];
  const mine = handingOver.get(db) ?? new Set<number>();
  handingOver.set(db, mine);
  try {
    const result = await db.transaction().execute(async (trx) => {
      written.set(trx, { events, embedded: isEmbedded(db) });
      const answer = await work(trx);
      // from here the commit's NOTIFY may arrive before the commit's answer does
      for (const event of events) mine.add(event.id);
      return answer;
    });
    committed.emit('committed', db, events);
    return result;
  } finally {
    for (const event of events) mine.delete(event.id);
  }
}

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

/** Header of the list and detail reads that a live page subscribes after (services/API.md § Events). */
export const EVENT_CURSOR_HEADER = 'x-event-cursor';

/**
 * Reads the newest outbox id, answers it in X-Event-Cursor, and only then runs `read`. Writers commit ids in order
 * (see `emit`), so every event up to that id is already in what `read` sees, and every later one is after it: a
 * subscription from the cursor misses nothing the answer lacks (an event it replays is one whose change the answer
 * may already hold, which the consumers' replace-by-uuid makes harmless).
 */
export async function withEventCursor<T>(fastify: FastifyInstance, reply: FastifyReply, read: () => Promise<T>): Promise<T> {
  const cursor = await fastify.events.newestId();
  reply.header(EVENT_CURSOR_HEADER, String(cursor));
  return read();
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

    committed.on('committed', wakeCommitted);

    // PostgreSQL: one LISTEN connection per process, opened with the first subscriber and kept until close
    let listening: Promise<void> | null = null;
    const connectListener = async () => {
      const client = new pg.Client({ connectionString: config.databaseUrl!, application_name: `hookups-outbox-listener:${config.databaseSchema}` });
      const prefix = `${config.databaseSchema}:`;
      client.on('notification', (message) => {
        if (message.channel !== OUTBOX_CHANNEL || !message.payload?.startsWith(prefix)) return;
        // this process's own commits were handed to its relays already (wakeCommitted)
        const id = Number(message.payload.slice(prefix.length));
        if (Number.isSafeInteger(id) && (id <= knownNewest || handingOver.get(db)?.has(id))) return;
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
      committed.off('committed', wakeCommitted);
      await listening;
      await listener?.end().catch(() => {});
    });

    if (!config.internalToken) log.warn('INTERNAL_TOKEN is not set: GET /events answers 401 to everyone');
  },
  { name: 'events', dependencies: ['config', 'db'] },
);
