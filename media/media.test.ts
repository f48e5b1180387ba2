import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GenericNack, PictureLossIndication, RtcpPayloadSpecificFeedback, RtcpTransportLayerFeedback } from 'werift';
import { VIDEO as M } from '~/common/messages';
import { loadMediaConfig } from './config';
import { startMediaNode, type MediaNode } from './node';
import { createTokenVerifier } from './services';
import { connectPeer, createRecordingReporter, createTestKeys, eventually, type TestPeer } from '~/media/testing/peers';

const ROOM = '11111111-1111-4111-8111-111111111111';
const OTHER_ROOM = '22222222-2222-4222-8222-222222222222';
const [ANN, BOB, CAT] = ['aaaaaaaa-0000-4000-8000-000000000001', 'bbbbbbbb-0000-4000-8000-000000000002', 'cccccccc-0000-4000-8000-000000000003'];

const clock = () => new Date();
const seconds = (ms: number) => Math.floor(ms / 1000);

let keys: Awaited<ReturnType<typeof createTestKeys>>;
let node: MediaNode;
let recording: ReturnType<typeof createRecordingReporter>;
const peers: TestPeer[] = [];

beforeAll(async () => {
  keys = await createTestKeys();
  recording = createRecordingReporter();
  const config = loadMediaConfig({}, { host: '127.0.0.1', port: 0, udpPorts: [45000, 45199], announcedIp: '127.0.0.1', nodeUrl: 'http://media.test', now: clock });
  node = await startMediaNode({
    config,
    verifyToken: createTokenVerifier(keys.jwks, clock, { invalid: M.tokenInvalid, notOpen: M.groupNotOpen, closed: M.closed }),
    reporter: recording.reporter,
  });
});
afterEach(() => {
  for (const peer of peers.splice(0)) peer.close();
});
afterAll(() => node.close());

const token = (sub: string, overrides: Partial<Parameters<typeof keys.sign>[0]> = {}) =>
  keys.sign({ sub, room: ROOM, node: 'http://media.test', nbf: seconds(Date.now() - 60_000), exp: seconds(Date.now() + 3600_000), ...overrides });

async function join(sub: string, overrides: Partial<Parameters<typeof keys.sign>[0]> = {}) {
  const peer = await connectPeer(node.url, await token(sub, overrides));
  peers.push(peer);
  return peer;
}

async function joinAndPublish(sub: string, overrides: Partial<Parameters<typeof keys.sign>[0]> = {}) {
  const peer = await join(sub, overrides);
  await peer.next('joined');
  await peer.publish();
  return peer;
}

const count = (peer: TestPeer, key: string) => peer.received.get(key) ?? 0;

describe('media node', () => {
  it('forwards what each member publishes to the others, audio and video, named by the publisher id', async () => {
    const ann = await joinAndPublish(ANN);
    const bob = await joinAndPublish(BOB);
    await eventually(() => count(bob, `${ANN}:video`) > 10 && count(bob, `${ANN}:audio`) > 10, 'Bob receiving Ann');
    await eventually(() => count(ann, `${BOB}:video`) > 10 && count(ann, `${BOB}:audio`) > 10, 'Ann receiving Bob');
    expect(count(ann, `${ANN}:video`)).toBe(0); // nobody receives themselves
    expect(recording.calls).toEqual(expect.arrayContaining([`join ${ANN}`, `join ${BOB}`]));
  });

  it("asks the publisher for a key frame when a subscriber reports picture loss, signed with its own track's SSRC", async () => {
    const ann = await joinAndPublish(ANN);
    const bob = await joinAndPublish(BOB);
    await eventually(() => count(bob, `${ANN}:video`) > 10 && count(ann, `${BOB}:video`) > 10, 'both receiving video');
    const annVideo = ann.pc.getTransceivers().find((t) => t.sender.track?.kind === 'video')!.sender;
    let plis = 0;
    // read off the transport: werift's router would hand it to a receiver (see Member.addForward)
    ann.pc.getTransceivers()[0]!.sender.dtlsTransport.onRtcp.subscribe((packet) => {
      if (packet instanceof RtcpPayloadSpecificFeedback && packet.feedback instanceof PictureLossIndication && packet.feedback.mediaSsrc === annVideo.ssrc) plis++;
    });
    await new Promise((resolve) => setTimeout(resolve, 500)); // past the node's per-publisher interval
    // as Chrome sends it: the sender SSRC is Bob's published video, the media SSRC the forward of Ann's video
    const bobPublished = bob.pc.getTransceivers().find((t) => t.sender.track?.kind === 'video')!;
    const bobVideo = bobPublished.sender;
    const annForward = bob.pc.getTransceivers().find((t) => t.kind === 'video' && t !== bobPublished && t.receiver.tracks.length > 0)!;
    const pli = new PictureLossIndication({ senderSsrc: bobVideo.ssrc, mediaSsrc: annForward.receiver.tracks[0]!.ssrc! });
    await bobVideo.dtlsTransport.sendRtcp([new RtcpPayloadSpecificFeedback({ feedback: pli })]);
    await eventually(() => plis > 0, 'a PLI reaching Ann');
  });

  it("makes one key frame request of the subscribers' picture-loss reports that come together", async () => {
    const ann = await joinAndPublish(ANN);
    const bob = await joinAndPublish(BOB);
    await eventually(() => count(bob, `${ANN}:video`) > 10 && count(ann, `${BOB}:video`) > 10, 'both receiving video');
    const annVideo = ann.pc.getTransceivers().find((t) => t.sender.track?.kind === 'video')!.sender;
    let plis = 0;
    annVideo.dtlsTransport.onRtcp.subscribe((packet) => {
      if (packet instanceof RtcpPayloadSpecificFeedback && packet.feedback instanceof PictureLossIndication && packet.feedback.mediaSsrc === annVideo.ssrc) plis++;
    });
    await new Promise((resolve) => setTimeout(resolve, 500)); // past the requests of the joins
    const bobPublished = bob.pc.getTransceivers().find((t) => t.sender.track?.kind === 'video')!;
    const annForward = bob.pc.getTransceivers().find((t) => t.kind === 'video' && t !== bobPublished && t.receiver.tracks.length > 0)!;
    const burst = () => {
      const pli = () => new RtcpPayloadSpecificFeedback({ feedback: new PictureLossIndication({ senderSsrc: bobPublished.sender.ssrc, mediaSsrc: annForward.receiver.tracks[0]!.ssrc! }) });
      return bobPublished.sender.dtlsTransport.sendRtcp([pli(), pli(), pli(), pli()]);
    };
    const before = plis;
    await burst(); // four reports in one datagram: one request
    await eventually(() => plis > before, 'a PLI reaching Ann');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(plis - before).toBe(1);
    await burst(); // past the interval: the next report is a request again
    await eventually(() => plis - before === 2, 'a second PLI reaching Ann');
  });

  it("keeps a member's media flowing when the node's connectivity checks go unanswered for over 30 s", async () => {
    // A node starved of CPU (a room of six on a 2-core box) reads the answers to its ICE consent checks too late; as a
    // full ICE agent it then declared each such member's transport dead after 30 s (RFC 7675) and stopped sending
    // everything to them, silently: no more forwarded media, and no key frame request reached them as publishers,
    // so a later joiner never decoded their video. As an ICE-lite server the node sends no checks; the browser does.
    const ann = await joinAndPublish(ANN);
    const bob = await joinAndPublish(BOB);
    await eventually(() => count(bob, `${ANN}:video`) > 10 && count(ann, `${BOB}:video`) > 10, 'both receiving video');
    bob.ignoreConnectivityChecks();
    await new Promise((resolve) => setTimeout(resolve, 36_000));
    const received = count(bob, `${ANN}:video`);
    await eventually(() => count(bob, `${ANN}:video`) > received + 20, 'Bob still receiving Ann', 5_000);
    // Ann's picture-loss report for Bob's video still reaches Bob, the publisher
    const bobVideo = bob.pc.getTransceivers().find((t) => t.sender.track?.kind === 'video')!.sender;
    let plis = 0;
    bobVideo.dtlsTransport.onRtcp.subscribe((packet) => {
      if (packet instanceof RtcpPayloadSpecificFeedback && packet.feedback instanceof PictureLossIndication && packet.feedback.mediaSsrc === bobVideo.ssrc) plis++;
    });
    const annPublished = ann.pc.getTransceivers().find((t) => t.sender.track?.kind === 'video')!;
    const bobForward = ann.pc.getTransceivers().find((t) => t.kind === 'video' && t !== annPublished && t.receiver.tracks.length > 0)!;
    const pli = new PictureLossIndication({ senderSsrc: annPublished.sender.ssrc, mediaSsrc: bobForward.receiver.tracks[0]!.ssrc! });
    await annPublished.sender.dtlsTransport.sendRtcp([new RtcpPayloadSpecificFeedback({ feedback: pli })]);
    await eventually(() => plis > 0, 'a PLI reaching Bob', 5_000);
  }, 60_000);

  it('resends the forwarded video packets a subscriber reports lost (RTCP NACK)', async () => {
    await joinAndPublish(ANN);
    const bob = await joinAndPublish(BOB);
    await eventually(() => count(bob, `${ANN}:video`) > 10, 'Bob receiving Ann');
    const bobPublished = bob.pc.getTransceivers().find((t) => t.sender.track?.kind === 'video')!;
    const annForward = bob.pc.getTransceivers().find((t) => t.kind === 'video' && t !== bobPublished && t.receiver.tracks.length > 0)!;
    const track = annForward.receiver.tracks[0]!;
    const seen = new Map<number, number>();
    track.onReceiveRtp.subscribe((rtp) => seen.set(rtp.header.sequenceNumber, (seen.get(rtp.header.sequenceNumber) ?? 0) + 1));
    await eventually(() => seen.size > 5, 'packets recorded');
    // as Chrome reports a gap: Bob's own video signs it, the media SSRC is the forward of Ann's video
    const lost = [...seen.keys()].slice(1, 4);
    const nack = new GenericNack({ senderSsrc: bobPublished.sender.ssrc, mediaSourceSsrc: track.ssrc!, lost });
    await bobPublished.sender.dtlsTransport.sendRtcp([new RtcpTransportLayerFeedback({ feedback: nack })]);
    await eventually(() => lost.every((seq) => (seen.get(seq) ?? 0) >= 2), 'the reported packets sent again');
  });

  it('forwards video only for the tiles a member shows, and audio always', async () => {
    await joinAndPublish(ANN);
    const bob = await joinAndPublish(BOB);
    await eventually(() => count(bob, `${ANN}:video`) > 10 && count(bob, `${ANN}:audio`) > 10, 'Bob receiving Ann');
    bob.send({ type: 'subscribe', participantIds: [] });
    await new Promise((resolve) => setTimeout(resolve, 500)); // what was in flight has arrived
    const [video, audio] = [count(bob, `${ANN}:video`), count(bob, `${ANN}:audio`)];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(count(bob, `${ANN}:video`)).toBe(video);
    expect(count(bob, `${ANN}:audio`)).toBeGreaterThan(audio);
    bob.send({ type: 'subscribe', participantIds: [ANN] });
    await eventually(() => count(bob, `${ANN}:video`) > video + 5, 'Ann\'s video again once her tile shows');
  });

  it('tells members who joins and leaves, and reports the leave', async () => {
    const ann = await join(ANN);
    const joined = await ann.next('joined');
    expect(joined).toMatchObject({ self: { id: ANN, host: false, audioMuted: false }, participants: [] });
    const bob = await join(BOB, { grants: { host: true, admin: false } });
    expect((await bob.next('joined')).participants.map((p) => p.id)).toEqual([ANN]);
    expect((await ann.next('participant.joined')).participant).toMatchObject({ id: BOB, host: true });
    bob.send({ type: 'leave' });
    expect(await ann.next('participant.left')).toEqual({ type: 'participant.left', id: BOB });
    await eventually(() => recording.calls.includes(`leave ${BOB}`), 'the leave reported');
  });

  it('refuses an expired, not-yet-valid, forged, foreign-audience or other-node token with 4403', async () => {
    const cases = [
      [{ exp: seconds(Date.now() - 1000), nbf: seconds(Date.now() - 60_000) }, 'CLOSED'],
      [{ nbf: seconds(Date.now() + 60_000) }, 'NOT_OPEN'],
      [{ aud: 'hookups' }, 'UNAUTHORIZED'],
      [{ node: 'http://another-node.test' }, 'FORBIDDEN'],
    ] as const;
    for (const [overrides, code] of cases) {
      const peer = await join(CAT, overrides);
      expect(await peer.next('error')).toMatchObject({ code });
      expect((await peer.closed).code).toBe(4403);
    }
    const forged = await connectPeer(node.url, await keys.sign({ sub: CAT, room: ROOM, node: 'http://media.test', nbf: seconds(Date.now()), exp: seconds(Date.now() + 60_000) }, keys.otherKey));
    peers.push(forged);
    expect(await forged.next('error')).toMatchObject({ code: 'UNAUTHORIZED', message: M.tokenInvalid });
    expect((await forged.closed).code).toBe(4403);
  });

  it('stops forwarding the audio of a member the host mutes, and a locked member cannot unmute', async () => {
    const host = await joinAndPublish(ANN, { room: OTHER_ROOM, grants: { host: true, admin: false } });
    const bob = await joinAndPublish(BOB, { room: OTHER_ROOM });
    await eventually(() => count(host, `${BOB}:audio`) > 10, 'Ann hearing Bob');
    bob.send({ type: 'host.mute', participantId: ANN, lock: false });
    expect(await bob.next('error')).toMatchObject({ code: 'FORBIDDEN', message: M.hostOnly });
    host.send({ type: 'host.mute', participantId: BOB, lock: true });
    expect(await bob.next('muted')).toEqual({ type: 'muted', by: 'host', locked: true });
    await new Promise((resolve) => setTimeout(resolve, 300)); // packets already on the wire
    const heard = count(host, `${BOB}:audio`);
    const seen = count(host, `${BOB}:video`);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(count(host, `${BOB}:audio`)).toBe(heard);
    expect(count(host, `${BOB}:video`)).toBeGreaterThan(seen); // video still flows
    bob.send({ type: 'mute', kind: 'audio', muted: false });
    expect(await bob.next('error')).toMatchObject({ code: 'MUTE_LOCKED' });
    host.send({ type: 'host.unlock', participantId: BOB });
    bob.send({ type: 'mute', kind: 'audio', muted: false });
    await eventually(() => count(host, `${BOB}:audio`) > heard + 5, 'Bob heard again after unlocking and unmuting');
  });

  it('closes the transport of a removed member with 4001 and refuses their rejoin', async () => {
    const room = '33333333-3333-4333-8333-333333333333';
    const host = await join(ANN, { room, grants: { host: false, admin: true } });
    await host.next('joined');
    const cat = await join(CAT, { room });
    await cat.next('joined');
    host.send({ type: 'host.remove', participantId: CAT });
    expect(await cat.next('removed')).toEqual({ type: 'removed' });
    expect((await cat.closed).code).toBe(4001);
    expect(await host.next('participant.left')).toEqual({ type: 'participant.left', id: CAT });
    expect(recording.calls).toContain(`remove ${CAT} by ${ANN}`);
    const again = await join(CAT, { room });
    expect(await again.next('error')).toMatchObject({ code: 'REMOVED', message: M.removed });
    expect((await again.closed).code).toBe(4403);
  });

  it('a rejoin with the same token replaces the old connection instead of adding a participant', async () => {
    const room = '44444444-4444-4444-8444-444444444444';
    const ann = await join(ANN, { room });
    await ann.next('joined');
    const first = await join(BOB, { room });
    await first.next('joined');
    const second = await join(BOB, { room });
    expect((await second.next('joined')).participants.map((p) => p.id)).toEqual([ANN]);
    expect((await first.closed).code).toBe(1000);
    expect(node.rooms.get(room)?.members.size).toBe(2);
  });

  it('ends the room for everyone when the host ends it, with 4000', async () => {
    const room = '55555555-5555-4555-8555-555555555555';
    const host = await join(ANN, { room, grants: { host: true, admin: false } });
    await host.next('joined');
    const bob = await join(BOB, { room });
    await bob.next('joined');
    host.send({ type: 'host.end' });
    expect(await bob.next('ended')).toEqual({ type: 'ended', reason: 'host' });
    expect((await bob.closed).code).toBe(4000);
    expect((await host.closed).code).toBe(4000);
    expect(recording.calls).toContain(`end ${room}`);
  });

  it("closes every transport at the window's end, whatever the members do", async () => {
    const room = '66666666-6666-4666-8666-666666666666';
    const closesAt = Date.now() + 2500;
    const ann = await joinAndPublish(ANN, { room, exp: seconds(closesAt) });
    const bob = await joinAndPublish(BOB, { room, exp: seconds(closesAt) });
    await eventually(() => count(bob, `${ANN}:video`) > 5, 'media flowing before the end');
    expect(await bob.next('ended', 5000)).toEqual({ type: 'ended', reason: 'time' });
    expect((await ann.closed).code).toBe(4000);
    expect((await bob.closed).code).toBe(4000);
    expect(node.rooms.has(room)).toBe(false);
    // services hear of the end too: they tell every member's page (videoRoomEnded)
    expect(recording.calls).toContain(`end ${room}`);
    const stopped = count(bob, `${ANN}:video`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(count(bob, `${ANN}:video`)).toBe(stopped);
  });

  it('answers BAD_MESSAGE to what is not the protocol and refuses anything but join first', async () => {
    const peer = await join(ANN, { room: '77777777-7777-4777-8777-777777777777' });
    await peer.next('joined');
    peer.send({ type: 'host.mute' });
    expect(await peer.next('error')).toMatchObject({ code: 'BAD_MESSAGE' });
  });
});
