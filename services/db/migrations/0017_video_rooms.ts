import { type Kysely, sql } from 'kysely';

// Video rooms (issue 22): a group hookup's room id, the room → media node assignment, attendance and removals.
// A one-to-one call's room id is its hookup's existing video_call_id; a group hookup gets its own video_room_id.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('group_hookups')
    .addColumn('video_room_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
    .execute();
  await db.schema.createIndex('group_hookups_video_room_id').unique().on('group_hookups').column('video_room_id').execute();
  // a room id names one hookup: rooms are looked up by it
  await db.schema.createIndex('hookups_video_call_id').unique().on('hookups').column('video_call_id').execute();

  // made when the first token of a room is issued: which media node the room lives on (every gateway reads it)
  await db.schema
    .createTable('video_rooms')
    .addColumn('room_id', 'uuid', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('group', 'hookup')`))
    .addColumn('group_hookup_id', 'integer', (c) => c.unique().references('group_hookups.id').onDelete('cascade'))
    .addColumn('hookup_id', 'integer', (c) => c.unique().references('hookups.id').onDelete('cascade'))
    .addColumn('media_node', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // the host ended the session: nobody gets in again
    .addColumn('ended_at', 'timestamptz')
    .addCheckConstraint('video_rooms_one_owner', sql`(kind = 'group') = (group_hookup_id is not null) and (kind = 'hookup') = (hookup_id is not null)`)
    .execute();

  // every join and leave (a rejoin after a drop is a new row)
  await db.schema
    .createTable('video_attendance')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('video_rooms.room_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
    .addColumn('left_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('video_attendance_room_user').on('video_attendance').columns(['room_id', 'user_id']).execute();

  // removed by the host: cannot rejoin that session
  await db.schema
    .createTable('video_removals')
    .addColumn('room_id', 'uuid', (c) => c.notNull().references('video_rooms.room_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('removed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('removed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_removals_pk', ['room_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_removals').execute();
  await db.schema.dropTable('video_attendance').execute();
  await db.schema.dropTable('video_rooms').execute();
  await db.schema.dropIndex('hookups_video_call_id').execute();
  await db.schema.dropIndex('group_hookups_video_room_id').execute();
  await db.schema.alterTable('group_hookups').dropColumn('video_room_id').execute();
}
