// Test data of the admins' hookup pages, shaped like the gateway's answers.
import type { AdminHookupFieldsFragment, AdminTimeCycleFieldsFragment, MatchingRunFieldsFragment } from '~/web/gql/graphql';

export function timeCycle(id: string, overrides: Partial<AdminTimeCycleFieldsFragment> = {}): AdminTimeCycleFieldsFragment {
  return {
    id,
    name: `Cycle ${id}`,
    cadence: 'WEEKLY',
    hookupDuration: 30,
    isDefaultTimeCycle: false,
    active: true,
    nextRunAt: '2030-01-07T09:00:00.000Z',
    lastRunAt: null,
    members: 12,
    ...overrides,
  };
}

export function matchingRun(id: string, overrides: Partial<MatchingRunFieldsFragment> = {}): MatchingRunFieldsFragment {
  return {
    id,
    timeCycleId: '1',
    trigger: 'ADMIN',
    windowStart: '2030-01-01T00:00:00.000Z',
    windowEnd: '2030-01-08T00:00:00.000Z',
    candidates: 12,
    pairs: 5,
    unmatched: 2,
    repeatedNoShows: 0,
    totalScore: 41.25,
    startedAt: '2029-12-31T12:00:00.000Z',
    finishedAt: '2029-12-31T12:00:01.000Z',
    ...overrides,
  };
}

const person = (uuid: string, fullName: string) => ({ uuid, fullName, imageUrl: null, jobPosition: 'Account executive' });

export function adminHookup(uuid: string, overrides: Partial<AdminHookupFieldsFragment> = {}): AdminHookupFieldsFragment {
  return {
    uuid,
    startDateTime: '2030-01-03T10:00:00.000Z',
    endDateTime: '2030-01-03T10:30:00.000Z',
    hookupStatus: 'PENDING',
    timeCycleName: 'Cycle 1',
    rescheduleCount: 0,
    confirmed: false,
    cancellationReason: null,
    firstParticipant: person('m-1', 'Ada Lovelace'),
    secondParticipant: person('m-2', 'Grace Hopper'),
    ...overrides,
  };
}

export const hookupPage = (elements: AdminHookupFieldsFragment[], page = 0, totalPages = 1) => ({
  data: { allHookups: { elements, totalPages, totalElements: elements.length, page } },
});

/** A GraphQL refusal as the gateway words it (gateway/errors.ts). */
export const refusal = (message: string, code: string, extra: Record<string, unknown> = {}) => ({
  data: null,
  errors: [{ message, extensions: { code, ...extra } }],
});
