import { describe, expect, it } from 'vitest';
import { hhmmOf, intersect, meetingStarts, minutesOf, normalize, subtract, weeklyIntervals } from './slots';

const iso = (ms: number) => new Date(ms).toISOString();
const at = (s: string) => new Date(s).getTime();

describe('weekly availability as real intervals', () => {
  it('turns local weekly slots into UTC intervals, following daylight saving time', () => {
    const monday = [{ dayOfWeek: 1, startMinute: minutesOf('09:00'), endMinute: minutesOf('12:00') }];
    const winter = weeklyIntervals(monday, 'Europe/Berlin', new Date('2030-01-13T00:00:00Z'), new Date('2030-01-20T00:00:00Z'));
    expect(winter.map(([s, e]) => [iso(s), iso(e)])).toEqual([['2030-01-14T08:00:00.000Z', '2030-01-14T11:00:00.000Z']]);
    const summer = weeklyIntervals(monday, 'Europe/Berlin', new Date('2030-07-14T00:00:00Z'), new Date('2030-07-21T00:00:00Z'));
    expect(summer.map(([s, e]) => [iso(s), iso(e)])).toEqual([['2030-07-15T07:00:00.000Z', '2030-07-15T10:00:00.000Z']]);
  });

  it('cuts intervals at the window and allows 24:00 as an end', () => {
    const slots = [{ dayOfWeek: 2, startMinute: minutesOf('22:00'), endMinute: minutesOf('24:00') }];
    const out = weeklyIntervals(slots, 'UTC', new Date('2030-01-15T23:00:00Z'), new Date('2030-01-17T00:00:00Z'));
    expect(out.map(([s, e]) => [iso(s), iso(e)])).toEqual([['2030-01-15T23:00:00.000Z', '2030-01-16T00:00:00.000Z']]);
    expect(weeklyIntervals([], 'UTC', new Date(0), new Date(1e9))).toEqual([]);
  });
});

describe('interval arithmetic', () => {
  it('merges, intersects and subtracts', () => {
    expect(normalize([[5, 7], [1, 3], [3, 4], [9, 9]])).toEqual([[1, 4], [5, 7]]);
    expect(intersect([[0, 10], [20, 30]], [[5, 25]])).toEqual([[5, 10], [20, 25]]);
    expect(subtract([[0, 10]], [[2, 3], [5, 12]])).toEqual([[0, 2], [3, 5]]);
  });

  it('offers meeting starts every 30 minutes where the whole meeting fits', () => {
    const starts = meetingStarts([[at('2030-01-14T13:00:00Z'), at('2030-01-14T14:15:00Z')]], 45);
    expect(starts.map(iso)).toEqual(['2030-01-14T13:00:00.000Z', '2030-01-14T13:30:00.000Z']);
    expect(meetingStarts([[0, 10 * 60_000]], 15)).toEqual([]);
    expect(meetingStarts([[0, 120 * 60_000]], 30, 30, 1)).toEqual([0]);
  });

  it('converts HH:mm and minutes both ways', () => {
    expect(minutesOf('24:00')).toBe(1440);
    expect(hhmmOf(570)).toBe('09:30');
  });
});
