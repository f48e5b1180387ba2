// Subscriptions end to end with graphql-ws's own client: services' event stream (a fake on loopback) → the gateway's
// consumer → pubsub → filtered per member → the socket; `after` replays what a client missed.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GROUP_HOOKUP } from '~/common/messages';
import type { Client } from 'graphql-ws';
import { organizations } from '~/gateway/graphql/organizationCache';
import type { RunningGateway } from '~/gateway/server';
import { startFakeEventStream, type FakeEventStream } from '~/gateway/testing/fakeEventStream';
import { createSigningKeys, signAccessToken, type SigningKeys } from '~/gateway/testing/fakeServices';
import {
  ADMIN_UUID,
  HOST_UUID,
  MEMBER_UUID,
  organizationAnswer,
  OTHER_ORG_UUID,
  OUTSIDE_ADMIN_UUID,
  OUTSIDER_UUID,
  PARTICIPANT_UUID,
  person,
  servicesGroupHookup,
  subOf,
} from '~/gateway/testing/groupHookupFixtures';
import { collect, liveClient } from '~/gateway/testing/liveClients';
import { startLoopbackGateway } from '~/gateway/testing/liveGateway';
import { TOPICS } from '~/gateway/topics';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';

let keys: SigningKeys;
let fake: FakeEventStream;
let gateway: RunningGateway;
const clients: Client[] = [];
/** whose organisation the gateway asked services for (GET /user/organization), in order */
const organizationCalls: string[] = [];

const ROOM_MEMBERS = [HOST_UUID, PARTICIPANT_UUID, ADMIN_UUID];
const OUTSIDERS = [OUTSIDER_UUID, OUTSIDE_ADMIN_UUID];
/** a member services answer GET /user/organization for without an organisation (a services fault) */
const UNPLACED_UUID = 'unplaced-uuid';
const notFound = { status: 404, body: { statusCode: 404, error: 'Not Found', message: GROUP_HOOKUP.notFound } };

beforeAll(async () => {
  keys = await createSigningKeys();
  fake = await startFakeEventStream(({ path, authorization }) => {
    const sub = subOf(authorization);
    if (path === '/.well-known/jwks.json') return { body: keys.jwks };
    if (path === '/user/organization') {
      return sub === UNPLACED_UUID ? { body: { name: 'Nowhere' } } : organizationAnswer(authorization, {}, organizationCalls);
    }
    // like services: another organisation's group hookup (and its room) answers 404, to its admins too
    if (path === '/group-hookup/gh-1') return OUTSIDERS.includes(sub ?? '') ? notFound : { body: servicesGroupHookup() };
    // as if services answered another organisation's group hookup: the gateway must still refuse it
    if (path === '/group-hookup/leaked') return { body: servicesGroupHookup({ uuid: 'leaked' }) };
    if (path === '/group-hookup/gh-1/room') {
      if (OUTSIDERS.includes(sub ?? '')) return notFound;
      return ROOM_MEMBERS.includes(sub ?? '')
        ? { body: { uuid: 'gh-1', opensAt: '', closesAt: '', present: [] } }
        : { status: 403, body: { statusCode: 403, error: 'Forbidden', message: GROUP_HOOKUP.attendFirst } };
    }
    return undefined;
  });
  gateway = await start();
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.dispose()));
});
afterAll(async () => {
  await gateway.close();
  await fake.close();
});

const start = () => startLoopbackGateway(fake.url);

async function clientOf(uuid: string, on = gateway, roles: Array<'ROLE_ADMIN' | 'ROLE_USER'> = ['ROLE_USER']) {
  const client = liveClient(`${on.url.replace('http', 'ws')}/graphql`, await signAccessToken(keys.privateKey, { sub: uuid, roles }));
  clients.push(client);
  return client;
}

const CHANGED = `subscription($uuid: ID, $after: ID) {
  groupHookupChanged(uuid: $uuid, after: $after) { eventId kind groupHookup { uuid status private isHost isParticipant } }
}`;

interface Changed {
  eventId: string;
  kind: string;
  groupHookup: { uuid: string; status: string; private: boolean; isHost: boolean; isParticipant: boolean };
}

const changed = (groupHookup: ServicesGroupHookup, kind = 'updated') =>
  fake.publish(TOPICS.groupHookupChanged, { kind, actorUUID: null, groupHookup });

const uuids = (results: Changed[]) => results.map((r) => r.groupHookup.uuid);

describe('groupHookupChanged', () => {
  it('a member receives a status change as it happens, mapped for them', async () => {
    await vi.waitFor(() => expect(fake.openStreams()).toBeGreaterThan(0));
    const subscription = collect<Changed>(await clientOf(PARTICIPANT_UUID), CHANGED, {});
    // the subscription listens once the server handled `subscribe`: publish until it hears one, then one more
    await vi.waitFor(() => {
      changed(servicesGroupHookup({ uuid: 'warm-up' }));
      expect(subscription.results.length).toBeGreaterThan(0);
    });
    const id = changed(servicesGroupHookup({ status: 'APPROVED' }), 'approved');
    await vi.waitFor(() => expect(subscription.results.at(-1)?.eventId).toBe(id));
    expect(subscription.results.at(-1)).toEqual({
      eventId: id,
      kind: 'approved',
      groupHookup: { uuid: 'gh-1', status: 'APPROVED', private: false, isHost: false, isParticipant: true },
    });
    expect(subscription.errors).toEqual([]);
  });

  it('a private group hookup and pending ones reach only those who may see them', async () => {
    const after = fake.lastId();
    const [member, host, admin, participant] = await Promise.all([
      clientOf(MEMBER_UUID),
      clientOf(HOST_UUID),
      clientOf(ADMIN_UUID, gateway, ['ROLE_ADMIN']),
      clientOf(PARTICIPANT_UUID),
    ]);
    const seenBy = [member, host, admin, participant].map((client) => collect<Changed>(client, CHANGED, { after }));
    changed(servicesGroupHookup({ uuid: 'private', private: true }));
    changed(servicesGroupHookup({ uuid: 'pending', status: 'PENDING', participants: [] }));
    changed(servicesGroupHookup({ uuid: 'rejected', status: 'NOT ACCEPTED', participants: [] }), 'rejected');
    changed(servicesGroupHookup({ uuid: 'canceled', status: 'CANCELED' }), 'cancelled');
    changed(servicesGroupHookup({ uuid: 'public' }));

    await vi.waitFor(() => seenBy.forEach((s) => expect(uuids(s.results)).toContain('public')));
    const [byMember, byHost, byAdmin, byParticipant] = seenBy.map((s) => uuids(s.results));
    expect(byMember).toEqual(['public']);
    expect(byHost).toEqual(['private', 'pending', 'rejected', 'canceled', 'public']);
    expect(byAdmin).toEqual(['private', 'pending', 'rejected', 'canceled', 'public']);
    expect(byParticipant).toEqual(['private', 'canceled', 'public']);
    expect(seenBy[1].results.find((r) => r.groupHookup.uuid === 'rejected')?.groupHookup.status).toBe('NOT_ACCEPTED');
  });

  it('with a uuid only that group hookup is pushed', async () => {
    const after = fake.lastId();
    const subscription = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { uuid: 'gh-1', after });
    changed(servicesGroupHookup({ uuid: 'other' }));
    changed(servicesGroupHookup({ uuid: 'gh-1' }));
    await vi.waitFor(() => expect(uuids(subscription.results)).toEqual(['gh-1']));
  });

  it('a private group hookup subscribed to by uuid reaches a member who opened it, while the general feed keeps it from them', async () => {
    const after = fake.lastId();
    // services answer GET /group-hookup/gh-1 with 200 for this member (they have the link), so subscribing is allowed
    const byUuid = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { uuid: 'gh-1', after });
    const feed = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { after });
    changed(servicesGroupHookup({ uuid: 'gh-1', private: true }));
    changed(servicesGroupHookup({ uuid: 'gh-1', private: true, participants: [person(PARTICIPANT_UUID), person(MEMBER_UUID)] }), 'attended');
    // status rules still hold on the uuid-scoped subscription: a CANCELED one only to its host, participants, admins
    changed(servicesGroupHookup({ uuid: 'gh-1', private: true, status: 'CANCELED', participants: [] }), 'cancelled');
    changed(servicesGroupHookup({ uuid: 'other', private: true }));
    changed(servicesGroupHookup({ uuid: 'public' }));

    await vi.waitFor(() => {
      expect(uuids(feed.results)).toContain('public');
      expect(byUuid.results).toHaveLength(2);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(byUuid.errors).toEqual([]);
    expect(byUuid.results.map((r) => [r.kind, r.groupHookup])).toEqual([
      ['updated', { uuid: 'gh-1', status: 'APPROVED', private: true, isHost: false, isParticipant: false }],
      ['attended', { uuid: 'gh-1', status: 'APPROVED', private: true, isHost: false, isParticipant: true }],
    ]);
    // on the general feed the private one reaches the member only while they attend it
    expect(feed.results.map((r) => [r.kind, r.groupHookup.uuid])).toEqual([
      ['attended', 'gh-1'],
      ['updated', 'public'],
    ]);
  });

  it('with `after` the missed events come first, then live ones, never the same eventId twice', async () => {
    const after = fake.lastId();
    const missed = [changed(servicesGroupHookup({ uuid: 'missed-1' })), changed(servicesGroupHookup({ uuid: 'missed-2' }))];
    const subscription = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { after });
    await vi.waitFor(() => expect(subscription.results).toHaveLength(2));
    const live = changed(servicesGroupHookup({ uuid: 'live' }));
    await vi.waitFor(() => expect(subscription.results).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(subscription.results.map((r) => r.eventId)).toEqual([...missed, live]);
  });

  it('a gateway restart loses nothing for a client that resubscribes with the last eventId it saw', async () => {
    const first = await start();
    await vi.waitFor(() => expect(fake.openStreams()).toBeGreaterThan(1));
    const before = collect<Changed>(await clientOf(MEMBER_UUID, first), CHANGED, { after: fake.lastId() });
    changed(servicesGroupHookup({ uuid: 'seen' }));
    await vi.waitFor(() => expect(uuids(before.results)).toEqual(['seen']));
    const lastSeen = before.results[0].eventId;

    await first.close();
    // committed while that gateway is down
    changed(servicesGroupHookup({ uuid: 'while-down-1' }));
    changed(servicesGroupHookup({ uuid: 'while-down-2' }));
    const second = await start();
    try {
      const after = collect<Changed>(await clientOf(MEMBER_UUID, second), CHANGED, { after: lastSeen });
      await vi.waitFor(() => expect(uuids(after.results)).toEqual(['while-down-1', 'while-down-2']));
      await vi.waitFor(() => expect(fake.openStreams()).toBeGreaterThan(1));
      changed(servicesGroupHookup({ uuid: 'after-restart' }));
      await vi.waitFor(() => expect(uuids(after.results)).toEqual(['while-down-1', 'while-down-2', 'after-restart']));
    } finally {
      await Promise.all(clients.splice(0).map((client) => client.dispose()));
      await second.close();
    }
  });

  it('a uuid the member may not see is NOT_FOUND and nothing is listened to', async () => {
    const subscription = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { uuid: 'secret' });
    await vi.waitFor(() => expect(subscription.completed).toBe(true));
    expect(subscription.errors).toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
  });
});

describe('groupHookupChanged stays within the organisation', () => {
  const outsider = () => clientOf(OUTSIDER_UUID);
  const outsideAdmin = () => clientOf(OUTSIDE_ADMIN_UUID, gateway, ['ROLE_USER', 'ROLE_ADMIN']);
  /** a group hookup of the other organisation, hosted there */
  const theirs = (overrides: Partial<ServicesGroupHookup> = {}) =>
    servicesGroupHookup({ uuid: 'theirs', organizationUUID: OTHER_ORG_UUID, hostUUID: 'their-host', participants: [], ...overrides });

  it('a member and an admin of another organisation hear nothing of it on the general feed, while its members hear all they did', async () => {
    const after = fake.lastId();
    const [byOutsider, byOutsideAdmin, byMember, byAdmin, byHost] = (
      await Promise.all([outsider(), outsideAdmin(), clientOf(MEMBER_UUID), clientOf(ADMIN_UUID, gateway, ['ROLE_USER', 'ROLE_ADMIN']), clientOf(HOST_UUID)])
    ).map((client) => collect<Changed>(client, CHANGED, { after }));
    // every status and kind of this organisation's group hookups, public ones included
    changed(servicesGroupHookup({ uuid: 'approved' }), 'approved');
    changed(servicesGroupHookup({ uuid: 'highlighted', highlighted: true }), 'highlighted');
    changed(servicesGroupHookup({ uuid: 'completed', status: 'COMPLETED' }), 'completed');
    changed(servicesGroupHookup({ uuid: 'private', private: true }));
    changed(servicesGroupHookup({ uuid: 'pending', status: 'PENDING', participants: [] }), 'created');
    changed(servicesGroupHookup({ uuid: 'canceled', status: 'CANCELED' }), 'cancelled');
    // an outsider among the participants (as far as a payload could say) changes nothing: the organisation comes first
    changed(servicesGroupHookup({ uuid: 'attended', participants: [person(OUTSIDER_UUID)] }), 'attended');
    // and the other organisation's own ones, last, for them
    changed(theirs(), 'approved');
    changed(theirs({ uuid: 'their-pending', status: 'PENDING' }), 'created');

    await vi.waitFor(() => [byOutsider, byOutsideAdmin].forEach((s) => expect(uuids(s.results)).toContain('theirs')));
    await vi.waitFor(() => [byMember, byAdmin, byHost].forEach((s) => expect(uuids(s.results)).toContain('attended')));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(uuids(byOutsider.results)).toEqual(['theirs']);
    expect(uuids(byOutsideAdmin.results)).toEqual(['theirs', 'their-pending']);
    expect(uuids(byMember.results)).toEqual(['approved', 'highlighted', 'completed', 'attended']);
    expect(uuids(byAdmin.results)).toEqual(['approved', 'highlighted', 'completed', 'private', 'pending', 'canceled', 'attended']);
    expect(uuids(byHost.results)).toEqual(['approved', 'highlighted', 'completed', 'private', 'pending', 'canceled', 'attended']);
    for (const s of [byOutsider, byOutsideAdmin, byMember, byAdmin, byHost]) expect(s.errors).toEqual([]);
  });

  it('a replay with `after` keeps another organisation’s events out too', async () => {
    const after = fake.lastId();
    changed(servicesGroupHookup({ uuid: 'missed-here' }), 'approved');
    changed(theirs({ uuid: 'missed-there' }), 'approved');
    const outside = collect<Changed>(await outsideAdmin(), CHANGED, { after });
    const inside = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { after });
    await vi.waitFor(() => {
      expect(uuids(outside.results)).toEqual(['missed-there']);
      expect(uuids(inside.results)).toEqual(['missed-here']);
    });
  });

  it.each([
    ['a member', OUTSIDER_UUID, ['ROLE_USER']],
    ['an admin', OUTSIDE_ADMIN_UUID, ['ROLE_USER', 'ROLE_ADMIN']],
  ] as const)('%s of another organisation cannot subscribe by uuid to one of this organisation: NOT_FOUND, nothing listened to', async (_who, uuid, roles) => {
    const client = await clientOf(uuid, gateway, [...roles]);
    // services answer 404; and were services ever to answer another organisation's one, the gateway refuses it alike
    for (const target of ['gh-1', 'leaked']) {
      const subscription = collect<Changed>(client, CHANGED, { uuid: target, after: fake.lastId() });
      await vi.waitFor(() => expect(subscription.completed).toBe(true));
      expect(subscription.errors).toEqual([expect.objectContaining({ message: GROUP_HOOKUP.notFound, extensions: { code: 'NOT_FOUND' } })]);
      expect(subscription.results).toEqual([]);
    }
  });

  it('a member of its organisation still subscribes by uuid, and an event naming another organisation is dropped there too', async () => {
    const after = fake.lastId();
    const subscription = collect<Changed>(await clientOf(MEMBER_UUID), CHANGED, { uuid: 'gh-1', after });
    changed(theirs({ uuid: 'gh-1' }));
    const id = changed(servicesGroupHookup({ uuid: 'gh-1' }));
    await vi.waitFor(() => expect(subscription.results.map((r) => r.eventId)).toEqual([id]));
  });

  it('an event without its organisation reaches nobody, admins and hosts included, and ends no subscription', async () => {
    const after = fake.lastId();
    const admin = collect<Changed>(await clientOf(ADMIN_UUID, gateway, ['ROLE_USER', 'ROLE_ADMIN']), CHANGED, { after });
    const host = collect<Changed>(await clientOf(HOST_UUID), CHANGED, { after });
    const { organizationUUID: _dropped, ...unscoped } = servicesGroupHookup({ uuid: 'unscoped' });
    fake.publish(TOPICS.groupHookupChanged, { kind: 'updated', actorUUID: null, groupHookup: unscoped });
    fake.publish(TOPICS.groupHookupChanged, { kind: 'updated', actorUUID: null, groupHookup: null });
    changed(servicesGroupHookup({ uuid: 'scoped' }));
    await vi.waitFor(() => [admin, host].forEach((s) => expect(uuids(s.results)).toEqual(['scoped'])));
    expect([...admin.errors, ...host.errors]).toEqual([]);
  });

  it('reads the organisation when subscribing, not per event, and once for many subscriptions of one member at once', async () => {
    const after = fake.lastId();
    organizations.clear();
    organizationCalls.length = 0;
    const client = await clientOf(PARTICIPANT_UUID);
    const subscriptions = [1, 2, 3, 4].map(() => collect<Changed>(client, CHANGED, { after }));
    for (const uuid of ['one', 'two', 'three']) changed(servicesGroupHookup({ uuid }));
    await vi.waitFor(() => subscriptions.forEach((s) => expect(uuids(s.results)).toEqual(['one', 'two', 'three'])));
    expect(organizationCalls).toEqual([PARTICIPANT_UUID]);
  });

  it('a member services place in no organisation is refused with INTERNAL, never fed every organisation', async () => {
    const subscription = collect<Changed>(await clientOf(UNPLACED_UUID), CHANGED, { after: fake.lastId() });
    await vi.waitFor(() => expect(subscription.completed).toBe(true));
    expect(subscription.errors).toEqual([expect.objectContaining({ extensions: { code: 'INTERNAL' } })]);
  });
});

describe('roomPresence', () => {
  const PRESENCE = `subscription($after: ID) { roomPresence(uuid: "gh-1", after: $after) { eventId uuid present { uuid } } }`;
  const presence = (uuid: string, present: string[]) =>
    fake.publish(TOPICS.groupHookupPresence, {
      uuid,
      hostUUID: HOST_UUID,
      participantUUIDs: [PARTICIPANT_UUID],
      present: present.map((p) => person(p)),
    });

  it('someone who is not host, participant or admin is refused with the services message before listening', async () => {
    const subscription = collect(await clientOf(MEMBER_UUID), PRESENCE, {});
    await vi.waitFor(() => expect(subscription.completed).toBe(true));
    expect(subscription.errors).toEqual([
      expect.objectContaining({ message: GROUP_HOOKUP.attendFirst, extensions: { code: 'FORBIDDEN' } }),
    ]);
  });

  it('an admin of another organisation is NOT_FOUND: services scope the room to its organisation', async () => {
    const subscription = collect(await clientOf(OUTSIDE_ADMIN_UUID, gateway, ['ROLE_USER', 'ROLE_ADMIN']), PRESENCE, {});
    await vi.waitFor(() => expect(subscription.completed).toBe(true));
    expect(subscription.errors).toEqual([expect.objectContaining({ extensions: { code: 'NOT_FOUND' } })]);
  });

  it('a participant hears who is in that room, and only that room', async () => {
    const after = fake.lastId();
    const subscription = collect<{ eventId: string; uuid: string; present: Array<{ uuid: string }> }>(
      await clientOf(PARTICIPANT_UUID),
      PRESENCE,
      { after },
    );
    presence('another-room', [HOST_UUID]);
    const id = presence('gh-1', [HOST_UUID, PARTICIPANT_UUID]);
    await vi.waitFor(() => expect(subscription.results).toEqual([{ eventId: id, uuid: 'gh-1', present: [{ uuid: HOST_UUID }, { uuid: PARTICIPANT_UUID }] }]));
  });
});
