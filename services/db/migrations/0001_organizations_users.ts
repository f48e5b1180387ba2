import { type Kysely, sql } from 'kysely';

// spec §3 User: every field that is a column today; relation fields (reviews, time cycles, …) come with their features.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // at most one default organisation: the one registered members join
  await sql`create unique index organizations_one_default on organizations (is_default) where is_default`.execute(db);
  await sql`insert into organizations (name, is_default) values ('Demo Sales Guild', true)`.execute(db);

  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
    .addColumn('username', 'text', (c) => c.notNull().unique()) // the login email, stored lower-case
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('linked_in_url', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('job_position', 'text')
    .addColumn('roles', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`array['ROLE_USER']::text[]`)
        .check(sql`roles <@ array['ROLE_ADMIN','ROLE_USER','ROLE_AMBASSADOR','ROLE_EXPERT']::text[]`),
    )
    .addColumn('country_code', 'text')
    .addColumn('city', 'text')
    .addColumn('company_name', 'text')
    .addColumn('company_size', 'text')
    .addColumn('industry', 'text')
    .addColumn('years_of_experience', 'text')
    .addColumn('seniority_level', 'text')
    .addColumn('personal_information', 'text')
    .addColumn('image_url', 'text')
    .addColumn('referrer', 'text')
    .addColumn('how_did_you_hear_about_us', 'text')
    .addColumn('location_lat', 'double precision')
    .addColumn('location_lng', 'double precision')
    .addColumn('location_name', 'text')
    .addColumn('last_activity', 'timestamptz')
    .addColumn('unsubscribe_date', 'timestamptz')
    .addColumn('pause_notifications_start_date', 'timestamptz')
    .addColumn('pause_notifications_end_date', 'timestamptz')
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('linked_with_google_calendar', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('logged_with_linked_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accept_terms_and_conditions', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('subscribe', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('users_organization_id').on('users').column('organization_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('users').execute();
  await db.schema.dropTable('organizations').execute();
}
