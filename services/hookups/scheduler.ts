import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HOOKUP_ERROR_CODES } from '~/common/constants';
import { CodedError } from '~/services/errors';
import { inTransaction } from '~/services/db/transaction';
import { runEvery, tryRoundLock } from '~/services/shared/schedule';
import { runMatching } from '~/services/time-cycles/run';
import type { MatchingRun } from '~/services/time-cycles/schemas';
import { loadHookups } from './repository';
import { emitHookupChanged } from './transitions';

export interface HookupSchedulerRun {
  /** false when another replica held the lock, so this one did nothing */
  ran: boolean;
  /** uuids of hookups that became COMPLETED / EXPIRED */
  completed: string[];
  expired: string[];
  /** the scheduled matching runs of due cycles */
  runs: MatchingRun[];
}

type SchedulerHost = Pick<FastifyInstance, 'config' | 'db' | 'mailer' | 'log'>;

/**
 * services/API.md § States and § Matching: hookups whose end passed become COMPLETED (CONFIRMED) or EXPIRED (PENDING),
 * each with its event, then every active cycle whose next_run_at passed runs. One replica at a time: the round holds a
 * transaction-scoped advisory lock and a replica that cannot take it skips; each cycle run takes its own lock too, and
 * re-checks under it that the cycle is still due.
 */
export function createHookupScheduler(fastify: SchedulerHost) {
  const { db, log } = fastify;
  return {
    async runOnce(now: Date): Promise<HookupSchedulerRun> {
      const ended = await inTransaction(db, async (trx) => {
        if (!(await tryRoundLock(trx, 'hookup-scheduler'))) return null;
        const completed = await trx
          .updateTable('hookups')
          .set({ status: 'COMPLETED', updatedOn: now })
          .where('status', '=', 'CONFIRMED')
          .where('endDateTime', '<=', now)
          .returning('id')
          .execute();
        const expired = await trx
          .updateTable('hookups')
          .set({ status: 'EXPIRED', updatedOn: now })
          .where('status', '=', 'PENDING')
          .where('endDateTime', '<=', now)
          .returning('id')
          .execute();
        // events last: the outbox lock is taken after the row locks, like every other writer does
        const sorted = (list: { id: number }[]) => list.map((row) => row.id).sort((a, b) => a - b);
        const completedHookups = await loadHookups(trx, sorted(completed));
        const expiredHookups = await loadHookups(trx, sorted(expired));
        for (const hookup of completedHookups) await emitHookupChanged(trx, 'completed', null, hookup);
        for (const hookup of expiredHookups) await emitHookupChanged(trx, 'expired', null, hookup);
        return { completed: completedHookups.map((h) => h.uuid), expired: expiredHookups.map((h) => h.uuid) };
      });
      if (!ended) return { ran: false, completed: [], expired: [], runs: [] };

      const due = await db
        .selectFrom('timeCycles')
        .select('id')
        .where('active', '=', true)
        .where('nextRunAt', '<=', now)
        .orderBy('nextRunAt')
        .orderBy('id')
        .execute();
      const runs: MatchingRun[] = [];
      for (const { id } of due) {
        try {
          const run = await runMatching(fastify, id, { trigger: 'SCHEDULE', triggeredBy: null, now });
          if (run) runs.push(run);
        } catch (err) {
          // another replica or an admin is running it: that run moves it on
          if (err instanceof CodedError && err.errorCode === HOOKUP_ERROR_CODES.matchingInProgress) continue;
          log.error({ err, timeCycleId: id }, 'scheduled matching run failed');
        }
      }
      return { ran: true, ...ended, runs };
    },
  };
}

/** Runs the scheduler every HOOKUP_SCHEDULER_MS (30 s by default) on the injectable clock; 0 turns it off. */
export default fp(
  async (fastify) => {
    if (fastify.config.hookupSchedulerMs === 0) return;
    const scheduler = createHookupScheduler(fastify);
    runEvery(fastify, fastify.config.hookupSchedulerMs, 'hookup scheduler', (now) => scheduler.runOnce(now));
  },
  { name: 'hookup-scheduler', dependencies: ['config', 'db', 'events', 'mail'] },
);
