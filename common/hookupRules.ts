// What may happen to a one-to-one hookup now, by its status and time (spec §8; services/API.md § States of a hookup).
// Services refuse a change with these functions and the web app offers only the actions they allow.
import { timeOf, type Moment } from './groupHookupRules';

/** the statuses of a hookup still to happen (they block their members' time) */
export const OPEN_HOOKUP_STATUSES = ['PENDING', 'CONFIRMED'] as const;

export interface HookupState {
  status: string;
  startDateTime: Moment;
  endDateTime: Moment;
}

export const isOpen = (hookup: Pick<HookupState, 'status'>): boolean => (OPEN_HOOKUP_STATUSES as readonly string[]).includes(hookup.status);

export const hasStarted = (hookup: Pick<HookupState, 'startDateTime'>, now: number): boolean => timeOf(hookup.startDateTime) <= now;

export const hasEnded = (hookup: Pick<HookupState, 'endDateTime'>, now: number): boolean => timeOf(hookup.endDateTime) <= now;

/** Confirm, reschedule and an admin's edit: only while open and not started. */
export const mayBeChangedBeforeStart = (hookup: HookupState, now: number): boolean => isOpen(hookup) && !hasStarted(hookup, now);

/** Cancel: while open and not ended. */
export const mayBeCancelled = (hookup: HookupState, now: number): boolean => isOpen(hookup) && !hasEnded(hookup, now);

/** services/API.md: the upcoming list holds open hookups that have not ended; the past list the rest. */
export const isUpcoming = (hookup: HookupState, now: number): boolean => isOpen(hookup) && !hasEnded(hookup, now);

export type HookupAction = 'confirm' | 'reschedule' | 'cancel';

/** The member's actions on a hookup now (services refuse the others with a spec §8 code). */
export function availableActions(hookup: HookupState & { confirmedByMe: boolean }, now: number): Set<HookupAction> {
  const actions = new Set<HookupAction>();
  const beforeStart = mayBeChangedBeforeStart(hookup, now);
  if (beforeStart && hookup.status === 'PENDING' && !hookup.confirmedByMe) actions.add('confirm');
  // the third attempt still opens the reschedule page: its 'Reschedule cancel' dialog (spec §8)
  if (beforeStart) actions.add('reschedule');
  if (mayBeCancelled(hookup, now)) actions.add('cancel');
  return actions;
}
