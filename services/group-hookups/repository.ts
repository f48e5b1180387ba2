import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { DB } from '~/services/db';
import type { Database, UserRow } from '~/services/db/schema';
import { toPage, type Page } from '~/services/shared/paging';
import { isUuid } from '~/services/shared/uuid';
import type { Viewer } from '~/services/shared/viewer';
import { attendedBy, participationsIn } from './participants';
import { fullName } from '~/services/users/repository';
import type { GroupHookup, ListQueryType, Person } from './schemas';

type Executor = Kysely<Database>;
type Scope = ExpressionBuilder<Database, 'groupHookups'>;

/** start + duration in SQL: the moment a group hookup has ended (common/groupHookupRules endsAt in TypeScript) */
export const endsAt = sql<Date>`(group_hookups.start_date + group_hookups.duration * interval '1 minute')`;

export function toPerson(user: Pick<UserRow, 'uuid' | 'firstName' | 'lastName' | 'imageUrl' | 'jobPosition' | 'roles'>): Person {
  return { uuid: user.uuid, fullName: fullName(user), imageUrl: user.imageUrl, jobPosition: user.jobPosition, roles: user.roles };
}

const personColumns = ['users.uuid', 'users.firstName', 'users.lastName', 'users.imageUrl', 'users.jobPosition', 'users.roles'] as const;

/** an active (not left) participant row of the viewer for the outer group hookup */
const attending = (eb: Scope, userId: number) => eb('groupHookups.id', 'in', attendedBy(userId));

/**
 * services/API.md § Who sees what, within the viewer's organisation, for one group hookup opened by its uuid (the
 * link): APPROVED/COMPLETED ones to every member, private ones too (private means unlisted, not secret: whoever has
 * the link may open and attend it); PENDING and NOT ACCEPTED to the host; CANCELED to the host and the participants;
 * admins see all.
 */
export const visibleTo = (viewer: Viewer) => (eb: Scope) => {
  const sameOrganization = eb('groupHookups.organizationId', '=', viewer.organizationId);
  if (viewer.admin) return sameOrganization;
  return eb.and([
    sameOrganization,
    eb.or([
      eb('groupHookups.hostId', '=', viewer.id),
      eb('groupHookups.status', 'in', ['APPROVED', 'COMPLETED']),
      eb.and([eb('groupHookups.status', '=', 'CANCELED'), attending(eb, viewer.id)]),
    ]),
  ]);
};

/**
 * What the lists (GET /group-hookup/all, /group-hookup/highlighted) show: the visible ones (visibleTo) except private
 * ones, which are listed only for their host, their participants and admins.
 */
export const listedFor = (viewer: Viewer) => (eb: Scope) => {
  const visible = visibleTo(viewer)(eb);
  if (viewer.admin) return visible;
  return eb.and([
    visible,
    eb.or([eb('groupHookups.private', '=', false), eb('groupHookups.hostId', '=', viewer.id), attending(eb, viewer.id)]),
  ]);
};

/**
 * Full GroupHookup objects for these ids, in the order given, in one query: each row carries its active participants
 * (a json array, in the order they joined). Every change of a group hookup loads it inside its transaction to write
 * its event, so this is on the path from a change to its subscribers.
 */
export async function loadGroupHookups(db: Executor, ids: number[]): Promise<GroupHookup[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('groupHookups')
    .innerJoin('users', 'users.id', 'groupHookups.hostId')
    .selectAll('groupHookups')
    .select(['users.uuid as hostUuid', 'users.firstName', 'users.lastName', 'users.imageUrl', 'users.jobPosition', 'users.roles'])
    .select((eb) =>
      jsonArrayFrom(
        participationsIn(eb.ref('groupHookups.id'))
          .innerJoin('users', 'users.id', 'groupHookupParticipants.userId')
          .select(personColumns)
          .orderBy('groupHookupParticipants.joinedAt')
          .orderBy('users.id'),
      ).as('participants'),
    )
    .where('groupHookups.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids
    .map((id) => byId.get(id))
    .filter((row) => row !== undefined)
    .map((row) => {
      const people = row.participants.map(toPerson);
      const host = toPerson({ ...row, uuid: row.hostUuid });
      return {
        uuid: row.uuid,
        organizationUUID: row.organizationId,
        title: row.title,
        description: row.description,
        whoShouldJoin: row.whoShouldJoin,
        whyShouldJoin: row.whyShouldJoin,
        whatWillDiscuss: row.whatWillDiscuss,
        category: row.category,
        startDate: row.startDate.toISOString(),
        duration: row.duration,
        maxParticipants: row.maxParticipants,
        slotsLeft: Math.max(0, row.maxParticipants - people.length),
        status: row.status,
        private: row.private,
        sponsored: row.sponsored,
        highlighted: row.highlighted,
        tags: row.tags,
        imageUrl: row.imageUploadId ? `/uploads/${row.imageUploadId}` : null,
        host,
        hostUUID: host.uuid,
        hostFullName: host.fullName,
        hostImageUrl: host.imageUrl,
        hostRoles: host.roles,
        participants: people,
        cancellationReason: row.cancellationReason,
        createdOn: row.createdOn.toISOString(),
        updatedOn: row.updatedOn.toISOString(),
      };
    });
}

export async function loadGroupHookup(db: Executor, id: number): Promise<GroupHookup> {
  const [groupHookup] = await loadGroupHookups(db, [id]);
  if (!groupHookup) throw new Error(`group hookup ${id} vanished`);
  return groupHookup;
}

export function createGroupHookupsRepository(db: DB) {
  return {
    /** The group hookup if the viewer may open it by its uuid (private ones too), else null (also for a malformed uuid). */
    async findVisible(uuid: string, viewer: Viewer): Promise<GroupHookup | null> {
      if (!isUuid(uuid)) return null;
      const row = await db.selectFrom('groupHookups').select('id').where('uuid', '=', uuid).where(visibleTo(viewer)).executeTakeFirst();
      return row ? loadGroupHookup(db, row.id) : null;
    },

    /** GET /group-hookup/public: non-private APPROVED/COMPLETED ones, participants' details left out. */
    async findPublic(uuid: string): Promise<GroupHookup | null> {
      if (!isUuid(uuid)) return null;
      const row = await db
        .selectFrom('groupHookups')
        .select('id')
        .where('uuid', '=', uuid)
        .where('private', '=', false)
        .where('status', 'in', ['APPROVED', 'COMPLETED'])
        .executeTakeFirst();
      return row ? { ...(await loadGroupHookup(db, row.id)), participants: [] } : null;
    },

    /** GET /group-hookup/all: one page of the view (listed ones only: private ones are unlisted), soonest first (past: latest first). */
    async list(viewer: Viewer, query: ListQueryType, now: Date): Promise<Page<GroupHookup>> {
      let scope = db.selectFrom('groupHookups').where(listedFor(viewer));
      if (query.view === 'upcoming') scope = scope.where('status', '=', 'APPROVED').where(endsAt, '>', now);
      if (query.view === 'mine') scope = scope.where((eb) => attending(eb, viewer.id)).where(endsAt, '>', now);
      if (query.view === 'hosting') scope = scope.where('hostId', '=', viewer.id).where(endsAt, '>', now);
      if (query.view === 'past') scope = scope.where('status', 'in', ['APPROVED', 'COMPLETED']).where(endsAt, '<=', now);
      if (query.category) scope = scope.where('category', '=', query.category);
      if (query.status) scope = scope.where('status', '=', query.status);
      if (query.from) scope = scope.where('startDate', '>=', new Date(query.from));
      if (query.to) scope = scope.where('startDate', '<=', new Date(query.to));
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const direction = query.view === 'past' ? 'desc' : 'asc';
      const ids = await scope
        .select('id')
        .orderBy('startDate', direction)
        .orderBy('id', direction)
        .limit(query.size)
        .offset(query.page * query.size)
        .execute();
      return toPage(await loadGroupHookups(db, ids.map((row) => row.id)), count, query);
    },

    /** GET /group-hookup/highlighted: highlighted, APPROVED, not ended, listed for the viewer; soonest first. */
    async highlighted(viewer: Viewer, now: Date): Promise<GroupHookup[]> {
      const rows = await db
        .selectFrom('groupHookups')
        .select('id')
        .where(listedFor(viewer))
        .where('highlighted', '=', true)
        .where('status', '=', 'APPROVED')
        .where(endsAt, '>', now)
        .orderBy('startDate')
        .orderBy('id')
        .limit(50)
        .execute();
      return loadGroupHookups(db, rows.map((row) => row.id));
    },

    async categories(): Promise<{ name: string; label: string }[]> {
      return db.selectFrom('groupHookupCategories').select(['name', 'label']).orderBy('position').execute();
    },

    async categoryExists(name: string): Promise<boolean> {
      return (await db.selectFrom('groupHookupCategories').select('name').where('name', '=', name).executeTakeFirst()) !== undefined;
    },
  };
}
