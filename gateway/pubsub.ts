import { EventEmitter, on } from 'node:events';
import type { OutboxEvent, Topic } from '~/gateway/topics';

/**
 * The in-process pubsub between the event consumer (one per gateway replica) and the subscriptions of this
 * replica. Every replica consumes GET /events itself, so nothing has to cross processes here.
 */
export function createPubSub() {
  const emitter = new EventEmitter();
  // one listener per open subscription: thousands are expected, not a leak
  emitter.setMaxListeners(0);

  return {
    publish(event: OutboxEvent): void {
      emitter.emit(event.topic, event);
    },
    /**
     * Listens from this call on (events published before the first `next()` are kept), until `signal` aborts;
     * a pending `next()` then rejects with an AbortError.
     */
    listen(topic: Topic, signal: AbortSignal): AsyncIterableIterator<OutboxEvent> {
      const events = on(emitter, topic, { signal }) as AsyncIterableIterator<[OutboxEvent]>;
      return {
        next: async () => {
          const result = await events.next();
          return result.done ? result : { done: false, value: result.value[0] };
        },
        return: async () => {
          await events.return?.();
          return { done: true, value: undefined };
        },
        [Symbol.asyncIterator]() {
          return this;
        },
      };
    },
    listenerCount(topic: Topic): number {
      return emitter.listenerCount(topic);
    },
  };
}

export type PubSub = ReturnType<typeof createPubSub>;

/**
 * Runs an async generator that ends as soon as its consumer returns. A plain async generator waiting for the next
 * event would only see `return()` after that event arrives, keeping its pubsub listener until then; here
 * `return()` aborts the signal first, which rejects the pending wait so the generator can finish at once.
 */
export function abortableStream<T>(produce: (signal: AbortSignal) => AsyncGenerator<T>): AsyncGenerator<T> {
  const controller = new AbortController();
  const generator = produce(controller.signal);
  const stream: AsyncGenerator<T> = {
    next: (...args) => generator.next(...args),
    return: (value) => {
      controller.abort();
      return generator.return(value);
    },
    throw: (error) => {
      controller.abort();
      return generator.throw(error);
    },
    [Symbol.asyncIterator]() {
      return stream;
    },
  };
  return stream;
}
