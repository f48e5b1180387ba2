// Services-shaped group hookups and events for gateway tests.
import type { Person } from '~/gateway/generated/graphql';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';

export const HOST_UUID = 'host-uuid';
export const PARTICIPANT_UUID = 'participant-uuid';
export const MEMBER_UUID = 'member-uuid';
export const ADMIN_UUID = 'admin-uuid';

export const person = (uuid: string, fullName = `Person ${uuid}`): Person => ({
  uuid,
  fullName,
  imageUrl: null,
  jobPosition: 'Account Executive',
  roles: ['ROLE_USER'],
});

export function servicesGroupHookup(overrides: Partial<ServicesGroupHookup> = {}): ServicesGroupHookup {
  const host = person(HOST_UUID, 'Grace Hopper');
  return {
    uuid: 'gh-1',
    title: 'Cold calling practice',
    description: 'We practise cold calls together.',
    whoShouldJoin: null,
    whyShouldJoin: null,
    whatWillDiscuss: null,
    category: 'PRACTICE',
    startDate: '2030-01-02T10:00:00.000Z',
    duration: 60,
    maxParticipants: 10,
    slotsLeft: 9,
    status: 'APPROVED',
    private: false,
    sponsored: false,
    highlighted: false,
    tags: ['calls'],
    imageUrl: null,
    host,
    hostUUID: host.uuid,
    hostFullName: host.fullName,
    hostImageUrl: null,
    hostRoles: ['ROLE_USER'],
    participants: [person(PARTICIPANT_UUID, 'Ada Lovelace')],
    cancellationReason: null,
    createdOn: '2029-12-01T10:00:00.000Z',
    updatedOn: '2029-12-01T10:00:00.000Z',
    ...overrides,
  };
}
