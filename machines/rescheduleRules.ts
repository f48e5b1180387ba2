// Types and rules of a reschedule attempt of a one-to-one hookup (spec §8, §9; services/API.md § States of a
// hookup) that the machine and the web app share: at most 2 reschedules, an upcoming hookup only, and the
// server's spec §8 error codes turned into what the member sees next.
import { HOOKUP_ERROR_CODES, MAX_RESCHEDULES } from '~/common/constants';
import { HOOKUP } from '~/common/messages';

export type RescheduleHookupStatus = 'PENDING' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'EXPIRED';

/** The facts of the hookup the machine decides on (a Hookup of the gateway has them all). */
export interface RescheduleHookup {
  uuid: string;
  hookupStatus: RescheduleHookupStatus;
  rescheduleCount: number;
  /** ISO 8601 (UTC) */
  startDateTime: string;
}

export interface RescheduleInput {
  hookup: RescheduleHookup;
  /** epoch ms: the machine never reads a clock itself */
  now: number;
}

export interface Timeslot {
  startDateTime: string;
  endDateTime: string;
}

/** A refusal as the member sees it: the server's message, with its spec §8 code when it has one. */
export interface RescheduleError {
  code: number | null;
  message: string;
}

export interface RescheduleContext {
  hookup: RescheduleHookup;
  now: number;
  slots: Timeslot[];
  /** startDateTime of the chosen slot */
  selected: string | null;
  error: RescheduleError | null;
}

export type RescheduleEvent =
  | { type: 'slot.select'; startDateTime: string }
  | { type: 'reschedule.submit' }
  | { type: 'slots.reload' }
  /** SAVE in the 'Reschedule cancel' dialog (spec §8) */
  | { type: 'cancel.submit' }
  | { type: 'dialog.close' }
  /** the hookup changed meanwhile (a live event: the partner rescheduled, confirmed or cancelled) */
  | { type: 'hookup.changed'; hookup: RescheduleHookup; now: number };

export type RescheduleTag =
  | 'loading'
  | 'choosing'
  | 'submitting'
  /** the 'Reschedule cancel' dialog is open */
  | 'rescheduleCancel'
  | 'cancelling'
  | 'rescheduled'
  | 'cancelled'
  /** cancelled, completed, expired or started: nothing to reschedule */
  | 'unavailable'
  | 'closed';

/** The reason sent with the cancel of the 'Reschedule cancel' dialog (services want 3–500 characters). */
export const RESCHEDULE_LIMIT_CANCEL_REASON = 'We could not find a time that suits us both after 2 reschedules.';

/** spec §9: at most 2 reschedules per hookup. */
export const reschedulesLeft = (hookup: Pick<RescheduleHookup, 'rescheduleCount'>): number =>
  Math.max(0, MAX_RESCHEDULES - hookup.rescheduleCount);

/** The third attempt: both reschedules are used. */
export const limitReached = (hookup: Pick<RescheduleHookup, 'rescheduleCount'>): boolean => reschedulesLeft(hookup) === 0;

/** Only a pending or confirmed hookup that has not started can be rescheduled (or cancelled here). */
export function isReschedulable(hookup: RescheduleHookup, now: number): boolean {
  const start = Date.parse(hookup.startDateTime);
  return (hookup.hookupStatus === 'PENDING' || hookup.hookupStatus === 'CONFIRMED') && Number.isFinite(start) && now < start;
}

/** Why the hookup cannot be rescheduled, in the words of common/messages HOOKUP. */
export function unavailableReason(hookup: RescheduleHookup): string {
  if (hookup.hookupStatus === 'CANCELLED') return HOOKUP.alreadyCancelled;
  if (hookup.hookupStatus === 'COMPLETED' || hookup.hookupStatus === 'EXPIRED') return HOOKUP.alreadyTookPlace;
  return HOOKUP.notReschedulable;
}

/**
 * An error thrown by the web app's actors: the gateway's message and `extensions.errorCode`. Anything else
 * becomes a message without a code.
 */
export function rescheduleErrorOf(error: unknown): RescheduleError {
  if (typeof error === 'object' && error !== null) {
    const { errorCode, message } = error as { errorCode?: unknown; message?: unknown };
    return {
      code: typeof errorCode === 'number' ? errorCode : null,
      message: typeof message === 'string' && message ? message : 'Something went wrong. Please try again.',
    };
  }
  return { code: null, message: 'Something went wrong. Please try again.' };
}

const codeOf = (error: unknown) => rescheduleErrorOf(error).code;

/** 1002: the server counted the reschedules used up (another tab, or the partner's) — the dialog opens. */
export const isLimitError = (error: unknown) => codeOf(error) === HOOKUP_ERROR_CODES.rescheduleLimit;
/** 1001 (gone), 1003 (cancelled), 1005 (started): nothing left to choose. */
export const endsAttempt = (error: unknown) =>
  [HOOKUP_ERROR_CODES.notFound, HOOKUP_ERROR_CODES.alreadyCancelled, HOOKUP_ERROR_CODES.alreadyTookPlace].includes(
    codeOf(error) as never,
  );
/** 1006: the time was taken meanwhile — the slots are loaded again. */
export const isSlotTaken = (error: unknown) => codeOf(error) === HOOKUP_ERROR_CODES.timeslot;

type WithTags = { hasTag: (tag: RescheduleTag) => boolean };

/** What the reschedule page shows, from the machine's tags. */
export type ReschedulePhase =
  | 'loading'
  | 'choosing'
  | 'submitting'
  | 'rescheduleCancel'
  | 'rescheduled'
  | 'cancelled'
  | 'unavailable'
  | 'closed';

export function reschedulePhase(snapshot: WithTags): ReschedulePhase {
  const order: ReschedulePhase[] = ['rescheduleCancel', 'rescheduled', 'cancelled', 'unavailable', 'closed', 'submitting', 'choosing'];
  return order.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
}
