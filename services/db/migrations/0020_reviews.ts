import { type Kysely, sql } from 'kysely';

// Reviews after meetings and recorded no-shows (issue 18). A review belongs to exactly one meeting: a one-to-one hookup
// (reviewer and reviewee are its two participants) or a group hookup (the reviewee is its host).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('hookup_id', 'integer', (c) => c.references('hookups.id').onDelete('cascade'))
    .addColumn('group_hookup_id', 'integer', (c) => c.references('group_hookups.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reviewee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('private_feedback', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // the meeting's end + 14 days: sealed reviews are revealed then at the latest
    .addColumn('reveal_due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revealed_at', 'timestamptz')
    .addCheckConstraint('reviews_one_meeting', sql`(hookup_id is null) <> (group_hookup_id is null)`)
    .execute();
  // one review per reviewer per meeting, enforced by the database so two racing submissions cannot both land
  await db.schema.createIndex('reviews_reviewer_hookup').unique().on('reviews').columns(['reviewer_id', 'hookup_id']).where(sql.ref('hookup_id'), 'is not', null).execute();
  await db.schema
    .createIndex('reviews_reviewer_group_hookup')
    .unique()
    .on('reviews')
    .columns(['reviewer_id', 'group_hookup_id'])
    .where(sql.ref('group_hookup_id'), 'is not', null)
    .execute();
  await db.schema.createIndex('reviews_reviewee').on('reviews').columns(['reviewee_id', 'revealed_at']).execute();
  await db.schema.createIndex('reviews_sealed_due').on('reviews').column('reveal_due_at').where(sql.ref('revealed_at'), 'is', null).execute();

  // a participant of a confirmed (then COMPLETED) hookup who never joined its call by start + 10 minutes
  await db.schema
    .createTable('no_shows')
    .addColumn('hookup_id', 'integer', (c) => c.notNull().references('hookups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('no_shows_pk', ['hookup_id', 'user_id'])
    .execute();
  await db.schema.createIndex('no_shows_user').on('no_shows').column('user_id').execute();

  // a matching run's summary counts the candidates who had a lower priority for repeated no-shows
  await db.schema.alterTable('matching_runs').addColumn('repeated_no_shows', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('matching_runs').dropColumn('repeated_no_shows').execute();
  await db.schema.dropTable('no_shows').execute();
  await db.schema.dropTable('reviews').execute();
}
