import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { createPgliteDatabase } from '~/services/db';
import { migrateToLatest } from '~/services/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated, empty PGlite data directory (dumpDataDir) each test database is loaded from */
    pgliteTemplate: string | null;
  }
}

/**
 * A fresh PGlite takes seconds to start; loading a dump of a migrated one takes half a second. So the migrated
 * template is made once per run here. With DATABASE_URL each test database is a schema of that database instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'services-pglite-'));
  const file = path.join(dir, 'template.tar');
  const instance = await PGlite.create();
  const db = await createPgliteDatabase(instance, 'public', false);
  await migrateToLatest(db, 'public');
  const dump = await instance.dumpDataDir('none');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await instance.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
