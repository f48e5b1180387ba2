import { type Kysely, sql } from 'kysely';

// Issue 18 "Feedback and error reports" (spec §2 feedback tab, §3 Feedback, §8 route errors reported).
export async function up(db: Kysely<unknown>): Promise<void> {
  // guests may send feedback too (spec §2: the tab is on the public pages), so user and organisation are optional
  await db.schema
    .createTable('feedback')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('page', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('handled_at', 'timestamptz')
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('feedback_created_at').on('feedback').column('created_at').execute();

  // one row per reported route error; admins read them grouped by message
  await db.schema
    .createTable('error_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('organization_id', 'uuid', (c) => c.references('organizations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('release', 'text', (c) => c.notNull())
    .addColumn('breadcrumbs', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('error_reports_message').on('error_reports').column('message').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('error_reports').execute();
  await db.schema.dropTable('feedback').execute();
}
