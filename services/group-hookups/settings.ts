import type { Kysely } from 'kysely';
import type { Database } from '~/services/db/schema';
import type { Settings } from './schemas';

/** What an organisation without saved settings gets: approval required, one hour, ten participants. */
export const DEFAULT_SETTINGS = { requireApproval: true, defaultDuration: 60, defaultMaxParticipants: 10 };

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async get(organizationId: string): Promise<Settings> {
      const row = await db
        .selectFrom('groupHookupSettings')
        .select(['requireApproval', 'defaultDuration', 'defaultMaxParticipants'])
        .where('organizationId', '=', organizationId)
        .executeTakeFirst();
      return { organizationUUID: organizationId, ...(row ?? DEFAULT_SETTINGS) };
    },

    async save(organizationId: string, values: Omit<Settings, 'organizationUUID'>, now: Date): Promise<Settings> {
      await db
        .insertInto('groupHookupSettings')
        .values({ organizationId, ...values, updatedAt: now })
        .onConflict((oc) => oc.column('organizationId').doUpdateSet({ ...values, updatedAt: now }))
        .execute();
      return { organizationUUID: organizationId, ...values };
    },

    async organization(id: string): Promise<{ uuid: string; name: string }> {
      const row = await db.selectFrom('organizations').select(['id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
      return { uuid: row.id, name: row.name };
    },
  };
}
