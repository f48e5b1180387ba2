import { type Kysely, sql } from 'kysely';

// Uploaded images (group hookup pictures), kept in the database so every replica serves them: GET /uploads/{id}.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
