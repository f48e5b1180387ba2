import { sql, type Kysely } from 'kysely';
import { HOOKUP_ERROR_CODES } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages';
import type { Database, TimeCycleRow } from '~/services/db/schema';
import { CodedError, FieldError } from '~/services/errors';
import { nextRunAfter } from '~/services/matching/plan';
import type { MatchingRun, TimeCycle, TimeCycleBodyType } from './schemas';

type Executor = Kysely<Database>;

export const notFound = () => new CodedError(404, HOOKUP_ERROR_CODES.timeCycle, M.timeCycleNotFound);
export const inactive = () => new CodedError(409, HOOKUP_ERROR_CODES.timeCycle, M.timeCycleNotFound);

function toTimeCycle(row: TimeCycleRow & { members: string | number; selected: boolean }): TimeCycle {
  return {
    id: row.id,
    name: row.name,
    cadence: row.cadence,
    hookupDuration: row.hookupDuration,
    isDefaultTimeCycle: row.isDefault,
    active: row.active,
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt ? row.lastRunAt.toISOString() : null,
    members: Number(row.members),
    selected: row.selected,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}

export function toMatchingRun(row: {
  id: number;
  timeCycleId: number;
  trigger: 'SCHEDULE' | 'ADMIN';
  windowStart: Date;
  windowEnd: Date;
  candidates: number;
  pairs: number;
  unmatched: number;
  totalScore: number;
  repeatedNoShows: number;
  startedAt: Date;
  finishedAt: Date | null;
}): MatchingRun {
  return {
    id: row.id,
    timeCycleId: row.timeCycleId,
    trigger: row.trigger,
    windowStart: row.windowStart.toISOString(),
    windowEnd: row.windowEnd.toISOString(),
    candidates: row.candidates,
    pairs: row.pairs,
    unmatched: row.unmatched,
    totalScore: row.totalScore,
    repeatedNoShows: row.repeatedNoShows,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

const isUniqueViolation = (err: unknown) => (err as { code?: string } | null)?.code === '23505';

export function createTimeCyclesRepository(db: Executor) {
  /** the organisation's cycles with their member counts and whether `userId` opted in; `onlyActive` for members */
  async function list(organizationId: string, userId: number, options: { onlyActive: boolean; id?: number }): Promise<TimeCycle[]> {
    let query = db
      .selectFrom('timeCycles')
      .selectAll('timeCycles')
      .select((eb) => [
        eb.selectFrom('userTimeCycles as u').select((e) => e.fn.countAll<string>().as('c')).whereRef('u.timeCycleId', '=', 'timeCycles.id').as('members'),
        eb
          .exists(eb.selectFrom('userTimeCycles as mine').select('mine.userId').whereRef('mine.timeCycleId', '=', 'timeCycles.id').where('mine.userId', '=', userId))
          .as('selected'),
      ])
      .where('organizationId', '=', organizationId);
    if (options.onlyActive) query = query.where('active', '=', true);
    if (options.id !== undefined) query = query.where('id', '=', options.id);
    const rows = await query.orderBy('isDefault', 'desc').orderBy(sql`lower(name)`).orderBy('id').execute();
    return rows.map((row) => toTimeCycle({ ...row, members: row.members ?? 0, selected: Boolean(row.selected) }));
  }

  async function one(organizationId: string, userId: number, id: number): Promise<TimeCycle> {
    const [cycle] = await list(organizationId, userId, { onlyActive: false, id });
    if (!cycle) throw notFound();
    return cycle;
  }

  /** a default cycle unsets the organisation's previous default; a taken name answers 409 on `name` */
  async function write(trx: Executor, organizationId: string, body: TimeCycleBodyType, work: () => Promise<number>): Promise<number> {
    if (body.isDefaultTimeCycle) {
      await trx.updateTable('timeCycles').set({ isDefault: false }).where('organizationId', '=', organizationId).where('isDefault', '=', true).execute();
    }
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new FieldError(409, 'name', M.cycleNameTaken);
      throw err;
    }
  }

  async function nameTaken(trx: Executor, organizationId: string, name: string, except: number | null): Promise<boolean> {
    let query = trx.selectFrom('timeCycles').select('id').where('organizationId', '=', organizationId).where(sql`lower(name)`, '=', name.toLowerCase());
    if (except !== null) query = query.where('id', '<>', except);
    return (await query.executeTakeFirst()) !== undefined;
  }

  return {
    list,
    one,

    async create(organizationId: string, userId: number, body: TimeCycleBodyType, now: Date): Promise<TimeCycle> {
      const id = await db.transaction().execute(async (trx) => {
        if (await nameTaken(trx, organizationId, body.name, null)) throw new FieldError(409, 'name', M.cycleNameTaken);
        return write(trx, organizationId, body, async () => {
          const row = await trx
            .insertInto('timeCycles')
            .values({
              organizationId,
              name: body.name,
              cadence: body.cadence,
              hookupDuration: body.hookupDuration ?? 30,
              isDefault: body.isDefaultTimeCycle ?? false,
              active: body.active ?? true,
              nextRunAt: body.nextRunAt ? new Date(body.nextRunAt) : nextRunAfter(now, body.cadence),
              lastRunAt: null,
              createdOn: now,
              updatedOn: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
      });
      return one(organizationId, userId, id);
    },

    /** omitted optional fields keep their values */
    async update(organizationId: string, userId: number, id: number, body: TimeCycleBodyType, now: Date): Promise<TimeCycle> {
      await db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('timeCycles').selectAll().where('id', '=', id).where('organizationId', '=', organizationId).forUpdate().executeTakeFirst();
        if (!current) throw notFound();
        if (await nameTaken(trx, organizationId, body.name, id)) throw new FieldError(409, 'name', M.cycleNameTaken);
        await write(trx, organizationId, body, async () => {
          await trx
            .updateTable('timeCycles')
            .set({
              name: body.name,
              cadence: body.cadence,
              hookupDuration: body.hookupDuration ?? current.hookupDuration,
              isDefault: body.isDefaultTimeCycle ?? current.isDefault,
              active: body.active ?? current.active,
              nextRunAt: body.nextRunAt ? new Date(body.nextRunAt) : current.nextRunAt,
              updatedOn: now,
            })
            .where('id', '=', id)
            .execute();
          return id;
        });
      });
      return one(organizationId, userId, id);
    },

    /** POST /time-cycle/select: opts into an active cycle of the organisation (null: out) */
    async select(organizationId: string, userId: number, timeCycleId: number | null, now: Date): Promise<TimeCycle[]> {
      if (timeCycleId === null) {
        await db.deleteFrom('userTimeCycles').where('userId', '=', userId).execute();
      } else {
        const cycle = await db.selectFrom('timeCycles').select('active').where('id', '=', timeCycleId).where('organizationId', '=', organizationId).executeTakeFirst();
        if (!cycle) throw notFound();
        if (!cycle.active) throw inactive();
        await db
          .insertInto('userTimeCycles')
          .values({ userId, timeCycleId, selectedAt: now })
          .onConflict((oc) =>
            oc.column('userId').doUpdateSet((eb) => ({
              timeCycleId,
              selectedAt: now,
              // a new cycle starts the priority count afresh; choosing the same one again keeps it
              missedRuns: sql<number>`case when ${eb.ref('userTimeCycles.timeCycleId')} = ${timeCycleId} then ${eb.ref('userTimeCycles.missedRuns')} else 0 end`,
            })),
          )
          .execute();
      }
      return list(organizationId, userId, { onlyActive: true });
    },

    async runs(organizationId: string, id: number): Promise<MatchingRun[]> {
      const cycle = await db.selectFrom('timeCycles').select('id').where('id', '=', id).where('organizationId', '=', organizationId).executeTakeFirst();
      if (!cycle) throw notFound();
      const rows = await db.selectFrom('matchingRuns').selectAll().where('timeCycleId', '=', id).orderBy('startedAt', 'desc').orderBy('id', 'desc').limit(20).execute();
      return rows.map(toMatchingRun);
    },
  };
}
