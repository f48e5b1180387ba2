// videoRoomEnded: services' `video.room-ended` (a fake event stream on loopback) → the gateway → only the members the
// event names, for the room they asked about; `after` replays an end they missed.
import { describe, expect, it, vi } from 'vitest';
import type { VideoRoomEnded } from '~/common/events';
import { collect } from '~/gateway/testing/liveClients';
import { useLiveGateway } from '~/gateway/testing/liveGateway';
import { TOPICS } from '~/gateway/topics';

const ROOM = '6f1c2a8e-5b7d-4c1e-9a3f-2d4b6e8f0a1c';
const OTHER_ROOM = '0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d';
const [ANN, BOB, EVE] = ['ann-uuid', 'bob-uuid', 'eve-uuid'];

const liveGateway = useLiveGateway();
const clientOf = (uuid: string) => liveGateway.clientOf(uuid);

const ENDED = 'subscription($roomId: ID!, $after: ID) { videoRoomEnded(roomId: $roomId, after: $after) { eventId roomId endedAt } }';
const end = (roomId: string, memberUUIDs: string[]) => {
  const payload: VideoRoomEnded = { roomId, kind: 'hookup', groupHookupUUID: null, hookupUUID: 'h-1', endedAt: '2030-01-15T10:40:00.000Z', memberUUIDs };
  return liveGateway.fake.publish(TOPICS.videoRoomEnded, payload);
};

describe('videoRoomEnded', () => {
  it('tells the room’s members that room’s end, and nobody else', async () => {
    const after = liveGateway.fake.lastId();
    const [ann, bob, eve] = await Promise.all([ANN, BOB, EVE].map(async (uuid) => collect(await clientOf(uuid), ENDED, { roomId: ROOM, after })));
    end(OTHER_ROOM, [ANN, BOB]);
    const id = end(ROOM, [ANN, BOB]);
    const expected = [{ eventId: id, roomId: ROOM, endedAt: '2030-01-15T10:40:00.000Z' }];
    await vi.waitFor(() => expect([ann.results, bob.results]).toEqual([expected, expected]));
    // a later event proves eve's socket was liveGateway and still heard nothing
    const again = end(ROOM, [EVE]);
    await vi.waitFor(() => expect(eve.results.map((e) => (e as { eventId: string }).eventId)).toEqual([again]));
  });

  it('replays an end the page missed while it was away', async () => {
    const after = liveGateway.fake.lastId();
    const id = end(ROOM, [ANN]);
    const late = collect(await clientOf(ANN), ENDED, { roomId: ROOM, after });
    await vi.waitFor(() => expect(late.results).toEqual([{ eventId: id, roomId: ROOM, endedAt: '2030-01-15T10:40:00.000Z' }]));
  });

  it('refuses an after that is not an event id', async () => {
    const bad = collect(await clientOf(ANN), ENDED, { roomId: ROOM, after: 'yesterday' });
    await vi.waitFor(() => expect(bad.completed).toBe(true));
    expect(bad.errors).toEqual([expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } })]);
  });
});
