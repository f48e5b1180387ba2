import { type Kysely, sql } from 'kysely';

// Failed logins, counted per attempted account and per client address over a sliding window.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_username').on('login_failures').columns(['username', 'created_at']).execute();
  await db.schema.createIndex('login_failures_address').on('login_failures').columns(['address', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
