import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedded } from '~/services/db';
import { createTestServices, type TestServices } from '~/services/testing/helpers';
import { arraysTable, compiledOnce } from './compiledOnce';

// A hot statement is built and compiled once and run with each call's values (services/db/compiledOnce.ts): it must
// answer what the query it was built from answers, for any number of rows, and its text must not change with them (on
// the embedded database: one prepared statement). Run on PostgreSQL too with DATABASE_URL.

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices({
    groupHookupSchedulerMs: 0,
    hookupSchedulerMs: 0,
  });
}, 120_000);
afterAll(() => t?.close());

const rowsOf = compiledOnce((db, p: { ids: number[]; labels: (string | null)[]; at: Date; minimum: number }) =>
  db
    .selectFrom(arraysTable('r', { id: [p.ids, 'int'], label: [p.labels, 'text'] }))
    .select(['r.id', 'r.label', sql<Date>`${p.at}::timestamptz`.as('seenAt'), sql<number>`cardinality(${p.ids}::int[])`.as('rowCount')])
    .where('r.id', '>=', p.minimum)
    .where('r.label', 'is distinct from', 'skip me')
    .orderBy('r.id'),
);

const preparedLike = async (fragment: string) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from pg_prepared_statements where statement like ${`%${fragment}%`}`.execute(t.db)
    ).rows[0]!.n,
  );

describe('compiledOnce', () => {
  it('answers what its query answers, for any number of rows, with the values of each call', async () => {
    const at = new Date('2030-01-15T10:00:00.000Z');
    expect(await rowsOf(t.db, { ids: [], labels: [], at, minimum: 0 })).toEqual([]);
    expect(await rowsOf(t.db, { ids: [7], labels: ['one'], at, minimum: 0 })).toEqual([{ id: 7, label: 'one', seenAt: at, rowCount: 1 }]);
    const later = new Date('2030-02-01T00:00:00.000Z');
    // quotes, commas, braces, backslashes and nulls in an array's elements; a parameter used twice (ids); the built
    // query's own constant ('skip me') kept; result columns renamed as the database's Kysely renames them (seenAt)
    const answer = await rowsOf(t.db, {
      ids: [3, 1, 2, 9, 5],
      labels: ['a "quoted", {braced}', null, 'back\\slash', 'skip me', 'NULL'],
      at: later,
      minimum: 2,
    });
    expect(answer).toEqual([
      { id: 2, label: 'back\\slash', seenAt: later, rowCount: 5 },
      { id: 3, label: 'a "quoted", {braced}', seenAt: later, rowCount: 5 },
      { id: 5, label: 'NULL', seenAt: later, rowCount: 5 },
    ]);
  });

  it('runs one text whatever the number of rows: one prepared statement on the embedded database', async () => {
    const at = new Date();
    for (const n of [1, 2, 3, 4, 8, 16]) {
      const ids = Array.from({ length: n }, (_, i) => i);
      expect(await rowsOf(t.db, { ids, labels: ids.map(String), at, minimum: 0 })).toHaveLength(n);
    }
    if (isEmbedded(t.db)) expect(await preparedLike('cardinality(')).toBe(1);
  });

  it('refuses to run without a value for one of its parameters', async () => {
    const missing = { ids: [1], labels: ['x'], at: new Date() } as unknown as {
      ids: number[];
      labels: string[];
      at: Date;
      minimum: number;
    };
    await expect(rowsOf(t.db, missing)).rejects.toThrow('compiledOnce: no value for minimum');
  });
});
