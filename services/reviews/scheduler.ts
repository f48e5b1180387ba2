import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inTransaction } from '~/services/db/transaction';
import { runEvery, tryRoundLock } from '~/services/shared/schedule';
import { recordNoShows, revealDue } from './repository';

export interface ReviewSchedulerRun {
  /** false when another replica held the lock */
  ran: boolean;
  revealed: string[];
  noShows: number;
}

/**
 * The reviews' scheduled pass: reveals sealed reviews whose 14-day window closed and records no-shows of completed
 * hookups. One replica at a time (a transaction-scoped advisory lock); both steps only touch rows not yet handled, so a
 * repeated round changes nothing.
 */
export function createReviewScheduler(fastify: Pick<FastifyInstance, 'db'>) {
  return {
    runOnce: (now: Date): Promise<ReviewSchedulerRun> =>
      inTransaction(fastify.db, async (trx) => {
        if (!(await tryRoundLock(trx, 'review-scheduler'))) return { ran: false, revealed: [], noShows: 0 };
        const noShows = await recordNoShows(trx, now);
        // events last: revealDue emits after its row updates
        const revealed = await revealDue(trx, now);
        return { ran: true, revealed, noShows };
      }),
  };
}

/** Runs with the hookup scheduler's period (HOOKUP_SCHEDULER_MS; 0 turns both off). */
export default fp(
  async (fastify) => {
    if (fastify.config.hookupSchedulerMs === 0) return;
    const scheduler = createReviewScheduler(fastify);
    runEvery(fastify, fastify.config.hookupSchedulerMs, 'review scheduler', (now) => scheduler.runOnce(now));
  },
  { name: 'review-scheduler', dependencies: ['config', 'db', 'events'] },
);
