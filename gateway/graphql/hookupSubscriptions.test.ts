// hookupChanged end to end with graphql-ws's own client: services' event stream (a fake on loopback) → the gateway's
// consumer → pubsub → filtered per member (participants, former participants, the organisation's admins) → the
// socket; `after` replays what a client missed. Plus the audience rule itself, case by case.
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mayHearHookupChange, type HookupAudience } from '~/gateway/graphql/hookupMapping';
import { organizations } from '~/gateway/graphql/organizationCache';
import { person } from '~/gateway/testing/groupHookupFixtures';
import {
  FIRST_UUID,
  FORMER_UUID,
  hookupChanged,
  ORG_ADMIN_UUID,
  ORG_UUID,
  OTHER_ADMIN_UUID,
  OTHER_ORG_UUID,
  SECOND_UUID,
  servicesHookup,
  STRANGER_UUID,
} from '~/gateway/testing/hookupFixtures';
import { collect } from '~/gateway/testing/liveClients';
import { useLiveGateway } from '~/gateway/testing/liveGateway';
import type { ServicesHookup } from '~/gateway/sources/hookups';
import { TOPICS, type HookupChangedPayload } from '~/gateway/topics';

describe('who hears a hookup.changed event', () => {
  const payload = hookupChanged(servicesHookup(), 'updated', [FORMER_UUID]);
  const audience = (uuid: string, admin = false, organizationUUID: string | null = null): HookupAudience => ({
    uuid,
    roles: admin ? ['ROLE_USER', 'ROLE_ADMIN'] : ['ROLE_USER'],
    organizationUUID,
  });

  it.each([
    ['the first participant', audience(FIRST_UUID), true],
    ['the second participant', audience(SECOND_UUID), true],
    ['a member an admin edit removed', audience(FORMER_UUID), true],
    ['an admin of the hookup’s organisation', audience(ORG_ADMIN_UUID, true, ORG_UUID), true],
    ['a member of the same organisation', audience(STRANGER_UUID, false, ORG_UUID), false],
    ['an admin of another organisation', audience(OTHER_ADMIN_UUID, true, OTHER_ORG_UUID), false],
    ['an admin whose organisation is unknown', audience(OTHER_ADMIN_UUID, true, null), false],
  ] as const)('%s: %s', (_who, viewer, hears) => {
    expect(mayHearHookupChange(payload, viewer)).toBe(hears);
  });

  it('an event without the hookup’s participants reaches nobody, and does not throw', () => {
    const broken = { kind: 'updated', actorUUID: null, hookup: { uuid: 'x' } } as unknown as HookupChangedPayload;
    expect(mayHearHookupChange(broken, audience(ORG_ADMIN_UUID, true, ORG_UUID))).toBe(false);
  });

  it('an event without formerParticipantUUIDs still reaches the participants', () => {
    const old = { ...payload, formerParticipantUUIDs: undefined } as unknown as HookupChangedPayload;
    expect(mayHearHookupChange(old, audience(SECOND_UUID))).toBe(true);
    expect(mayHearHookupChange(old, audience(FORMER_UUID))).toBe(false);
  });
});

/** GET /user/organization calls, by member: admins' organisation is read once per subscription */
const organizationCalls: string[] = [];

const ORGANIZATION_OF: Record<string, string> = { [ORG_ADMIN_UUID]: ORG_UUID, [OTHER_ADMIN_UUID]: OTHER_ORG_UUID, [STRANGER_UUID]: ORG_UUID };

const liveGateway = useLiveGateway({
  route: ({ path, authorization }) => {
    if (path === '/user/organization') {
      const sub = String(decodeJwt((authorization ?? '').replace('Bearer ', '')).sub);
      organizationCalls.push(sub);
      return { body: { uuid: ORGANIZATION_OF[sub] ?? 'org-none', name: 'Org' } };
    }
    return undefined;
  },
});
// each test counts its own GET /user/organization calls
afterEach(() => organizations.clear());

const clientOf = (uuid: string, admin = false) => liveGateway.clientOf(uuid, admin);

const CHANGED = `subscription($after: ID) {
  hookupChanged(after: $after) { eventId kind actorUUID hookup { uuid hookupStatus partner { uuid } confirmedByMe rescheduleCount } }
}`;

interface Changed {
  eventId: string;
  kind: string;
  actorUUID: string | null;
  hookup: { uuid: string; hookupStatus: string; partner: { uuid: string }; confirmedByMe: boolean; rescheduleCount: number };
}

const publish = (hookup: ServicesHookup, kind: HookupChangedPayload['kind'] = 'updated', former: string[] = [], actor: string | null = null) =>
  liveGateway.fake.publish(TOPICS.hookupChanged, hookupChanged(hookup, kind, former, actor));

const uuids = (results: Changed[]) => results.map((r) => r.hookup.uuid);
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('hookupChanged', () => {
  it('both participants see a reschedule live, each with the other as partner; nobody else does', async () => {
    const after = liveGateway.fake.lastId();
    const [first, second, stranger, orgAdmin, otherAdmin] = await Promise.all([
      clientOf(FIRST_UUID),
      clientOf(SECOND_UUID),
      clientOf(STRANGER_UUID),
      clientOf(ORG_ADMIN_UUID, true),
      clientOf(OTHER_ADMIN_UUID, true),
    ]);
    const seen = [first, second, stranger, orgAdmin, otherAdmin].map((client) => collect<Changed>(client, CHANGED, { after }));
    const rescheduled = servicesHookup({ rescheduleCount: 1, rescheduled: true, reschedulesLeft: 1, firstParticipantConfirmed: false, secondParticipantConfirmed: true });
    const id = publish(rescheduled, 'rescheduled', [], SECOND_UUID);
    // another organisation's hookup between two of its members: the marker everyone allowed to hear it gets last
    const other = publish(servicesHookup({ uuid: 'hk-other-org', organizationUUID: OTHER_ORG_UUID, firstParticipant: person('x'), secondParticipant: person('y') }));

    await vi.waitFor(() => {
      expect(seen[0].results).toHaveLength(1);
      expect(seen[1].results).toHaveLength(1);
      expect(seen[3].results).toHaveLength(1);
      expect(seen[4].results).toHaveLength(1);
    });
    await settle();
    const [byFirst, bySecond, byStranger, byOrgAdmin, byOtherAdmin] = seen;
    expect(byFirst.results).toEqual([
      { eventId: id, kind: 'rescheduled', actorUUID: SECOND_UUID, hookup: { uuid: 'hk-1', hookupStatus: 'PENDING', partner: { uuid: SECOND_UUID }, confirmedByMe: false, rescheduleCount: 1 } },
    ]);
    expect(bySecond.results).toEqual([
      { eventId: id, kind: 'rescheduled', actorUUID: SECOND_UUID, hookup: { uuid: 'hk-1', hookupStatus: 'PENDING', partner: { uuid: FIRST_UUID }, confirmedByMe: true, rescheduleCount: 1 } },
    ]);
    expect(byStranger.results).toEqual([]);
    expect(byOrgAdmin.results.map((r) => [r.eventId, r.hookup.partner.uuid, r.hookup.confirmedByMe])).toEqual([[id, SECOND_UUID, false]]);
    // the other organisation's admin hears their own organisation's hookup, never ours
    expect(byOtherAdmin.results.map((r) => [r.eventId, r.hookup.uuid])).toEqual([[other, 'hk-other-org']]);
    seen.forEach((s) => expect(s.errors).toEqual([]));
    // the organisation is read once per admin subscription, never for members
    expect(organizationCalls.filter((uuid) => uuid === ORG_ADMIN_UUID || uuid === OTHER_ADMIN_UUID)).toHaveLength(2);
    expect(organizationCalls).not.toContain(FIRST_UUID);
    expect(organizationCalls).not.toContain(STRANGER_UUID);
  });

  it('subscribed live (no `after`), the two participants still get one frame each, with their own partner', async () => {
    // without `after` the fan-out serves equal viewers one shared frame: partner and confirmedByMe must keep them apart
    const [first, second] = await Promise.all([clientOf(FIRST_UUID), clientOf(SECOND_UUID)]);
    const byFirst = collect<Changed>(first, CHANGED, {});
    const bySecond = collect<Changed>(second, CHANGED, {});
    await vi.waitFor(() => {
      publish(servicesHookup({ uuid: 'warm-up' }));
      expect(byFirst.results.length).toBeGreaterThan(0);
      expect(bySecond.results.length).toBeGreaterThan(0);
    });
    const id = publish(servicesHookup(), 'confirmed', [], FIRST_UUID);
    await vi.waitFor(() => {
      expect(byFirst.results.at(-1)?.eventId).toBe(id);
      expect(bySecond.results.at(-1)?.eventId).toBe(id);
    });
    expect(byFirst.results.at(-1)?.hookup).toMatchObject({ partner: { uuid: SECOND_UUID }, confirmedByMe: true });
    expect(bySecond.results.at(-1)?.hookup).toMatchObject({ partner: { uuid: FIRST_UUID }, confirmedByMe: false });
  });

  it('a member an admin edit removed hears that one event, then no longer hears the hookup', async () => {
    const after = liveGateway.fake.lastId();
    const former = collect<Changed>(await clientOf(FORMER_UUID), CHANGED, { after });
    const partner = collect<Changed>(await clientOf(FIRST_UUID), CHANGED, { after });
    const edited = publish(servicesHookup(), 'updated', [FORMER_UUID], ORG_ADMIN_UUID);
    const later = publish(servicesHookup({ hookupStatus: 'CONFIRMED', confirmed: true }), 'confirmed', [], SECOND_UUID);
    await vi.waitFor(() => expect(partner.results.map((r) => r.eventId)).toEqual([edited, later]));
    await settle();
    expect(former.results.map((r) => [r.eventId, r.kind, r.hookup.partner.uuid, r.hookup.confirmedByMe])).toEqual([[edited, 'updated', SECOND_UUID, false]]);
  });

  it('with `after` the missed events come first, then live ones, never the same eventId twice', async () => {
    const after = liveGateway.fake.lastId();
    const missed = [publish(servicesHookup(), 'matched'), publish(servicesHookup({ uuid: 'not-mine', firstParticipant: person('x'), secondParticipant: person('y') })), publish(servicesHookup(), 'confirmed')];
    // events of other topics in between count for dedupe but are not hookups
    liveGateway.fake.publish(TOPICS.groupHookupPresence, { uuid: 'gh-1', hostUUID: 'h', participantUUIDs: [], present: [] });
    const subscription = collect<Changed>(await clientOf(SECOND_UUID), CHANGED, { after });
    await vi.waitFor(() => expect(subscription.results).toHaveLength(2));
    const live = publish(servicesHookup({ hookupStatus: 'CANCELLED' }), 'cancelled', [], FIRST_UUID);
    await vi.waitFor(() => expect(subscription.results).toHaveLength(3));
    await settle();
    expect(subscription.results.map((r) => [r.eventId, r.kind])).toEqual([
      [missed[0], 'matched'],
      [missed[2], 'confirmed'],
      [live, 'cancelled'],
    ]);
    expect(uuids(subscription.results)).toEqual(['hk-1', 'hk-1', 'hk-1']);
  });

  it('resubscribing with the last eventId seen gets exactly what came after it', async () => {
    const start = liveGateway.fake.lastId();
    const first = collect<Changed>(await clientOf(FIRST_UUID), CHANGED, { after: start });
    const seenId = publish(servicesHookup(), 'matched');
    await vi.waitFor(() => expect(first.results.map((r) => r.eventId)).toEqual([seenId]));
    first.unsubscribe();
    const whileAway = publish(servicesHookup({ rescheduleCount: 1 }), 'rescheduled', [], SECOND_UUID);
    const again = collect<Changed>(await clientOf(FIRST_UUID), CHANGED, { after: seenId });
    await vi.waitFor(() => expect(again.results.map((r) => r.eventId)).toEqual([whileAway]));
    const live = publish(servicesHookup({ rescheduleCount: 2 }), 'rescheduled', [], SECOND_UUID);
    await vi.waitFor(() => expect(again.results.map((r) => r.eventId)).toEqual([whileAway, live]));
    await settle();
    expect(again.results).toHaveLength(2);
  });

  it('an `after` that is not an eventId is BAD_USER_INPUT and nothing is listened to', async () => {
    const subscription = collect<Changed>(await clientOf(FIRST_UUID), CHANGED, { after: 'yesterday' });
    await vi.waitFor(() => expect(subscription.completed).toBe(true));
    expect(subscription.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
  });

  it('an expired token is refused before anything is listened to', async () => {
    const client = await liveGateway.client({ sub: FIRST_UUID, expiresIn: -10 });
    const subscription = collect<Changed>(client, CHANGED, {});
    await vi.waitFor(() => expect(subscription.errors.length).toBeGreaterThan(0));
    expect(subscription.results).toEqual([]);
  });
});
