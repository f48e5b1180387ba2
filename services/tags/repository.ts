import type { Selectable } from 'kysely';
import type { DB } from '~/services/db';
import type { TagTable } from '~/services/db/schema';
import type { Tag, TagInput } from './schemas';

type TagRow = Selectable<TagTable>;

/** spec §3 Tag slug: the name lower-cased, accents dropped, every run of other characters one dash. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function toTag(row: TagRow): Tag {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    color: row.color.toUpperCase(),
    fontColor: row.fontColor.toUpperCase(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Tags are shared by every organisation (GET tags has no organisation in spec §7). */
export function createTagsRepository(db: DB) {
  return {
    async list(): Promise<Tag[]> {
      const rows = await db.selectFrom('tags').selectAll().orderBy('name').execute();
      return rows.map(toTag);
    },

    /** null when the slug is taken (a concurrent create of the same name included) */
    async create(slug: string, input: TagInput, now: Date): Promise<Tag | null> {
      const row = await db
        .insertInto('tags')
        .values({ slug, ...input, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row ? toTag(row) : null;
    },

    /** 'missing' when there is no tag `slug`, 'taken' when the new name's slug belongs to another tag */
    async update(slug: string, newSlug: string, input: TagInput, now: Date): Promise<Tag | 'missing' | 'taken'> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('tags').select('slug').where('slug', '=', slug).forUpdate().executeTakeFirst();
        if (!current) return 'missing';
        if (newSlug !== slug) {
          const other = await trx.selectFrom('tags').select('slug').where('slug', '=', newSlug).executeTakeFirst();
          if (other) return 'taken';
        }
        const row = await trx
          .updateTable('tags')
          .set({ slug: newSlug, ...input, updatedAt: now })
          .where('slug', '=', slug)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toTag(row);
      });
    },

    async remove(slug: string): Promise<boolean> {
      const result = await db.deleteFrom('tags').where('slug', '=', slug).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
