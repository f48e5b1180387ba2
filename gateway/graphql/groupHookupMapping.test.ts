// Who hears a group-hookup.changed event (services/API.md § Who sees what), rule by rule: the organisation first,
// then the status and privacy rules within it; and what GraphQL is handed of a services group hookup.
import { describe, expect, it } from 'vitest';
import { caseName, VISIBILITY_CASES, VIEWERS, type VisibilityViewer } from '~/common/groupHookupVisibility.cases';
import { maySeeGroupHookup, toGroupHookup, type GroupHookupAudience } from '~/gateway/graphql/groupHookupMapping';
import {
  ADMIN_UUID,
  HOST_UUID,
  MEMBER_UUID,
  ORG_UUID,
  OTHER_ORG_UUID,
  OUTSIDE_ADMIN_UUID,
  OUTSIDER_UUID,
  PARTICIPANT_UUID,
  person,
  servicesGroupHookup,
} from '~/gateway/testing/groupHookupFixtures';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';

const audience = (uuid: string, organizationUUID: string, admin = false): GroupHookupAudience => ({
  uuid,
  roles: admin ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'],
  organizationUUID,
});

const member = audience(MEMBER_UUID, ORG_UUID);
const participant = audience(PARTICIPANT_UUID, ORG_UUID);
const host = audience(HOST_UUID, ORG_UUID);
const admin = audience(ADMIN_UUID, ORG_UUID, true);
const outsider = audience(OUTSIDER_UUID, OTHER_ORG_UUID);
const outsideAdmin = audience(OUTSIDE_ADMIN_UUID, OTHER_ORG_UUID, true);

describe('who hears a group-hookup.changed event, by the table services test their SQL with', () => {
  const viewers: Record<VisibilityViewer, GroupHookupAudience> = { member, participant, host, admin, outsider, outsideAdmin };

  it.each(VISIBILITY_CASES.map((c) => [caseName(c), c] as const))('%s reaches on the general feed exactly those the lists show it to, and on its own subscription those who may open it', (_name, c) => {
    // the participant attended (and did not leave), whatever the status became since
    const groupHookup = servicesGroupHookup({ status: c.status, private: c.private, participants: [person(PARTICIPANT_UUID)] });
    for (const who of VIEWERS) {
      expect(maySeeGroupHookup(groupHookup, viewers[who]), `${who} on the general feed`).toBe(c.listed.includes(who));
      expect(maySeeGroupHookup(groupHookup, viewers[who], { openedByUuid: true }), `${who} opening it`).toBe(c.opened.includes(who));
    }
  });
});

describe('who hears a group-hookup.changed event', () => {
  const open = servicesGroupHookup();
  const secret = servicesGroupHookup({ private: true });
  const pending = servicesGroupHookup({ status: 'PENDING', participants: [] });
  const canceled = servicesGroupHookup({ status: 'CANCELED' });

  it.each([
    ['a public APPROVED one', open, [member, participant, host, admin]],
    ['a public COMPLETED one', servicesGroupHookup({ status: 'COMPLETED' }), [member, participant, host, admin]],
    ['a private one', secret, [participant, host, admin]],
    ['a PENDING one', pending, [host, admin]],
    ['a NOT ACCEPTED one', servicesGroupHookup({ status: 'NOT ACCEPTED', participants: [] }), [host, admin]],
    ['a CANCELED one', canceled, [participant, host, admin]],
  ] as const)('%s reaches only those of its organisation who may see it, never another organisation’s member or admin', (_what, groupHookup, hearing) => {
    for (const who of [member, participant, host, admin, outsider, outsideAdmin]) {
      expect(maySeeGroupHookup(groupHookup, who), who.uuid).toBe((hearing as readonly GroupHookupAudience[]).includes(who));
    }
  });

  it('opened by uuid, a private one reaches every member of its organisation, still none of another', () => {
    expect(maySeeGroupHookup(secret, member, { openedByUuid: true })).toBe(true);
    expect(maySeeGroupHookup(secret, outsider, { openedByUuid: true })).toBe(false);
    expect(maySeeGroupHookup(secret, outsideAdmin, { openedByUuid: true })).toBe(false);
  });

  it('the organisation comes before host and participant: a host or participant uuid in another organisation’s payload hears nothing', () => {
    const theirs = servicesGroupHookup({ organizationUUID: OTHER_ORG_UUID });
    // HOST_UUID and PARTICIPANT_UUID are in the payload, but the viewer's organisation is another one
    expect(maySeeGroupHookup(theirs, host)).toBe(false);
    expect(maySeeGroupHookup(theirs, participant)).toBe(false);
    expect(maySeeGroupHookup(theirs, admin)).toBe(false);
    expect(maySeeGroupHookup(theirs, outsider)).toBe(true);
  });

  it('an event without an organisation, or a viewer without one, hears nothing and nothing throws', () => {
    const { organizationUUID: _dropped, ...unscoped } = open;
    expect(maySeeGroupHookup(unscoped as ServicesGroupHookup, admin)).toBe(false);
    expect(maySeeGroupHookup(null as unknown as ServicesGroupHookup, admin)).toBe(false);
    expect(maySeeGroupHookup({ ...open, participants: undefined } as unknown as ServicesGroupHookup, member)).toBe(false);
    expect(maySeeGroupHookup(open, audience(ADMIN_UUID, '', true))).toBe(false);
    expect(maySeeGroupHookup(unscoped as ServicesGroupHookup, audience(ADMIN_UUID, undefined as unknown as string, true))).toBe(false);
  });
});

describe('toGroupHookup', () => {
  it('hands GraphQL no organisation, and isHost/isParticipant seen from the viewer', () => {
    const shaped = toGroupHookup(servicesGroupHookup(), { uuid: PARTICIPANT_UUID, roles: ['ROLE_USER'], verified: true, sessionId: null });
    expect(shaped).not.toHaveProperty('organizationUUID');
    expect(shaped).toMatchObject({ uuid: 'gh-1', status: 'APPROVED', isHost: false, isParticipant: true });
  });
});
