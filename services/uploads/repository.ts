import type { DB } from '~/services/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createUploadsRepository(db: DB) {
  return {
    /** The stored image, or null for an unknown (or malformed) id. */
    async find(id: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      if (!UUID.test(id)) return null;
      const row = await db.selectFrom('uploads').select(['contentType', 'bytes']).where('id', '=', id).executeTakeFirst();
      return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
    },
  };
}
