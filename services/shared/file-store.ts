import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * The file store port (DESIGN.md: files never in the database — 50 MB as bytea stalls everything). The default keeps
 * files on local disk under DATA_DIR; several replicas share a bucket through the S3-compatible adapter
 * (services/shared/s3-file-store.ts, S3_BUCKET) that implements the same three calls.
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** the file's bytes as a stream, or null when there is no such file */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** Keys are made by services (never user input); still, one that would leave the root is refused. */
function within(root: string, key: string): string {
  const file = path.resolve(root, key);
  if (!file.startsWith(root + path.sep)) throw new Error(`file key outside the store: ${key}`);
  return file;
}

export function createLocalFileStore(directory: string): FileStore {
  const root = path.resolve(directory);
  return {
    async put(key, bytes) {
      const file = within(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async open(key) {
      const file = within(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    },
    async remove(key) {
      await rm(within(root, key), { force: true });
    },
  };
}
