import { TZDate } from '@date-fns/tz';

// Weekly availability (users.time_zone, ISO weekdays, minutes from local midnight) turned into real UTC
// intervals, and the interval arithmetic matching and rescheduling share. Intervals are [start, end) in epoch
// milliseconds, sorted and disjoint.

export interface WeeklySlot {
  /** 1 = Monday … 7 = Sunday */
  dayOfWeek: number;
  startMinute: number;
  endMinute: number;
}

export type Interval = readonly [start: number, end: number];

const DAY_MS = 86_400_000;

/** Sorts and merges touching or overlapping intervals. */
export function normalize(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter(([s, e]) => s < e).sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

/**
 * The real times a weekly availability covers within [from, to), in the member's time zone: a slot of
 * Monday 09:00–12:00 in Europe/Berlin is 08:00–11:00 UTC in winter and 07:00–10:00 UTC in summer. A local
 * time skipped by a DST change moves forward with the clock (TZDate's rule).
 */
export function weeklyIntervals(slots: readonly WeeklySlot[], timeZone: string, from: Date, to: Date): Interval[] {
  if (slots.length === 0 || from >= to) return [];
  const out: Interval[] = [];
  // walk the local calendar days that can touch the window (one day of slack each side for the offset)
  const first = new TZDate(from.getTime() - DAY_MS, timeZone);
  let day = new TZDate(first.getFullYear(), first.getMonth(), first.getDate(), timeZone);
  const stop = to.getTime() + DAY_MS;
  while (day.getTime() < stop) {
    const isoDay = ((day.getDay() + 6) % 7) + 1;
    for (const slot of slots) {
      if (slot.dayOfWeek !== isoDay) continue;
      const start = localInstant(day, slot.startMinute, timeZone);
      const end = localInstant(day, slot.endMinute, timeZone);
      const s = Math.max(start, from.getTime());
      const e = Math.min(end, to.getTime());
      if (s < e) out.push([s, e]);
    }
    day = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + 1, timeZone);
  }
  return normalize(out);
}

function localInstant(day: TZDate, minute: number, timeZone: string): number {
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minute / 60), minute % 60, timeZone).getTime();
}

/** Where both sets of intervals overlap. Both inputs sorted and disjoint (as normalize() leaves them). */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const s = Math.max(a[i]![0], b[j]![0]);
    const e = Math.min(a[i]![1], b[j]![1]);
    if (s < e) out.push([s, e]);
    if (a[i]![1] < b[j]![1]) i++;
    else j++;
  }
  return out;
}

/** `a` without the times in `busy` (e.g. a member's other hookups). */
export function subtract(a: readonly Interval[], busy: readonly Interval[]): Interval[] {
  const taken = normalize(busy);
  const out: Interval[] = [];
  for (const [s0, e0] of a) {
    let s = s0;
    for (const [bs, be] of taken) {
      if (be <= s || bs >= e0) continue;
      if (bs > s) out.push([s, bs]);
      s = Math.max(s, be);
      if (s >= e0) break;
    }
    if (s < e0) out.push([s, e0]);
  }
  return out;
}

/** Meeting starts every `stepMinutes` from each interval's start where a meeting of `durationMinutes` fits. */
export function meetingStarts(intervals: readonly Interval[], durationMinutes: number, stepMinutes = 30, limit = Infinity): number[] {
  const out: number[] = [];
  const length = durationMinutes * 60_000;
  const step = stepMinutes * 60_000;
  for (const [s, e] of intervals) {
    for (let t = s; t + length <= e; t += step) {
      out.push(t);
      if (out.length >= limit) return out;
    }
  }
  return out;
}

/** "HH:mm" ↔ minutes from midnight ("24:00" is 1440, the end of the day). */
export const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
export const hhmmOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
