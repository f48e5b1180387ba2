import { type Kysely, sql } from 'kysely';

// spec §3 group hookup, §4 its states; services/API.md § Group hookups.
const CATEGORIES = [
  ['PRACTICE', 'Practice'],
  ['NETWORKING', 'Networking'],
  ['BRAINSTORMING', 'Brainstorming'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('group_hookup_categories')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  for (const [index, [name, label]] of CATEGORIES.entries()) {
    await sql`insert into group_hookup_categories (name, label, position) values (${name}, ${label}, ${index})`.execute(db);
  }

  await db.schema
    .createTable('group_hookups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
    .addColumn('host_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('who_should_join', 'text')
    .addColumn('why_should_join', 'text')
    .addColumn('what_will_discuss', 'text')
    .addColumn('category', 'text', (c) => c.notNull().references('group_hookup_categories.name'))
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull().check(sql`duration between 15 and 240`))
    .addColumn('max_participants', 'integer', (c) => c.notNull().check(sql`max_participants between 2 and 100`))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('PENDING', 'APPROVED', 'COMPLETED', 'CANCELED', 'NOT ACCEPTED')`),
    )
    .addColumn('private', 'boolean', (c) => c.notNull())
    .addColumn('sponsored', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('highlighted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('tags', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('image_upload_id', 'uuid', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('cancellation_reason', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_on', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_hookups_org_status_start').on('group_hookups').columns(['organization_id', 'status', 'start_date']).execute();
  await db.schema.createIndex('group_hookups_host_id').on('group_hookups').column('host_id').execute();

  // one row per member who ever attended; left_at set when they left (their reason kept with the attendance)
  await db.schema
    .createTable('group_hookup_participants')
    .addColumn('group_hookup_id', 'integer', (c) => c.notNull().references('group_hookups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('left_at', 'timestamptz')
    .addColumn('leave_reason', 'text')
    .addPrimaryKeyConstraint('group_hookup_participants_pk', ['group_hookup_id', 'user_id'])
    .execute();
  await db.schema.createIndex('group_hookup_participants_user_id').on('group_hookup_participants').column('user_id').execute();

  // who is in a group hookup's room: a heartbeat refreshes last_seen_at, the scheduler drops stale rows
  await db.schema
    .createTable('group_hookup_presence')
    .addColumn('group_hookup_id', 'integer', (c) => c.notNull().references('group_hookups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_hookup_presence_pk', ['group_hookup_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('group_hookup_settings')
    .addColumn('organization_id', 'uuid', (c) => c.primaryKey().references('organizations.id').onDelete('cascade'))
    .addColumn('require_approval', 'boolean', (c) => c.notNull())
    .addColumn('default_duration', 'integer', (c) => c.notNull())
    .addColumn('default_max_participants', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['group_hookup_settings', 'group_hookup_presence', 'group_hookup_participants', 'group_hookups', 'group_hookup_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
