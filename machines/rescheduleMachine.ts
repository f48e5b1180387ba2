// A reschedule attempt of a one-to-one hookup (spec §8, §9): load both members' free timeslots, choose one,
// submit. At most 2 reschedules per hookup: the third attempt (or the server's 1002) opens the
// 'Reschedule cancel' dialog, where SAVE cancels the hookup and closing leaves it as it is.
// Pure: the calls are actors and leaving the page an action, both supplied by the web app with `.provide()`.
import { assign, fromPromise, setup } from 'xstate';
import {
  endsAttempt,
  isLimitError,
  isReschedulable,
  isSlotTaken,
  limitReached,
  RESCHEDULE_LIMIT_CANCEL_REASON,
  rescheduleErrorOf,
  unavailableReason,
  type RescheduleContext,
  type RescheduleEvent,
  type RescheduleHookup,
  type RescheduleInput,
  type RescheduleTag,
  type Timeslot,
} from './rescheduleRules';

export * from './rescheduleRules';

const unsupplied = (name: string) => async (): Promise<never> => {
  throw new Error(`rescheduleMachine: the "${name}" actor is supplied by the web app with .provide()`);
};

/** Why the member leaves the attempt: the web app goes back to the hookups (and says what happened). */
export type LeaveReason = 'rescheduled' | 'cancelled' | 'closed';

export const rescheduleMachine = setup({
  types: {
    context: {} as RescheduleContext,
    events: {} as RescheduleEvent,
    input: {} as RescheduleInput,
    tags: {} as RescheduleTag,
  },
  actions: {
    // The web app navigates back to /timeslots.
    leave: (_, _params: { reason: LeaveReason }) => {},
    assignSlots: assign({
      slots: (_, params: { slots: Timeslot[] }) => params.slots,
      // a chosen time that is no longer offered is unchosen
      selected: ({ context }, params: { slots: Timeslot[] }) =>
        params.slots.some((slot) => slot.startDateTime === context.selected) ? context.selected : null,
    }),
    assignSelected: assign({
      selected: ({ event }) => (event.type === 'slot.select' ? event.startDateTime : null),
      error: null,
    }),
    assignHookup: assign({ hookup: (_, params: { hookup: RescheduleHookup }) => params.hookup }),
    assignChanged: assign(({ context, event }) =>
      event.type === 'hookup.changed' ? { hookup: event.hookup, now: event.now } : context,
    ),
    assignError: assign({ error: (_, params: { error: unknown }) => rescheduleErrorOf(params.error) }),
    assignUnavailable: assign({ error: ({ context }) => ({ code: null, message: unavailableReason(context.hookup) }) }),
    clearError: assign({ error: null }),
    clearSelected: assign({ selected: null }),
  },
  guards: {
    // services/API.md: only a pending or confirmed hookup that has not started
    isUnavailable: ({ context }) => !isReschedulable(context.hookup, context.now),
    // spec §8: the third attempt opens the 'Reschedule cancel' dialog
    isLimitReached: ({ context }) => limitReached(context.hookup),
    isOffered: ({ context, event }) =>
      event.type === 'slot.select' && context.slots.some((slot) => slot.startDateTime === event.startDateTime),
    hasSelected: ({ context }) => context.selected !== null,
    isLimitError: (_, params: { error: unknown }) => isLimitError(params.error),
    endsAttempt: (_, params: { error: unknown }) => endsAttempt(params.error),
    isSlotTaken: (_, params: { error: unknown }) => isSlotTaken(params.error),
  },
  actors: {
    loadTimeslots: fromPromise<Timeslot[], { uuid: string }>(unsupplied('loadTimeslots')),
    rescheduleHookup: fromPromise<RescheduleHookup, { uuid: string; startDateTime: string }>(unsupplied('rescheduleHookup')),
    cancelHookup: fromPromise<RescheduleHookup, { uuid: string; reason: string }>(unsupplied('cancelHookup')),
  },
}).createMachine({
  id: 'reschedule',
  context: ({ input }) => ({ hookup: input.hookup, now: input.now, slots: [], selected: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'isUnavailable', target: 'unavailable', actions: 'assignUnavailable' },
        { guard: 'isLimitReached', target: 'rescheduleCancel' },
        { target: 'loadingSlots' },
      ],
    },
    loadingSlots: {
      tags: ['loading'],
      on: { 'hookup.changed': { target: 'checking', actions: 'assignChanged' } },
      invoke: {
        id: 'loadTimeslots',
        src: 'loadTimeslots',
        input: ({ context }) => ({ uuid: context.hookup.uuid }),
        onDone: { target: 'choosing', actions: { type: 'assignSlots', params: ({ event }) => ({ slots: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      tags: ['choosing'],
      on: {
        'slots.reload': { target: 'loadingSlots', actions: 'clearError' },
        'hookup.changed': { target: 'checking', actions: 'assignChanged' },
      },
    },
    choosing: {
      tags: ['choosing'],
      on: {
        'slot.select': { guard: 'isOffered', actions: 'assignSelected' },
        'reschedule.submit': { guard: 'hasSelected', target: 'submitting', actions: 'clearError' },
        'slots.reload': 'loadingSlots',
        'hookup.changed': { target: 'checking', actions: 'assignChanged' },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        id: 'rescheduleHookup',
        src: 'rescheduleHookup',
        input: ({ context }) => ({ uuid: context.hookup.uuid, startDateTime: context.selected ?? '' }),
        onDone: {
          target: 'rescheduled',
          actions: [
            { type: 'assignHookup', params: ({ event }) => ({ hookup: event.output }) },
            { type: 'leave', params: { reason: 'rescheduled' } },
          ],
        },
        onError: [
          // spec §8: the server counted 2 reschedules already — the third attempt's dialog
          { guard: { type: 'isLimitError', params: ({ event }) => ({ error: event.error }) }, target: 'rescheduleCancel' },
          {
            guard: { type: 'endsAttempt', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
            actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            // the time was taken meanwhile: say so and offer the free ones again
            guard: { type: 'isSlotTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingSlots',
            actions: [{ type: 'assignError', params: ({ event }) => ({ error: event.error }) }, 'clearSelected'],
          },
          { target: 'choosing', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    rescheduleCancel: {
      tags: ['rescheduleCancel'],
      initial: 'open',
      // the dialog stays while the hookup changes: SAVE then answers as the server says (e.g. 1003)
      on: { 'hookup.changed': { actions: 'assignChanged' } },
      states: {
        open: {
          on: {
            'cancel.submit': { target: 'cancelling', actions: 'clearError' },
            'dialog.close': { target: '#reschedule.closed', actions: { type: 'leave', params: { reason: 'closed' } } },
          },
        },
        cancelling: {
          tags: ['cancelling'],
          invoke: {
            id: 'cancelHookup',
            src: 'cancelHookup',
            input: ({ context }) => ({ uuid: context.hookup.uuid, reason: RESCHEDULE_LIMIT_CANCEL_REASON }),
            onDone: {
              target: '#reschedule.cancelled',
              actions: [
                { type: 'assignHookup', params: ({ event }) => ({ hookup: event.output }) },
                { type: 'leave', params: { reason: 'cancelled' } },
              ],
            },
            // e.g. 1003 'The hookup has already been cancelled!', shown in the dialog as the server says it
            onError: { target: 'open', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    rescheduled: { tags: ['rescheduled'] },
    cancelled: { tags: ['cancelled'] },
    unavailable: {
      tags: ['unavailable'],
      on: { 'hookup.changed': { target: 'checking', actions: ['assignChanged', 'clearError'] } },
    },
    closed: { tags: ['closed'] },
  },
});
