import { describe, expect, it } from 'vitest';
import { call, closesAt, denied, MINUTE, notFound, SECOND, start } from './testing/callHarness';
import { CALL_MESSAGES, callPhase, endMessage, ICE_RESTART_GRACE_MS, msUntilClose, REJOIN_INTERVAL_MS } from './callMachine';

describe('joining a call with the devices the member has (issue 22)', () => {
  it('asks for camera and microphone, then connects publishing both', async () => {
    const sut = call();
    expect(sut.has('acquiring')).toBe(true);
    expect(await sut.settle('granted')).toEqual({ audio: true, video: true });
    expect(sut.has('connecting')).toBe(true);
    expect(sut.connections).toEqual([{ media: 'audioVideo' }]);
    expect(sut.actor.getSnapshot().context.deviceMessage).toBeNull();
  });

  it('a member without a camera joins with audio only and is told why', async () => {
    const sut = call();
    await sut.settle({ error: notFound });
    expect(await sut.settle('granted')).toEqual({ audio: true, video: false });
    expect(sut.connections).toEqual([{ media: 'audioOnly' }]);
    expect(sut.actor.getSnapshot().context.deviceMessage).toBe(CALL_MESSAGES.noCamera);
  });

  it('a member who denies the camera joins with audio only and is told how to be seen', async () => {
    const sut = call();
    await sut.settle({ error: denied });
    await sut.settle('granted');
    expect(sut.actor.getSnapshot().context.deviceMessage).toBe(CALL_MESSAGES.cameraDenied);
  });

  it('a member who denies every device joins as a listener', async () => {
    const sut = call();
    await sut.settle({ error: denied });
    await sut.settle({ error: denied });
    expect(sut.has('connecting')).toBe(true);
    expect(sut.connections).toEqual([{ media: 'listener' }]);
    expect(sut.actor.getSnapshot().context.deviceMessage).toBe(CALL_MESSAGES.microphoneDenied);
  });

  it('a listener has no microphone or camera to unmute', async () => {
    const sut = call();
    await sut.settle({ error: notFound });
    await sut.settle({ error: notFound });
    sut.send({ type: 'connection.joined' });
    sut.send({ type: 'mic.toggle' });
    sut.send({ type: 'camera.toggle' });
    expect(sut.commands).toEqual([]);
    expect(sut.actor.getSnapshot().context.deviceMessage).toBe(CALL_MESSAGES.noMicrophone);
  });
});

describe('a live call', () => {
  it('goes live when the media node says joined, and takes its closesAt', async () => {
    const sut = call();
    await sut.settle('granted');
    sut.send({ type: 'connection.joined', closesAt: closesAt - MINUTE });
    expect(callPhase(sut.actor.getSnapshot())).toBe('live');
    expect(sut.actor.getSnapshot().context.closesAt).toBe(closesAt - MINUTE);
  });

  it('mutes and unmutes the microphone and the camera through the connection', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'mic.toggle' });
    sut.send({ type: 'camera.toggle' });
    sut.send({ type: 'mic.toggle' });
    expect(sut.commands).toEqual([
      { type: 'mute', kind: 'audio', muted: true },
      { type: 'mute', kind: 'video', muted: true },
      { type: 'mute', kind: 'audio', muted: false },
    ]);
  });

  it('a member the host muted without a lock may unmute themselves', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'connection.mutedByHost', locked: false });
    expect(sut.notify).toHaveBeenCalledWith(CALL_MESSAGES.mutedByHost);
    expect(sut.actor.getSnapshot().context.audioMuted).toBe(true);
    sut.send({ type: 'mic.toggle' });
    expect(sut.commands).toEqual([{ type: 'mute', kind: 'audio', muted: false }]);
  });

  it('a member the host muted with a lock cannot unmute until the host unlocks', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'connection.mutedByHost', locked: true });
    sut.send({ type: 'mic.toggle' });
    expect(sut.commands).toEqual([]);
    expect(sut.notify).toHaveBeenLastCalledWith(CALL_MESSAGES.muteLocked);
    sut.send({ type: 'connection.unlocked' });
    sut.send({ type: 'mic.toggle' });
    expect(sut.commands).toEqual([{ type: 'mute', kind: 'audio', muted: false }]);
  });
});

describe('reconnecting: an ICE restart, then joining again', () => {
  it('a lost connection first restarts ICE, and a restored one is live again', async () => {
    const sut = call();
    await sut.live();
    sut.tick(start);
    sut.send({ type: 'connection.lost' });
    expect(callPhase(sut.actor.getSnapshot())).toBe('reconnecting');
    expect(sut.commands).toEqual([{ type: 'ice.restart' }]);
    sut.send({ type: 'connection.restored' });
    expect(callPhase(sut.actor.getSnapshot())).toBe('live');
  });

  it('joins again with the same token when the ICE restart did not bring it back, then every few seconds', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'connection.lost' });
    sut.tick(start + ICE_RESTART_GRACE_MS - 1);
    expect(sut.commands).toEqual([{ type: 'ice.restart' }]);
    sut.tick(start + ICE_RESTART_GRACE_MS);
    expect(sut.commands).toEqual([{ type: 'ice.restart' }, { type: 'rejoin' }]);
    sut.tick(start + ICE_RESTART_GRACE_MS + REJOIN_INTERVAL_MS);
    expect(sut.commands.filter((c) => c.type === 'rejoin')).toHaveLength(2);
    sut.send({ type: 'connection.joined' });
    expect(callPhase(sut.actor.getSnapshot())).toBe('live');
    // the same connection actor all along: a rejoin, not a second participant
    expect(sut.connections).toHaveLength(1);
  });

  it('a removed member who tries to join again is refused and told they were removed', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'connection.lost' });
    sut.send({ type: 'connection.refused', refusal: { code: 'REMOVED', message: 'You were removed from this session.' } });
    expect(sut.has('removed')).toBe(true);
    expect(endMessage(sut.actor.getSnapshot().context)).toBe(CALL_MESSAGES.removed);
  });
});

describe('the end of a call', () => {
  it('warns at 5 and at 1 minute before the forced exit, once each, and ends at closesAt', async () => {
    const sut = call();
    await sut.live();
    sut.tick(closesAt - 5 * MINUTE - SECOND);
    expect(sut.warn).not.toHaveBeenCalled();
    sut.tick(closesAt - 5 * MINUTE);
    sut.tick(closesAt - 4 * MINUTE);
    expect(sut.warn.mock.calls).toEqual([[5]]);
    expect(sut.has('live')).toBe(true);
    sut.tick(closesAt - MINUTE);
    sut.tick(closesAt - SECOND);
    expect(sut.warn.mock.calls).toEqual([[5], [1]]);
    expect(msUntilClose(sut.actor.getSnapshot())).toBe(SECOND);
    sut.tick(closesAt);
    expect(sut.has('timeUp')).toBe(true);
    expect(sut.stopped).toHaveBeenCalledOnce();
    expect(endMessage(sut.actor.getSnapshot().context)).toBe(CALL_MESSAGES.endedByTime);
  });

  it('a member who arrives with a minute left is warned once, about the last minute', async () => {
    const sut = call({ closesAt, now: closesAt - 90 * SECOND });
    await sut.live();
    sut.tick(closesAt - 50 * SECOND);
    expect(sut.warn.mock.calls).toEqual([[1]]);
  });

  it('the forced exit ends the call even while it reconnects', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'connection.lost' });
    sut.tick(closesAt);
    expect(sut.has('timeUp')).toBe(true);
  });

  it('the host ending the session ends the call for the member, with the reason', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'connection.ended', reason: 'host' });
    expect(sut.has('endedByHost')).toBe(true);
    expect(endMessage(sut.actor.getSnapshot().context)).toBe(CALL_MESSAGES.endedByHost);
  });

  it('a removed member is told so and the connection is closed', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'connection.removed' });
    expect(sut.has('removed')).toBe(true);
    expect(sut.stopped).toHaveBeenCalledOnce();
  });

  it('a refused join ends the call with the media node\'s words', async () => {
    const sut = call();
    await sut.settle('granted');
    sut.send({ type: 'connection.refused', refusal: { code: 'NOT_OPEN', message: 'The room opens 5 minutes before the start.' } });
    expect(sut.has('refused')).toBe(true);
    expect(endMessage(sut.actor.getSnapshot().context)).toBe('The room opens 5 minutes before the start.');
  });

  it('leaving stops the connection (whose cleanup leaves the room)', async () => {
    const sut = call();
    await sut.live();
    sut.send({ type: 'call.leave' });
    expect(sut.stopped).toHaveBeenCalledOnce();
    expect(endMessage(sut.actor.getSnapshot().context)).toBe(CALL_MESSAGES.left);
    expect(callPhase(sut.actor.getSnapshot())).toBe('ended');
  });

  it('leaving before the devices answered ends without connecting', () => {
    const sut = call();
    sut.send({ type: 'call.leave' });
    expect(callPhase(sut.actor.getSnapshot())).toBe('ended');
    expect(sut.connections).toEqual([]);
  });
});
