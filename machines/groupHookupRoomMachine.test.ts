import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  groupHookupRoomMachine,
  joinAction,
  type GroupHookupRoomEvent,
} from './groupHookupRoomMachine';
import { at, host, MINUTE, participant, room, start, stranger } from './testing/groupHookupRoomHarness';

type Snapshot = SnapshotFrom<typeof groupHookupRoomMachine>;

const traversalEvents: GroupHookupRoomEvent[] = [
  { type: 'clock.tick', now: at(-10) },
  { type: 'clock.tick', now: at(-5) },
  { type: 'clock.tick', now: at(30 + 10) },
  { type: 'participation.changed', isParticipant: true },
  { type: 'participation.changed', isParticipant: false },
  { type: 'room.join' },
  { type: 'room.leave' },
  { type: 'room.ended' },
  { type: 'status.changed', status: 'COMPLETED' },
  { type: 'status.changed', status: 'CANCELED' },
];

/** "clock.tick(-5 min) → room.join ⇒ inRoom, participant": what happened and where the viewer ends up. */
function describePath(path: { steps: { event: GroupHookupRoomEvent }[]; state: Snapshot }) {
  const events = path.steps
    .filter(({ event }) => !event.type.startsWith('xstate.'))
    .map(({ event }) => {
      if (event.type === 'clock.tick') return `clock.tick(${(event.now - start) / MINUTE} min)`;
      if (event.type === 'participation.changed') return `participation.changed(${event.isParticipant})`;
      if (event.type === 'status.changed') return `status.changed(${event.status})`;
      return event.type;
    })
    .join(' → ');
  const { room, membership } = path.state.value as { room: string; membership: string };
  return `${events || 'start'} ⇒ ${room}, ${membership}`;
}

describe.each([
  ['a participant', participant],
  ['the host', host],
  ['a member who does not attend', stranger],
])('room paths of %s', (_label, input) => {
  // States are told apart by their value and whether the viewer attends; time only matters through the tick.
  const model = createTestModel(groupHookupRoomMachine, {
    events: traversalEvents,
    serializeState: (s: Snapshot) => JSON.stringify({ value: s.value, isParticipant: s.context.isParticipant, status: s.context.status }),
    input,
  });
  const paths = model.getShortestPaths();

  it('covers more than the initial state', () => {
    expect(paths.length).toBeGreaterThan(1);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = room(input);
      await path.test({
        events: Object.fromEntries(
          [...new Set(traversalEvents.map((e) => e.type))].map((type) => [type, (step: { event: GroupHookupRoomEvent }) => sut.actor.send(step.event)]),
        ),
        states: {
          '*': (expected: Snapshot) => {
            const actual = sut.actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(joinAction(actual)).toBe(joinAction(expected));
          },
        },
      });
    });
  }
});
