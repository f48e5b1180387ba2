// Test helpers of the hookup pages: a hookup as the gateway selects it with HookupFields, and its live event.
import type { HookupData } from '~/web/lib/hookupLive';

export function memberHookup(uuid: string, overrides: Partial<HookupData> = {}): HookupData {
  return {
    __typename: 'Hookup',
    uuid,
    partner: { uuid: 'partner-1', fullName: 'Grace Hopper', imageUrl: null, jobPosition: 'Account executive', roles: ['ROLE_USER'] },
    videoCallId: `video-${uuid}`,
    startDateTime: '2030-01-02T10:00:00.000Z',
    endDateTime: '2030-01-02T10:30:00.000Z',
    createdOn: '2029-12-30T10:00:00.000Z',
    timeCycleId: '1',
    timeCycleName: 'Weekly',
    hookupStatus: 'PENDING',
    rescheduled: false,
    rescheduleCount: 0,
    reschedulesLeft: 2,
    confirmed: false,
    confirmedByMe: false,
    matchReasons: ['You both sell SaaS in Berlin'],
    cancellationReason: null,
    cancelledBy: null,
    ...overrides,
  } as HookupData;
}

export const hookupChanged = (hookup: HookupData, eventId: string, kind = 'updated') => ({
  data: { hookupChanged: { __typename: 'HookupEvent', eventId, kind, actorUUID: 'partner-1', hookup } },
});
