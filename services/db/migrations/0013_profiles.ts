import { type Kysely, sql } from 'kysely';

// Profiles (issue 6): which stored upload is a member's avatar, so replacing or deleting it frees the old bytes.
// users.image_url keeps pointing at the served URL (/uploads/{id}); it may also be an outside URL (LinkedIn).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_avatars')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('upload_id', 'uuid', (c) => c.notNull().unique().references('uploads.id').onDelete('cascade'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_avatars').execute();
}
