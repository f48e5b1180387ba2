import { type Kysely, sql } from 'kysely';

// A member's interest tags follow the admin's tags (spec §3 Tag): renaming a tag changes its slug and deleting removes
// it, so user_tags.tag references tags.slug and both cascade; before this a member kept the dead slug (and matching
// counted it as shared). group_hookups.tags is a text[] of free labels, not slugs, and stays without a reference.
export async function up(db: Kysely<unknown>): Promise<void> {
  // slugs already dead (renamed or deleted before this migration) would refuse the constraint
  await sql`delete from user_tags where not exists (select 1 from tags where tags.slug = user_tags.tag)`.execute(db);
  await db.schema
    .alterTable('user_tags')
    .addForeignKeyConstraint('user_tags_tag_fk', ['tag'], 'tags', ['slug'], (fk) => fk.onUpdate('cascade').onDelete('cascade'))
    .execute();
  // the primary key leads with user_id; the cascades look rows up by tag
  await db.schema.createIndex('user_tags_tag').on('user_tags').column('tag').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_tags_tag').execute();
  await db.schema.alterTable('user_tags').dropConstraint('user_tags_tag_fk').execute();
}
