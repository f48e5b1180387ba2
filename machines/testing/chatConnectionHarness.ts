// The chat connection machine as a system under test: a token server the test answers by hand, recorded deliveries.
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { chatConnectionMachine, type ChatConnectionInput, type ChatToken } from '../chatConnectionMachine';

export const MINUTE = 60_000;
export const T0 = Date.parse('2030-01-01T10:00:00.000Z');
/** a token valid for an hour from `now` */
export const tokenAt = (now: number, n = 1): ChatToken => ({ token: `token-${n}`, expiresAt: now + 60 * MINUTE });

export function connection(input: ChatConnectionInput = { now: T0 }) {
  const delivered = vi.fn<(eventId: string) => void>();
  const pending: { resolve: (t: ChatToken) => void; reject: (e: Error) => void }[] = [];
  const logic = chatConnectionMachine.provide({
    actors: { fetchToken: fromPromise<ChatToken>(() => new Promise((resolve, reject) => pending.push({ resolve, reject }))) },
    actions: { deliver: (_, params) => delivered(params.eventId) },
  });
  const actor = createActor(logic, { input }).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    actor,
    delivered,
    /** how many token requests were made */
    requests: () => pending.length,
    async grant(token: ChatToken) {
      pending.at(-1)!.resolve(token);
      await settle();
    },
    async refuse() {
      pending.at(-1)!.reject(new Error('offline'));
      await settle();
    },
    tick: (now: number) => actor.send({ type: 'clock.tick', now }),
    event: (eventId: string) => actor.send({ type: 'chat.event', eventId }),
    tags: () => (['connecting', 'live', 'refreshing', 'waiting'] as const).filter((t) => actor.getSnapshot().hasTag(t)),
  };
}
