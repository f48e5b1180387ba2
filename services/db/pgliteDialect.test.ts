import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect, PREPARE_AT_USE } from './pgliteDialect';

// The embedded database's dialect prepares a statement text it runs again (services/db/pgliteDialect.ts): what a
// prepared statement answers must be what PGlite's own `query` answers, its errors too, and the session must go on.

interface Db {
  notes: { id: number; owner: string; body: string | null; tags: string[]; meta: unknown; createdAt: Date };
}

let pg: PGlite;
let dialect: PGliteDialect;
let db: Kysely<Db>;

beforeAll(async () => {
  pg = await PGlite.create();
  await pg.exec(`create table notes (id int primary key, owner uuid not null, body text, tags text[] not null default '{}', meta jsonb, created_at timestamptz not null)`);
  dialect = new PGliteDialect(pg, { preparedMax: 3 });
  db = new Kysely<Db>({ dialect, plugins: [new CamelCasePlugin()] });
}, 60_000);
afterAll(() => db?.destroy());

const OWNER = '6f1c1a9e-0000-4000-8000-000000000001';
const insert = (id: number, body: string | null) =>
  db.insertInto('notes').values({ id, owner: OWNER, body, tags: ['a', 'b,c'], meta: JSON.stringify({ n: id, s: 'x"y' }), createdAt: new Date(Date.UTC(2030, 0, id)) }).execute();
const byId = (id: number) => db.selectFrom('notes').selectAll().where('id', '=', id).executeTakeFirst();

describe('the PGlite dialect', () => {
  it('answers a prepared statement as PGlite answers it unprepared: every type, nulls, affected rows', async () => {
    const before = dialect.preparedCount();
    await insert(1, 'one');
    await insert(2, null); // the same text again: prepared now
    expect(dialect.preparedCount()).toBe(before + 1);
    const unprepared = await pg.query('select * from notes where id = $1', [2]);
    for (let i = 0; i < PREPARE_AT_USE + 1; i++) {
      expect(await byId(2)).toEqual({ id: 2, owner: OWNER, body: null, tags: ['a', 'b,c'], meta: { n: 2, s: 'x"y' }, createdAt: new Date(Date.UTC(2030, 0, 2)) });
    }
    expect(unprepared.rows[0]).toMatchObject({ id: 2, body: null, tags: ['a', 'b,c'] });
    for (let i = 0; i < 2; i++) {
      const updated = await db.updateTable('notes').set({ body: `edited ${i}` }).where('owner', '=', OWNER).executeTakeFirst();
      expect(updated.numUpdatedRows).toBe(2n);
    }
    expect((await byId(1))!.body).toBe('edited 1');
  });

  it('answers a prepared statement’s error as PostgreSQL raised it, and the session goes on, in and out of transactions', async () => {
    await insert(3, 'three');
    const duplicate = await insert(3, 'again').catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505' });
    const rolledBack = await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('notes').set({ body: 'inside' }).where('id', '=', 3).execute();
        await trx.insertInto('notes').values({ id: 3, owner: OWNER, body: 'x', tags: [], meta: null, createdAt: new Date() }).execute();
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toMatchObject({ code: '23505' });
    expect((await byId(3))!.body).toBe('three');
    const badUuid = await db.selectFrom('notes').selectAll().where('owner', '=', 'not-a-uuid').execute().catch((error: unknown) => error);
    expect(badUuid).toMatchObject({ code: '22P02' });
    expect((await byId(3))!.body).toBe('three');
  });

  it('keeps at most its limit of statements, closing the least recently used', async () => {
    for (let k = 0; k < 6; k++) {
      for (let i = 0; i < PREPARE_AT_USE; i++) expect((await sql<{ k: number }>`select ${k}::int + ${sql.raw(String(k))} as k`.execute(db)).rows).toEqual([{ k: 2 * k }]);
    }
    expect(dialect.preparedCount()).toBe(3);
    const names = await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(names.rows[0]!.n).toBe(3);
  });

  it('lets two Kyselys on one PGlite prepare the same text', async () => {
    const other = new Kysely<Db>({ dialect: new PGliteDialect(pg), plugins: [new CamelCasePlugin()] });
    for (let i = 0; i < PREPARE_AT_USE + 1; i++) {
      expect((await other.selectFrom('notes').select('id').where('id', '=', 1).execute()).map((r) => r.id)).toEqual([1]);
      expect((await db.selectFrom('notes').select('id').where('id', '=', 1).execute()).map((r) => r.id)).toEqual([1]);
    }
  });
});
