// What may happen to a group hookup now, by its status and time (spec §4, §9; services/API.md "Rules"). Services refuse
// a change with these functions and the web app offers only the actions they allow, so the two cannot disagree.
// Statuses are compared as services spell them; 'NOT ACCEPTED'/'NOT_ACCEPTED' are never open, so either spelling works.

import { GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES, GROUP_HOOKUP_JOIN_BEFORE_MINUTES } from '~/common/constants';

const MINUTE_MS = 60_000;

/** A moment as services hold it (Date) or as the browser reads it (ISO 8601). */
export type Moment = Date | string;

export const timeOf = (moment: Moment): number => (typeof moment === 'string' ? Date.parse(moment) : moment.getTime());

export interface GroupHookupTimes {
  startDate: Moment;
  /** minutes */
  duration: number;
}

/** epoch ms of the end (start + duration); NaN for an invalid date. */
export const endsAt = (groupHookup: GroupHookupTimes): number => timeOf(groupHookup.startDate) + groupHookup.duration * MINUTE_MS;

export const hasStarted = (groupHookup: Pick<GroupHookupTimes, 'startDate'>, now: number): boolean => timeOf(groupHookup.startDate) <= now;

export const hasEnded = (groupHookup: GroupHookupTimes, now: number): boolean => endsAt(groupHookup) <= now;

export interface GroupHookupState extends GroupHookupTimes {
  status: string;
}

/**
 * spec §4, §9 and issue 15: an APPROVED group hookup has a room, and so does a COMPLETED one: the scheduler completes
 * it at its end, but members stay until end + 10 minutes. PENDING, CANCELED and NOT ACCEPTED ones have none.
 */
export const hasRoom = (status: string): boolean => status === 'APPROVED' || status === 'COMPLETED';

/** The room's window [opensAt, closesAt) in epoch ms: start − 5 minutes to end + 10 minutes (spec §4, §9). */
export function roomWindow(groupHookup: GroupHookupTimes): { opensAt: number; closesAt: number } {
  return {
    opensAt: timeOf(groupHookup.startDate) - GROUP_HOOKUP_JOIN_BEFORE_MINUTES * MINUTE_MS,
    closesAt: endsAt(groupHookup) + GROUP_HOOKUP_FORCE_EXIT_AFTER_MINUTES * MINUTE_MS,
  };
}

/** Where a group hookup's room stands: none (no room for its status), before its window, open, or over. */
export type RoomState = 'none' | 'before' | 'open' | 'over';

/**
 * The room of a group hookup now: its status decides first whether there is one, then its window. An invalid date gives
 * NaN bounds: never open.
 */
export function roomState(groupHookup: GroupHookupState, now: number): RoomState {
  if (!hasRoom(groupHookup.status)) return 'none';
  const { opensAt, closesAt } = roomWindow(groupHookup);
  if (now >= closesAt) return 'over';
  return now >= opensAt ? 'open' : 'before';
}

/** PENDING or APPROVED: the statuses a group hookup can still leave. */
const isOpen = (status: string) => status === 'PENDING' || status === 'APPROVED';

/** spec §4: the host or an admin edits a PENDING or APPROVED one until it starts. */
export const mayBeEdited = (groupHookup: GroupHookupState, now: number): boolean =>
  isOpen(groupHookup.status) && !hasStarted(groupHookup, now);

/** spec §4: the host or an admin cancels a PENDING or APPROVED one until it ends. */
export const mayBeCancelled = (groupHookup: GroupHookupState, now: number): boolean =>
  isOpen(groupHookup.status) && !hasEnded(groupHookup, now);

/** spec §4: members attend and leave an APPROVED one until it ends; admins highlight it in the same window. */
export const isOpenToMembers = (groupHookup: GroupHookupState, now: number): boolean =>
  groupHookup.status === 'APPROVED' && !hasEnded(groupHookup, now);

/** Shown among the highlighted ones (spec §3 home): highlighted and still open to members. */
export const isHighlightedNow = (groupHookup: GroupHookupState & { highlighted: boolean }, now: number): boolean =>
  groupHookup.highlighted && isOpenToMembers(groupHookup, now);

export type GroupHookupAction = 'attend' | 'leave' | 'cancel' | 'edit' | 'approve' | 'reject' | 'highlight' | 'unhighlight';

export interface GroupHookupActor {
  uuid: string;
  admin: boolean;
}

export interface GroupHookupSubject extends GroupHookupState {
  hostUUID: string;
  isParticipant: boolean;
  slotsLeft: number;
  highlighted: boolean;
}

/** spec §4: the host is identified by the host uuid. */
export const isHostOf = (groupHookup: Pick<GroupHookupSubject, 'hostUUID'>, actor: Pick<GroupHookupActor, 'uuid'>) =>
  groupHookup.hostUUID === actor.uuid;

/** The actions this member has on a group hookup now; services refuse the others with the spec's messages. */
export function availableActions(groupHookup: GroupHookupSubject, actor: GroupHookupActor, now: number): Set<GroupHookupAction> {
  const actions = new Set<GroupHookupAction>();
  const host = isHostOf(groupHookup, actor);
  const hostOrAdmin = host || actor.admin;
  const open = isOpenToMembers(groupHookup, now);
  if (open && !host) {
    if (groupHookup.isParticipant) actions.add('leave');
    else if (groupHookup.slotsLeft > 0) actions.add('attend');
  }
  if (hostOrAdmin && mayBeCancelled(groupHookup, now)) actions.add('cancel');
  if (hostOrAdmin && mayBeEdited(groupHookup, now)) actions.add('edit');
  if (actor.admin && groupHookup.status === 'PENDING') {
    actions.add('approve');
    actions.add('reject');
  }
  if (actor.admin && open) actions.add(groupHookup.highlighted ? 'unhighlight' : 'highlight');
  return actions;
}
