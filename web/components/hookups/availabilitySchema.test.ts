import { describe, expect, it } from 'vitest';
import { MAX_AVAILABILITY_SLOTS } from '~/common/constants';
import { HOOKUP } from '~/common/messages/hookups';
import { availabilitySchema, END_TIMES, nextSlot, sortedSlots, START_TIMES, type AvailabilityForm } from './availabilitySchema';

const slot = (dayOfWeek: number, startTime: string, endTime: string) => ({ dayOfWeek, startTime, endTime });
const issues = (form: AvailabilityForm) => {
  const result = availabilitySchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('the availability form', () => {
  it('accepts half-hour ranges on several days, up to 24:00', () => {
    expect(issues({ timeZone: 'Europe/Berlin', slots: [slot(1, '09:00', '12:30'), slot(1, '14:00', '24:00'), slot(7, '00:00', '00:30')] })).toEqual([]);
  });

  it('asks for a valid time zone', () => {
    expect(issues({ timeZone: 'Mars/Olympus', slots: [] })).toEqual([{ path: 'timeZone', message: HOOKUP.timeZoneInvalid }]);
    expect(issues({ timeZone: '', slots: [] })).toEqual([{ path: 'timeZone', message: HOOKUP.timeZoneInvalid }]);
  });

  it('refuses a range that does not end after it starts', () => {
    expect(issues({ timeZone: 'UTC', slots: [slot(2, '10:00', '10:00')] })).toEqual([{ path: 'slots.0.endTime', message: HOOKUP.slotOrder }]);
    expect(issues({ timeZone: 'UTC', slots: [slot(2, '11:00', '10:00')] })).toEqual([{ path: 'slots.0.endTime', message: HOOKUP.slotOrder }]);
  });

  it('refuses times off the half hour', () => {
    expect(issues({ timeZone: 'UTC', slots: [slot(3, '09:15', '10:00')] })).toEqual([{ path: 'slots.0.startTime', message: HOOKUP.slotGrid }]);
    expect(issues({ timeZone: 'UTC', slots: [slot(3, '09:00', '24:30')] })).toEqual([{ path: 'slots.0.endTime', message: HOOKUP.slotGrid }]);
  });

  it('refuses ranges overlapping on the same day, not on different days or touching', () => {
    expect(issues({ timeZone: 'UTC', slots: [slot(4, '09:00', '11:00'), slot(4, '10:30', '12:00')] })).toEqual([
      { path: 'slots.1.startTime', message: HOOKUP.slotOverlap },
    ]);
    expect(issues({ timeZone: 'UTC', slots: [slot(4, '09:00', '11:00'), slot(5, '10:30', '12:00'), slot(4, '11:00', '12:00')] })).toEqual([]);
  });

  it(`allows at most ${MAX_AVAILABILITY_SLOTS} ranges`, () => {
    const many = Array.from({ length: MAX_AVAILABILITY_SLOTS + 1 }, (_, i) => slot((i % 7) + 1, START_TIMES[Math.floor(i / 7) * 2]!, END_TIMES[Math.floor(i / 7) * 2]!));
    expect(issues({ timeZone: 'UTC', slots: many })).toEqual([{ path: 'slots', message: HOOKUP.slotsLimit }]);
    expect(issues({ timeZone: 'UTC', slots: many.slice(1) })).toEqual([]);
  });

  it('offers every half hour: starts 00:00–23:30, ends 00:30–24:00', () => {
    expect(START_TIMES).toHaveLength(48);
    expect([START_TIMES[0], START_TIMES[47]]).toEqual(['00:00', '23:30']);
    expect([END_TIMES[0], END_TIMES[47]]).toEqual(['00:30', '24:00']);
  });

  it('a new range starts at 09:00 on an empty day, else where the day’s last one ends', () => {
    expect(nextSlot(1, [])).toEqual(slot(1, '09:00', '10:00'));
    expect(nextSlot(1, [slot(1, '09:00', '12:00'), slot(2, '15:00', '16:00')])).toEqual(slot(1, '12:00', '13:00'));
    expect(nextSlot(1, [slot(1, '22:00', '24:00')])).toEqual(slot(1, '23:30', '24:00'));
  });

  it('sends the ranges by day, then by start', () => {
    expect(sortedSlots([slot(3, '10:00', '11:00'), slot(1, '14:00', '15:00'), slot(1, '09:00', '10:00')])).toEqual([
      slot(1, '09:00', '10:00'),
      slot(1, '14:00', '15:00'),
      slot(3, '10:00', '11:00'),
    ]);
  });
});
