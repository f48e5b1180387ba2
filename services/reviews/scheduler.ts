import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inTransaction } from '~/services/db/transaction';
import { runEvery, tryRoundLock } from '~/services/shared/schedule';
import { recordNoShows, revealDue } from './repository';
import { requestReviews } from './requests';

export interface ReviewSchedulerRun {
  /** false when another replica held the lock */
  ran: boolean;
  revealed: string[];
  noShows: number;
  /** review requests sent (members asked to review a meeting) */
  requested: number;
}

/**
 * The reviews' scheduled pass: records no-shows of completed hookups, asks each member who may now review a meeting
 * (once per meeting, late joiners too) and reveals sealed reviews whose 14-day window closed. One replica at a time (a transaction-scoped advisory lock); both steps only touch rows not yet handled, so a
 * repeated round changes nothing.
 */
export function createReviewScheduler(fastify: Pick<FastifyInstance, 'db'>) {
  return {
    runOnce: (now: Date): Promise<ReviewSchedulerRun> =>
      inTransaction(fastify.db, async (trx) => {
        if (!(await tryRoundLock(trx, 'review-scheduler'))) return { ran: false, revealed: [], noShows: 0, requested: 0 };
        const noShows = await recordNoShows(trx, now);
        // events last: requestReviews and revealDue emit after their row changes
        const requested = await requestReviews(trx, now);
        const revealed = await revealDue(trx, now);
        return { ran: true, revealed, noShows, requested };
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
