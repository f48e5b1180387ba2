// The group hookup room machine as a system under test: a fixed schedule, a controllable clock, recorded exits.
import { vi } from 'vitest';
import { createActor } from 'xstate';
import { groupHookupRoomMachine, type GroupHookupRoomInput } from '../groupHookupRoomMachine';

export const MINUTE = 60_000;
/** A 30-minute group hookup at 10:00 UTC: the room opens at 09:55 and forces everyone out at 10:40. */
export const startDate = '2030-01-01T10:00:00.000Z';
export const start = Date.parse(startDate);
/** epoch ms, minutes from the start */
export const at = (minutesFromStart: number) => start + minutesFromStart * MINUTE;

export const participant: GroupHookupRoomInput = {
  startDate,
  durationMinutes: 30,
  status: 'APPROVED',
  hostUUID: 'host-1',
  viewerUUID: 'member-1',
  isParticipant: true,
  now: at(-60),
};
export const host: GroupHookupRoomInput = { ...participant, viewerUUID: 'host-1', isParticipant: false };
export const stranger: GroupHookupRoomInput = { ...participant, isParticipant: false };
/** The room page's input: the window as the room query answers it (services' own computation). */
export const participantInRoomPage: GroupHookupRoomInput = {
  opensAt: new Date(at(-5)).toISOString(),
  closesAt: new Date(at(40)).toISOString(),
  status: 'APPROVED',
  hostUUID: 'host-1',
  viewerUUID: 'member-1',
  isParticipant: true,
  now: at(-60),
};

export function room(input: GroupHookupRoomInput) {
  const forcedExit = vi.fn();
  const logic = groupHookupRoomMachine.provide({ actions: { forcedExit: (_, params) => forcedExit(params.reason) } });
  const actor = createActor(logic, { input }).start();
  return { actor, forcedExit, tick: (now: number) => actor.send({ type: 'clock.tick', now }) };
}
