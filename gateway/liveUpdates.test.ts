// Subscriptions end to end with graphql-ws's own client: services' event stream (a fake on loopback) → the gateway's
// consumer → pubsub → filtered per member → the socket; `after` replays what a client missed.
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GROUP_HOOKUP } from '~/common/messages';
import type { Client } from 'graphql-ws';
import { startGateway, type RunningGateway } from '~/gateway/server';
import { INTERNAL_TOKEN, startFakeEventStream, type FakeEventStream } from '~/gateway/testing/fakeEventStream';
import { createSigningKeys, signAccessToken, type SigningKeys } from '~/gateway/testing/fakeServices';
import {
  ADMIN_UUID,
  HOST_UUID,
  MEMBER_UUID,
  PARTICIPANT_UUID,
  person,
  servicesGroupHookup,
} from '~/gateway/testing/groupHookupFixtures';
import { collect, liveClient } from '~/gateway/testing/liveClients';
import { TOPICS } from '~/gateway/topics';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';

let keys: SigningKeys;
let fake: FakeEventStream;
let gateway: RunningGateway;
const clients: Client[] = [];

const ROOM_MEMBERS = [HOST_UUID, PARTICIPANT_UUID, ADMIN_UUID];

beforeAll(async () => {
  keys = await createSigningKeys();
  fake = await startFakeEventStream(({ path, authorization }) => {
    const sub = authorization ? decodeJwt(authorization.replace('Bearer ', '')).sub : undefined;
    if (path === '/.well-known/jwks.json') return { body: keys.jwks };
    if (path === '/group-hookup/gh-1') return { body: servicesGroupHookup() };
    if (path === '/group-hookup/gh-1/room') {
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

function start() {
  return startGateway({
    port: 0,
    host: '127.0.0.1',
    servicesUrl: fake.url,
    webDist: null,
    logger: false,
    internalToken: INTERNAL_TOKEN,
    eventStream: { retryInitialMs: 10, retryMaxMs: 50 },
  });
}

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
