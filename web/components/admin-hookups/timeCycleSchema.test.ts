import { describe, expect, it } from 'vitest';
import { HOOKUP } from '~/common/messages/hookups';
import { timeCycleDefaults, timeCycleSchema, toLocalInput, toTimeCycleInput, type TimeCycleFormValues } from './timeCycleSchema';

const valid: TimeCycleFormValues = { name: 'Weekly sellers', cadence: 'WEEKLY', hookupDuration: '45', isDefaultTimeCycle: true, active: true, nextRunAt: '' };

const messages = (values: Partial<TimeCycleFormValues>) => {
  const result = timeCycleSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the time cycle form', () => {
  it('takes a name of 2 to 60 characters, trimmed', () => {
    expect(messages({ name: ' A ' })).toEqual({ name: HOOKUP.cycleNameLength });
    expect(messages({ name: 'x'.repeat(61) })).toEqual({ name: HOOKUP.cycleNameLength });
    expect(messages({ name: 'ab' })).toEqual({});
    expect(messages({ name: 'x'.repeat(60) })).toEqual({});
  });

  it('needs a cadence', () => {
    expect(messages({ cadence: '' })).toEqual({ cadence: HOOKUP.cadenceRequired });
  });

  it('offers only 15, 30, 45 or 60 minutes', () => {
    expect(messages({ hookupDuration: '20' })).toEqual({ hookupDuration: HOOKUP.durationChoice });
    expect(messages({ hookupDuration: '' })).toEqual({ hookupDuration: HOOKUP.durationChoice });
    for (const minutes of ['15', '30', '45', '60']) expect(messages({ hookupDuration: minutes })).toEqual({});
  });

  it('takes a next run in the future, or none', () => {
    expect(messages({ nextRunAt: '2020-01-01T10:00' })).toEqual({ nextRunAt: HOOKUP.startInPast });
    expect(messages({ nextRunAt: 'soon' })).toEqual({ nextRunAt: HOOKUP.startInPast });
    expect(messages({ nextRunAt: '2099-01-01T10:00' })).toEqual({});
  });

  it('sends the local next run as UTC, and no next run when left empty', () => {
    const later = timeCycleSchema.parse({ ...valid, nextRunAt: '2099-01-01T10:00' });
    expect(toTimeCycleInput(later)).toEqual({
      name: 'Weekly sellers',
      cadence: 'WEEKLY',
      hookupDuration: 45,
      isDefaultTimeCycle: true,
      active: true,
      nextRunAt: new Date('2099-01-01T10:00').toISOString(),
    });
    expect(toTimeCycleInput(timeCycleSchema.parse(valid))).not.toHaveProperty('nextRunAt');
  });

  it('starts a new cycle active, 30 minutes, not default; an edit from the cycle', () => {
    expect(timeCycleDefaults()).toEqual({ name: '', cadence: '', hookupDuration: '30', isDefaultTimeCycle: false, active: true, nextRunAt: '' });
    const nextRunAt = '2030-01-07T09:00:00.000Z';
    expect(timeCycleDefaults({ name: 'Monthly', cadence: 'MONTHLY', hookupDuration: 60, isDefaultTimeCycle: true, active: false, nextRunAt })).toEqual({
      name: 'Monthly',
      cadence: 'MONTHLY',
      hookupDuration: '60',
      isDefaultTimeCycle: true,
      active: false,
      nextRunAt: toLocalInput(nextRunAt),
    });
    expect(new Date(toLocalInput(nextRunAt)).toISOString()).toBe(nextRunAt);
  });
});
