// How a one-to-one hookup reads to the member: its status in words, which list shows it and in what order, and the
// spec §8 error code of an answer. The rules of what may happen to it live in common/hookupRules.ts.
import type { CombinedError } from '@urql/core';
import { MAX_RESCHEDULES } from '~/common/constants';
import { isUpcoming } from '~/common/hookupRules';
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

export type HookupListView = 'UPCOMING' | 'PAST';

/** services/API.md: upcoming = pending or confirmed, not ended, soonest first; past = the rest, latest first. */
export function belongsTo(view: HookupListView, now: () => number = Date.now): (h: HookupData) => boolean {
  return (h) => isUpcoming({ ...h, status: h.hookupStatus }, now()) === (view === 'UPCOMING');
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
