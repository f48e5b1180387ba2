// The weekly availability form (services/API.md `Availability`): an IANA time zone and per-day ranges on the
// half hour, each ending after it starts ('24:00' is the end of the day), none overlapping on a day, at most 50.
import { z } from 'zod';
import { MAX_AVAILABILITY_SLOTS, SLOT_MINUTES } from '~/common/constants';
import { HOOKUP } from '~/common/messages/hookups';

export const DAYS = [
  { dayOfWeek: 1, name: 'Monday' },
  { dayOfWeek: 2, name: 'Tuesday' },
  { dayOfWeek: 3, name: 'Wednesday' },
  { dayOfWeek: 4, name: 'Thursday' },
  { dayOfWeek: 5, name: 'Friday' },
  { dayOfWeek: 6, name: 'Saturday' },
  { dayOfWeek: 7, name: 'Sunday' },
] as const;

const DAY_MINUTES = 24 * 60;

export const minutesOf = (hhmm: string): number => {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};
export const hhmmOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every half hour of a day: starts 00:00 … 23:30, ends 00:30 … 24:00. */
const grid = (from: number, to: number) =>
  Array.from({ length: (to - from) / SLOT_MINUTES + 1 }, (_, i) => hhmmOf(from + i * SLOT_MINUTES));
export const START_TIMES = grid(0, DAY_MINUTES - SLOT_MINUTES);
export const END_TIMES = grid(SLOT_MINUTES, DAY_MINUTES);

/** The time zones the browser knows (with `current` even when it does not list it, e.g. 'UTC'). */
export function timeZoneOptions(current?: string): string[] {
  const zones: string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set(zones);
  if (current) all.add(current);
  all.add('UTC');
  return [...all].sort();
}

export function isTimeZone(name: string): boolean {
  if (!name) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const onGrid = (hhmm: string, max: number) => {
  const m = minutesOf(hhmm);
  return Number.isInteger(m) && m >= 0 && m <= max && m % SLOT_MINUTES === 0;
};

const slotSchema = z.object({
  dayOfWeek: z.number().int().min(1).max(7),
  startTime: z.string(),
  endTime: z.string(),
});

export const availabilitySchema = z
  .object({
    timeZone: z.string().refine(isTimeZone, HOOKUP.timeZoneInvalid),
    slots: z.array(slotSchema).max(MAX_AVAILABILITY_SLOTS, HOOKUP.slotsLimit),
  })
  .superRefine(({ slots }, ctx) => {
    slots.forEach((slot, i) => {
      if (!onGrid(slot.startTime, DAY_MINUTES - SLOT_MINUTES)) {
        ctx.addIssue({ code: 'custom', path: ['slots', i, 'startTime'], message: HOOKUP.slotGrid });
      } else if (!onGrid(slot.endTime, DAY_MINUTES)) {
        ctx.addIssue({ code: 'custom', path: ['slots', i, 'endTime'], message: HOOKUP.slotGrid });
      } else if (minutesOf(slot.endTime) <= minutesOf(slot.startTime)) {
        ctx.addIssue({ code: 'custom', path: ['slots', i, 'endTime'], message: HOOKUP.slotOrder });
      }
    });
    // no overlaps on a day: each range against the ranges of that day listed before it
    slots.forEach((slot, i) => {
      const overlaps = slots.some(
        (other, j) =>
          j < i &&
          other.dayOfWeek === slot.dayOfWeek &&
          minutesOf(slot.startTime) < minutesOf(other.endTime) &&
          minutesOf(other.startTime) < minutesOf(slot.endTime),
      );
      if (overlaps) ctx.addIssue({ code: 'custom', path: ['slots', i, 'startTime'], message: HOOKUP.slotOverlap });
    });
  });

export type AvailabilityForm = z.infer<typeof availabilitySchema>;
export type AvailabilitySlotForm = AvailabilityForm['slots'][number];

/** A new range on a day: an hour from the end of its last one (09:00–10:00 on an empty day). */
export function nextSlot(dayOfWeek: number, existing: readonly AvailabilitySlotForm[]): AvailabilitySlotForm {
  const ends = existing.filter((s) => s.dayOfWeek === dayOfWeek).map((s) => minutesOf(s.endTime)).filter(Number.isFinite);
  const start = ends.length ? Math.min(Math.max(...ends), DAY_MINUTES - SLOT_MINUTES) : 9 * 60;
  const end = Math.min(start + 60, DAY_MINUTES);
  return { dayOfWeek, startTime: hhmmOf(start), endTime: hhmmOf(end) };
}

/** What is sent: by day, then by start. */
export const sortedSlots = (slots: readonly AvailabilitySlotForm[]): AvailabilitySlotForm[] =>
  [...slots].sort((a, b) => a.dayOfWeek - b.dayOfWeek || minutesOf(a.startTime) - minutesOf(b.startTime));
