import { PROFILE_QUESTIONS, type ProfileQuestionKey } from '~/common/aiAgent';
import type { DB } from '~/services/db';
import { inTransaction } from '~/services/db/transaction';
import type { AiAgentMessage } from './schemas';

/** The assistant's stored data: a member's profile answers and their thread. */
export function createAiAgentRepository(db: DB) {
  const toMessage = (row: { uuid: string; role: 'user' | 'assistant'; content: string; source: AiAgentMessage['source']; createdAt: Date }): AiAgentMessage => ({
    uuid: row.uuid,
    role: row.role,
    content: row.content,
    source: row.source,
    createdAt: new Date(row.createdAt).toISOString(),
  });
  const columns = ['uuid', 'role', 'content', 'source', 'createdAt'] as const;

  return {
    async profileAnswers(userId: number) {
      const rows = await db.selectFrom('aiAgentAnswers').select(['questionKey', 'answer']).where('userId', '=', userId).execute();
      const byKey = new Map(rows.map((r) => [r.questionKey, r.answer]));
      return PROFILE_QUESTIONS.map((q) => ({ key: q.key, question: q.question, answer: byKey.get(q.key) ?? null }));
    },

    /** Stores the given answers; an empty one removes the stored answer. */
    async saveProfileAnswers(userId: number, answers: { key: ProfileQuestionKey; answer: string }[], now: Date) {
      await inTransaction(db, async (trx) => {
        for (const { key, answer } of answers) {
          if (answer === '') {
            await trx.deleteFrom('aiAgentAnswers').where('userId', '=', userId).where('questionKey', '=', key).execute();
            continue;
          }
          await trx
            .insertInto('aiAgentAnswers')
            .values({ userId, questionKey: key, answer, updatedAt: now })
            .onConflict((oc) => oc.columns(['userId', 'questionKey']).doUpdateSet({ answer, updatedAt: now }))
            .execute();
        }
      });
    },

    /** The latest `size` messages, oldest first. */
    async thread(userId: number, size: number): Promise<AiAgentMessage[]> {
      const rows = await db.selectFrom('aiAgentMessages').select(columns).where('userId', '=', userId).orderBy('id', 'desc').limit(size).execute();
      return rows.reverse().map(toMessage);
    },

    /** A question and its whole answer, written together: a failed or cut answer leaves no trace (issue 19). */
    async storeExchange(userId: number, question: string, answer: string, source: 'engine' | 'computed', now: Date): Promise<AiAgentMessage> {
      return inTransaction(db, async (trx) => {
        await trx.insertInto('aiAgentMessages').values({ userId, role: 'user', content: question, source: 'member', createdAt: now }).execute();
        const row = await trx
          .insertInto('aiAgentMessages')
          .values({ userId, role: 'assistant', content: answer, source, createdAt: now })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return toMessage(row);
      });
    },
  };
}
