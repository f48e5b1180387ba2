import { type Kysely, sql } from 'kysely';

// The generated Ed25519 key pair, shared by every replica over one database (first writer wins).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('signing_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('kid', 'text', (c) => c.notNull())
    .addColumn('private_key_pem', 'text', (c) => c.notNull())
    .addColumn('public_key_pem', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signing_keys').execute();
}
