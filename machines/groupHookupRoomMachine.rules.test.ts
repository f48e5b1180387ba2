import { describe, expect, it } from 'vitest';
import { at, host, MINUTE, participant, participantInRoomPage, room, startDate, stranger } from './testing/groupHookupRoomHarness';
import { graceEndsAt, isHostOf, joinAction, msUntilForcedExit, msUntilOpen, roomWindow } from './groupHookupRoomMachine';

const join = { type: 'room.join' } as const;

describe('group hookup room rules (spec §4, §9)', () => {
  it('join is disabled until 5 minutes before the start', () => {
    const sut = room(participant);
    sut.tick(at(-5) - 1);
    expect(sut.actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(sut.actor.getSnapshot().can(join)).toBe(false);
    expect(joinAction(sut.actor.getSnapshot())).toBe('disabled');
    sut.tick(at(-5));
    expect(sut.actor.getSnapshot().hasTag('joinable')).toBe(true);
    expect(joinAction(sut.actor.getSnapshot())).toBe('join');
    sut.actor.send(join);
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
  });

  it('the room forces exit 10 minutes after start plus duration', () => {
    const sut = room({ ...participant, now: at(0) });
    sut.actor.send(join);
    sut.tick(at(30 + 10) - 1);
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
    expect(sut.forcedExit).not.toHaveBeenCalled();
    sut.tick(at(30 + 10));
    expect(sut.actor.getSnapshot().hasTag('over')).toBe(true);
    expect(sut.forcedExit).toHaveBeenCalledExactlyOnceWith('over');
    sut.tick(at(60));
    expect(sut.forcedExit).toHaveBeenCalledTimes(1);
  });

  it('a member in the room leaves the moment its session ends (issue 22: the host ended it), and cannot join again', () => {
    const sut = room({ ...participant, now: at(0) });
    sut.actor.send(join);
    sut.actor.send({ type: 'room.ended' });
    expect(sut.actor.getSnapshot().hasTag('over')).toBe(true);
    expect(sut.forcedExit).toHaveBeenCalledExactlyOnceWith('over');
    expect(sut.actor.getSnapshot().can(join)).toBe(false);
    sut.tick(at(40));
    expect(sut.forcedExit).toHaveBeenCalledTimes(1);
  });

  it('a member who left the room, or waits for it, cannot join a session that ended', () => {
    const left = room({ ...participant, now: at(0) });
    left.actor.send(join);
    left.actor.send({ type: 'room.leave' });
    left.actor.send({ type: 'room.ended' });
    expect(left.actor.getSnapshot().can(join)).toBe(false);
    const waiting = room({ ...participant, now: at(-30) });
    waiting.actor.send({ type: 'room.ended' });
    waiting.tick(at(0));
    expect(waiting.actor.getSnapshot().hasTag('over')).toBe(true);
    expect(waiting.forcedExit).not.toHaveBeenCalled();
  });

  it('a member who is not in the room when it closes is not forced out, and cannot join any more', () => {
    const sut = room({ ...participant, now: at(0) });
    sut.tick(at(40));
    expect(sut.actor.getSnapshot().hasTag('over')).toBe(true);
    expect(sut.forcedExit).not.toHaveBeenCalled();
    expect(sut.actor.getSnapshot().can(join)).toBe(false);
  });

  it('a room opened after it closed starts over', () => {
    const sut = room({ ...participant, now: at(45) });
    expect(sut.actor.getSnapshot().hasTag('over')).toBe(true);
    expect(joinAction(sut.actor.getSnapshot())).toBe('disabled');
  });

  it('a member who is not a participant must attend before joining', () => {
    const sut = room({ ...stranger, now: at(-1) });
    expect(sut.actor.getSnapshot().hasTag('mustAttend')).toBe(true);
    expect(joinAction(sut.actor.getSnapshot())).toBe('attend');
    expect(sut.actor.getSnapshot().can(join)).toBe(false);
    sut.actor.send({ type: 'participation.changed', isParticipant: true });
    expect(sut.actor.getSnapshot().hasTag('mustAttend')).toBe(false);
    expect(joinAction(sut.actor.getSnapshot())).toBe('join');
    sut.actor.send(join);
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
  });

  it('a member may attend before the room opens', () => {
    const sut = room(stranger);
    expect(sut.actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(joinAction(sut.actor.getSnapshot())).toBe('attend');
  });

  it('the host is the member whose uuid is hostUUID', () => {
    expect(isHostOf('host-1', 'host-1')).toBe(true);
    expect(isHostOf('host-1', 'member-1')).toBe(false);
    expect(isHostOf('', '')).toBe(false);
    const sut = room({ ...host, now: at(-5) });
    expect(sut.actor.getSnapshot().context.isHost).toBe(true);
    expect(sut.actor.getSnapshot().hasTag('host')).toBe(true);
    expect(sut.actor.getSnapshot().hasTag('mustAttend')).toBe(false);
    expect(sut.actor.getSnapshot().can(join)).toBe(true);
  });

  it('the host needs no attendance and keeps the room when participation changes', () => {
    const sut = room({ ...host, now: at(0) });
    sut.actor.send(join);
    sut.actor.send({ type: 'participation.changed', isParticipant: false });
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
    expect(sut.forcedExit).not.toHaveBeenCalled();
  });

  it('a participant who leaves the group hookup while in the room is put out and must attend again', () => {
    const sut = room({ ...participant, now: at(0) });
    sut.actor.send(join);
    sut.actor.send({ type: 'participation.changed', isParticipant: false });
    expect(sut.forcedExit).toHaveBeenCalledExactlyOnceWith('notParticipant');
    expect(sut.actor.getSnapshot().hasTag('joinable')).toBe(true);
    expect(sut.actor.getSnapshot().hasTag('mustAttend')).toBe(true);
  });

  it('a member who left the room may join again while it is open', () => {
    const sut = room({ ...participant, now: at(0) });
    sut.actor.send(join);
    sut.actor.send({ type: 'room.leave' });
    expect(sut.actor.getSnapshot().hasTag('left')).toBe(true);
    expect(sut.forcedExit).not.toHaveBeenCalled();
    expect(joinAction(sut.actor.getSnapshot())).toBe('join');
    sut.actor.send(join);
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
  });

  it('the window is start − 5 minutes to start + duration + 10 minutes', () => {
    expect(roomWindow(startDate, 30)).toEqual({ opensAt: at(-5), closesAt: at(40) });
    const sut = room({ ...participant, now: at(-5) });
    expect(sut.actor.getSnapshot().context).toMatchObject({ opensAt: at(-5), closesAt: at(40) });
  });

  it('the countdowns count down to the opening and to the forced exit', () => {
    const sut = room({ ...participant, now: at(-65) });
    expect(msUntilOpen(sut.actor.getSnapshot())).toBe(60 * MINUTE);
    expect(msUntilForcedExit(sut.actor.getSnapshot())).toBe(105 * MINUTE);
    sut.tick(at(0));
    expect(msUntilOpen(sut.actor.getSnapshot())).toBe(0);
    expect(msUntilForcedExit(sut.actor.getSnapshot())).toBe(40 * MINUTE);
    sut.tick(at(50));
    expect(msUntilForcedExit(sut.actor.getSnapshot())).toBe(0);
  });

  it('a clock that jumps past the whole window ends the room at once', () => {
    const sut = room(participant);
    sut.tick(at(120));
    expect(sut.actor.getSnapshot().hasTag('over')).toBe(true);
  });

  it('an invalid start date never opens the room', () => {
    const sut = room({ ...participant, startDate: 'not a date', now: at(0) });
    sut.tick(at(10));
    expect(sut.actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(sut.actor.getSnapshot().can(join)).toBe(false);
  });
});

describe('the status gate of the room (spec §4, §9; issue 15)', () => {
  const completed = { type: 'status.changed', status: 'COMPLETED' } as const;

  it('a member stays in the room after the session turns COMPLETED, and leaves at end + 10 minutes', () => {
    const sut = room({ ...participantInRoomPage, now: at(0) });
    sut.actor.send(join);
    sut.tick(at(30));
    expect(graceEndsAt(sut.actor.getSnapshot())).toBeNull();
    // the scheduler completes the session at its end
    sut.actor.send(completed);
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
    expect(sut.forcedExit).not.toHaveBeenCalled();
    // the room says until when it stays open
    expect(graceEndsAt(sut.actor.getSnapshot())).toBe(at(40));
    sut.tick(at(40) - 1);
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
    sut.tick(at(40));
    expect(sut.actor.getSnapshot().hasTag('over')).toBe(true);
    expect(graceEndsAt(sut.actor.getSnapshot())).toBeNull();
    expect(sut.forcedExit).toHaveBeenCalledExactlyOnceWith('over');
  });

  it('a member may join a COMPLETED session during its 10-minute grace', () => {
    const sut = room({ ...participantInRoomPage, status: 'COMPLETED', now: at(35) });
    expect(joinAction(sut.actor.getSnapshot())).toBe('join');
    sut.actor.send(join);
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
  });

  it.each(['PENDING', 'CANCELED', 'NOT_ACCEPTED'] as const)('a %s group hookup has no room, even inside its window', (status) => {
    const sut = room({ ...participantInRoomPage, status, now: at(0) });
    expect(sut.actor.getSnapshot().hasTag('noRoom')).toBe(true);
    expect(joinAction(sut.actor.getSnapshot())).toBe('disabled');
    expect(sut.actor.getSnapshot().can(join)).toBe(false);
  });

  it('a session cancelled while the member is in the room puts them out', () => {
    const sut = room({ ...participantInRoomPage, now: at(0) });
    sut.actor.send(join);
    sut.actor.send({ type: 'status.changed', status: 'CANCELED' });
    expect(sut.forcedExit).toHaveBeenCalledExactlyOnceWith('noRoom');
    expect(sut.actor.getSnapshot().hasTag('noRoom')).toBe(true);
  });

  it('a pending group hookup approved inside its window opens the room', () => {
    const sut = room({ ...participantInRoomPage, status: 'PENDING', now: at(0) });
    sut.actor.send({ type: 'status.changed', status: 'APPROVED' });
    expect(joinAction(sut.actor.getSnapshot())).toBe('join');
  });

  it('the window is the one the room query answers, not recomputed', () => {
    const sut = room({ ...participantInRoomPage, closesAt: new Date(at(41)).toISOString(), now: at(0) });
    sut.actor.send(join);
    sut.tick(at(40));
    expect(sut.actor.getSnapshot().hasTag('inRoom')).toBe(true);
    sut.tick(at(41));
    expect(sut.actor.getSnapshot().hasTag('over')).toBe(true);
  });
});
