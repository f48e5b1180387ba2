// Services-shaped one-to-one hookups and events for gateway tests.
import type { HookupChangeKind } from '~/common/events';
import type { ServicesHookup } from '~/gateway/sources/hookups';
import type { HookupChangedPayload } from '~/gateway/topics';
import { ORG_UUID, person } from '~/gateway/testing/groupHookupFixtures';

export const FIRST_UUID = 'first-uuid';
export const SECOND_UUID = 'second-uuid';
export const FORMER_UUID = 'former-uuid';
export const STRANGER_UUID = 'stranger-uuid';
export const ORG_ADMIN_UUID = 'org-admin-uuid';
export const OTHER_ADMIN_UUID = 'other-admin-uuid';
// the same two organisations as the group hookup fixtures
export { ORG_UUID, OTHER_ORG_UUID } from '~/gateway/testing/groupHookupFixtures';

export function servicesHookup(overrides: Partial<ServicesHookup> = {}): ServicesHookup {
  return {
    // services send numeric ids; GraphQL's ID turns them into strings
    id: 7 as unknown as string,
    uuid: 'hk-1',
    organizationUUID: ORG_UUID,
    firstParticipant: person(FIRST_UUID, 'Ada Lovelace'),
    secondParticipant: person(SECOND_UUID, 'Grace Hopper'),
    firstParticipantGoogleEventId: null,
    secondParticipantGoogleEventId: null,
    videoCallId: 'video-1',
    startDateTime: '2030-01-02T10:00:00.000Z',
    endDateTime: '2030-01-02T10:30:00.000Z',
    createdOn: '2029-12-01T10:00:00.000Z',
    updatedOn: '2029-12-01T10:00:00.000Z',
    timeCycleId: 3 as unknown as string,
    timeCycleName: 'Weekly',
    isDefaultTimeCycle: true,
    hookupStatus: 'PENDING',
    rescheduled: false,
    rescheduleCount: 0,
    reschedulesLeft: 2,
    confirmed: false,
    firstParticipantConfirmed: true,
    secondParticipantConfirmed: false,
    matchScore: 0.82,
    matchReasons: ['You both sell SaaS'],
    cancellationReason: null,
    cancelledBy: null,
    sequence: 0,
    ...overrides,
  };
}

export const hookupChanged = (
  hookup: ServicesHookup,
  kind: HookupChangeKind = 'updated',
  formerParticipantUUIDs: string[] = [],
  actorUUID: string | null = null,
): HookupChangedPayload => ({ kind, actorUUID, hookup, formerParticipantUUIDs });
