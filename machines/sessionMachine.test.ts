import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { done, failed, harness, rotated, started, stored, unverifiedUser, verifiedUser } from './testing/sessionHarness';
import { loginPath, safeNext, sessionMachine, sessionStatus, type SessionEvent, type SessionInput } from './sessionMachine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

type StateConfig = {
  invoke?: { id: string; onDone?: unknown; onError?: unknown } | { id: string; onDone?: unknown; onError?: unknown }[];
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
};

/**
 * The test model: the session machine itself, with each invoked actor turned into the done/error events
 * the test then sends to the real machine (xstate/graph cannot traverse invocations).
 */
function modelOf(machine: AnyStateMachine): AnyStateMachine {
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
const traversalEvents: SessionEvent[] = [
  done('restoreUser', verifiedUser),
  done('restoreUser', unverifiedUser),
  failed('restoreUser'),
  done('reloadUser', verifiedUser),
  failed('reloadUser'),
  done('refreshTokens', rotated),
  failed('refreshTokens'),
  done('fetchCsrfToken', 'csrf-1'),
  failed('fetchCsrfToken'),
  started(verifiedUser, '/settings'),
  started(unverifiedUser),
  { type: 'session.logout' },
  { type: 'session.user.reload' },
  { type: 'session.tokens.rotated', ...rotated },
  { type: 'session.unauthorized', path: '/settings', optOut: false, retried: false },
  { type: 'csrf.needed' },
  { type: 'csrf.rejected', attempt: 0 },
];

// States are told apart by their value and what the member would notice of the context.
const serializeState = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    user: s.context.user ? (s.context.user.verified ? 'verified' : 'unverified') : null,
    refreshToken: s.context.refreshToken !== null,
    csrfToken: s.context.csrfToken !== null,
  });

/** Drives the SUT with the event the model took, settling the actor it stands for. */
async function drive(sut: ReturnType<typeof harness>, event: SessionEvent) {
  const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!match) {
    sut.actor.send(event);
    return;
  }
  const src = ({ restoreUser: 'fetchSessionUser', reloadUser: 'fetchSessionUser' } as Record<string, string>)[match[2]] ?? match[2];
  await sut.settle(src, match[1] === 'done' ? { output: (event as unknown as { output: unknown }).output } : { error: new Error('failed') });
}

describe.each([
  ['with a stored session', stored],
  ['without a stored session', {}],
])('session paths %s', (_label, input) => {
  // session.expired and session.user.changed are raised by the machine itself, never sent from outside
  const external = new Set(traversalEvents.map((e) => e.type));
  const model = createTestModel(modelOf(sessionMachine), {
    events: traversalEvents,
    filterEvents: (_state, event) => external.has(event.type),
    serializeState,
    input,
  });
  const paths = model.getShortestPaths();

  it('covers more than the initial state', () => {
    expect(paths.length).toBeGreaterThan(1);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const sut = harness(input);
      await path.test({
        events: Object.fromEntries(traversalEvents.map((e) => [e.type, (step: { event: SessionEvent }) => drive(sut, step.event)])),
        states: {
          '*': (expected: Snapshot) => {
            const actual = sut.actor.getSnapshot();
            expect(actual.value).toEqual(expected.value);
            expect(sessionStatus(actual)).toBe(sessionStatus(expected));
            expect(actual.context.user?.verified ?? null).toBe(expected.context.user?.verified ?? null);
          },
        },
      });
    });
  }
});

describe('login paths', () => {
  it('puts the page in next, except at the root', () => {
    expect(loginPath('/settings')).toBe('/login?next=%2Fsettings');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('/login?next=%2Fhome')).toBe('/login');
  });

  it('accepts only paths of this app as next', () => {
    expect(safeNext('/users/1')).toBe('/users/1');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(safeNext(null)).toBeNull();
  });
});
