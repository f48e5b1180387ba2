import { describe, expect, it } from 'vitest';
import { calendarDays, dayKey, parseAnchor, periodTitle, shiftAnchor, timeOfDay, visibleRange, type CalendarEntry } from './calendarGrid';

const entry = (id: string, start: string, minutes = 30): CalendarEntry => ({
  id,
  kind: 'hookup',
  title: id,
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  href: `/x/${id}`,
  cancelled: false,
});

const LA = 'America/Los_Angeles';
const TOKYO = 'Asia/Tokyo';
const BERLIN = 'Europe/Berlin';

describe('calendar placement', () => {
  it('puts an entry on the day it falls on in the member’s time zone, not on its UTC day', () => {
    const start = '2026-03-02T05:30:00Z';
    expect(dayKey(start, LA)).toBe('2026-03-01'); // 21:30 the evening before
    expect(dayKey(start, TOKYO)).toBe('2026-03-02'); // 14:30
    const anchor = new Date('2026-03-02T12:00:00Z');
    const la = calendarDays('week', anchor, LA, [entry('a', start)]);
    const tokyo = calendarDays('week', anchor, TOKYO, [entry('a', start)]);
    // in Los Angeles the Sunday of the week before: not in this (Monday-first) week at all
    expect(la.flatMap((d) => d.entries)).toEqual([]);
    expect(tokyo.find((d) => d.entries.length)?.key).toBe('2026-03-02');
  });

  it('shows a week from Monday to Sunday with each entry under its day, earliest first', () => {
    const days = calendarDays('week', new Date('2026-11-19T12:00:00Z'), BERLIN, [
      entry('late', '2026-11-18T17:00:00Z'),
      entry('early', '2026-11-18T08:00:00Z'),
      entry('sunday night', '2026-11-22T22:30:00Z'), // 23:30 in Berlin, still Sunday
      entry('next monday', '2026-11-22T23:30:00Z'), // 00:30 Monday in Berlin
    ]);
    expect(days.map((d) => d.key)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(days[2].entries.map((e) => e.id)).toEqual(['early', 'late']);
    expect(days[6].entries.map((e) => e.id)).toEqual(['sunday night']);
    expect(days.flatMap((d) => d.entries).map((e) => e.id)).not.toContain('next monday');
  });

  it('shows a month as whole weeks, marking the days of other months', () => {
    const days = calendarDays('month', new Date('2026-03-15T12:00:00Z'), BERLIN, [entry('a', '2026-03-31T21:30:00Z')]);
    expect(days[0].key).toBe('2026-02-23'); // the Monday before 1 March
    expect(days.at(-1)!.key).toBe('2026-04-05'); // the Sunday after 31 March
    expect(days.length % 7).toBe(0);
    expect(days.filter((d) => d.inPeriod)).toHaveLength(31);
    expect(days.find((d) => d.key === '2026-02-28')!.inPeriod).toBe(false);
    expect(days.find((d) => d.entries.length)!.key).toBe('2026-03-31'); // 23:30 CEST
  });

  it('keeps one cell per day across a daylight saving change', () => {
    // 8 March 2026: clocks in Los Angeles go forward
    const days = calendarDays('week', new Date('2026-03-05T20:00:00Z'), LA, [entry('after', '2026-03-09T07:30:00Z')]);
    expect(days.map((d) => d.key)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    const { from, to } = visibleRange('week', new Date('2026-03-05T20:00:00Z'), LA);
    expect(from.getTime()).toBe(Date.parse('2026-03-02T08:00:00.000Z')); // midnight PST
    expect(to.getTime()).toBe(Date.parse('2026-03-09T07:00:00.000Z')); // midnight PDT
    expect(days.flatMap((d) => d.entries)).toEqual([]); // 00:30 on Monday 9 March: the next week
  });

  it('moves by a week or a month and names the period', () => {
    const anchor = new Date('2026-03-31T10:00:00Z');
    expect(dayKey(shiftAnchor('week', anchor, 1, BERLIN).toISOString(), BERLIN)).toBe('2026-04-07');
    expect(periodTitle('month', shiftAnchor('month', anchor, 1, BERLIN), BERLIN)).toBe('April 2026');
    expect(periodTitle('month', shiftAnchor('month', anchor, -1, BERLIN), BERLIN)).toBe('February 2026');
    expect(periodTitle('week', anchor, BERLIN)).toBe('30 March – 5 April 2026');
    expect(periodTitle('week', new Date('2026-11-19T12:00:00Z'), BERLIN)).toBe('16 – 22 November 2026');
    expect(periodTitle('week', new Date('2026-12-30T12:00:00Z'), BERLIN)).toBe('28 December 2026 – 3 January 2027');
  });

  it('shows times of day in the zone, on the 24- or 12-hour clock', () => {
    expect(timeOfDay('2026-03-02T05:30:00Z', LA, false)).toBe('21:30');
    expect(timeOfDay('2026-03-02T05:30:00Z', LA, true)).toBe('9:30 pm');
    expect(timeOfDay('not a date', LA, false)).toBe('--:--');
  });

  it('reads the date of the URL, refusing impossible ones', () => {
    expect(dayKey(parseAnchor('2026-02-28', TOKYO)!.toISOString(), TOKYO)).toBe('2026-02-28');
    expect(parseAnchor('2026-02-30', TOKYO)).toBeNull();
    expect(parseAnchor('yesterday', TOKYO)).toBeNull();
    expect(parseAnchor(null, TOKYO)).toBeNull();
  });
});
