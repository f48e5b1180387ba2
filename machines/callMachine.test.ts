import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { call, closesAt, denied, input, start } from './testing/callHarness';
import { callMachine, callPhase, ICE_RESTART_GRACE_MS, type CallEvent } from './callMachine';
import { traversable } from './testing/rescheduleHarness';

type Snapshot = SnapshotFrom<typeof callMachine>;
type Acquisition = 'acquireAudioVideo' | 'acquireAudio';

const granted = (id: Acquisition) => ({ type: `xstate.done.actor.${id}`, output: undefined }) as unknown as CallEvent;
const refused = (id: Acquisition) => ({ type: `xstate.error.actor.${id}`, error: denied }) as unknown as CallEvent;

const traversalEvents: CallEvent[] = [
  granted('acquireAudioVideo'),
  refused('acquireAudioVideo'),
  granted('acquireAudio'),
  refused('acquireAudio'),
  { type: 'connection.joined' },
  { type: 'connection.lost' },
  { type: 'connection.restored' },
  { type: 'connection.removed' },
  { type: 'connection.ended', reason: 'host' },
  { type: 'connection.refused', refusal: { code: 'FORBIDDEN', message: 'Not yours.' } },
  { type: 'clock.tick', now: start + ICE_RESTART_GRACE_MS },
  { type: 'clock.tick', now: closesAt },
  { type: 'call.leave' },
];

const acquisitionOf = (type: string) => /^xstate\.(done|error)\.actor\.(acquireAudioVideo|acquireAudio)$/.exec(type);

/** "acquireAudioVideo granted → connection.joined ⇒ session.live": what happened and where the call is. */
function describePath(path: { steps: { event: CallEvent }[]; state: Snapshot }) {
  const events = path.steps
    .filter(({ event }) => !event.type.startsWith('xstate.init'))
    .map(({ event }) => {
      const acquisition = acquisitionOf(event.type);
      if (acquisition) return `${acquisition[2]} ${acquisition[1] === 'done' ? 'granted' : 'denied'}`;
      if (event.type === 'clock.tick') return event.now >= closesAt ? 'clock.tick(closesAt)' : 'clock.tick(ICE grace over)';
      if (event.type === 'connection.ended') return `connection.ended(${event.reason})`;
      return event.type;
    })
    .join(' → ');
  return `${events || 'start'} ⇒ ${JSON.stringify(path.state.value)}`;
}

describe('call paths', () => {
  // without its invocations there is no connection to send commands to: the traversal drops them
  const silent = callMachine.provide({ actions: { restartIce: () => {}, rejoin: () => {}, tellMic: () => {}, tellCamera: () => {} } });
  const model = createTestModel(traversable(silent), {
    events: traversalEvents,
    serializeState: (s: Snapshot) => JSON.stringify(s.value),
    input,
  });
  const paths = model.getShortestPaths();

  it('reach every way a call ends and both ways back from a lost connection', () => {
    const reached = new Set(paths.flatMap((path) => [path.state, ...path.steps.map((step) => step.state)].map((s) => JSON.stringify(s.value))));
    for (const end of ['left', 'removed', 'host', 'time', 'refused']) expect(reached).toContain(JSON.stringify({ ended: end }));
    expect(reached).toContain(JSON.stringify({ session: { reconnecting: 'restartingIce' } }));
    expect(reached).toContain(JSON.stringify({ session: { reconnecting: 'rejoining' } }));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const sut = call();
      await path.test({
        events: Object.fromEntries(
          [...new Set(traversalEvents.map((e) => e.type))].map((type) => [
            type,
            async (step: { event: CallEvent }) => {
              const acquisition = acquisitionOf(step.event.type);
              if (acquisition) await sut.settle(acquisition[1] === 'done' ? 'granted' : { error: denied });
              else sut.send(step.event);
            },
          ]),
        ),
        states: {
          '*': (expected: Snapshot) => {
            const actual = sut.actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(callPhase(actual)).toBe(callPhase(expected));
          },
        },
      });
    });
  }
});
