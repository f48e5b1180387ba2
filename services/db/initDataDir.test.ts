// The embedded database's first start (issue 21): initdb runs in a child process, so the services process never holds
// PGlite's second, temporary instance; a folder that has a database is opened as it is.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { initPgliteDataDir } from './index';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('initPgliteDataDir', () => {
  it('creates a database in an empty folder that PGlite then opens, and leaves an existing one untouched', { timeout: 120_000 }, async () => {
    const folder = await mkdtemp(join(tmpdir(), 'hookups-initdb-'));
    folders.push(folder);
    const dir = join(folder, 'pglite');

    await initPgliteDataDir(dir);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    const first = await PGlite.create(dir);
    await first.exec(`create table kept (note text); insert into kept values ('still here')`);
    await first.close();

    await initPgliteDataDir(dir);
    const second = await PGlite.create(dir);
    try {
      expect((await second.query<{ note: string }>('select note from kept')).rows).toEqual([{ note: 'still here' }]);
    } finally {
      await second.close();
    }
  });
});
