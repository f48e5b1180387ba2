import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HOOKUP_ERROR_CODES } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages';
import { CodedError } from '~/services/errors';
import { loadHookups } from '~/services/hookups/repository';
import { emitHookupChanged } from '~/services/hookups/transitions';
import { nextRunAfter, planMatching } from '~/services/matching/plan';
import { inTransaction } from '~/services/db/transaction';
import { inactive, notFound, toMatchingRun } from './repository';
import type { MatchingRun } from './schemas';

export interface RunOptions {
  trigger: 'SCHEDULE' | 'ADMIN';
  /** the admin who asked (null: the scheduler) */
  triggeredBy: number | null;
  /** uuid of that admin, the events' actorUUID (null: the system) */
  actorUUID?: string | null;
  now: Date;
  /** only this organisation's cycle (an admin's call); the scheduler leaves it out */
  organizationId?: string;
  seed?: number;
}

export const matchingInProgress = () => new CodedError(409, HOOKUP_ERROR_CODES.matchingInProgress, M.matchingInProgress);

/**
 * services/API.md § Matching: one run of a cycle in one transaction. A transaction-scoped advisory lock per cycle
 * keeps runs of the same cycle (other replicas, a scheduled and an admin run) from overlapping: the second answers
 * 409 1010. The plan's pairs become PENDING hookups with their score and reasons, matched members' missed_runs go
 * back to 0 and unmatched eligible ones go up by 1, the cycle records the run (a scheduled run also moves
 * next_run_at one period on), one `hookup.changed` 'matched' event per hookup (the notifications consumer mails the
 * .ics invites from it).
 * A scheduled run of a cycle that is no longer due (another replica just ran it) answers null.
 */
export async function runMatching(
  fastify: Pick<FastifyInstance, 'config' | 'db'>,
  cycleId: number,
  options: RunOptions,
): Promise<MatchingRun | null> {
  const { config, db } = fastify;
  const { now, trigger } = options;
  return inTransaction(db, async (trx): Promise<MatchingRun | null> => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(current_schema() || '.matching.' || ${String(cycleId)})) as locked`.execute(
      trx,
    );
    if (!rows[0]?.locked) throw matchingInProgress();
    let cycleQuery = trx.selectFrom('timeCycles').selectAll().where('id', '=', cycleId);
    if (options.organizationId) cycleQuery = cycleQuery.where('organizationId', '=', options.organizationId);
    const cycle = await cycleQuery.forUpdate().executeTakeFirst();
    if (!cycle) throw notFound();
    if (!cycle.active) throw inactive();
    if (trigger === 'SCHEDULE' && cycle.nextRunAt > now) return null;

    const plan = await planMatching(trx, cycle, now, options.seed ?? 0);
    const run = await trx
      .insertInto('matchingRuns')
      .values({
        timeCycleId: cycle.id,
        trigger,
        triggeredBy: options.triggeredBy,
        windowStart: plan.windowStart,
        windowEnd: plan.windowEnd,
        candidates: plan.candidates.length,
        pairs: plan.pairs.length,
        unmatched: plan.unmatched.length,
        totalScore: plan.totalScore,
        repeatedNoShows: plan.repeatedNoShows.length,
        seed: options.seed ?? 0,
        startedAt: now,
        finishedAt: config.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    const inserted = plan.pairs.length
      ? await trx
          .insertInto('hookups')
          .values(
            plan.pairs.map((pair) => ({
              organizationId: cycle.organizationId,
              firstParticipantId: pair.firstId,
              secondParticipantId: pair.secondId,
              startDateTime: pair.start,
              endDateTime: pair.end,
              status: 'PENDING' as const,
              timeCycleId: cycle.id,
              matchingRunId: run.id,
              matchScore: pair.score,
              matchReasons: pair.reasons,
              cancellationReason: null,
              cancelledById: null,
              firstParticipantGoogleEventId: null,
              secondParticipantGoogleEventId: null,
              createdOn: now,
              updatedOn: now,
            })),
          )
          .returning('id')
          .execute()
      : [];

    const matched = plan.pairs.flatMap((pair) => [pair.firstId, pair.secondId]);
    if (matched.length) await trx.updateTable('userTimeCycles').set({ missedRuns: 0 }).where('userId', 'in', matched).execute();
    if (plan.unmatched.length) {
      await trx
        .updateTable('userTimeCycles')
        .set((eb) => ({ missedRuns: eb('missedRuns', '+', 1) }))
        .where('userId', 'in', plan.unmatched)
        .where('timeCycleId', '=', cycle.id)
        .execute();
    }

    let nextRunAt = cycle.nextRunAt;
    if (trigger === 'SCHEDULE') {
      // a scheduler that was off for a while does not run the missed periods one after the other
      do nextRunAt = nextRunAfter(nextRunAt, cycle.cadence);
      while (nextRunAt <= now);
    }
    await trx.updateTable('timeCycles').set({ lastRunAt: now, nextRunAt }).where('id', '=', cycle.id).execute();

    // events last: the outbox lock is taken after the row locks, like every other writer does
    const hookups = await loadHookups(trx, inserted.map((row) => row.id));
    for (const hookup of hookups) await emitHookupChanged(trx, 'matched', options.actorUUID ?? null, hookup);
    return toMatchingRun(run);
  });
}
