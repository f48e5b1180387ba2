import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { CHAT_TOKEN_REFRESH_BEFORE_MS } from '~/common/constants';
import { chatConnectionMachine, type ChatConnectionEvent } from './chatConnectionMachine';
import { connection, MINUTE, T0, tokenAt } from './testing/chatConnectionHarness';
import { traversable } from './testing/rescheduleHarness';

type Snapshot = SnapshotFrom<typeof chatConnectionMachine>;

const token = tokenAt(T0);
const tokenDone = { type: 'xstate.done.actor.fetchToken', output: token } as unknown as ChatConnectionEvent;
const tokenFailed = { type: 'xstate.error.actor.fetchToken', error: new Error('offline') } as unknown as ChatConnectionEvent;

const traversalEvents: ChatConnectionEvent[] = [
  tokenDone,
  tokenFailed,
  { type: 'clock.tick', now: T0 + 5000 },
  { type: 'clock.tick', now: token.expiresAt - CHAT_TOKEN_REFRESH_BEFORE_MS },
  { type: 'clock.tick', now: token.expiresAt },
  { type: 'chat.event', eventId: 'e1' },
  { type: 'stream.expired' },
  { type: 'stream.dropped' },
  { type: 'network.online' },
];

function describePath(path: { steps: { event: ChatConnectionEvent }[]; state: Snapshot }) {
  const events = path.steps
    .filter(({ event }) => !event.type.startsWith('xstate.init'))
    .map(({ event }) => {
      if (event.type.startsWith('xstate.done')) return 'token granted';
      if (event.type.startsWith('xstate.error')) return 'token refused';
      if (event.type === 'clock.tick') return `tick(+${Math.round((event.now - T0) / MINUTE)} min)`;
      if (event.type === 'chat.event') return `event(${event.eventId})`;
      return event.type;
    })
    .join(' → ');
  return `${events || 'start'} ⇒ ${JSON.stringify(path.state.value)}`;
}

describe('chat connection paths', () => {
  // states are told apart by their value and whether an event was seen; time matters only through the ticks
  const model = createTestModel(traversable(chatConnectionMachine), {
    events: traversalEvents,
    serializeState: (s: Snapshot) => JSON.stringify({ value: s.value, seen: s.context.lastEventId !== null, late: s.context.now >= token.expiresAt - CHAT_TOKEN_REFRESH_BEFORE_MS }),
    input: { now: T0 },
  });
  const paths = model.getShortestPaths();

  it('reaches every state', () => {
    // shortest paths that are prefixes of others are merged: count the states along each path
    const values = new Set(paths.flatMap((p) => p.steps.map((step) => JSON.stringify(step.state.value))));
    expect(values).toEqual(new Set(['"connecting"', '"waiting"', '{"live":"streaming"}', '{"live":"refreshing"}']));
  });

  for (const path of paths) {
    it(describePath(path as never), async () => {
      const sut = connection({ now: T0 });
      for (const { event } of path.steps) {
        if (event.type.startsWith('xstate.init')) continue;
        if (event.type.startsWith('xstate.done')) await sut.grant(token);
        else if (event.type.startsWith('xstate.error')) await sut.refuse();
        else sut.actor.send(event);
      }
      expect(sut.actor.getSnapshot().value).toEqual(path.state.value);
      // an event is delivered at most once, whatever the path
      const ids = sut.delivered.mock.calls.map(([id]) => id);
      expect(new Set(ids).size).toBe(ids.length);
    });
  }
});
