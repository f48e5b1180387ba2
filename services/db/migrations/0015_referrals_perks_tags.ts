import { type Kysely, sql } from 'kysely';

// Issue 6 "Referrals, invites and perks" and the admin's tags (spec §3 Tag, §7 POST /referrals, tags).
export async function up(db: Kysely<unknown>): Promise<void> {
  // a member's personal referral code, made the first time they ask for their link or invite someone
  await db.schema.alterTable('users').addColumn('referral_code', 'text', (c) => c.unique()).execute();

  // one row per (inviter, invited address); inviting the same address again re-sends and counts the mail
  await db.schema
    .createTable('referrals')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull()) // stored lower-case, like users.username
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('joined_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('referrals_inviter_email', ['inviter_id', 'email'])
    .execute();
  await db.schema.createIndex('referrals_email').on('referrals').column('email').execute();

  await db.schema
    .createTable('perks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('partner', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('how_to_redeem', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('perks_organization_id').on('perks').column('organization_id').execute();

  await db.schema
    .createTable('tags')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('font_color', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tags').execute();
  await db.schema.dropTable('perks').execute();
  await db.schema.dropTable('referrals').execute();
  await db.schema.alterTable('users').dropColumn('referral_code').execute();
}
