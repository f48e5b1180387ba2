import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import type { Config } from '~/services/config';
import { createPgliteDatabase, createPostgresDatabase, type DB } from '~/services/db';
import { buildServices } from '~/services/server';

export interface LogLine {
  msg: string;
  [key: string]: unknown;
}

export interface TestServices {
  app: FastifyInstance;
  db: DB;
  logs: LogLine[];
  /** a second services app over the same database, like another replica (closed by the caller); logs into `logs` */
  replica(env?: Partial<Config>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

function captureLogs(logs: LogLine[]) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  return { level: 'info', stream };
}

let template: Promise<Blob> | null = null;

/**
 * A services app over its own clean database: a PGlite loaded from the migrated template, or (DATABASE_URL) a new
 * schema of that PostgreSQL database. Logs are captured instead of printed; the demo seed is off unless asked for, and
 * so are the notifications workers and reminders (tests drive them with app.notifications.drain() and remindOnce).
 */
export async function createTestServices(env: Partial<Config> = {}): Promise<TestServices> {
  const logs: LogLine[] = [];
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `test_${randomBytes(6).toString('hex')}` : 'public';
  let pglite: PGlite | null = null;
  if (!databaseUrl) {
    const file = inject('pgliteTemplate');
    if (!file) throw new Error('services/testing/global-setup.ts did not prepare a PGlite template');
    template ??= readFile(file).then((bytes) => new Blob([bytes]));
    pglite = await PGlite.create({ loadDataDir: await template });
  }
  const build = async (overrides: Partial<Config>, primary: boolean, sink: LogLine[]) =>
    buildServices({
      logger: captureLogs(sink),
      // a replica's Kysely leaves the shared PGlite open; the primary's closes it
      database: databaseUrl ? createPostgresDatabase(databaseUrl, schema) : await createPgliteDatabase(pglite!, 'public', primary),
      // notifications wait for `app.notifications.drain()` (and reminders for remindOnce) unless a test turns them on
      env: {
        seed: false,
        databaseUrl: databaseUrl ?? null,
        databaseSchema: schema,
        smtpUrl: null,
        notificationsWorkers: false,
        notificationsSchedulerMs: 0,
        ...overrides,
      },
    });
  const app = await build(env, true, logs);
  return {
    app,
    db: app.db,
    logs,
    replica: (overrides = {}) => build({ ...env, ...overrides }, false, logs),
    async close() {
      if (databaseUrl) await sql.raw(`drop schema if exists ${schema} cascade`).execute(app.db);
      await app.close();
    },
  };
}

/** A clock tests move by hand: expiry is checked without sleeping. */
export function createClock(start = new Date('2030-01-15T10:00:00.000Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export const PASSWORD = 'Sales-Pitch1';

export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: uniqueEmail(),
    firstName: 'Sam',
    lastName: 'Seller',
    linkedInUrl: 'https://www.linkedin.com/in/sam-seller',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    jobPosition: 'Account Executive',
    location: { lat: 52.52, lng: 13.4, name: 'Berlin, Germany' },
    howDidYouHearAboutUs: 'A colleague',
    acceptTermsAndConditions: true,
    ...overrides,
  };
}

export interface Registered {
  username: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  uuid: string;
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const body = registration(overrides);
  const res = await app.inject({ method: 'POST', url: '/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return { username: body.username, password: body.password, accessToken: json.accessToken, refreshToken: json.refreshToken, uuid: json.user.uuid };
}

export function login(app: FastifyInstance, username: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/auth/login', payload: { username, password }, remoteAddress });
}

export function bearer(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` };
}

export function details(app: FastifyInstance, accessToken: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/user/details', headers: bearer(accessToken) });
}

/** The token of the newest mailed link to `to` whose path is `route` (read from mail_outbox). */
export async function mailedToken(db: DB, to: string, route: string): Promise<string> {
  const mails = await db.selectFrom('mailOutbox').select('link').where('toAddress', '=', to.toLowerCase()).orderBy('id', 'desc').execute();
  const link = mails.map((m) => (m.link ? new URL(m.link) : null)).find((url) => url?.pathname === route);
  const token = link?.searchParams.get('token');
  if (!token) throw new Error(`no mail to ${to} with a link to ${route}`);
  return token;
}
