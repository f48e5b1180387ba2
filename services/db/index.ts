import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from './pgliteDialect';
import pg from 'pg';
import type { Config } from '~/services/config';
import type { Database } from './schema';

export type DB = Kysely<Database>;

const embedded = new WeakSet<DB>();

/**
 * Whether `db` is an embedded PGlite: one session, which its Kysely driver lends to one transaction at a time (a
 * query waits for the transaction before it), and which no other process can LISTEN to.
 */
export const isEmbedded = (db: DB): boolean => embedded.has(db);

/** every Kysely's plugins (compiledOnce.ts compiles with them too) */
export const kyselyPlugins = () => [new CamelCasePlugin()];

function kysely(dialect: Dialect): DB {
  return new Kysely<Database>({ dialect, plugins: kyselyPlugins() });
}

/** PostgreSQL through `pg`; a non-public schema is put first on every connection's search_path. */
export function createPostgresDatabase(databaseUrl: string, schema: string): DB {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    ...(schema === 'public' ? {} : { options: `-c search_path=${schema}` }),
  });
  return kysely(new PostgresDialect({ pool }));
}

/**
 * The embedded database's data is this process's own files, read through the OS cache into its shared buffers: a page
 * read costs next to nothing beside the CPU spent on each row, which in WebAssembly is several times PostgreSQL's native
 * cost. With the defaults (a random page 4, a sequential page 1, a row 0.01) the planner scanned every session and every
 * conversation to find the dozen a chat send batch names (0.4 ms each on a thousand rows, where index lookups take
 * 0.003 ms): PostgreSQL's documented setting for a database held in memory, page costs equal and low, puts it right.
 */
export const PGLITE_PLANNER_SETTINGS = 'set seq_page_cost = 0.1; set random_page_cost = 0.1';

/**
 * Kysely over an already open PGlite. PGlite has one connection, so setting search_path once holds for every
 * query. `ownsInstance: false` leaves the instance open when Kysely is destroyed (a test may reuse it).
 */
export async function createPgliteDatabase(instance: PGlite, schema: string, ownsInstance = true): Promise<DB> {
  await instance.exec(PGLITE_PLANNER_SETTINGS);
  if (schema !== 'public') {
    await instance.exec(`create schema if not exists ${schema}; set search_path to ${schema}`);
  }
  const client = ownsInstance ? instance : new Proxy(instance, {
    get(target, prop, receiver) {
      if (prop === 'close') return async () => {};
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const db = kysely(new PGliteDialect(client));
  embedded.add(db);
  return db;
}

/** Creates a PGlite database in the folder given as its first argument, then closes it (plain Node, no tsx). */
const INITDB_SCRIPT = `const { PGlite } = await import(process.argv[1]); const pg = await PGlite.create(process.argv[2]); await pg.close();`;

/**
 * A folder without a database gets one from a short-lived child process. PGlite 0.4 runs initdb in a second, in-memory
 * PGlite beside the one being opened (two WASM heaps, the initdb module, a tarball of the result) and this process kept
 * about 400 MB of it: a first start peaked near 1 GB of RSS, a later one near 540 MB (issue 21). The child's memory
 * goes back to the system when it exits; this process then opens the folder as on any later start.
 */
export async function initPgliteDataDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INITDB_SCRIPT, import.meta.resolve('@electric-sql/pglite'), dir]);
}

/** DATABASE_URL → PostgreSQL; otherwise embedded PGlite whose files live under `${DATA_DIR}/pglite`. */
export async function createDatabase(config: Config): Promise<DB> {
  if (config.databaseUrl) return createPostgresDatabase(config.databaseUrl, config.databaseSchema);
  const dir = path.resolve(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  await initPgliteDataDir(dir);
  return createPgliteDatabase(await PGlite.create(dir), config.databaseSchema);
}
