import { type Kysely, sql } from 'kysely';

// The review requests that were sent (issue 18): one row per reviewer per meeting, so a member who joins late (after
// the meeting ended, or after the others were asked) is asked too, and nobody is asked twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('hookup_id', 'integer', (c) => c.references('hookups.id').onDelete('cascade'))
    .addColumn('group_hookup_id', 'integer', (c) => c.references('group_hookups.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('review_requests_one_meeting', sql`(hookup_id is null) <> (group_hookup_id is null)`)
    .execute();
  await db.schema
    .createIndex('review_requests_reviewer_hookup')
    .unique()
    .on('review_requests')
    .columns(['reviewer_id', 'hookup_id'])
    .where(sql.ref('hookup_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('review_requests_reviewer_group_hookup')
    .unique()
    .on('review_requests')
    .columns(['reviewer_id', 'group_hookup_id'])
    .where(sql.ref('group_hookup_id'), 'is not', null)
    .execute();

  // Until now a meeting's 'completed' event asked those who had joined by then: count them as asked, so an existing
  // installation does not ask them again (only later joiners are asked from now on).
  await sql`
    insert into review_requests (hookup_id, reviewer_id, requested_at)
    select h.id, p.user_id, now()
    from hookups h
    cross join lateral (values (h.first_participant_id), (h.second_participant_id)) as p(user_id)
    where h.status = 'COMPLETED'
      and exists (select 1 from video_attendance a where a.room_id = h.video_call_id and a.user_id = h.first_participant_id)
      and exists (select 1 from video_attendance a where a.room_id = h.video_call_id and a.user_id = h.second_participant_id)
    on conflict do nothing`.execute(db);
  await sql`
    insert into review_requests (group_hookup_id, reviewer_id, requested_at)
    select distinct g.id, a.user_id, now()
    from group_hookups g
    join video_attendance a on a.room_id = g.video_room_id and a.user_id <> g.host_id
    join group_hookup_participants p on p.group_hookup_id = g.id and p.user_id = a.user_id
    where g.status = 'COMPLETED'
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('review_requests').execute();
}
