import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '~/services/db/schema';
import { attendedBy } from '~/services/group-hookups/participants';
import { calendar, groupHookupEvent, hookupEvent } from '~/services/hookups/ics';
import { loadHookups } from '~/services/hookups/repository';

const DAY = 86_400_000;
/** how far back the feed reaches (older meetings stay in the calendar apps that already have them) */
export const FEED_HISTORY_DAYS = 180;
/** cancelled ones stay this long as STATUS:CANCELLED, so subscribed calendars drop them */
export const FEED_CANCELLED_DAYS = 30;

type Executor = Kysely<Database>;

export const newFeedToken = () => randomBytes(24).toString('base64url');
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}/calendar/feed/${token}.ics`;

/** The member's token, made on first use. */
export async function feedToken(db: Executor, userId: number): Promise<string> {
  const user = await db.selectFrom('users').select('calendarFeedToken').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.calendarFeedToken) return user.calendarFeedToken;
  const token = newFeedToken();
  // a concurrent first call may have set one already: keep whichever is stored
  await db.updateTable('users').set({ calendarFeedToken: token }).where('id', '=', userId).where('calendarFeedToken', 'is', null).execute();
  const stored = await db.selectFrom('users').select('calendarFeedToken').where('id', '=', userId).executeTakeFirstOrThrow();
  return stored.calendarFeedToken!;
}

/** A new token: the old URL stops working. */
export async function rotateFeedToken(db: Executor, userId: number): Promise<string> {
  const token = newFeedToken();
  await db.updateTable('users').set({ calendarFeedToken: token }).where('id', '=', userId).execute();
  return token;
}

/**
 * The VCALENDAR of the member owning `token` (null: no such token): their hookups (PENDING, CONFIRMED and COMPLETED;
 * CANCELLED ones of the last 30 days as STATUS:CANCELLED) and the group hookups they host or attend (APPROVED and
 * COMPLETED; CANCELED ones of the last 30 days as STATUS:CANCELLED), from 180 days back.
 */
export async function feedCalendar(db: Executor, token: string, publicUrl: string, now: Date): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const user = await db.selectFrom('users').select(['id', 'organizationId', 'active']).where('calendarFeedToken', '=', token).executeTakeFirst();
  if (!user || !user.active) return null;
  const since = new Date(now.getTime() - FEED_HISTORY_DAYS * DAY);
  const cancelledSince = new Date(now.getTime() - FEED_CANCELLED_DAYS * DAY);

  const hookupIds = await db
    .selectFrom('hookups')
    .select('id')
    .where('organizationId', '=', user.organizationId)
    .where((eb) => eb.or([eb('firstParticipantId', '=', user.id), eb('secondParticipantId', '=', user.id)]))
    .where('startDateTime', '>=', since)
    .where((eb) =>
      eb.or([eb('status', 'in', ['PENDING', 'CONFIRMED', 'COMPLETED']), eb.and([eb('status', '=', 'CANCELLED'), eb('updatedOn', '>=', cancelledSince)])]),
    )
    .orderBy('startDateTime')
    .orderBy('id')
    .execute();
  const hookups = await loadHookups(db, hookupIds.map((row) => row.id));

  const groupHookups = await db
    .selectFrom('groupHookups as g')
    .select(['g.uuid', 'g.title', 'g.description', 'g.startDate', 'g.duration', 'g.status', 'g.updatedOn'])
    .where('g.organizationId', '=', user.organizationId)
    .where('g.startDate', '>=', since)
    .where((eb) =>
      eb.or([
        eb('g.hostId', '=', user.id),
        eb('g.id', 'in', attendedBy(user.id)),
      ]),
    )
    .where((eb) => eb.or([eb('g.status', 'in', ['APPROVED', 'COMPLETED']), eb.and([eb('g.status', '=', 'CANCELED'), eb('g.updatedOn', '>=', cancelledSince)])]))
    .orderBy('g.startDate')
    .orderBy('g.id')
    .execute();

  return calendar(
    [...hookups.map((hookup) => hookupEvent(hookup, { publicUrl })), ...groupHookups.map((g) => groupHookupEvent(g, publicUrl))],
    { productId: 'hookups/feed', method: 'PUBLISH', calName: 'Hookups' },
  );
}
