import type { DB } from '~/services/db';
import type { EmailTokenKind } from '~/services/db/schema';
import { randomToken, sha256 } from './secrets';

export interface EmailTokenUse {
  userId: number;
  newUsername: string | null;
}

/** Single-use links mailed to users, stored hashed, each with its own lifetime. */
export function createEmailTokensRepository(db: DB) {
  return {
    async create(userId: number, kind: EmailTokenKind, ttlHours: number, now: Date, newUsername: string | null = null): Promise<string> {
      const token = randomToken();
      await db
        .insertInto('emailTokens')
        .values({ userId, kind, tokenHash: sha256(token), newUsername, createdAt: now, expiresAt: new Date(now.getTime() + ttlHours * 3_600_000) })
        .execute();
      return token;
    },

    /** The still usable token (right kind, unused, unexpired) without using it up, or null. */
    async findUsable(token: string, kind: EmailTokenKind, now: Date): Promise<EmailTokenUse | null> {
      const row = await db
        .selectFrom('emailTokens')
        .select(['userId', 'newUsername'])
        .where('tokenHash', '=', sha256(token))
        .where('kind', '=', kind)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Uses the token up; null when it is unknown, of another kind, already used or expired. */
    async consume(token: string, kind: EmailTokenKind, now: Date): Promise<EmailTokenUse | null> {
      const row = await db
        .updateTable('emailTokens')
        .set({ usedAt: now })
        .where('tokenHash', '=', sha256(token))
        .where('kind', '=', kind)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning(['userId', 'newUsername'])
        .executeTakeFirst();
      return row ?? null;
    },
  };
}
