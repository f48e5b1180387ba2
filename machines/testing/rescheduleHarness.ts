// The reschedule machine as a system under test: hookups in each state, controllable calls, recorded exits,
// and the machine as xstate/graph can traverse it (each invoked call turned into its done/error events).
import { vi } from 'vitest';
import { createActor, createMachine, fromPromise, type AnyStateMachine } from 'xstate';
import { HOOKUP_ERROR_CODES } from '~/common/constants';
import { HOOKUP } from '~/common/messages';
import { rescheduleMachine, type RescheduleEvent, type RescheduleHookup, type RescheduleInput, type Timeslot } from '../rescheduleMachine';

export const HOUR = 3_600_000;
export const now = Date.parse('2030-01-01T08:00:00.000Z');

export const hookup: RescheduleHookup = {
  uuid: 'hookup-1',
  hookupStatus: 'PENDING',
  rescheduleCount: 0,
  startDateTime: '2030-01-02T10:00:00.000Z',
};
export const slots: Timeslot[] = [
  { startDateTime: '2030-01-03T09:00:00.000Z', endDateTime: '2030-01-03T09:30:00.000Z' },
  { startDateTime: '2030-01-03T09:30:00.000Z', endDateTime: '2030-01-03T10:00:00.000Z' },
];
export const fresh: RescheduleInput = { hookup, now };
export const onceRescheduled: RescheduleInput = { hookup: { ...hookup, rescheduleCount: 1 }, now };
/** both reschedules used: this is the third attempt (spec §8) */
export const limitUsed: RescheduleInput = { hookup: { ...hookup, rescheduleCount: 2 }, now };
export const cancelledHookup: RescheduleInput = { hookup: { ...hookup, hookupStatus: 'CANCELLED' }, now };
export const started: RescheduleInput = { hookup, now: Date.parse(hookup.startDateTime) + 1 };

export const rescheduledHookup: RescheduleHookup = { ...hookup, rescheduleCount: 1, startDateTime: slots[0]!.startDateTime };
export const cancelledByCall: RescheduleHookup = { ...hookup, hookupStatus: 'CANCELLED' };

/** An error as the web app's actors throw it: the gateway's message and extensions.errorCode. */
export const refusal = (errorCode: number | null, message = 'Refused.') => ({ errorCode, message });
export const limitRefusal = refusal(HOOKUP_ERROR_CODES.rescheduleLimit, HOOKUP.rescheduleLimit);
export const cancelledRefusal = refusal(HOOKUP_ERROR_CODES.alreadyCancelled, HOOKUP.alreadyCancelled);
export const slotTakenRefusal = refusal(HOOKUP_ERROR_CODES.timeslot, HOOKUP.slotUnavailable);

type Deferred<T> = { resolve: (v: T) => void; reject: (e: unknown) => void };
type CallName = 'loadTimeslots' | 'rescheduleHookup' | 'cancelHookup';

/** The system under test: the machine with controllable calls and the recorded `leave`. */
export function attempt(input: RescheduleInput) {
  const pending: Record<string, Deferred<unknown>[]> = {};
  const calls: Record<CallName, unknown[]> = { loadTimeslots: [], rescheduleHookup: [], cancelHookup: [] };
  const leave = vi.fn();
  const controlled = <T, I>(name: CallName) =>
    fromPromise<T, I>(({ input: callInput }) => {
      calls[name].push(callInput);
      return new Promise<T>((resolve, reject) => {
        (pending[name] ??= []).push({ resolve: resolve as (v: unknown) => void, reject });
      });
    });
  const logic = rescheduleMachine.provide({
    actors: {
      loadTimeslots: controlled<Timeslot[], { uuid: string }>('loadTimeslots'),
      rescheduleHookup: controlled<RescheduleHookup, { uuid: string; startDateTime: string }>('rescheduleHookup'),
      cancelHookup: controlled<RescheduleHookup, { uuid: string; reason: string }>('cancelHookup'),
    },
    actions: { leave: (_, params) => leave(params.reason) },
  });
  const actor = createActor(logic, { input }).start();
  const settle = async (name: CallName, outcome: { output?: unknown; error?: unknown }) => {
    const next = pending[name]?.shift();
    if (!next) throw new Error(`no ${name} call is pending`);
    if ('error' in outcome) next.reject(outcome.error);
    else next.resolve(outcome.output);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { actor, calls, leave, settle, send: (event: RescheduleEvent) => actor.send(event) };
}

export const done = (id: CallName, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as RescheduleEvent;
export const failed = (id: CallName, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as RescheduleEvent;

type StateConfig = {
  invoke?: { id: string; onDone?: unknown; onError?: unknown } | { id: string; onDone?: unknown; onError?: unknown }[];
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
};

/** The machine with each invoked call turned into the done/error events a test sends (xstate/graph cannot traverse invocations). */
export function traversable(machine: AnyStateMachine): AnyStateMachine {
  const strip = (node: StateConfig): StateConfig => {
    const { invoke, states, on, ...rest } = node;
    const events: Record<string, unknown> = { ...on };
    for (const inv of invoke ? [invoke].flat() : []) {
      if (inv.onDone) events[`xstate.done.actor.${inv.id}`] = inv.onDone;
      if (inv.onError) events[`xstate.error.actor.${inv.id}`] = inv.onError;
    }
    return {
      ...rest,
      on: events,
      ...(states ? { states: Object.fromEntries(Object.entries(states).map(([k, v]) => [k, strip(v)])) } : {}),
    };
  };
  return createMachine(strip(machine.config as StateConfig) as never, machine.implementations as never);
}
