// Types, the time window, the status gate and the countdowns of the group hookup room (spec §4, §9) that the
// web app also reads.
import { hasRoom as statusHasRoom, roomWindow as windowOfTimes } from '~/common/groupHookupRules';

/** The statuses of a group hookup as GraphQL spells them (spec §4). */
export type GroupHookupStatus = 'PENDING' | 'APPROVED' | 'COMPLETED' | 'CANCELED' | 'NOT_ACCEPTED';

/**
 * Where the room's window comes from: the room query's opensAt/closesAt (ISO 8601, what services enforce), or,
 * where there is no room query yet (the details page, a member who does not attend), the group hookup's
 * startDate and duration, from which the same rule computes it.
 */
export type RoomWindowSource = { opensAt: string; closesAt: string } | { startDate: string; durationMinutes: number };

export type GroupHookupRoomInput = RoomWindowSource & {
  status: GroupHookupStatus;
  hostUUID: string;
  /** The signed-in member. */
  viewerUUID: string;
  isParticipant: boolean;
  /** epoch ms: the machine never reads a clock itself */
  now: number;
};

export interface GroupHookupRoomContext {
  /** epoch ms: start − 5 minutes (spec §9); NaN when startDate is not a date */
  opensAt: number;
  /** epoch ms: start + duration + 10 minutes (spec §9) */
  closesAt: number;
  now: number;
  status: GroupHookupStatus;
  isHost: boolean;
  isParticipant: boolean;
}

export type GroupHookupRoomEvent =
  /** the web app's clock, e.g. once a second */
  | { type: 'clock.tick'; now: number }
  /** the member attended or left the group hookup (a mutation answered, or a live event arrived) */
  | { type: 'participation.changed'; isParticipant: boolean }
  /** the group hookup's status changed (a live event: the scheduler completed it, someone cancelled it) */
  | { type: 'status.changed'; status: GroupHookupStatus }
  | { type: 'room.join' }
  | { type: 'room.leave' }
  /** the room's video session ended (a live event: the host ended it, or its window closed on the media node) */
  | { type: 'room.ended' };

export type GroupHookupRoomTag =
  | 'waiting'
  | 'joinable'
  | 'inRoom'
  | 'left'
  | 'over'
  /** the group hookup has no room: pending, cancelled or not accepted (issue 22) */
  | 'noRoom'
  /** the host (spec §4: the member whose uuid is hostUUID) */
  | 'host'
  | 'participant'
  /** neither host nor participant: joining means attending first (spec §4) */
  | 'mustAttend';

/** Why the viewer is put out of the room. */
export type ForcedExitReason = 'over' | 'notParticipant' | 'noRoom';

/** The room's window of a group hookup: [opensAt, closesAt) in epoch ms (spec §9). */
export function roomWindow(startDate: string, durationMinutes: number): { opensAt: number; closesAt: number } {
  return windowOfTimes({ startDate, duration: durationMinutes });
}

/** spec §4: the host is the member whose uuid equals hostUUID. */
export function isHostOf(hostUUID: string, viewerUUID: string): boolean {
  return hostUUID !== '' && hostUUID === viewerUUID;
}

function windowOf(source: RoomWindowSource): { opensAt: number; closesAt: number } {
  if ('opensAt' in source) return { opensAt: Date.parse(source.opensAt), closesAt: Date.parse(source.closesAt) };
  return roomWindow(source.startDate, source.durationMinutes);
}

/**
 * spec §4, §9 and issue 15: APPROVED and COMPLETED (through its grace) have a room, the others none. The one rule
 * services enforce too: common/groupHookupRules `hasRoom`.
 */
export const hasRoom = (status: GroupHookupStatus): boolean => statusHasRoom(status);

export function roomContext(input: GroupHookupRoomInput): GroupHookupRoomContext {
  return {
    ...windowOf(input),
    now: input.now,
    status: input.status,
    isHost: isHostOf(input.hostUUID, input.viewerUUID),
    isParticipant: input.isParticipant,
  };
}

/** The host and the participants may enter the room; anyone else attends first. */
export const isMember = (context: Pick<GroupHookupRoomContext, 'isHost' | 'isParticipant'>): boolean =>
  context.isHost || context.isParticipant;

// An invalid startDate gives NaN bounds: every comparison is false, so the room never opens.
export const hasOpened = (context: GroupHookupRoomContext, now: number): boolean => now >= context.opensAt;
export const hasClosed = (context: GroupHookupRoomContext, now: number): boolean => now >= context.closesAt;

type WithContext = { context: GroupHookupRoomContext };

/** ms until join is enabled (0 once the window is open; NaN for an invalid startDate). */
export const msUntilOpen = ({ context }: WithContext): number => Math.max(0, context.opensAt - context.now);

/** ms until the room forces everyone out (0 once it is over). */
export const msUntilForcedExit = ({ context }: WithContext): number => Math.max(0, context.closesAt - context.now);

/**
 * issue 15: the session has ended (the scheduler marked it COMPLETED) but its room stays open until closesAt (spec §9):
 * that moment in epoch ms, for the room to say so; null while the session runs, or once the room is over.
 */
export const graceEndsAt = ({ context }: WithContext): number | null =>
  context.status === 'COMPLETED' && !hasClosed(context, context.now) ? context.closesAt : null;

/** What the join button of the page does now. */
export type JoinAction = 'attend' | 'join' | 'disabled';

export function joinAction(snapshot: { hasTag: (tag: GroupHookupRoomTag) => boolean }): JoinAction {
  if (snapshot.hasTag('over') || snapshot.hasTag('noRoom') || snapshot.hasTag('inRoom')) return 'disabled';
  if (snapshot.hasTag('mustAttend')) return 'attend';
  return snapshot.hasTag('joinable') ? 'join' : 'disabled';
}
