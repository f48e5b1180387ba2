import { Migrator } from 'kysely';
import type { DB } from './index';
import { migrations } from './migrations/index';

/**
 * Brings the schema to the latest migration. Safe when several processes start at once: on PostgreSQL Kysely's
 * Migrator holds a session advisory lock (pg_advisory_lock) around the run and reads the applied migrations only
 * after taking it, so a second process waits, then finds nothing left to do (see db/migrate.test.ts).
 * The bookkeeping tables live in `schema` too, so schemas of one database never see each other's.
 */
export async function migrateToLatest(db: DB, schema: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    // numbers are handed to work done in parallel, so a database may have run 0023 before 0020 lands; each migration
    // touches its own tables, and one not yet applied is applied whatever its place in the list
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(`migration failed: ${String(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
