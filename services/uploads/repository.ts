import type { DB } from '~/services/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface UploadImage {
  contentType: string;
  bytes: Buffer;
}

/**
 * The uploads table's one owner. store and remove take the caller's transaction: an upload is written (or freed) with
 * the row that points at it (a group hookup's image, a member's avatar), so neither is left without the other.
 */
export function createUploadsRepository(db: DB) {
  return {
    /** The stored image, or null for an unknown (or malformed) id. */
    async find(id: string): Promise<UploadImage | null> {
      if (!UUID.test(id)) return null;
      const row = await db.selectFrom('uploads').select(['contentType', 'bytes']).where('id', '=', id).executeTakeFirst();
      return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
    },

    /** Stores the image; answers its id (served as /uploads/{id}). */
    async store(trx: DB, image: UploadImage, uploadedBy: number, now: Date): Promise<string> {
      const row = await trx
        .insertInto('uploads')
        .values({ contentType: image.contentType, size: image.bytes.length, bytes: image.bytes, uploadedBy, createdAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Deletes the upload; the rows pointing at it follow their foreign key (avatar row gone, group hookup image null). */
    async remove(trx: DB, id: string): Promise<void> {
      await trx.deleteFrom('uploads').where('id', '=', id).execute();
    },
  };
}
