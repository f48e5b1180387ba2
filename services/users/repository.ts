import type { DB } from '~/services/db';
import type { NewUser, UserRow } from '~/services/db/schema';
import type { SessionUser, User } from './schemas';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function fullName(row: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

export function toSessionUser(row: UserRow): SessionUser {
  return { uuid: row.uuid, username: row.username, fullName: fullName(row), imageUrl: row.imageUrl, roles: row.roles, verified: row.verified };
}

export function toUser(row: UserRow): User {
  const hasLocation = row.locationLat !== null && row.locationLng !== null && row.locationName !== null;
  return {
    uuid: row.uuid,
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullName(row),
    linkedInUrl: row.linkedInUrl,
    phoneNumber: row.phoneNumber,
    jobPosition: row.jobPosition,
    roles: row.roles,
    countryCode: row.countryCode,
    city: row.city,
    companyName: row.companyName,
    companySize: row.companySize,
    industry: row.industry,
    yearsOfExperience: row.yearsOfExperience,
    seniorityLevel: row.seniorityLevel,
    personalInformation: row.personalInformation,
    imageUrl: row.imageUrl,
    lastActivity: iso(row.lastActivity),
    location: hasLocation ? { lat: row.locationLat!, lng: row.locationLng!, name: row.locationName! } : null,
    unsubscribeDate: iso(row.unsubscribeDate),
    pauseNotificationsStartDate: iso(row.pauseNotificationsStartDate),
    pauseNotificationsEndDate: iso(row.pauseNotificationsEndDate),
    active: row.active,
    verified: row.verified,
    linkedWithGoogleCalendar: row.linkedWithGoogleCalendar,
    timeZone: row.timeZone,
    loggedWithLinkedIn: row.loggedWithLinkedIn,
    acceptTermsAndConditions: row.acceptTermsAndConditions,
    subscribe: row.subscribe,
    howDidYouHearAboutUs: row.howDidYouHearAboutUs,
    referrer: row.referrer,
    createdOn: row.createdOn.toISOString(),
  };
}

/** Emails are compared and stored lower-case, so one address is one account whatever its spelling. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export function createUsersRepository(db: DB) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },
    async findByUsername(username: string): Promise<UserRow | null> {
      return (await db.selectFrom('users').selectAll().where('username', '=', normalizeUsername(username)).executeTakeFirst()) ?? null;
    },
    async isUsernameTaken(username: string): Promise<boolean> {
      const row = await db.selectFrom('users').select('id').where('username', '=', normalizeUsername(username)).executeTakeFirst();
      return row !== undefined;
    },
    async count(): Promise<number> {
      const { count } = await db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
      return Number(count);
    },
    async defaultOrganizationId(): Promise<string> {
      const org = await db.selectFrom('organizations').select('id').where('isDefault', '=', true).executeTakeFirstOrThrow();
      return org.id;
    },
    /**
     * The new user, or null when the username is taken (also when a concurrent registration won). Callers pass what
     * they know: a column left out (or undefined) takes its column default, null for the optional profile fields.
     */
    async create(user: NewUser): Promise<UserRow | null> {
      const row = await db
        .insertInto('users')
        .values({ ...user, username: normalizeUsername(user.username) })
        .onConflict((oc) => oc.column('username').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ?? null;
    },
    async markVerified(id: number): Promise<void> {
      await db.updateTable('users').set({ verified: true }).where('id', '=', id).execute();
    },
    async setPasswordHash(id: number, passwordHash: string): Promise<void> {
      await db.updateTable('users').set({ passwordHash }).where('id', '=', id).execute();
    },
    /** false when another account already uses the address. The new address is proven, so it counts as verified. */
    async changeUsername(id: number, username: string): Promise<boolean> {
      const row = await db
        .updateTable('users')
        .set({ username: normalizeUsername(username), verified: true })
        .where('id', '=', id)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('users as other').select('other.id').where('other.username', '=', normalizeUsername(username)).where('other.id', '<>', id))),
        )
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
