import { type Kysely, sql } from 'kysely';

// services/API.md § Events: domain events written in the same transaction as the change they report.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
