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
  return (await emitMany(trx, topic, [payload]))[0]!;
}

/**
 * Writes several events of one topic in the caller's transaction with one insert (a chat send batch), in the order
 * given: their ids ascend in that order. Otherwise as `emit`; one NOTIFY with the last id wakes the other replicas,
 * which read everything after their cursor. Answers the ids.
 */
export async function emitMany(trx: Transaction<Database>, topic: Topic, payloads: readonly object[]): Promise<number[]> {
  if (payloads.length === 0) return [];
  // embedded: nobody can LISTEN either
  const embedded = hasSessionToItself(trx);
  if (!embedded) await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.outbox'))`.execute(trx);
  const data = payloads.map((payload) => JSON.stringify(payload));
  const rows = await trx
    .insertInto('outbox')
    .values(data.map((payload) => ({ topic, payload })))
    .returning('id')
    .execute();
  // a multi-row insert takes its ids from the sequence row by row, in the order of its VALUES
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  if (!embedded) await sql`select pg_notify(${OUTBOX_CHANNEL}, current_schema() || ':' || ${String(ids.at(-1))})`.execute(trx);
  ids.forEach((id, i) => recordWritten(trx, { id, topic, payload: JSON.parse(data[i]!) }));
  return ids;
}
