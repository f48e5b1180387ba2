import type { Kysely } from 'kysely';
import { HOOKUP_ERROR_CODES, MAX_AVAILABILITY_SLOTS, SLOT_MINUTES } from '~/common/constants';
import { HOOKUP as M } from '~/common/messages';
import type { Database } from '~/services/db/schema';
import { CodedError } from '~/services/errors';
import { hhmmOf, intersect, minutesOf, subtract, weeklyIntervals, type Interval, type WeeklySlot } from '~/services/matching/slots';
import { OPEN_STATUSES } from '~/services/hookups/repository';
import type { Availability } from './schemas';

type Executor = Kysely<Database>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;

/** Intl knows the zone (IANA names and their aliases; 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 100) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const invalid = (message: string, field: string) => new CodedError(400, HOOKUP_ERROR_CODES.timeslot, message, field);

/**
 * services/API.md Availability: a known zone; times 'HH:mm' on the half hour ('24:00' only as an end), end after
 * start, no overlaps on a day, at most 50 slots. Anything else is 400 with errorCode 1006 and the field.
 */
export function parseAvailability(body: Availability): { timeZone: string; slots: WeeklySlot[] } {
  if (!isTimeZone(body.timeZone)) throw invalid(M.timeZoneInvalid, 'timeZone');
  if (body.slots.length > MAX_AVAILABILITY_SLOTS) throw invalid(M.slotsLimit, 'slots');
  const slots = body.slots.map((slot, index) => {
    const field = `slots.${index}`;
    if (!HHMM.test(slot.startTime) || slot.startTime === '24:00' || !HHMM.test(slot.endTime)) throw invalid(M.slotGrid, field);
    const startMinute = minutesOf(slot.startTime);
    const endMinute = minutesOf(slot.endTime);
    if (startMinute % SLOT_MINUTES !== 0 || endMinute % SLOT_MINUTES !== 0) throw invalid(M.slotGrid, field);
    if (endMinute <= startMinute) throw invalid(M.slotOrder, field);
    return { dayOfWeek: slot.dayOfWeek, startMinute, endMinute };
  });
  const sorted = [...slots].sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startMinute - b.startMinute);
  for (let i = 1; i < sorted.length; i++) {
    const [previous, slot] = [sorted[i - 1]!, sorted[i]!];
    if (previous.dayOfWeek === slot.dayOfWeek && slot.startMinute < previous.endMinute) throw invalid(M.slotOverlap, `slots.${slots.indexOf(slot)}`);
  }
  return { timeZone: body.timeZone, slots: sorted };
}

export function toAvailability(timeZone: string, slots: WeeklySlot[]): Availability {
  return {
    timeZone,
    slots: slots.map((slot) => ({ dayOfWeek: slot.dayOfWeek, startTime: hhmmOf(slot.startMinute), endTime: hhmmOf(slot.endMinute) })),
  };
}

export async function loadAvailability(db: Executor, userId: number): Promise<{ timeZone: string; slots: WeeklySlot[] }> {
  const user = await db.selectFrom('users').select('timeZone').where('id', '=', userId).executeTakeFirstOrThrow();
  const slots = await db
    .selectFrom('availabilitySlots')
    .select(['dayOfWeek', 'startMinute', 'endMinute'])
    .where('userId', '=', userId)
    .orderBy('dayOfWeek')
    .orderBy('startMinute')
    .execute();
  return { timeZone: user.timeZone, slots };
}

/** Replaces the member's zone and every slot. */
export async function saveAvailability(db: Executor, userId: number, availability: { timeZone: string; slots: WeeklySlot[] }): Promise<void> {
  await db.updateTable('users').set({ timeZone: availability.timeZone }).where('id', '=', userId).execute();
  await db.deleteFrom('availabilitySlots').where('userId', '=', userId).execute();
  if (availability.slots.length > 0) {
    await db
      .insertInto('availabilitySlots')
      .values(availability.slots.map((slot) => ({ userId, ...slot })))
      .execute();
  }
}

/**
 * The times within [from, to) inside every member's weekly availability and outside their other PENDING/CONFIRMED
 * hookups (`except`: the hookup being moved, which does not block itself).
 */
export async function commonFreeTime(db: Executor, userIds: number[], from: Date, to: Date, except: number | null): Promise<Interval[]> {
  let free: Interval[] | null = null;
  for (const userId of userIds) {
    const { timeZone, slots } = await loadAvailability(db, userId);
    const own = weeklyIntervals(slots, timeZone, from, to);
    free = free === null ? own : intersect(free, own);
  }
  let busyQuery = db
    .selectFrom('hookups')
    .select(['startDateTime', 'endDateTime'])
    .where('status', 'in', OPEN_STATUSES)
    .where((eb) => eb.or([eb('firstParticipantId', 'in', userIds), eb('secondParticipantId', 'in', userIds)]))
    .where('startDateTime', '<', to)
    .where('endDateTime', '>', from);
  if (except !== null) busyQuery = busyQuery.where('id', '<>', except);
  const busy = (await busyQuery.execute()).map((row): Interval => [row.startDateTime.getTime(), row.endDateTime.getTime()]);
  return subtract(free ?? [], busy);
}

/** Another PENDING/CONFIRMED hookup of one of these members overlaps [start, end). */
export async function hasClash(db: Executor, userIds: number[], start: Date, end: Date, except: number): Promise<boolean> {
  const row = await db
    .selectFrom('hookups')
    .select('id')
    .where('status', 'in', OPEN_STATUSES)
    .where((eb) => eb.or([eb('firstParticipantId', 'in', userIds), eb('secondParticipantId', 'in', userIds)]))
    .where('startDateTime', '<', end)
    .where('endDateTime', '>', start)
    .where('id', '<>', except)
    .executeTakeFirst();
  return row !== undefined;
}

/** [start, end) lies inside one of the intervals. */
export const fitsIn = (intervals: readonly Interval[], start: number, end: number) => intervals.some(([s, e]) => s <= start && end <= e);
