// The arithmetic of /calendar: the days a week or month view shows and the entries on each day, in one time
// zone (the browser's, spec §9 "shown in local time"), so a hookup at 05:30 UTC sits on the day it falls on
// where the member is. Weeks start on Monday.
import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, endOfMonth, format, isValid, parseISO, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

export type CalendarView = 'week' | 'month';

export interface CalendarEntry {
  id: string;
  kind: 'hookup' | 'groupHookup';
  title: string;
  /** ISO 8601 instants (UTC) */
  start: string;
  end: string;
  /** where the entry leads */
  href: string;
  cancelled: boolean;
}

export interface CalendarDay {
  /** yyyy-MM-dd in the time zone */
  key: string;
  /** midnight of the day in the time zone */
  date: Date;
  /** the day belongs to the month shown (always true in the week view) */
  inPeriod: boolean;
  entries: CalendarEntry[];
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const WEEK = { weekStartsOn: 1 } as const;

/** The day `iso` falls on in `timeZone`, as yyyy-MM-dd ('' when invalid). */
export function dayKey(iso: string, timeZone: string): string {
  const instant = parseISO(iso);
  return isValid(instant) ? format(new TZDate(instant, timeZone), 'yyyy-MM-dd') : '';
}

/** The first and the last day shown, as instants: [from, to). */
export function visibleRange(view: CalendarView, anchor: Date, timeZone: string): { from: Date; to: Date } {
  const local = new TZDate(anchor, timeZone);
  if (view === 'week') {
    const from = startOfWeek(local, WEEK);
    return { from, to: addWeeks(from, 1) };
  }
  const from = startOfWeek(startOfMonth(local), WEEK);
  const to = addDays(startOfWeek(endOfMonth(local), WEEK), 7);
  return { from, to };
}

/** The days of the view, each with the entries that start on it (earliest first). */
export function calendarDays(view: CalendarView, anchor: Date, timeZone: string, entries: readonly CalendarEntry[]): CalendarDay[] {
  const { from, to } = visibleRange(view, anchor, timeZone);
  const month = format(new TZDate(anchor, timeZone), 'yyyy-MM');
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of [...entries].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const key = dayKey(entry.start, timeZone);
    if (!key) continue;
    byDay.set(key, [...(byDay.get(key) ?? []), entry]);
  }
  const days: CalendarDay[] = [];
  // startOfDay after each step keeps midnight across a daylight saving change
  for (let day: Date = from; day < to; day = startOfDay(addDays(day, 1))) {
    const key = format(day, 'yyyy-MM-dd');
    days.push({ key, date: day, inPeriod: view === 'week' || key.startsWith(month), entries: byDay.get(key) ?? [] });
  }
  return days;
}

/** The anchor one period before or after. */
export function shiftAnchor(view: CalendarView, anchor: Date, step: 1 | -1, timeZone: string): Date {
  const local = new TZDate(anchor, timeZone);
  return view === 'week' ? addWeeks(local, step) : addMonths(startOfMonth(local), step);
}

/** The title of the period: "March 2026", or "2 – 8 March 2026" / "30 March – 5 April 2026" for a week. */
export function periodTitle(view: CalendarView, anchor: Date, timeZone: string): string {
  const local = new TZDate(anchor, timeZone);
  if (view === 'month') return format(local, 'MMMM yyyy');
  const { from } = visibleRange('week', anchor, timeZone);
  const last = addDays(from, 6);
  if (format(from, 'yyyy-MM') === format(last, 'yyyy-MM')) return `${format(from, 'd')} – ${format(last, 'd MMMM yyyy')}`;
  if (format(from, 'yyyy') === format(last, 'yyyy')) return `${format(from, 'd MMMM')} – ${format(last, 'd MMMM yyyy')}`;
  return `${format(from, 'd MMMM yyyy')} – ${format(last, 'd MMMM yyyy')}`;
}

/** The time of day of `iso` in `timeZone`: 'HH:mm', or 'h:mm aaa' on the 12-hour clock. */
export function timeOfDay(iso: string, timeZone: string, hour12: boolean): string {
  const instant = parseISO(iso);
  if (!isValid(instant)) return '--:--';
  return format(new TZDate(instant, timeZone), hour12 ? 'h:mm aaa' : 'HH:mm');
}

/** A yyyy-MM-dd of the URL → the anchor (noon of that day in the zone), or null when invalid. */
export function parseAnchor(value: string | null, timeZone: string): Date | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return null;
  const date = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12, timeZone);
  return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date : null;
}
