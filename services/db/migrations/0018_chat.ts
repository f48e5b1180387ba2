import { sql, type Kysely } from 'kysely';

// Chat (issue 16; services/API.md § Chat): Twilio Conversations' model. A conversation's row is locked while a message
// takes the next index, so indexes have no gaps; each participant keeps read and delivered horizons (unread and
// delivery counts are derived from them). Media bytes live in the file store (services/shared/file-store.ts), only
// their metadata here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('organization_id', 'uuid', (c) => c.notNull().references('organizations.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('direct', 'group', 'group-hookup')`))
    .addColumn('friendly_name', 'text')
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    // one conversation per pair: '<smaller user id>:<larger user id>' for direct conversations
    .addColumn('pair_key', 'text', (c) => c.unique())
    .addColumn('group_hookup_id', 'integer', (c) => c.unique().references('group_hookups.id').onDelete('cascade'))
    .addColumn('last_message_index', 'integer', (c) => c.notNull().defaultTo(-1))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull())
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_participants')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('notification_level', 'text', (c) => c.notNull().defaultTo('default').check(sql`notification_level in ('default', 'muted')`))
    .addColumn('last_read_message_index', 'integer')
    .addColumn('last_delivered_message_index', 'integer')
    .addColumn('date_created', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('chat_participants_member', ['conversation_id', 'user_id'])
    .execute();
  // a member's conversation list
  await db.schema.createIndex('chat_participants_user_idx').on('chat_participants').column('user_id').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('index', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('participant_sid', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('client_message_id', 'text')
    .addColumn('edited', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('date_created', 'timestamptz', (c) => c.notNull())
    .addColumn('date_updated', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('chat_messages_index', ['conversation_id', 'index'])
    // a resend after a lost answer finds the first send instead of adding a duplicate
    .addUniqueConstraint('chat_messages_client_id', ['conversation_id', 'author_id', 'client_message_id'])
    .execute();
  // the per-member send rate limit reads a member's latest messages
  await db.schema.createIndex('chat_messages_author_idx').on('chat_messages').columns(['author_id', 'date_created']).execute();

  await db.schema
    .createTable('chat_media')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('chat_conversations.id').onDelete('cascade'))
    .addColumn('message_id', 'integer', (c) => c.references('chat_messages.id').onDelete('set null'))
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    // where the file store keeps the bytes
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('date_created', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chat_media_message_idx').on('chat_media').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_media').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_participants').execute();
  await db.schema.dropTable('chat_conversations').execute();
}
