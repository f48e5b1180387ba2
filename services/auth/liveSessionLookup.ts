import { isEmbedded, type DB } from '~/services/db';
import { nextTurnScheduler } from '~/services/db/nextTurn';
import type { UserRow } from '~/services/db/schema';

// Every authenticated request checks its session in the database (services/API.md § Tokens: a revoked session's token
// is refused before it expires). Under load that one statement a request was most of what a cheap request cost the
// database: bench:chat's sends spent more statements signing in than writing (issue 16). Requests that arrive while a
// check is in flight now share the next one: one statement reads every session they name. Each request's check still
// starts after it arrived, so a revocation committed before a request came in is always seen.

/** sessions one statement reads at most (the rest wait for the next) */
export const SESSION_LOOKUP_BATCH_MAX = 200;
/** checks in flight at once on PostgreSQL (the embedded database runs one statement at a time anyway) */
export const SESSION_LOOKUPS_IN_FLIGHT = 2;

export interface LiveSession {
  user: UserRow;
  rememberMe: boolean;
}

/**
 * Whether a session row that is not revoked (both readers filter `revoked_at is null` in SQL) is live for a request
 * of `userUuid` at `now`: its member's and not expired. Services' chat send batch reads sessions too (sendBatch.ts).
 */
export const isLiveFor = (row: { uuid: string; sessionExpiresAt: Date }, userUuid: string, now: Date): boolean =>
  row.uuid === userUuid && row.sessionExpiresAt > now;

interface Asked {
  sessionId: string;
  userUuid: string;
  now: Date;
  resolve: (session: LiveSession | null) => void;
  reject: (error: unknown) => void;
}

/**
 * `find(sessionId, userUuid, now)`: the user of a live session (not revoked, not expired at `now`, of that user), or
 * null. With nothing in flight a check starts at once (on the embedded database one event-loop turn later, after the
 * requests read in the same poll asked theirs); otherwise it waits for the next statement, which answers every check
 * that waited.
 */
export function createLiveSessionLookup(db: DB) {
  const embedded = isEmbedded(db);
  const slots = embedded ? 1 : SESSION_LOOKUPS_IN_FLIGHT;
  const queue: Asked[] = [];
  let running = 0;

  async function run(batch: Asked[]) {
    try {
      const ids = [...new Set(batch.map((asked) => asked.sessionId))];
      const rows = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .selectAll('users')
        .select(['sessions.id as sessionId', 'sessions.rememberMe as sessionRememberMe', 'sessions.expiresAt as sessionExpiresAt'])
        .where('sessions.id', 'in', ids)
        .where('sessions.revokedAt', 'is', null)
        .execute();
      const byId = new Map(rows.map((row) => [row.sessionId, row]));
      for (const asked of batch) {
        const row = byId.get(asked.sessionId);
        if (!row || !isLiveFor(row, asked.userUuid, asked.now)) {
          asked.resolve(null);
          continue;
        }
        const { sessionId: _id, sessionRememberMe, sessionExpiresAt: _expires, ...user } = row;
        asked.resolve({ user, rememberMe: sessionRememberMe });
      }
    } catch (error) {
      for (const asked of batch) asked.reject(error);
    }
  }

  function pump() {
    while (running < slots && queue.length > 0) {
      running++;
      void run(queue.splice(0, SESSION_LOOKUP_BATCH_MAX)).finally(() => {
        running--;
        pump();
      });
    }
  }

  const schedule = nextTurnScheduler(embedded, () => pump());

  return {
    find(sessionId: string, userUuid: string, now: Date): Promise<LiveSession | null> {
      return new Promise((resolve, reject) => {
        queue.push({ sessionId, userUuid, now, resolve, reject });
        schedule();
      });
    },
  };
}
