import type { Kysely } from 'kysely';

// Chat digests (issue 16): how far each participant has already been told about by a digest (bell + email), so a
// message is in at most one digest whatever the read horizon does afterwards. Null: nothing digested yet.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_participants').addColumn('last_notified_message_index', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('chat_participants').dropColumn('last_notified_message_index').execute();
}
