import { type Kysely, sql } from 'kysely';

// Single-use links mailed for email verification (24 h), password reset (1 h) and username change (24 h).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('verification', 'reset', 'username_change')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('new_username', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_tokens_user_id').on('email_tokens').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_tokens').execute();
}
