import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES } from '~/common/constants';
import type { DB } from '~/services/db';

/** Failed logins per attempted account and per client address; 5 within 15 minutes lock either (429). */
export function createLoginFailuresRepository(db: DB) {
  const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);

  return {
    /** Whether either is locked, and the account's recent failures (none: nothing to clear after a success). */
    async check(username: string, address: string, now: Date): Promise<{ locked: boolean; accountFailures: number }> {
      const since = windowStart(now);
      const { byAccount, byAddress } = await db
        .selectFrom('loginFailures')
        .select((eb) => [
          eb.fn.countAll<string>().filterWhere('username', '=', username).as('byAccount'),
          eb.fn.countAll<string>().filterWhere('address', '=', address).as('byAddress'),
        ])
        .where('createdAt', '>', since)
        .where((eb) => eb.or([eb('username', '=', username), eb('address', '=', address)]))
        .executeTakeFirstOrThrow();
      return { locked: Number(byAccount) >= LOGIN_FAILURE_LIMIT || Number(byAddress) >= LOGIN_FAILURE_LIMIT, accountFailures: Number(byAccount) };
    },

    async record(username: string, address: string, now: Date): Promise<void> {
      await db.insertInto('loginFailures').values({ username, address, createdAt: now }).execute();
      // old rows say nothing any more; keep the table small
      await db.deleteFrom('loginFailures').where('createdAt', '<', windowStart(now)).execute();
    },

    /** After a successful login or a password reset the account starts with a clean slate. */
    async clearAccount(username: string): Promise<void> {
      await db.deleteFrom('loginFailures').where('username', '=', username).execute();
    },
  };
}
