import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Issue 19 "The AI assistant" (spec §1 an AI assistant chat, §2 /ai-assistant, §7 ai-agent/questions and thread).
export async function up(db: Kysely<unknown>): Promise<void> {
  // the member's answers to the assistant's own profile questions (what they sell, who they want to meet);
  // matching reads them as a scored, explained criterion (services/matching/score.ts)
  await db.schema
    .createTable('ai_agent_answers')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_agent_answers_pkey', ['user_id', 'question_key'])
    .execute();

  // the member's thread with the assistant: a question and its answer are written together, once the answer is whole
  await db.schema
    .createTable('ai_agent_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    // 'engine' = written by the configured model; 'computed' = built from the member's data without a model
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('member', 'engine', 'computed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_agent_messages_user').on('ai_agent_messages').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ai_agent_messages').execute();
  await db.schema.dropTable('ai_agent_answers').execute();
}
