import { type Kysely, sql } from 'kysely';

// One-to-one hookups (spec §3 Hookup, §7, §8): time cycles, weekly availability, matching runs, hookups,
// blocks, tags and the feature gates. services/API.md § One-to-one hookups.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC')).execute();
  await db.schema.alterTable('users').addColumn('calendar_feed_token', 'text', (c) => c.unique()).execute();
  await db.schema.alterTable('mail_outbox').addColumn('ical_event', 'text').execute();

  await db.schema
    .createTable('time_cycles')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cadence', 'text', (c) => c.notNull().check(sql`cadence in ('WEEKLY', 'BIWEEKLY', 'MONTHLY')`))
    .addColumn('hookup_duration', 'integer', (c) => c.notNull().defaultTo(30).check(sql`hookup_duration in (15, 30, 45, 60)`))
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_run_at', 'timestamptz')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_on', 'timestamptz', (c) => c.notNull())
    .execute();
  // at most one default cycle per organisation
  await sql`create unique index time_cycles_one_default on time_cycles (organization_id) where is_default`.execute(db);
  await sql`create unique index time_cycles_org_name on time_cycles (organization_id, lower(name))`.execute(db);

  // a member's chosen cycle (none = opted out); missed_runs counts runs they were eligible for but left unmatched
  await db.schema
    .createTable('user_time_cycles')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('time_cycle_id', 'integer', (c) => c.notNull().references('time_cycles.id').onDelete('cascade'))
    .addColumn('selected_at', 'timestamptz', (c) => c.notNull())
    .addColumn('missed_runs', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('user_time_cycles_cycle').on('user_time_cycles').column('time_cycle_id').execute();

  // weekly availability in the member's own time zone (users.time_zone): ISO day 1 = Monday … 7 = Sunday,
  // minutes from local midnight, [start, end), multiples of 30
  await db.schema
    .createTable('availability_slots')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day_of_week', 'integer', (c) => c.notNull().check(sql`day_of_week between 1 and 7`))
    .addColumn('start_minute', 'integer', (c) => c.notNull().check(sql`start_minute between 0 and 1410 and start_minute % 30 = 0`))
    .addColumn('end_minute', 'integer', (c) => c.notNull().check(sql`end_minute between 30 and 1440 and end_minute % 30 = 0`))
    .addPrimaryKeyConstraint('availability_slots_pk', ['user_id', 'day_of_week', 'start_minute'])
    .addCheckConstraint('availability_slots_order', sql`start_minute < end_minute`)
    .execute();

  await db.schema
    .createTable('matching_runs')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('time_cycle_id', 'integer', (c) => c.notNull().references('time_cycles.id').onDelete('cascade'))
    .addColumn('trigger', 'text', (c) => c.notNull().check(sql`trigger in ('SCHEDULE', 'ADMIN')`))
    .addColumn('triggered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('window_end', 'timestamptz', (c) => c.notNull())
    .addColumn('candidates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pairs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unmatched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_score', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('seed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('hookups')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
    .addColumn('first_participant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('second_participant_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('video_call_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .addColumn('start_date_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_date_time', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'EXPIRED')`))
    .addColumn('first_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('second_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('reschedule_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`reschedule_count between 0 and 2`))
    // the .ics SEQUENCE: raised on every change of time, participants or status the invitees must see
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('time_cycle_id', 'integer', (c) => c.references('time_cycles.id').onDelete('set null'))
    .addColumn('matching_run_id', 'integer', (c) => c.references('matching_runs.id').onDelete('set null'))
    .addColumn('match_score', 'double precision')
    .addColumn('match_reasons', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('cancellation_reason', 'text')
    .addColumn('cancelled_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('first_participant_google_event_id', 'text')
    .addColumn('second_participant_google_event_id', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_on', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('hookups_two_people', sql`first_participant_id <> second_participant_id`)
    .addCheckConstraint('hookups_times', sql`start_date_time < end_date_time`)
    .execute();
  await db.schema.createIndex('hookups_first_start').on('hookups').columns(['first_participant_id', 'start_date_time']).execute();
  await db.schema.createIndex('hookups_second_start').on('hookups').columns(['second_participant_id', 'start_date_time']).execute();
  await db.schema.createIndex('hookups_status_end').on('hookups').columns(['status', 'end_date_time']).execute();
  await db.schema.createIndex('hookups_org_start').on('hookups').columns(['organization_id', 'start_date_time']).execute();

  // blocker no longer wants to meet blocked (either direction excludes the pair)
  await db.schema
    .createTable('user_blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('user_blocks_not_self', sql`blocker_id <> blocked_id`)
    .execute();

  // a member's interest tags (lower-case slugs), used by matching ("shared tags")
  await db.schema
    .createTable('user_tags')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_tags_pk', ['user_id', 'tag'])
    .execute();

  await db.schema
    .createTable('feature_gates')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`insert into feature_gates (name, enabled, description) values
    ('full_calendar', false, 'The calendar page and the calendar icon in the top bar'),
    ('onboarding_side_drawer', false, 'The help button that opens the tutorial side drawer')`.execute(db);
}
