import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inTransaction } from '~/services/db/transaction';
import { runEvery, tryRoundLock } from '~/services/shared/schedule';
import { emitPresence, staleBefore } from './presence';
import { endsAt, loadGroupHookups } from './repository';
import { emitChanged } from './transitions';

export interface SchedulerRun {
  /** false when another replica held the lock, so this one did nothing */
  ran: boolean;
  completed: string[];
  /** group hookups whose room lost someone to the 45 s presence timeout */
  presenceExpired: string[];
}

/**
 * services/API.md § Rules: APPROVED group hookups whose start + duration passed become COMPLETED, and stale presence
 * is dropped, each with its event. One replica at a time: the run holds a transaction-scoped advisory lock and a
 * replica that cannot take it skips the round.
 */
export function createGroupHookupScheduler(fastify: Pick<FastifyInstance, 'db'>) {
  const { db } = fastify;
  return {
    runOnce: (now: Date): Promise<SchedulerRun> =>
      inTransaction(db, async (trx) => {
        if (!(await tryRoundLock(trx, 'group-hookup-scheduler'))) return { ran: false, completed: [], presenceExpired: [] };
        const completed = await trx
          .updateTable('groupHookups')
          .set({ status: 'COMPLETED', updatedOn: now })
          .where('status', '=', 'APPROVED')
          .where(endsAt, '<=', now)
          .returning('id')
          .execute();
        const expired = await trx.deleteFrom('groupHookupPresence').where('lastSeenAt', '<=', staleBefore(now)).returning('groupHookupId').execute();
        const expiredIds = [...new Set(expired.map((row) => row.groupHookupId))].sort((a, b) => a - b);
        // events last: the outbox lock is taken after the row locks, like every other writer does
        const groupHookups = await loadGroupHookups(trx, completed.map((row) => row.id).sort((a, b) => a - b));
        for (const groupHookup of groupHookups) await emitChanged(trx, 'completed', null, groupHookup);
        for (const id of expiredIds) await emitPresence(trx, id, now);
        const expiredUuids = await Promise.all(
          expiredIds.map(async (id) => (await trx.selectFrom('groupHookups').select('uuid').where('id', '=', id).executeTakeFirstOrThrow()).uuid),
        );
        return { ran: true, completed: groupHookups.map((g) => g.uuid), presenceExpired: expiredUuids };
      }),
  };
}

/** Runs the scheduler every GROUP_HOOKUP_SCHEDULER_MS (30 s by default) on the injectable clock; 0 turns it off. */
export default fp(
  async (fastify) => {
    if (fastify.config.groupHookupSchedulerMs === 0) return;
    const scheduler = createGroupHookupScheduler(fastify);
    runEvery(fastify, fastify.config.groupHookupSchedulerMs, 'group hookup scheduler', scheduler.runOnce);
  },
  { name: 'group-hookup-scheduler', dependencies: ['config', 'db', 'events'] },
);
