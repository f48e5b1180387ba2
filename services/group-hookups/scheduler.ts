import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { inTransaction } from '~/services/plugins/events';
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
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(current_schema() || '.group-hookup-scheduler')) as locked`.execute(trx);
        if (!rows[0]?.locked) return { ran: false, completed: [], presenceExpired: [] };
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
    const { config, log } = fastify;
    if (config.groupHookupSchedulerMs === 0) return;
    const scheduler = createGroupHookupScheduler(fastify);
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = scheduler
        .runOnce(config.now())
        .catch((err: unknown) => log.error({ err }, 'group hookup scheduler failed'))
        .finally(() => (running = null));
    }, config.groupHookupSchedulerMs);
    timer.unref();
    // stop before the database closes, letting a round in progress finish
    fastify.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'group-hookup-scheduler', dependencies: ['config', 'db', 'events'] },
);
