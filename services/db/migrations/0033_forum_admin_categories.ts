import { sql, type Kysely } from 'kysely';

// A category where only admins start topics (NodeBB's topics:create privilege taken from registered users): members
// still read and reply there. "Announcements" (migration 0019, "News from the team") becomes one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forum_categories').addColumn('admins_only', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`update forum_categories set admins_only = true where slug = 'announcements'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('forum_categories').dropColumn('admins_only').execute();
}
