// What the member sees of a one-to-one hookup: its status in words, the actions it allows
// (services/API.md § States of a hookup), which list it belongs in, and spec §8 error codes of an answer.
import type { CombinedError } from '@urql/core';
import { MAX_RESCHEDULES } from '~/common/constants';
import type { Cadence, HookupStatus } from '~/web/gql/graphql';
import type { HookupData } from '~/web/lib/hookupLive';

/** How often a time cycle runs, in words (the member's picker and the admins' /timecycles). */
export const CADENCE_LABELS: Record<Cadence, string> = { WEEKLY: 'Every week', BIWEEKLY: 'Every two weeks', MONTHLY: 'Every month' };

export const STATUS_LABELS: Record<HookupStatus, string> = {
  PENDING: 'Waiting for confirmation',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired (not confirmed in time)',
};

export const STATUS_TONES: Record<HookupStatus, 'neutral' | 'accent' | 'success' | 'warning' | 'danger'> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  CANCELLED: 'danger',
  COMPLETED: 'accent',
  EXPIRED: 'neutral',
};

/** The status in words, from the member's side: who still has to confirm. */
export function statusText(hookup: Pick<HookupData, 'hookupStatus' | 'confirmedByMe'>): string {
  if (hookup.hookupStatus !== 'PENDING') return STATUS_LABELS[hookup.hookupStatus];
  return hookup.confirmedByMe ? 'Waiting for your partner to confirm' : 'Waiting for your confirmation';
}

const isActive = (h: Pick<HookupData, 'hookupStatus'>) => h.hookupStatus === 'PENDING' || h.hookupStatus === 'CONFIRMED';
const hasStarted = (h: Pick<HookupData, 'startDateTime'>, now: number) => !(now < Date.parse(h.startDateTime));
const hasEnded = (h: Pick<HookupData, 'endDateTime'>, now: number) => !(now < Date.parse(h.endDateTime));

export type HookupAction = 'confirm' | 'reschedule' | 'cancel';

/** The member's actions on a hookup now (the server refuses the others with a code anyway). */
export function availableActions(hookup: HookupData, now: number): Set<HookupAction> {
  const actions = new Set<HookupAction>();
  if (!isActive(hookup)) return actions;
  if (hookup.hookupStatus === 'PENDING' && !hookup.confirmedByMe && !hasStarted(hookup, now)) actions.add('confirm');
  // the third attempt still opens the reschedule page: its 'Reschedule cancel' dialog (spec §8)
  if (!hasStarted(hookup, now)) actions.add('reschedule');
  if (!hasEnded(hookup, now)) actions.add('cancel');
  return actions;
}

export type HookupListView = 'UPCOMING' | 'PAST';

/** services/API.md: upcoming = pending or confirmed, not ended, soonest first; past = the rest, latest first. */
export function belongsTo(view: HookupListView, now: () => number = Date.now): (h: HookupData) => boolean {
  return (h) => (isActive(h) && !hasEnded(h, now())) === (view === 'UPCOMING');
}

export function orderOf(view: HookupListView): (a: HookupData, b: HookupData) => number {
  const byStart = (a: HookupData, b: HookupData) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime);
  return view === 'UPCOMING' ? byStart : (a, b) => byStart(b, a);
}

/** spec §9: at most 2 reschedules — how many this hookup has left, in words. */
export function reschedulesLeftText(left: number): string {
  if (left <= 0) return `No reschedules left (of ${MAX_RESCHEDULES})`;
  return `${left} ${left === 1 ? 'reschedule' : 'reschedules'} left (of ${MAX_RESCHEDULES})`;
}

export const reschedulePath = (uuid: string) => `/reschedule/${uuid}`;
export const TIMESLOTS_PATH = '/timeslots';

/** spec §8: `extensions.errorCode` (1001–1010) of a refusal, if it has one. */
export function hookupErrorCode(error: CombinedError | null | undefined): number | null {
  for (const e of error?.graphQLErrors ?? []) {
    const code = e.extensions?.errorCode;
    if (typeof code === 'number') return code;
  }
  return null;
}
