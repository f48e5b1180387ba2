import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { DB } from '~/services/db';
import type { FileStore } from '~/services/shared/file-store';
import { isUuid } from '~/services/shared/uuid';

export interface UploadImage {
  contentType: string;
  bytes: Buffer;
}

export interface StoredUpload {
  contentType: string;
  size: number;
  stream: Readable;
}

/** An upload's bytes live in the file store under this key (issue 20: never in the database). */
const fileKeyOf = (id: string) => `uploads/${id}`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The uploads table's one owner. store and remove take the caller's transaction: an upload is written (or freed) with
 * the row that points at it (a group hookup's image, a member's avatar), so neither is left without the other. The
 * bytes go to the file store before the row is written; a freed file is only listed for removal in the transaction
 * and removed after it commits (services/uploads/maintenance.ts), so a rollback never loses a file still pointed at.
 */
export function createUploadsRepository(db: DB, files: FileStore) {
  return {
    /** The stored image, or null for an unknown (or malformed) id, or a row whose file is gone. */
    async find(id: string): Promise<StoredUpload | null> {
      if (!isUuid(id)) return null;
      const row = await db.selectFrom('uploads').select(['contentType', 'size', 'fileKey', 'bytes']).where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      if (row.fileKey === null) {
        // a row of before migration 0023 that services have not moved yet
        return row.bytes ? { contentType: row.contentType, size: row.size, stream: Readable.from([Buffer.from(row.bytes)]) } : null;
      }
      const file = await files.open(row.fileKey);
      return file && { contentType: row.contentType, size: file.size, stream: file.stream };
    },

    /** Stores the image; answers its id (served as /uploads/{id}). */
    async store(trx: DB, image: UploadImage, uploadedBy: number, now: Date): Promise<string> {
      const id = randomUUID();
      const fileKey = fileKeyOf(id);
      await files.put(fileKey, image.bytes);
      await trx
        .insertInto('uploads')
        .values({ id, contentType: image.contentType, size: image.bytes.length, bytes: null, fileKey, sha256: sha256(image.bytes), uploadedBy, createdAt: now })
        .execute();
      return id;
    },

    /** Deletes the upload; the rows pointing at it follow their foreign key (avatar row gone, group hookup image null). */
    async remove(trx: DB, id: string): Promise<void> {
      const row = await trx.deleteFrom('uploads').where('id', '=', id).returning('fileKey').executeTakeFirst();
      if (row?.fileKey) await trx.insertInto('uploadDiscards').values({ fileKey: row.fileKey }).onConflict((oc) => oc.doNothing()).execute();
    },

    /** Removes the files of committed deletions from the store; answers how many. */
    async removeDiscarded(batch = 100): Promise<number> {
      const discarded = await db.selectFrom('uploadDiscards').select('fileKey').orderBy('discardedAt').limit(batch).execute();
      for (const { fileKey } of discarded) {
        await files.remove(fileKey);
        await db.deleteFrom('uploadDiscards').where('fileKey', '=', fileKey).execute();
      }
      return discarded.length;
    },

    /** Moves rows written before migration 0023 from bytea to the file store, a few at a time; answers how many. */
    async moveToFileStore(batch = 10): Promise<number> {
      const rows = await db.selectFrom('uploads').select(['id', 'bytes']).where('fileKey', 'is', null).where('bytes', 'is not', null).limit(batch).execute();
      for (const row of rows) {
        const bytes = Buffer.from(row.bytes!);
        const fileKey = fileKeyOf(row.id);
        await files.put(fileKey, bytes);
        // a second replica moving the same row writes the same file; only the first update takes
        await db.updateTable('uploads').set({ fileKey, sha256: sha256(bytes), bytes: null }).where('id', '=', row.id).where('fileKey', 'is', null).execute();
      }
      return rows.length;
    },
  };
}
