import { sql, type Kysely } from 'kysely';

// My network (spec §2 /my-network): the people a member added by hand. People met in hookups and group hookups are
// derived from those tables, so only the additions are stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_contacts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('contact_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_contacts_pk', ['user_id', 'contact_id'])
    .addCheckConstraint('user_contacts_not_self', sql`user_id <> contact_id`)
    .execute();
  // "who added me" is never asked; the blocked side of user_blocks is read when hiding blocked members
  await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').column('blocked_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_blocks_blocked_idx').execute();
  await db.schema.dropTable('user_contacts').execute();
}
