// The call machine as a system under test: controllable devices, a connection that records the machine's
// commands and reports what the test says, a controllable clock, and recorded warnings and notices.
import { vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { callMachine, type CallEvent, type CallTag, type CallInput, type ConnectionCommand, type ConnectionInput } from '../callMachine';

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
/** The room closes at 10:40 UTC; the call starts at 10:00. */
export const closesAt = Date.parse('2030-01-01T10:40:00.000Z');
export const start = closesAt - 40 * MINUTE;
export const input: CallInput = { closesAt, now: start };

/** The failures getUserMedia reports, as DOMException names. */
export const notFound = { name: 'NotFoundError' };
export const denied = { name: 'NotAllowedError' };

type Deferred = { resolve: () => void; reject: (e: unknown) => void; input: { audio: boolean; video: boolean } };

export function call(callInput: CallInput = input) {
  const acquisitions: Deferred[] = [];
  const commands: ConnectionCommand[] = [];
  const connections: ConnectionInput[] = [];
  const stopped = vi.fn();
  const warn = vi.fn();
  const notify = vi.fn();
  const logic = callMachine.provide({
    actors: {
      acquireMedia: fromPromise<void, { audio: boolean; video: boolean }>(
        ({ input: wanted }) => new Promise<void>((resolve, reject) => acquisitions.push({ resolve, reject, input: wanted })),
      ),
      connection: fromCallback<ConnectionCommand, ConnectionInput>(({ input: connectionInput, receive }) => {
        connections.push(connectionInput);
        receive((command) => commands.push(command));
        return stopped;
      }),
    },
    actions: {
      warn: (_, params) => warn(params.minutes),
      notify: (_, params) => notify(params.message),
    },
  });
  const actor = createActor(logic, { input: callInput }).start();
  const settle = async (outcome: 'granted' | { error: unknown }) => {
    const next = acquisitions.shift();
    if (!next) throw new Error('no acquireMedia call is pending');
    if (outcome === 'granted') next.resolve();
    else next.reject(outcome.error);
    await new Promise((r) => setTimeout(r, 0));
    return next.input;
  };
  const send = (event: CallEvent) => actor.send(event);
  const tick = (now: number) => send({ type: 'clock.tick', now });
  /** Camera and microphone granted, joined: the call is live. */
  const live = async () => {
    await settle('granted');
    send({ type: 'connection.joined' });
  };
  const has = (tag: CallTag) => actor.getSnapshot().hasTag(tag);
  return { actor, acquisitions, commands, connections, stopped, warn, notify, settle, send, tick, live, has };
}
