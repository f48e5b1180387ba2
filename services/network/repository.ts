import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Role } from '~/common/constants';
import type { DB } from '~/services/db';
import type { Database } from '~/services/db/schema';
import { attendedBy, participations, participationsIn } from '~/services/group-hookups/participants';
import { toPage, type Paging } from '~/services/shared/paging';
import { containsPattern } from '~/services/shared/search';
import { isUuid } from '~/services/shared/uuid';
import { fullName } from '~/services/users/repository';
import type { ActiveMember, AdminDirectoryMember, BlockedMember, Contact, MemberCard } from './schemas';

// services/API.md § Slice: directories. Every list is one organisation's members; a member and the people they
// blocked or who blocked them never see each other in a list (either direction hides the pair, as in matching).

/** spec §2 "Top active members": activity of the last 90 days. */
export const TOP_ACTIVE_WINDOW_DAYS = 90;
export const TOP_ACTIVE_LIMIT = 10;

const CARD_COLUMNS = [
  'users.id',
  'users.uuid',
  'users.firstName',
  'users.lastName',
  'users.imageUrl',
  'users.jobPosition',
  'users.companyName',
  'users.city',
  'users.locationName',
  'users.linkedInUrl',
  'users.roles',
] as const;

interface CardRow {
  uuid: string;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  jobPosition: string | null;
  companyName: string | null;
  city: string | null;
  locationName: string | null;
  linkedInUrl: string | null;
  roles: Role[];
}

export function toCard(row: CardRow): MemberCard {
  return {
    uuid: row.uuid,
    fullName: fullName(row),
    imageUrl: row.imageUrl,
    jobPosition: row.jobPosition,
    companyName: row.companyName,
    city: row.city,
    locationName: row.locationName,
    linkedInUrl: row.linkedInUrl,
    roles: row.roles,
  };
}

const nameMatches = (text: string) =>
  sql<SqlBool>`(users.first_name || ' ' || users.last_name) ilike ${containsPattern(text)}`;

/** Neither blocked the other (the outer query reads `users`). */
const notBlockedWith = (viewerId: number) =>
  sql<SqlBool>`not exists (select 1 from user_blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = users.id) or (b.blocker_id = users.id and b.blocked_id = ${viewerId}))`;

const hasRole = (role: Role) => sql<SqlBool>`${role} = any(users.roles)`;

export function createNetworkRepository(db: DB) {
  const members = (organizationId: string) => db.selectFrom('users').where('users.organizationId', '=', organizationId);
  /** who a signed-in member may see: active and verified, not themselves, no block either way */
  const visibleTo = (viewer: { id: number; organizationId: string }) =>
    members(viewer.organizationId).where('users.active', '=', true).where('users.verified', '=', true).where('users.id', '<>', viewer.id).where(notBlockedWith(viewer.id));

  /**
   * The people a member met (spec §2 my network): the other participant of their COMPLETED hookups and of CONFIRMED
   * ones that have ended, and the host and participants of the COMPLETED group hookups they hosted or attended.
   */
  const metBy = (me: number, now: Date) => {
    const partners = db
      .selectFrom('hookups')
      .select(sql<number>`case when first_participant_id = ${me} then second_participant_id else first_participant_id end`.as('contactId'))
      .where((eb) => eb.or([eb('firstParticipantId', '=', me), eb('secondParticipantId', '=', me)]))
      .where((eb) => eb.or([eb('status', '=', 'COMPLETED'), eb.and([eb('status', '=', 'CONFIRMED'), eb('endDateTime', '<=', now)])]));
    const attended = db
      .selectFrom('groupHookups as g')
      .select('g.id')
      .where('g.status', '=', 'COMPLETED')
      .where((eb) =>
        eb.or([
          eb('g.hostId', '=', me),
          eb('g.id', 'in', attendedBy(me)),
        ]),
      );
    const hosts = db.selectFrom('groupHookups as h').select('h.hostId as contactId').where('h.id', 'in', attended);
    const others = participations().select('groupHookupParticipants.userId as contactId').where('groupHookupParticipants.groupHookupId', 'in', attended);
    return partners.union(hosts).union(others);
  };
  const addedBy = (me: number) => db.selectFrom('userContacts').select('userContacts.contactId').where('userContacts.userId', '=', me);

  return {
    /** a member of the organisation by uuid (any state), or null; a malformed uuid is no member */
    async findMember(organizationId: string, uuid: string) {
      if (!isUuid(uuid)) return null;
      return (await members(organizationId).select([...CARD_COLUMNS, 'users.active']).where('users.uuid', '=', uuid).executeTakeFirst()) ?? null;
    },

    /** spec §2 /experts, /ambassadors: active, verified holders of the role; `viewer` hides blocks either way */
    async directory(role: Role, organizationId: string, viewerId: number | null, paging: Paging) {
      let scope = members(organizationId).where('users.active', '=', true).where('users.verified', '=', true).where(hasRole(role));
      if (viewerId !== null) scope = scope.where(notBlockedWith(viewerId));
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const rows = await scope.select(CARD_COLUMNS).orderBy('users.firstName').orderBy('users.lastName').orderBy('users.id').limit(paging.size).offset(paging.page * paging.size).execute();
      return toPage(rows.map(toCard), count, paging);
    },

    /** the admin variant: every holder of the role in the organisation, disabled and unverified ones too */
    async adminDirectory(role: Role, organizationId: string, paging: Paging) {
      const scope = members(organizationId).where(hasRole(role));
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const rows = await scope
        .select([...CARD_COLUMNS, 'users.username', 'users.phoneNumber', 'users.active', 'users.verified', 'users.lastActivity', 'users.createdOn'])
        .orderBy('users.firstName')
        .orderBy('users.lastName')
        .orderBy('users.id')
        .limit(paging.size)
        .offset(paging.page * paging.size)
        .execute();
      const elements: AdminDirectoryMember[] = rows.map((row) => ({
        ...toCard(row),
        id: row.id,
        username: row.username,
        phoneNumber: row.phoneNumber,
        active: row.active,
        verified: row.verified,
        lastActivity: row.lastActivity ? row.lastActivity.toISOString() : null,
        createdOn: row.createdOn.toISOString(),
      }));
      return toPage(elements, count, paging);
    },

    /** GET /user?fullName=: members of the viewer's organisation by name */
    async search(viewer: { id: number; organizationId: string }, name: string | undefined, paging: Paging) {
      let scope = visibleTo(viewer);
      if (name?.trim()) scope = scope.where(nameMatches(name.trim()));
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const rows = await scope.select(CARD_COLUMNS).orderBy('users.firstName').orderBy('users.lastName').orderBy('users.id').limit(paging.size).offset(paging.page * paging.size).execute();
      return toPage(rows.map(toCard), count, paging);
    },

    /** spec §2 home: the most completed hookups plus attended group hookups in the window, then the latest activity */
    async topActive(viewer: { id: number; organizationId: string }, now: Date): Promise<ActiveMember[]> {
      const since = new Date(now.getTime() - TOP_ACTIVE_WINDOW_DAYS * 24 * 3600 * 1000);
      const activity = sql<number>`((select count(*) from hookups h
          where h.status = 'COMPLETED' and h.start_date_time >= ${since} and h.start_date_time <= ${now}
            and (h.first_participant_id = users.id or h.second_participant_id = users.id))
        + (select count(*) from group_hookups g
          where g.status = 'COMPLETED' and g.start_date >= ${since} and g.start_date <= ${now}
            and (g.host_id = users.id or exists (${participationsIn(sql.ref<number>('g.id')).select(sql.lit(1).as('one')).where('groupHookupParticipants.userId', '=', sql.ref<number>('users.id'))}))))::int`;
      const rows = await visibleTo(viewer)
        .select([...CARD_COLUMNS, activity.as('activity')])
        // someone with nothing in the window and no recent sign-in is not "active"
        .where((eb: ExpressionBuilder<Database, 'users'>) => eb.or([sql<SqlBool>`${activity} > 0`, eb('users.lastActivity', '>=', since)]))
        .orderBy(sql`activity desc`)
        .orderBy(sql`users.last_activity desc nulls last`)
        .orderBy('users.id')
        .limit(TOP_ACTIVE_LIMIT)
        .execute();
      return rows.map((row) => ({ ...toCard(row), activity: Number(row.activity) }));
    },

    /** spec §2 /my-network: met or added, active, no block either way; `query` filters by name */
    async network(viewer: { id: number; organizationId: string }, query: string | undefined, paging: Paging, now: Date) {
      const met = metBy(viewer.id, now);
      const added = addedBy(viewer.id);
      let scope = members(viewer.organizationId)
        .where('users.active', '=', true)
        .where('users.id', '<>', viewer.id)
        .where(notBlockedWith(viewer.id))
        .where((eb) => eb.or([eb('users.id', 'in', met), eb('users.id', 'in', added)]));
      if (query?.trim()) scope = scope.where(nameMatches(query.trim()));
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const rows = await scope
        .select(CARD_COLUMNS)
        .select((eb) => [eb('users.id', 'in', metBy(viewer.id, now)).as('met'), eb('users.id', 'in', addedBy(viewer.id)).as('added')])
        .orderBy('users.firstName')
        .orderBy('users.lastName')
        .orderBy('users.id')
        .limit(paging.size)
        .offset(paging.page * paging.size)
        .execute();
      const elements: Contact[] = rows.map((row) => ({ ...toCard(row), met: Boolean(row.met), added: Boolean(row.added) }));
      return toPage(elements, count, paging);
    },

    async isMet(viewerId: number, contactId: number, now: Date): Promise<boolean> {
      const row = await db.selectFrom(metBy(viewerId, now).as('met')).select('met.contactId').where('met.contactId', '=', contactId).executeTakeFirst();
      return row !== undefined;
    },

    async addContact(userId: number, contactId: number, now: Date): Promise<void> {
      await db.insertInto('userContacts').values({ userId, contactId, createdAt: now }).onConflict((oc) => oc.columns(['userId', 'contactId']).doNothing()).execute();
    },

    /** false when the member was not one the user added */
    async removeContact(userId: number, contactId: number): Promise<boolean> {
      const result = await db.deleteFrom('userContacts').where('userId', '=', userId).where('contactId', '=', contactId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** 'blocker' when the user blocked the other, 'blocked' when the other blocked the user, else null */
    async blockBetween(userId: number, otherId: number): Promise<'blocker' | 'blocked' | null> {
      const rows = await db
        .selectFrom('userBlocks')
        .select(['blockerId'])
        .where((eb) => eb.or([eb.and([eb('blockerId', '=', userId), eb('blockedId', '=', otherId)]), eb.and([eb('blockerId', '=', otherId), eb('blockedId', '=', userId)])]))
        .execute();
      if (rows.some((row) => row.blockerId === userId)) return 'blocker';
      return rows.length > 0 ? 'blocked' : null;
    },

    /** blocking also drops the member from the blocker's added contacts (unblocking does not bring them back) */
    async block(blockerId: number, blockedId: number, now: Date): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('userBlocks').values({ blockerId, blockedId, createdAt: now }).onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing()).execute();
        await trx.deleteFrom('userContacts').where('userId', '=', blockerId).where('contactId', '=', blockedId).execute();
      });
    },

    async unblock(blockerId: number, blockedId: number): Promise<void> {
      await db.deleteFrom('userBlocks').where('blockerId', '=', blockerId).where('blockedId', '=', blockedId).execute();
    },

    /** the blockedUsers list (spec §3), latest first */
    async blocked(blockerId: number): Promise<BlockedMember[]> {
      const rows = await db
        .selectFrom('userBlocks as b')
        .innerJoin('users', 'users.id', 'b.blockedId')
        .select([...CARD_COLUMNS, 'b.createdAt as blockedAt'])
        .where('b.blockerId', '=', blockerId)
        .orderBy('b.createdAt', 'desc')
        .orderBy('users.id')
        .execute();
      return rows.map((row) => ({ ...toCard(row), blockedAt: row.blockedAt.toISOString() }));
    },
  };
}
