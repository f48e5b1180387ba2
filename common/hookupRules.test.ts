// The one-to-one hookup rules of spec §8 in sentences: what a member may do with a hookup, and when.
import { describe, expect, it } from 'vitest';
import { availableActions, isUpcoming, mayBeCancelled, mayBeChangedBeforeStart, type HookupState } from './hookupRules';

const before = Date.parse('2030-01-01T00:00:00.000Z');
const start = Date.parse('2030-01-02T10:00:00.000Z');
const during = Date.parse('2030-01-02T10:10:00.000Z');
const end = Date.parse('2030-01-02T10:30:00.000Z');

const hookup = (overrides: Partial<HookupState & { confirmedByMe: boolean }> = {}) => ({
  status: 'PENDING',
  startDateTime: '2030-01-02T10:00:00.000Z',
  endDateTime: '2030-01-02T10:30:00.000Z',
  confirmedByMe: false,
  ...overrides,
});
const actions = (overrides: Parameters<typeof hookup>[0], now = before) => [...availableActions(hookup(overrides), now)].sort();

describe('what a member may do with a hookup', () => {
  it('a pending hookup not yet confirmed by the member: confirm, reschedule, cancel', () => {
    expect(actions({})).toEqual(['cancel', 'confirm', 'reschedule']);
  });

  it('once the member confirmed, or it is confirmed by both: reschedule and cancel', () => {
    expect(actions({ confirmedByMe: true })).toEqual(['cancel', 'reschedule']);
    expect(actions({ status: 'CONFIRMED', confirmedByMe: true })).toEqual(['cancel', 'reschedule']);
  });

  it('with no reschedule left the Reschedule action stays: it leads to the Reschedule cancel dialog', () => {
    const spent = { ...hookup(), rescheduleCount: 2, reschedulesLeft: 0 };
    expect([...availableActions(spent, before)]).toContain('reschedule');
  });

  it('once started only cancel is left, and nothing once ended', () => {
    expect(actions({}, during)).toEqual(['cancel']);
    expect(actions({}, end)).toEqual([]);
  });

  it('nothing on a cancelled, completed or expired hookup', () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'EXPIRED']) expect(actions({ status })).toEqual([]);
  });
});

describe('the rules services enforce with the same functions', () => {
  it('a hookup is confirmed, rescheduled or edited only while open and before its start, whether its times are Dates or strings', () => {
    expect(mayBeChangedBeforeStart(hookup(), start - 1)).toBe(true);
    expect(mayBeChangedBeforeStart(hookup({ startDateTime: new Date(start) }), start)).toBe(false);
    expect(mayBeChangedBeforeStart(hookup({ status: 'CANCELLED' }), before)).toBe(false);
  });

  it('a hookup is cancelled only while open and before its end', () => {
    expect(mayBeCancelled(hookup({ status: 'CONFIRMED' }), end - 1)).toBe(true);
    expect(mayBeCancelled(hookup({ endDateTime: new Date(end) }), end)).toBe(false);
    expect(mayBeCancelled(hookup({ status: 'EXPIRED' }), before)).toBe(false);
  });

  it('upcoming holds pending and confirmed hookups that have not ended; past the rest', () => {
    expect(isUpcoming(hookup(), during)).toBe(true);
    expect(isUpcoming(hookup({ status: 'CONFIRMED' }), before)).toBe(true);
    expect(isUpcoming(hookup(), end)).toBe(false);
    expect(isUpcoming(hookup({ status: 'CANCELLED' }), before)).toBe(false);
  });
});
