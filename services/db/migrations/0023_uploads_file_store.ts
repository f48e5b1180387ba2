import { sql, type Kysely } from 'kysely';

// Issue 20: images out of the database (a 50 MB bytea took 40 s on PGlite and stalled every other request). An upload's
// bytes move to the file store (services/shared/file-store.ts) under file_key, with their content hash; the rows
// written before keep their bytes until services move them at start (services/uploads/maintenance.ts), after which
// bytes is null. A file whose row is deleted is listed in upload_discards in the same transaction and removed from
// the store after the commit, so a rolled-back change never loses a file that is still pointed at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .alterColumn('bytes', (c) => c.dropNotNull())
    .execute();
  await db.schema.alterTable('uploads').addColumn('file_key', 'text').execute();
  await db.schema.alterTable('uploads').addColumn('sha256', 'text').execute();
  await db.schema
    .createTable('upload_discards')
    .addColumn('file_key', 'text', (c) => c.primaryKey())
    .addColumn('discarded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_discards').execute();
  await db.schema.alterTable('uploads').dropColumn('sha256').execute();
  await db.schema.alterTable('uploads').dropColumn('file_key').execute();
}
