import type { FastifyInstance } from 'fastify';
import type { DB } from '~/services/db';
import { HOUR } from './helpers';
import type { Member } from './members';

/** A valid group hookup form starting a day after `now`. */
export function groupHookupForm(now: Date, overrides: Record<string, unknown> = {}) {
  return {
    title: 'Cold calling practice',
    description: 'We practise openers and objection handling in pairs.',
    whoShouldJoin: 'Anyone who makes outbound calls every week.',
    whyShouldJoin: 'Get honest feedback from peers in a safe room.',
    category: 'PRACTICE',
    startDate: new Date(now.getTime() + 24 * HOUR).toISOString(),
    duration: 60,
    tags: ['calls', 'objections'],
    maxParticipants: 5,
    private: false,
    ...overrides,
  };
}

/** Creates one through the API; answers the GroupHookup (throws on anything but 201). */
export async function createGroupHookup(app: FastifyInstance, host: Member, overrides: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/group-hookup', headers: host.headers, payload: groupHookupForm(app.config.now(), overrides) });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The outbox rows written since `after`, oldest first. */
export async function eventsSince(db: DB, after: number) {
  const rows = await db.selectFrom('outbox').select(['id', 'topic', 'payload']).where('id', '>', after).orderBy('id').execute();
  return rows.map((row) => ({ id: Number(row.id), topic: row.topic, payload: row.payload as Record<string, any> }));
}

export async function newestEventId(db: DB): Promise<number> {
  const row = await db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return row?.id == null ? 0 : Number(row.id);
}
