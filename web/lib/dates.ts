// spec §9: dates are stored in UTC and shown in local time as dd/MM/yyyy 'at' HH:mm, or 12-hour with am/pm
// when the member chose it; an invalid date shows '--/--/---- at --:--'.
// lightFormat, not format: the same output for these numeric tokens and am/pm, without the locale data and every other
// token's formatter (≈5 KiB gzipped on the first paint of /home, issue 21)
import { isValid, lightFormat, parseISO } from 'date-fns';
import { prefers12HourClock } from '~/web/lib/storage';

export const DATE_TIME_FORMAT_24H = "dd/MM/yyyy 'at' HH:mm";
/** `aaa` is date-fns's lower-case am/pm (lightFormat and format alike). */
export const DATE_TIME_FORMAT_12H = "dd/MM/yyyy 'at' hh:mm aaa";
export const INVALID_DATE_TIME = '--/--/---- at --:--';

export interface DateTimeOptions {
  /** 12-hour clock; by default the member's choice in storage (STORAGE_KEYS.timeFormat24h). */
  hour12?: boolean;
}

/** An ISO 8601 instant in the browser's time zone, spec §9's format. */
export function formatDateTime(iso: string | null | undefined, opts: DateTimeOptions = {}): string {
  if (!iso) return INVALID_DATE_TIME;
  const date = parseISO(iso);
  if (!isValid(date)) return INVALID_DATE_TIME;
  return lightFormat(date, (opts.hour12 ?? prefers12HourClock()) ? DATE_TIME_FORMAT_12H : DATE_TIME_FORMAT_24H);
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown, to the second (rounded up, so it shows 00:01 until the moment itself):
 * '1 d 02:03:04' from a day, '02:03:04' from an hour, else '04:59'. Past or invalid → '00:00'.
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.ceil(ms / 1000) : 0;
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} d ${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  if (hours > 0) return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${pad(minutes)}:${pad(seconds)}`;
}
