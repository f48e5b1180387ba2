import { sql, type Transaction } from 'kysely';
import type { TOPICS } from '~/common/events';
import { compiledOnce } from '~/services/db/compiledOnce';
import { hasSessionToItself, recordWritten } from '~/services/db/transaction';
import type { Database } from '~/services/db/schema';
import { OUTBOX_CHANNEL } from './event';

// services/API.md § Events, the write side: a change and its event commit together. The read side is relay.ts.

export type Topic = (typeof TOPICS)[keyof typeof TOPICS];

/**
 * The events of one topic, one statement whatever their number (compiledOnce). `payloads`: one JSON array of them, which
 * PostgreSQL reads once (as a jsonb[] parameter each payload's quotes would be escaped for the array and read back).
 */
const insertEvents = compiledOnce((db, p: { topic: string; payloads: string }) =>
  db
    .insertInto('outbox')
    .columns(['topic', 'payload'])
    .expression((eb) =>
      eb
        .selectFrom(sql<{ payload: string; n: number }>`jsonb_array_elements(${p.payloads}::jsonb) with ordinality`.as<'e'>(sql`e(payload, n)`))
        .select([sql<string>`${p.topic}::text`.as('topic'), 'e.payload'])
        .orderBy('e.n'),
    )
    .returning('id'),
);

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
  const rows = await insertEvents(trx, { topic, payloads: `[${data.join(',')}]` });
  // the insert takes its ids from the sequence row by row, in the order of the array
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  if (!embedded) await sql`select pg_notify(${OUTBOX_CHANNEL}, current_schema() || ':' || ${String(ids.at(-1))})`.execute(trx);
  ids.forEach((id, i) => recordWritten(trx, { id, topic, payload: JSON.parse(data[i]!) }));
  return ids;
}
