import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { MAX_RESCHEDULES } from '~/common/constants';
import type { DB } from '~/services/db';
import type { Database, HookupRow, HookupStatus } from '~/services/db/schema';
import { toPerson } from '~/services/group-hookups/repository';
import { containsPattern } from '~/services/shared/search';
import { isUuid } from '~/services/shared/uuid';
import { type Page, toPage } from '~/services/shared/paging';
import type { Viewer } from '~/services/shared/viewer';
import type { Person } from '~/services/group-hookups/schemas';
import type { AdminListQueryType, Hookup, MemberListQueryType } from './schemas';

export type { Viewer };
type Executor = Kysely<Database>;
type Scope = ExpressionBuilder<Database, 'hookups'>;

/** the statuses of a hookup still to happen (they block their members' time) */
export const OPEN_STATUSES: HookupStatus[] = ['PENDING', 'CONFIRMED'];

/** the viewer is one of the two members */
export const isParticipant = (row: Pick<HookupRow, 'firstParticipantId' | 'secondParticipantId'>, userId: number) =>
  row.firstParticipantId === userId || row.secondParticipantId === userId;

const involves = (userId: number) => (eb: Scope) =>
  eb.or([eb('hookups.firstParticipantId', '=', userId), eb('hookups.secondParticipantId', '=', userId)]);

/** services/API.md: a participant or an admin of the hookup's organisation sees it; everybody else gets 404 1001. */
export const visibleTo = (viewer: Viewer) => (eb: Scope) => {
  const sameOrganization = eb('hookups.organizationId', '=', viewer.organizationId);
  return viewer.admin ? sameOrganization : eb.and([sameOrganization, involves(viewer.id)(eb)]);
};

/** Full Hookup objects for these ids, in the order given. */
export async function loadHookups(db: Executor, ids: number[]): Promise<Hookup[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('hookups')
    .leftJoin('timeCycles', 'timeCycles.id', 'hookups.timeCycleId')
    .innerJoin('organizations', 'organizations.id', 'hookups.organizationId')
    .selectAll('hookups')
    .select(['timeCycles.name as timeCycleName', 'timeCycles.isDefault as timeCycleIsDefault'])
    .where('hookups.id', 'in', ids)
    .execute();
  const userIds = [...new Set(rows.flatMap((row) => [row.firstParticipantId, row.secondParticipantId, ...(row.cancelledById ? [row.cancelledById] : [])]))];
  const users = await db
    .selectFrom('users')
    .select(['id', 'uuid', 'firstName', 'lastName', 'imageUrl', 'jobPosition', 'roles'])
    .where('id', 'in', userIds)
    .execute();
  const people = new Map<number, Person>(users.map((user) => [user.id, toPerson(user)]));
  const person = (id: number) => {
    const found = people.get(id);
    if (!found) throw new Error(`user ${id} of a hookup vanished`);
    return found;
  };
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((row) => ({
      id: row.id,
      uuid: row.uuid,
      organizationUUID: row.organizationId,
      firstParticipant: person(row.firstParticipantId),
      secondParticipant: person(row.secondParticipantId),
      firstParticipantGoogleEventId: row.firstParticipantGoogleEventId,
      secondParticipantGoogleEventId: row.secondParticipantGoogleEventId,
      videoCallId: row.videoCallId,
      startDateTime: row.startDateTime.toISOString(),
      endDateTime: row.endDateTime.toISOString(),
      createdOn: row.createdOn.toISOString(),
      updatedOn: row.updatedOn.toISOString(),
      timeCycleId: row.timeCycleId,
      timeCycleName: row.timeCycleName ?? null,
      isDefaultTimeCycle: row.timeCycleIsDefault ?? false,
      hookupStatus: row.status,
      rescheduled: row.rescheduleCount > 0,
      rescheduleCount: row.rescheduleCount,
      reschedulesLeft: Math.max(0, MAX_RESCHEDULES - row.rescheduleCount),
      confirmed: row.firstConfirmed && row.secondConfirmed,
      firstParticipantConfirmed: row.firstConfirmed,
      secondParticipantConfirmed: row.secondConfirmed,
      matchScore: row.matchScore,
      matchReasons: row.matchReasons,
      cancellationReason: row.cancellationReason,
      cancelledBy: row.cancelledById ? person(row.cancelledById) : null,
      sequence: row.sequence,
    }));
}

export async function loadHookup(db: Executor, id: number): Promise<Hookup> {
  const [hookup] = await loadHookups(db, [id]);
  if (!hookup) throw new Error(`hookup ${id} vanished`);
  return hookup;
}

async function pageOf(db: Executor, ids: { id: number }[], count: string | number | bigint, page: number, size: number): Promise<Page<Hookup>> {
  return toPage(await loadHookups(db, ids.map((row) => row.id)), count, { page, size });
}

export function createHookupsRepository(db: DB) {
  return {
    /** The hookup if the viewer may see it (a participant or an admin of its organisation), else null. */
    async findVisible(uuid: string, viewer: Viewer): Promise<Hookup | null> {
      if (!isUuid(uuid)) return null;
      const row = await db.selectFrom('hookups').select('id').where('uuid', '=', uuid).where(visibleTo(viewer)).executeTakeFirst();
      return row ? loadHookup(db, row.id) : null;
    },

    /** The row if the viewer is one of its two members (not merely an admin). */
    async findOwnRow(uuid: string, viewer: Viewer): Promise<HookupRow | null> {
      if (!isUuid(uuid)) return null;
      const row = await db
        .selectFrom('hookups')
        .selectAll()
        .where('uuid', '=', uuid)
        .where('organizationId', '=', viewer.organizationId)
        .where(involves(viewer.id))
        .executeTakeFirst();
      return row ?? null;
    },

    /** GET /hookup-user/hookups: upcoming (open, not ended; soonest first), past (the rest; latest first) or all. */
    async listOwn(viewer: Viewer, query: MemberListQueryType, now: Date): Promise<Page<Hookup>> {
      let scope = db.selectFrom('hookups').where('organizationId', '=', viewer.organizationId).where(involves(viewer.id));
      if (query.view === 'upcoming') scope = scope.where('status', 'in', OPEN_STATUSES).where('endDateTime', '>', now);
      if (query.view === 'past') scope = scope.where((eb) => eb.or([eb('status', 'not in', OPEN_STATUSES), eb('endDateTime', '<=', now)]));
      if (query.from) scope = scope.where('startDateTime', '>=', new Date(query.from));
      if (query.to) scope = scope.where('startDateTime', '<=', new Date(query.to));
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const direction = query.view === 'upcoming' ? 'asc' : 'desc';
      const ids = await scope
        .select('id')
        .orderBy('startDateTime', direction)
        .orderBy('id', direction)
        .limit(query.size)
        .offset(query.page * query.size)
        .execute();
      return pageOf(db, ids, count, query.page, query.size);
    },

    /** GET /hookup-user/next-hookup-details: the soonest open hookup not ended. */
    async next(viewer: Viewer, now: Date): Promise<Hookup | null> {
      const row = await db
        .selectFrom('hookups')
        .select('id')
        .where('organizationId', '=', viewer.organizationId)
        .where(involves(viewer.id))
        .where('status', 'in', OPEN_STATUSES)
        .where('endDateTime', '>', now)
        .orderBy('startDateTime')
        .orderBy('id')
        .executeTakeFirst();
      return row ? loadHookup(db, row.id) : null;
    },

    /** GET /user/total-hookups */
    async totals(viewer: Viewer, now: Date): Promise<{ total: number; completed: number; upcoming: number }> {
      const row = await db
        .selectFrom('hookups')
        .select([
          sql<string>`count(*) filter (where status <> 'CANCELLED')`.as('total'),
          sql<string>`count(*) filter (where status = 'COMPLETED')`.as('completed'),
          sql<string>`count(*) filter (where status in ('PENDING', 'CONFIRMED') and end_date_time > ${now})`.as('upcoming'),
        ])
        .where('organizationId', '=', viewer.organizationId)
        .where(involves(viewer.id))
        .executeTakeFirstOrThrow();
      return { total: Number(row.total), completed: Number(row.completed), upcoming: Number(row.upcoming) };
    },

    /** GET /hookup-admin/all-hookups: the organisation's hookups, latest first. */
    async listAll(organizationId: string, query: AdminListQueryType): Promise<Page<Hookup>> {
      let scope = db.selectFrom('hookups').where('organizationId', '=', organizationId);
      if (query.status) scope = scope.where('status', '=', query.status);
      if (query.from) scope = scope.where('startDateTime', '>=', new Date(query.from));
      if (query.to) scope = scope.where('startDateTime', '<=', new Date(query.to));
      const name = query.f_fullName?.trim();
      if (name) {
        const pattern = containsPattern(name);
        scope = scope.where(({ exists, selectFrom, or }) =>
          exists(
            selectFrom('users as u')
              .select('u.id')
              .where((eb) => or([eb('u.id', '=', eb.ref('hookups.firstParticipantId')), eb('u.id', '=', eb.ref('hookups.secondParticipantId'))]))
              .where(sql<boolean>`(u.first_name || ' ' || u.last_name) ilike ${pattern}`),
          ),
        );
      }
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const ids = await scope
        .select('id')
        .orderBy('startDateTime', 'desc')
        .orderBy('id', 'desc')
        .limit(query.size)
        .offset(query.page * query.size)
        .execute();
      return pageOf(db, ids, count, query.page, query.size);
    },
  };
}
