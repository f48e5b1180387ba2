import { afterEach, describe, expect, it } from 'vitest';
import { formatCountdown, formatDateTime, INVALID_DATE_TIME } from '~/web/lib/dates';
import { setTimeFormat24h } from '~/web/lib/storage';

// An ISO date-time without an offset is local time: the expectations hold in any time zone.
const afternoon = '2030-01-02T15:04:00';

afterEach(() => localStorage.clear());

describe('formatDateTime (spec §9)', () => {
  it("shows local time as dd/MM/yyyy 'at' HH:mm", () => {
    expect(formatDateTime(afternoon)).toBe('02/01/2030 at 15:04');
    expect(formatDateTime('2030-01-02T09:05:00')).toBe('02/01/2030 at 09:05');
  });

  it('shows a UTC instant in the local time zone', () => {
    const instant = new Date(2030, 5, 30, 23, 59).toISOString();
    expect(formatDateTime(instant)).toBe('30/06/2030 at 23:59');
  });

  it('shows 12-hour time with am/pm when asked', () => {
    expect(formatDateTime(afternoon, { hour12: true })).toBe('02/01/2030 at 03:04 pm');
    expect(formatDateTime('2030-01-02T00:30:00', { hour12: true })).toBe('02/01/2030 at 12:30 am');
    expect(formatDateTime('2030-01-02T12:00:00', { hour12: true })).toBe('02/01/2030 at 12:00 pm');
  });

  it('follows the member choice in storage: 24-hour unless timeFormat24h is false', () => {
    setTimeFormat24h(false);
    expect(formatDateTime(afternoon)).toBe('02/01/2030 at 03:04 pm');
    expect(formatDateTime(afternoon, { hour12: false })).toBe('02/01/2030 at 15:04');
    setTimeFormat24h(true);
    expect(formatDateTime(afternoon)).toBe('02/01/2030 at 15:04');
  });

  it("an invalid or missing date shows '--/--/---- at --:--'", () => {
    expect(INVALID_DATE_TIME).toBe('--/--/---- at --:--');
    expect(formatDateTime('not a date')).toBe(INVALID_DATE_TIME);
    expect(formatDateTime('')).toBe(INVALID_DATE_TIME);
    expect(formatDateTime(null)).toBe(INVALID_DATE_TIME);
    expect(formatDateTime(undefined, { hour12: true })).toBe(INVALID_DATE_TIME);
  });
});

describe('formatCountdown', () => {
  const s = 1000;
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(299 * s)).toBe('04:59');
    expect(formatCountdown(59 * s)).toBe('00:59');
  });

  it('shows hours from an hour, and days from a day', () => {
    expect(formatCountdown(3600 * s)).toBe('01:00:00');
    expect(formatCountdown((2 * 3600 + 3 * 60 + 4) * s)).toBe('02:03:04');
    expect(formatCountdown((86_400 + 2 * 3600 + 3 * 60 + 4) * s)).toBe('1 d 02:03:04');
  });

  it('rounds up to the second, and shows 00:00 once the moment has passed', () => {
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });
});
