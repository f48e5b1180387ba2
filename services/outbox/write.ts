import { sql, type Transaction } from 'kysely';
import type { TOPICS } from '~/common/events';
import { hasSessionToItself, recordWritten } from '~/services/db/transaction';
import type { Database } from '~/services/db/schema';
import { OUTBOX_CHANNEL } from './event';

// services/API.md § Events, the write side: a change and its event commit together. The read side is relay.ts.

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/**
 * Writes one event in the caller's transaction, so it exists exactly when the change does. The transaction-scoped
 * advisory lock makes writers take turns from here to their commit: ids become visible in order, so a reader that
 * saw id n never misses an n − 1 committed later. Call it last in the transaction (after the row locks). On the embedded
 * database an inTransaction transaction skips the lock and the NOTIFY: its transactions already take turns on its one
 * session, and no other process can LISTEN to it.
 */
export async function emit(trx: Transaction<Database>, topic: Topic, payload: object): Promise<number> {
  // embedded: nobody can LISTEN either
  const embedded = hasSessionToItself(trx);
  if (!embedded) await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.outbox'))`.execute(trx);
  const data = JSON.stringify(payload);
  const row = await trx.insertInto('outbox').values({ topic, payload: data }).returning('id').executeTakeFirstOrThrow();
  const id = Number(row.id);
  // delivered at commit to every LISTEN outbox connection (other replicas); the schema tells them apart
  if (!embedded) await sql`select pg_notify(${OUTBOX_CHANNEL}, current_schema() || ':' || ${String(id)})`.execute(trx);
  // the row as a reader would get it, handed to this process's relays once the transaction committed
  recordWritten(trx, { id, topic, payload: JSON.parse(data) });
  return id;
}
