import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { createPgliteDatabase, createPostgresDatabase, type DB } from './index';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';

const ALL = Object.keys(migrations);

/** Two handles on one fresh database: two pools (two processes' worth of connections) or two Kysely over one PGlite. */
async function twoHandles(): Promise<{ a: DB; b: DB; schema: string; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `migrate_${randomBytes(6).toString('hex')}`;
    const a = createPostgresDatabase(url, schema);
    const b = createPostgresDatabase(url, schema);
    return {
      a,
      b,
      schema,
      async close() {
        await sql.raw(`drop schema if exists ${schema} cascade`).execute(a);
        await Promise.all([a.destroy(), b.destroy()]);
      },
    };
  }
  // PGlite is one connection in one process: both runs share it, and a fresh schema of the test template is empty
  const instance = await PGlite.create({ loadDataDir: new Blob([await readFile(inject('pgliteTemplate')!)]) });
  const a = await createPgliteDatabase(instance, 'concurrent', false);
  return { a, b: a, schema: 'concurrent', close: () => instance.close() };
}

describe('migrations', () => {
  // On PostgreSQL Kysely's Migrator takes pg_advisory_lock before reading what is applied, so the second run waits
  it('apply each migration exactly once when two processes migrate one database at the same time', async () => {
    const { a, b, schema, close } = await twoHandles();
    const [first, second] = await Promise.all([migrateToLatest(a, schema), migrateToLatest(b, schema)]);
    expect([...first, ...second].sort()).toEqual(ALL);
    const applied = await sql<{ name: string }>`select name from ${sql.table(`${schema}.kysely_migration`)} order by name`.execute(a);
    expect(applied.rows.map((row) => row.name)).toEqual(ALL);
    expect(await migrateToLatest(a, schema)).toEqual([]);
    const positions = await a.selectFrom('jobPositions').select('name').execute();
    expect(positions).toHaveLength(30);
    await close();
  }, 60_000);

});
