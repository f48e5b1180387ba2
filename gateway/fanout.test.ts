// The fan-out's `next` frames on the wire, read as raw text: byte for byte what graphql-ws sends, mapped per viewer,
// filtered per member, each eventId once after a replay, and one socket's end not disturbing the others.
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_UUID,
  HOST_UUID,
  MEMBER_UUID,
  organizationAnswer,
  OTHER_ORG_UUID,
  OUTSIDE_ADMIN_UUID,
  OUTSIDER_UUID,
  PARTICIPANT_UUID,
  servicesGroupHookup,
  subOf,
} from '~/gateway/testing/groupHookupFixtures';
import { rawSocket } from '~/gateway/testing/liveClients';
import { useLiveGateway } from '~/gateway/testing/liveGateway';
import { TOPICS } from '~/gateway/topics';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';

const liveGateway = useLiveGateway({
  route: ({ path, authorization }) => {
    if (path === '/user/organization') return organizationAnswer(authorization);
    const sub = subOf(authorization);
    if (path === '/group-hookup/gh-1/room' && sub === PARTICIPANT_UUID) return { body: { uuid: 'gh-1', opensAt: '', closesAt: '', present: [] } };
    return undefined;
  },
});

const QUERY = 'subscription($after: ID) { groupHookupChanged(after: $after) { eventId kind groupHookup { uuid title isHost isParticipant } } }';

/** An acknowledged raw socket of `uuid` subscribed as operation `id`, keeping each message's exact text. */
async function subscriber(uuid: string, id: string, variables: Record<string, unknown>, roles: Array<'ROLE_ADMIN' | 'ROLE_USER'> = ['ROLE_USER'], query = QUERY) {
  const client = rawSocket(liveGateway.wsUrl);
  const texts: string[] = [];
  client.socket.on('message', (data) => texts.push(String(data)));
  await client.opened;
  client.send({ type: 'connection_init', payload: { authorization: `Bearer ${await liveGateway.token({ sub: uuid, roles })}` } });
  await vi.waitFor(() => expect(texts[0]).toBe('{"type":"connection_ack"}'));
  client.send({ id, type: 'subscribe', payload: { query, variables } });
  return { client, frames: () => texts.slice(1) };
}

const changed = (groupHookup: ServicesGroupHookup, kind = 'updated') =>
  liveGateway.fake.publish(TOPICS.groupHookupChanged, { kind, actorUUID: null, groupHookup });

const frame = (id: string, eventId: string, uuid: string, isHost: boolean, isParticipant: boolean, kind = 'updated', title = 'Cold calling practice') =>
  `{"id":"${id}","type":"next","payload":{"data":{"groupHookupChanged":{"eventId":"${eventId}","kind":"${kind}","groupHookup":{"uuid":"${uuid}","title":"${title}","isHost":${isHost},"isParticipant":${isParticipant}}}}}}`;

describe('the fan-out of a live event', () => {
  it('writes graphql-ws next frames, each viewer with its own isHost/isParticipant, filtered per member', async () => {
    const after = liveGateway.fake.lastId();
    const sockets = await Promise.all([
      subscriber(HOST_UUID, 'h', { after }),
      subscriber(PARTICIPANT_UUID, 'p', { after }),
      subscriber(MEMBER_UUID, 'm', { after }),
      subscriber(ADMIN_UUID, 'a', { after }, ['ROLE_ADMIN']),
      subscriber(MEMBER_UUID, 'm2', { after }),
    ]);
    const secret = changed(servicesGroupHookup({ uuid: 'private', private: true }));
    const open = changed(servicesGroupHookup({ uuid: 'public' }), 'approved');
    await vi.waitFor(() => sockets.forEach((s) => expect(s.frames().at(-1)).toContain(`"eventId":"${open}"`)));
    const [host, participant, member, admin, member2] = sockets.map((s) => s.frames());
    expect(host).toEqual([frame('h', secret, 'private', true, false), frame('h', open, 'public', true, false, 'approved')]);
    expect(participant).toEqual([frame('p', secret, 'private', false, true), frame('p', open, 'public', false, true, 'approved')]);
    expect(member).toEqual([frame('m', open, 'public', false, false, 'approved')]);
    expect(member2).toEqual([frame('m2', open, 'public', false, false, 'approved')]);
    expect(admin).toEqual([frame('a', secret, 'private', false, false), frame('a', open, 'public', false, false, 'approved')]);
    sockets.forEach((s) => s.client.socket.close(1000));
  });

  it('viewers of different organisations never share a frame: each hears its own organisation’s events only', async () => {
    const after = liveGateway.fake.lastId();
    // same document, same viewer class (neither host nor participant) on both sides: only the organisation differs
    const sockets = await Promise.all([
      subscriber(MEMBER_UUID, 'm', { after }),
      subscriber(ADMIN_UUID, 'a', { after }, ['ROLE_ADMIN']),
      subscriber(OUTSIDER_UUID, 'o', { after }),
      subscriber(OUTSIDE_ADMIN_UUID, 'oa', { after }, ['ROLE_ADMIN']),
    ]);
    const ours = changed(servicesGroupHookup({ uuid: 'ours' }), 'approved');
    const theirs = changed(servicesGroupHookup({ uuid: 'theirs', organizationUUID: OTHER_ORG_UUID, hostUUID: 'their-host', participants: [] }), 'approved');
    const theirPending = changed(
      servicesGroupHookup({ uuid: 'their-pending', status: 'PENDING', organizationUUID: OTHER_ORG_UUID, hostUUID: 'their-host', participants: [] }),
      'created',
    );
    const last = changed(servicesGroupHookup({ uuid: 'ours-last' }), 'approved');
    await vi.waitFor(() => sockets.slice(0, 2).forEach((s) => expect(s.frames().at(-1)).toContain(`"eventId":"${last}"`)));
    await vi.waitFor(() => sockets.slice(2).forEach((s) => expect(s.frames().join('')).toContain(`"eventId":"${theirs}"`)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [member, admin, outsider, outsideAdmin] = sockets.map((s) => s.frames());
    expect(member).toEqual([frame('m', ours, 'ours', false, false, 'approved'), frame('m', last, 'ours-last', false, false, 'approved')]);
    expect(admin).toEqual([frame('a', ours, 'ours', false, false, 'approved'), frame('a', last, 'ours-last', false, false, 'approved')]);
    expect(outsider).toEqual([frame('o', theirs, 'theirs', false, false, 'approved')]);
    expect(outsideAdmin).toEqual([frame('oa', theirs, 'theirs', false, false, 'approved'), frame('oa', theirPending, 'their-pending', false, false, 'created')]);
    sockets.forEach((s) => s.client.socket.close(1000));
  });


  it('different selections of the same event each get their own execution', async () => {
    const after = liveGateway.fake.lastId();
    const full = await subscriber(MEMBER_UUID, '1', { after });
    const slim = await subscriber(MEMBER_UUID, '1', { after }, ['ROLE_USER'], 'subscription($after: ID) { groupHookupChanged(after: $after) { eventId } }');
    const id = changed(servicesGroupHookup({ uuid: 'both', title: 'Both' }));
    await vi.waitFor(() => expect(slim.frames()).toHaveLength(1));
    await vi.waitFor(() => expect(full.frames()).toEqual([frame('1', id, 'both', false, false, 'updated', 'Both')]));
    expect(slim.frames()).toEqual([`{"id":"1","type":"next","payload":{"data":{"groupHookupChanged":{"eventId":"${id}"}}}}`]);
    [full, slim].forEach((s) => s.client.socket.close(1000));
  });

  it('replays what came after `after`, then live events, with no eventId twice', async () => {
    const after = liveGateway.fake.lastId();
    const missed = [changed(servicesGroupHookup({ uuid: 'missed-1' })), changed(servicesGroupHookup({ uuid: 'missed-2' }))];
    const late = await subscriber(MEMBER_UUID, 'r', { after });
    const live = changed(servicesGroupHookup({ uuid: 'live' }));
    await vi.waitFor(() => expect(late.frames()).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(late.frames()).toEqual([
      frame('r', missed[0], 'missed-1', false, false),
      frame('r', missed[1], 'missed-2', false, false),
      frame('r', live, 'live', false, false),
    ]);
    late.client.socket.close(1000);
  });

  it('a completed subscription hears nothing more while the others on its socket and elsewhere still do', async () => {
    const after = liveGateway.fake.lastId();
    const one = await subscriber(MEMBER_UUID, 'x', { after });
    one.client.send({ id: 'y', type: 'subscribe', payload: { query: QUERY, variables: { after } } });
    const other = await subscriber(MEMBER_UUID, 'z', { after });
    const first = changed(servicesGroupHookup({ uuid: 'first' }));
    await vi.waitFor(() => expect(one.frames()).toHaveLength(2));
    one.client.send({ id: 'x', type: 'complete' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = changed(servicesGroupHookup({ uuid: 'second' }));
    await vi.waitFor(() => expect(other.frames()).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(one.frames().sort()).toEqual([frame('x', first, 'first', false, false), frame('y', first, 'first', false, false), frame('y', second, 'second', false, false)].sort());
    expect(other.frames()).toEqual([frame('z', first, 'first', false, false), frame('z', second, 'second', false, false)]);
    [one, other].forEach((s) => s.client.socket.close(1000));
  });

  it('roomPresence is refused before listening and, when allowed, framed like graphql-ws', async () => {
    const query = 'subscription($after: ID) { roomPresence(uuid: "gh-1", after: $after) { eventId uuid } }';
    const after = liveGateway.fake.lastId();
    const refused = await subscriber(MEMBER_UUID, 'no', { after }, ['ROLE_USER'], query);
    await vi.waitFor(() => expect(refused.frames().at(-1)).toBe('{"id":"no","type":"complete"}'));
    expect(JSON.parse(refused.frames()[0])).toMatchObject({ id: 'no', type: 'next', payload: { errors: [{ extensions: { code: 'NOT_FOUND' } }] } });
    const allowed = await subscriber(PARTICIPANT_UUID, 'yes', { after }, ['ROLE_USER'], query);
    const id = liveGateway.fake.publish(TOPICS.groupHookupPresence, { uuid: 'gh-1', hostUUID: HOST_UUID, participantUUIDs: [PARTICIPANT_UUID], present: [] });
    await vi.waitFor(() => expect(allowed.frames()).toEqual([`{"id":"yes","type":"next","payload":{"data":{"roomPresence":{"eventId":"${id}","uuid":"gh-1"}}}}`]));
    expect(refused.frames()).toHaveLength(2);
    [refused, allowed].forEach((s) => s.client.socket.close(1000));
  });
});
