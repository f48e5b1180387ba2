import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { availableActions, belongsTo, hookupErrorCode, orderOf, reschedulesLeftText, statusText } from './rules';
import { memberHookup } from '~/web/testing/hookups';

const before = Date.parse('2030-01-01T00:00:00.000Z');
const during = Date.parse('2030-01-02T10:10:00.000Z');
const after = Date.parse('2030-01-02T11:00:00.000Z');
const actions = (overrides: Parameters<typeof memberHookup>[1], now = before) => [...availableActions(memberHookup('h', overrides), now)].sort();

describe('what a member may do with a hookup', () => {
  it('a pending hookup not yet confirmed by the member: confirm, reschedule, cancel', () => {
    expect(actions({})).toEqual(['cancel', 'confirm', 'reschedule']);
  });

  it('once the member confirmed, or it is confirmed by both: reschedule and cancel', () => {
    expect(actions({ confirmedByMe: true })).toEqual(['cancel', 'reschedule']);
    expect(actions({ hookupStatus: 'CONFIRMED', confirmed: true, confirmedByMe: true })).toEqual(['cancel', 'reschedule']);
  });

  it('with no reschedule left the Reschedule action stays: it leads to the Reschedule cancel dialog', () => {
    expect(actions({ rescheduleCount: 2, reschedulesLeft: 0 })).toContain('reschedule');
  });

  it('once started only cancel is left, and nothing once ended', () => {
    expect(actions({}, during)).toEqual(['cancel']);
    expect(actions({}, after)).toEqual([]);
  });

  it('nothing on a cancelled, completed or expired hookup', () => {
    for (const hookupStatus of ['CANCELLED', 'COMPLETED', 'EXPIRED'] as const) expect(actions({ hookupStatus })).toEqual([]);
  });
});

describe('the lists', () => {
  it('upcoming holds pending and confirmed hookups that have not ended; past the rest', () => {
    const upcoming = belongsTo('UPCOMING', () => before);
    const past = belongsTo('PAST', () => before);
    expect(upcoming(memberHookup('a'))).toBe(true);
    expect(past(memberHookup('a'))).toBe(false);
    expect(upcoming(memberHookup('a', { hookupStatus: 'CANCELLED' }))).toBe(false);
    expect(past(memberHookup('a', { hookupStatus: 'CANCELLED' }))).toBe(true);
    expect(belongsTo('UPCOMING', () => after)(memberHookup('a'))).toBe(false);
  });

  it('upcoming is soonest first, past latest first', () => {
    const a = memberHookup('a', { startDateTime: '2030-01-01T10:00:00.000Z' });
    const b = memberHookup('b', { startDateTime: '2030-01-02T10:00:00.000Z' });
    expect(orderOf('UPCOMING')(a, b)).toBeLessThan(0);
    expect(orderOf('PAST')(a, b)).toBeGreaterThan(0);
  });
});

describe('words', () => {
  it('the status says who still has to confirm', () => {
    expect(statusText({ hookupStatus: 'PENDING', confirmedByMe: false })).toBe('Waiting for your confirmation');
    expect(statusText({ hookupStatus: 'PENDING', confirmedByMe: true })).toBe('Waiting for your partner to confirm');
    expect(statusText({ hookupStatus: 'CANCELLED', confirmedByMe: true })).toBe('Cancelled');
  });

  it('the reschedules left, of 2', () => {
    expect(reschedulesLeftText(2)).toBe('2 reschedules left (of 2)');
    expect(reschedulesLeftText(1)).toBe('1 reschedule left (of 2)');
    expect(reschedulesLeftText(0)).toBe('No reschedules left (of 2)');
  });
});

describe('hookupErrorCode', () => {
  it('reads extensions.errorCode of a refusal, and null without one', () => {
    const coded = new CombinedError({ graphQLErrors: [new GraphQLError('No', { extensions: { code: 'CONFLICT', errorCode: 1002 } })] });
    expect(hookupErrorCode(coded)).toBe(1002);
    expect(hookupErrorCode(new CombinedError({ graphQLErrors: [new GraphQLError('No', { extensions: { code: 'CONFLICT' } })] }))).toBeNull();
    expect(hookupErrorCode(new CombinedError({ networkError: new Error('offline') }))).toBeNull();
    expect(hookupErrorCode(undefined)).toBeNull();
  });
});
