import type { FastifyInstance } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '~/services/db/schema';

/**
 * Takes the transaction-scoped advisory lock of the round called `name` (one per schema): false when another replica
 * holds it, which then runs this round, so the caller skips it. Released when the transaction ends.
 */
export async function tryRoundLock(trx: Transaction<Database>, name: string): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(current_schema() || ${sql.lit(`.${name}`)})) as locked`.execute(trx);
  return rows[0]?.locked === true;
}

/**
 * Runs `round` every `everyMs` on the app's injectable clock (config.now), one round at a time: a tick while one is
 * still running is skipped. A failed round is logged and the next tick tries again. The timer stops before the
 * database closes, letting a round in progress finish.
 */
export function runEvery(fastify: Pick<FastifyInstance, 'config' | 'log' | 'addHook'>, everyMs: number, name: string, round: (now: Date) => Promise<unknown>): void {
  const { config, log } = fastify;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = round(config.now())
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref();
  fastify.addHook('preClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
