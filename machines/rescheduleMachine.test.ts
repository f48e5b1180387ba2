import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  attempt,
  cancelledByCall,
  cancelledHookup,
  cancelledRefusal,
  done,
  failed,
  fresh,
  hookup,
  limitRefusal,
  limitUsed,
  now,
  onceRescheduled,
  refusal,
  rescheduledHookup,
  slots,
  slotTakenRefusal,
  started,
  traversable,
} from './testing/rescheduleHarness';
import { reschedulePhase, rescheduleMachine, type RescheduleEvent } from './rescheduleMachine';

type Snapshot = SnapshotFrom<typeof rescheduleMachine>;

const traversalEvents: RescheduleEvent[] = [
  done('loadTimeslots', slots),
  failed('loadTimeslots', refusal(null, 'Network down')),
  { type: 'slot.select', startDateTime: slots[0]!.startDateTime },
  { type: 'reschedule.submit' },
  { type: 'slots.reload' },
  done('rescheduleHookup', rescheduledHookup),
  failed('rescheduleHookup', limitRefusal),
  failed('rescheduleHookup', cancelledRefusal),
  failed('rescheduleHookup', slotTakenRefusal),
  failed('rescheduleHookup', refusal(null, 'Server down')),
  { type: 'cancel.submit' },
  { type: 'dialog.close' },
  done('cancelHookup', cancelledByCall),
  failed('cancelHookup', cancelledRefusal),
  // the partner rescheduled twice meanwhile, or cancelled
  { type: 'hookup.changed', hookup: { ...hookup, rescheduleCount: 2 }, now },
  { type: 'hookup.changed', hookup: { ...hookup, hookupStatus: 'CANCELLED' }, now },
];

const callOf = (type: string) => /^xstate\.(done|error)\.actor\.(loadTimeslots|rescheduleHookup|cancelHookup)$/.exec(type);

/** "done.loadTimeslots → slot.select → reschedule.submit ⇒ submitting": what happened and where the attempt is. */
function describePath(path: { steps: { event: RescheduleEvent }[]; state: Snapshot }) {
  const events = path.steps
    .filter(({ event }) => !event.type.startsWith('xstate.init'))
    .map(({ event }) => {
      const call = callOf(event.type);
      if (call) {
        const error = (event as unknown as { error?: { errorCode: number | null } }).error;
        return call[1] === 'done' ? `${call[2]} done` : `${call[2]} failed(${error?.errorCode ?? 'no code'})`;
      }
      if (event.type === 'hookup.changed') return `hookup.changed(${event.hookup.hookupStatus}, ${event.hookup.rescheduleCount} used)`;
      return event.type;
    })
    .join(' → ');
  return `${events || 'start'} ⇒ ${JSON.stringify(path.state.value)}`;
}

/** Drives the SUT with the event the model took, settling the call it stands for. */
async function drive(sut: ReturnType<typeof attempt>, event: RescheduleEvent) {
  const call = callOf(event.type);
  if (!call) return sut.send(event);
  const name = call[2] as 'loadTimeslots' | 'rescheduleHookup' | 'cancelHookup';
  const { output, error } = event as unknown as { output?: unknown; error?: unknown };
  await sut.settle(name, call[1] === 'done' ? { output } : { error });
}

describe.each([
  ['a hookup never rescheduled', fresh],
  ['a hookup rescheduled once', onceRescheduled],
  ['a hookup rescheduled twice (the third attempt)', limitUsed],
  ['a cancelled hookup', cancelledHookup],
  ['a hookup that has started', started],
])('reschedule paths of %s', (_label, input) => {
  // states are told apart by their value and what the member sees of the context
  const model = createTestModel(traversable(rescheduleMachine), {
    events: traversalEvents,
    serializeState: (s: Snapshot) =>
      JSON.stringify({
        value: s.value,
        selected: s.context.selected !== null,
        error: s.context.error?.code ?? (s.context.error ? 'message' : null),
        status: s.context.hookup.hookupStatus,
        used: s.context.hookup.rescheduleCount,
      }),
    input,
  });
  const paths = model.getShortestPaths();

  it('has at least one path', () => {
    expect(paths.length).toBeGreaterThan(0);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = attempt(input);
      await path.test({
        events: Object.fromEntries(traversalEvents.map((e) => [e.type, (step: { event: RescheduleEvent }) => drive(sut, step.event)])),
        states: {
          '*': (expected: Snapshot) => {
            const actual = sut.actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(reschedulePhase(actual)).toBe(reschedulePhase(expected));
            expect(actual.context.selected).toBe(expected.context.selected);
            expect(actual.context.error).toEqual(expected.context.error);
            expect(actual.context.hookup).toEqual(expected.context.hookup);
          },
        },
      });
    });
  }
});

describe('the paths reach every state', () => {
  it('from a fresh hookup, the third attempt and a cancelled hookup together', () => {
    const reached = new Set<string>();
    for (const input of [fresh, limitUsed, cancelledHookup]) {
      const model = createTestModel(traversable(rescheduleMachine), { events: traversalEvents, input });
      for (const path of model.getShortestPaths()) {
        // the paths are deduplicated: a state on the way to another is tested on that path
        for (const step of path.steps) reached.add(JSON.stringify(step.state.value));
      }
    }
    expect([...reached].sort()).toEqual(
      [
        '"loadingSlots"',
        '"loadFailed"',
        '"choosing"',
        '"submitting"',
        '"rescheduled"',
        '{"rescheduleCancel":"open"}',
        '{"rescheduleCancel":"cancelling"}',
        '"cancelled"',
        '"unavailable"',
        '"closed"',
      ].sort(),
    );
  });
});
