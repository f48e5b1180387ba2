// Services-shaped group hookups and events for gateway tests.
import { decodeJwt } from 'jose';
import type { Person } from '~/gateway/generated/graphql';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';
import type { JsonAnswer } from '~/gateway/testing/fakeEventStream';

// members of ORG_UUID, the organisation of every fixture group hookup unless a test says otherwise
export const HOST_UUID = 'host-uuid';
export const PARTICIPANT_UUID = 'participant-uuid';
export const MEMBER_UUID = 'member-uuid';
export const ADMIN_UUID = 'admin-uuid';
export const ORG_UUID = 'org-1';
// a member and an admin of another organisation, who must never hear of ORG_UUID's group hookups
export const OUTSIDER_UUID = 'outsider-uuid';
export const OUTSIDE_ADMIN_UUID = 'outside-admin-uuid';
export const OTHER_ORG_UUID = 'org-2';

const ORGANIZATION_OF: Record<string, string> = { [OUTSIDER_UUID]: OTHER_ORG_UUID, [OUTSIDE_ADMIN_UUID]: OTHER_ORG_UUID };

/** The member (the bearer's `sub`) a fake services call was made for. */
export const subOf = (authorization: string | undefined): string | undefined =>
  authorization ? decodeJwt(authorization.replace('Bearer ', '')).sub : undefined;

/**
 * Fake services' GET /user/organization: OTHER_ORG_UUID for the outsiders, ORG_UUID for everyone else (`extra`
 * adds or overrides members); `calls` records whose organisation was asked.
 */
export function organizationAnswer(authorization: string | undefined, extra: Record<string, string> = {}, calls?: string[]): JsonAnswer {
  const sub = subOf(authorization) ?? '';
  calls?.push(sub);
  return { body: { uuid: extra[sub] ?? ORGANIZATION_OF[sub] ?? ORG_UUID, name: `Organisation of ${sub}` } };
}

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
    organizationUUID: ORG_UUID,
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
