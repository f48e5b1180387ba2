import { EventEmitter } from 'node:events';
import type { Transaction } from 'kysely';
import { isEmbedded, type DB } from '~/services/db';
import type { Database } from '~/services/db/schema';
import type { OutboxEvent } from '~/services/outbox/event';

// The transaction helper every writer uses: it collects the outbox events a transaction writes (services/outbox/write.ts)
// and, once it committed, hands them to this process's relays (services/outbox/relay.ts), which saves them reading back
// what they would find.

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

/**
 * Whether `trx` is an inTransaction transaction on the embedded database (PGlite): its driver lends the one session to
 * one transaction at a time, so until it ends no other transaction runs, and a lock taken only to take turns with
 * them (advisory locks) would wait for nobody.
 */
export const hasSessionToItself = (trx: object): boolean => written.get(trx as Transaction<Database>)?.embedded === true;

/** The outbox row `event` was written in `trx`: handed to the relays if `trx` commits (outside inTransaction: never). */
export function recordWritten(trx: Transaction<Database>, event: OutboxEvent): void {
  written.get(trx)?.events.push(event);
}

/** Whether `id` was written by a transaction of this process that is committing now (its relays get it from there). */
export const isHandingOver = (db: DB, id: number): boolean => handingOver.get(db)?.has(id) === true;

type CommitListener = (db: DB, events: OutboxEvent[]) => void;

/** Calls `listener` after each inTransaction commit of this process, with the events it wrote; answers the way off. */
export function onCommitted(listener: CommitListener): () => void {
  committed.on('committed', listener);
  return () => committed.off('committed', listener);
}
