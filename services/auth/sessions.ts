import { sql, type Transaction } from 'kysely';
import { REFRESH_TOKEN_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_DAYS } from '~/common/constants';
import { TOPICS } from '~/common/events';
import type { DB } from '~/services/db';
import type { Database } from '~/services/db/schema';
import { inTransaction } from '~/services/db/transaction';
import { emit } from '~/services/outbox/write';
import { randomToken, sha256 } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;

export type RotateResult =
  | { status: 'rotated'; userId: number; sessionId: string; refreshToken: string }
  /** unknown, expired, or its session was revoked */
  | { status: 'invalid' }
  /** an already rotated token came back: the family has just been revoked */
  | { status: 'replayed' };

/** Sessions (refresh-token families) and their rotating refresh tokens; services/API.md § Tokens. */
export function createSessionsRepository(db: DB) {
  async function issueToken(sessionId: string, parentId: string | null, now: Date, expiresAt: Date): Promise<string> {
    const refreshToken = randomToken();
    await db.insertInto('refreshTokens').values({ sessionId, parentId, tokenHash: sha256(refreshToken), createdAt: now, expiresAt }).execute();
    return refreshToken;
  }

  /** In the caller's transaction when the repository was made with one, else in a transaction of its own. */
  const transact = <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db as Transaction<Database>) : inTransaction(db, work);

  /**
   * Revokes the live sessions the filter selects (all of one user) and, in the same transaction, writes the
   * session.revoked event on which gateways close the sockets opened with their tokens (services/API.md § Events).
   */
  async function revokeWhere(column: 'id' | 'userId', value: string | number, now: Date): Promise<void> {
    await transact(async (trx) => {
      const revoked = await trx
        .updateTable('sessions')
        .set({ revokedAt: now })
        .where(column, '=', value)
        .where('revokedAt', 'is', null)
        .returning(['id', 'userId'])
        .execute();
      if (revoked.length === 0) return;
      const user = await trx.selectFrom('users').select('uuid').where('id', '=', revoked[0].userId).executeTakeFirstOrThrow();
      await emit(trx, TOPICS.sessionRevoked, { userUUID: user.uuid, sessionIds: revoked.map((session) => session.id) });
    });
  }

  const revoke = (sessionId: string, now: Date) => revokeWhere('id', sessionId, now);

  return {
    /**
     * A new session, its first refresh token, and the member's last activity (signing in is activity), in one
     * statement: a login storm on the embedded database queues every other request behind its statements (issue 20,
     * bench:login), so a login costs three there (lock check, member, this) instead of six. `activity: false` leaves
     * the last activity alone (a session made for a test's member, not a sign-in).
     */
    async create(userId: number, rememberMe: boolean, now: Date, { activity = true } = {}): Promise<{ sessionId: string; refreshToken: string }> {
      const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS);
      const refreshToken = randomToken();
      const session = await db
        .with('session', (q) => q.insertInto('sessions').values({ userId, rememberMe, createdAt: now, expiresAt }).returning('id'))
        .with('token', (q) =>
          q
            .insertInto('refreshTokens')
            .columns(['sessionId', 'parentId', 'tokenHash', 'createdAt', 'expiresAt'])
            .expression((eb) =>
              eb.selectFrom('session').select((s) => ['session.id', s.val(null).as('parentId'), s.val(sha256(refreshToken)).as('tokenHash'), s.val(now).as('createdAt'), s.val(expiresAt).as('expiresAt')]),
            ),
        )
        .with('member', (q) => q.updateTable('users').set({ lastActivity: now }).where('id', '=', userId).where(sql<boolean>`${sql.lit(activity)}`))
        .selectFrom('session')
        .select('id')
        .executeTakeFirstOrThrow();
      return { sessionId: session.id, refreshToken };
    },

    /** Trades a refresh token for the next one of its family; a replayed token revokes the family. */
    async rotate(refreshToken: string, now: Date): Promise<RotateResult> {
      const token = await db
        .selectFrom('refreshTokens')
        .innerJoin('sessions', 'sessions.id', 'refreshTokens.sessionId')
        .select(['refreshTokens.id', 'refreshTokens.sessionId', 'refreshTokens.usedAt', 'refreshTokens.expiresAt', 'sessions.userId', 'sessions.revokedAt'])
        .where('refreshTokens.tokenHash', '=', sha256(refreshToken))
        .executeTakeFirst();
      if (!token || token.revokedAt !== null) return { status: 'invalid' };
      if (token.usedAt !== null) {
        // Okta's grace period / Auth0's reuse interval: a tab that navigated away mid-refresh, or two tabs
        // sharing the token, present it again within seconds. That is the member, not a thief — they get
        // a sibling token; any later reuse still revokes the whole family.
        if (now.getTime() - token.usedAt.getTime() <= REFRESH_TOKEN_REUSE_GRACE_SECONDS * 1000) {
          const sibling = await issueToken(token.sessionId, token.id, now, token.expiresAt);
          return { status: 'rotated', userId: token.userId, sessionId: token.sessionId, refreshToken: sibling };
        }
        await revoke(token.sessionId, now);
        return { status: 'replayed' };
      }
      if (token.expiresAt.getTime() <= now.getTime()) return { status: 'invalid' };
      // conditional update: of two requests racing with one token, only one rotates it; the other gets a
      // sibling (it is inside the grace period by definition)
      const claimed = await db
        .updateTable('refreshTokens')
        .set({ usedAt: now })
        .where('id', '=', token.id)
        .where('usedAt', 'is', null)
        .returning('id')
        .executeTakeFirst();
      if (!claimed) {
        const sibling = await issueToken(token.sessionId, token.id, now, token.expiresAt);
        return { status: 'rotated', userId: token.userId, sessionId: token.sessionId, refreshToken: sibling };
      }
      const next = await issueToken(token.sessionId, token.id, now, new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * DAY_MS));
      return { status: 'rotated', userId: token.userId, sessionId: token.sessionId, refreshToken: next };
    },

    revoke,

    async revokeByRefreshToken(refreshToken: string, now: Date): Promise<void> {
      const token = await db.selectFrom('refreshTokens').select('sessionId').where('tokenHash', '=', sha256(refreshToken)).executeTakeFirst();
      if (token) await revoke(token.sessionId, now);
    },

    async revokeAllOfUser(userId: number, now: Date): Promise<void> {
      await revokeWhere('userId', userId, now);
    },
  };
}
