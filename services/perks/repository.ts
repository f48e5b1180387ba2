import type { Selectable } from 'kysely';
import type { DB } from '~/services/db';
import type { PerkTable } from '~/services/db/schema';
import { isUuid } from '~/services/shared/uuid';
import type { Perk } from './schemas';

type PerkRow = Selectable<PerkTable>;

export interface PerkValues {
  title: string;
  partner: string;
  description: string;
  howToRedeem: string;
  link: string;
  published: boolean;
}

function toPerk(row: PerkRow): Perk {
  return {
    uuid: row.uuid,
    title: row.title,
    partner: row.partner,
    description: row.description,
    howToRedeem: row.howToRedeem,
    link: row.link,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Perks of one organisation; another organisation's perk is "not found". */
export function createPerksRepository(db: DB) {
  return {
    async list(organizationId: string, includeDrafts: boolean): Promise<Perk[]> {
      let query = db.selectFrom('perks').selectAll().where('organizationId', '=', organizationId);
      if (!includeDrafts) query = query.where('published', '=', true);
      const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
      return rows.map(toPerk);
    },

    async create(organizationId: string, values: PerkValues, now: Date): Promise<Perk> {
      const row = await db
        .insertInto('perks')
        .values({ organizationId, ...values, createdAt: now, updatedAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toPerk(row);
    },

    async update(organizationId: string, uuid: string, values: PerkValues, now: Date): Promise<Perk | null> {
      if (!isUuid(uuid)) return null;
      const row = await db
        .updateTable('perks')
        .set({ ...values, updatedAt: now })
        .where('uuid', '=', uuid)
        .where('organizationId', '=', organizationId)
        .returningAll()
        .executeTakeFirst();
      return row ? toPerk(row) : null;
    },

    async remove(organizationId: string, uuid: string): Promise<boolean> {
      if (!isUuid(uuid)) return false;
      const result = await db.deleteFrom('perks').where('uuid', '=', uuid).where('organizationId', '=', organizationId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
