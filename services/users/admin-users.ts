import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Role, AdminUserSort } from '~/common/constants';
import { TOPICS } from '~/common/events';
import { createSessionsRepository } from '~/services/auth/sessions';
import type { DB } from '~/services/db';
import type { Database, UserRow } from '~/services/db/schema';
import { containsPattern } from '~/services/shared/search';
import { isUuid } from '~/services/shared/uuid';
import { toPage } from '~/services/shared/paging';
import { emit } from '~/services/outbox/write';
import { inTransaction } from '~/services/db/transaction';
import type { AdminUserFilters, AdminUserSummary } from './admin-schemas';
import { fullName } from './repository';

// The admins' user management over one organisation (services/API.md § Slice: admin-users).

type UsersQuery = SelectQueryBuilder<Database, 'users', object>;

const FULL_NAME = sql<string>`(first_name || ' ' || last_name)`;

/** The column each sorting_parameter sorts by; text sorts ignore case, so "adams" and "Baker" sort as people expect. */
const SORT_COLUMNS: Record<AdminUserSort, Expression<unknown>> = {
  createdOn: sql`created_on`,
  firstName: sql`lower(first_name)`,
  lastName: sql`lower(last_name)`,
  fullName: sql`lower(first_name || ' ' || last_name)`,
  username: sql`username`,
  city: sql`lower(city)`,
  companyName: sql`lower(company_name)`,
  lastActivity: sql`last_activity`,
};

/** The users of one organisation matching spec §3's filters; each text filter is a case-insensitive "contains". */
function filtered(db: DB, organizationId: string, filters: Partial<AdminUserFilters>): UsersQuery {
  let scope: UsersQuery = db.selectFrom('users').where('organizationId', '=', organizationId);
  const text = (value: string | undefined) => (value?.trim() ? containsPattern(value.trim()) : null);
  const byColumn = [
    ['firstName', filters.f_firstName],
    ['lastName', filters.f_lastName],
    ['username', filters.f_username],
    ['city', filters.f_city],
    ['companyName', filters.f_companyName],
    ['locationName', filters['f_location.name']],
    ['jobPosition', filters.f_jobPosition],
  ] as const;
  for (const [column, value] of byColumn) {
    const pattern = text(value);
    if (pattern) scope = scope.where(column, 'ilike', pattern);
  }
  const name = text(filters.f_fullName);
  if (name) scope = scope.where(sql<boolean>`${FULL_NAME} ilike ${name}`);
  if (filters.f_isSubscribe) scope = scope.where('subscribe', '=', filters.f_isSubscribe === 'true');
  return scope;
}

function sorted(scope: UsersQuery, filters: Partial<AdminUserFilters>) {
  const direction = (filters.sorting_direction ?? 'desc').toLowerCase() === 'asc' ? sql`asc` : sql`desc`;
  const column = SORT_COLUMNS[filters.sorting_parameter ?? 'createdOn'];
  // empty cells last whichever way; ties by name then id, so pages never overlap (the picker reads A to Z among
  // members created at the same moment)
  return scope
    .selectAll()
    .orderBy(sql`${column} ${direction} nulls last`)
    .orderBy(sql`lower(first_name)`)
    .orderBy(sql`lower(last_name)`)
    .orderBy('id');
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toAdminUserSummary(row: UserRow): AdminUserSummary {
  const hasLocation = row.locationLat !== null && row.locationLng !== null && row.locationName !== null;
  return {
    uuid: row.uuid,
    fullName: fullName(row),
    username: row.username,
    imageUrl: row.imageUrl,
    jobPosition: row.jobPosition,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    city: row.city,
    companyName: row.companyName,
    location: hasLocation ? { lat: row.locationLat!, lng: row.locationLng!, name: row.locationName! } : null,
    subscribe: row.subscribe,
    active: row.active,
    verified: row.verified,
    createdOn: row.createdOn.toISOString(),
    lastActivity: iso(row.lastActivity),
  };
}

export function createAdminUsersRepository(db: DB) {
  return {
    async list(organizationId: string, query: AdminUserFilters & { page: number; size: number }) {
      const scope = filtered(db, organizationId, query);
      const { count } = await scope.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      const rows = await sorted(scope, query)
        .limit(query.size)
        .offset(query.page * query.size)
        .execute();
      return toPage(rows.map(toAdminUserSummary), count, query);
    },

    /** Every matching row, in the list's order (the CSV export). */
    async all(organizationId: string, filters: Partial<AdminUserFilters>): Promise<UserRow[]> {
      return sorted(filtered(db, organizationId, filters), filters).execute();
    },

    /** The user of this uuid in the organisation, or null (unknown, malformed, or another organisation's). */
    async find(organizationId: string, uuid: string): Promise<UserRow | null> {
      if (!isUuid(uuid)) return null;
      const row = await db.selectFrom('users').selectAll().where('uuid', '=', uuid).where('organizationId', '=', organizationId).executeTakeFirst();
      return row ?? null;
    },

    /**
     * Disables the user and ends their sessions in one transaction: the refresh tokens stop working and services
     * refuse their access tokens (their session is revoked); the user.disabled event lets gateways close their sockets.
     */
    async disable(user: UserRow, now: Date): Promise<UserRow> {
      return inTransaction(db, async (trx) => {
        const row = await trx.updateTable('users').set({ active: false }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
        await createSessionsRepository(trx).revokeAllOfUser(user.id, now);
        await emit(trx, TOPICS.userDisabled, { userUUID: user.uuid });
        return row;
      });
    },

    async enable(user: UserRow): Promise<UserRow> {
      return db.updateTable('users').set({ active: true }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    },

    async setRoles(user: UserRow, roles: Role[]): Promise<UserRow> {
      return db.updateTable('users').set({ roles }).where('id', '=', user.id).returningAll().executeTakeFirstOrThrow();
    },
  };
}
