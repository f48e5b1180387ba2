import type { FastifyInstance } from 'fastify';
import type { HookupStatus } from '~/services/db/schema';
import type { Member } from './members';
import { MINUTE } from './helpers';

export interface HookupFixture {
  start: Date;
  minutes?: number;
  status?: HookupStatus;
  firstConfirmed?: boolean;
  secondConfirmed?: boolean;
  rescheduleCount?: number;
  timeCycleId?: number | null;
}

/** A hookup written straight to the database (matching itself is tested through the run route); answers its uuid and id. */
export async function insertHookup(app: FastifyInstance, first: Member, second: Member, fixture: HookupFixture): Promise<{ id: number; uuid: string }> {
  const now = app.config.now();
  return app.db
    .insertInto('hookups')
    .values({
      organizationId: first.organizationId,
      firstParticipantId: first.id,
      secondParticipantId: second.id,
      startDateTime: fixture.start,
      endDateTime: new Date(fixture.start.getTime() + (fixture.minutes ?? 30) * MINUTE),
      status: fixture.status ?? 'PENDING',
      firstConfirmed: fixture.firstConfirmed ?? false,
      secondConfirmed: fixture.secondConfirmed ?? false,
      rescheduleCount: fixture.rescheduleCount ?? 0,
      timeCycleId: fixture.timeCycleId ?? null,
      matchingRunId: null,
      matchScore: null,
      matchReasons: [],
      cancellationReason: null,
      cancelledById: null,
      firstParticipantGoogleEventId: null,
      secondParticipantGoogleEventId: null,
      createdOn: now,
      updatedOn: now,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
}

export type Slot = { dayOfWeek: number; startTime: string; endTime: string };

/** PUT /timeslots; throws on anything but 200. */
export async function setAvailability(app: FastifyInstance, member: Member, timeZone: string, slots: Slot[]) {
  const res = await app.inject({ method: 'PUT', url: '/timeslots', headers: member.headers, payload: { timeZone, slots } });
  if (res.statusCode !== 200) throw new Error(`PUT /timeslots failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Every day of the week, `from`–`to` in `timeZone`. */
export const everyDay = (startTime: string, endTime: string): Slot[] => [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, startTime, endTime }));

/** POST /hookup-admin/time-cycle; throws on anything but 201. */
export async function createCycle(app: FastifyInstance, admin: Member, body: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/hookup-admin/time-cycle',
    headers: admin.headers,
    payload: { name: `Cycle ${Math.random().toString(36).slice(2, 8)}`, cadence: 'WEEKLY', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create cycle failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * The mails stored for `to` since mail id `after`, oldest first, with their .ics. Hookup mails are notification mails
 * now: the consumer and the mail worker run first (app.notifications.drain()).
 */
export async function mailsTo(app: FastifyInstance, to: string, after = 0) {
  await app.notifications.drain();
  return app.db
    .selectFrom('mailOutbox')
    .select(['id', 'subject', 'textBody', 'icalEvent'])
    .where('toAddress', '=', to.toLowerCase())
    .where('id', '>', after)
    .orderBy('id')
    .execute();
}

/** The newest stored mail's id, once every mail already on its way is stored (so later mails are the test's own). */
export async function newestMailId(app: FastifyInstance): Promise<number> {
  await app.notifications.drain();
  const row = await app.db.selectFrom('mailOutbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
  return row?.id == null ? 0 : Number(row.id);
}

/** The value of an iCalendar property (e.g. 'METHOD', 'UID', 'SEQUENCE') in an .ics text (unfolded). */
export function icsProperty(ics: string, name: string): string | undefined {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const line = unfolded.split(/\r?\n/).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(':') + 1);
}
