import type { LiveEvents } from '~/gateway/eventConsumer';
import { abortableStream } from '~/gateway/pubsub';
import { isLaterEvent, type OutboxEvent, type Topic } from '~/gateway/topics';

// One subscriber's events: replayed from where they were, then live, each once (services/API.md § Events).

/** Turns an event into what one subscriber receives, or undefined when it is not for them. */
export type Select<T> = (event: OutboxEvent) => T | undefined;

interface LiveStreamOptions<T> {
  topic: Topic;
  /** the last eventId the client saw: what came after it is replayed before the live events */
  after: string | undefined;
  select: Select<T>;
}

/**
 * The events of `topic` for one subscriber: first those after `after` (GET /events/replay), then live ones, each
 * eventId at most once. Listening starts before the replay is read, so an event committed meanwhile is not lost;
 * one the replay already gave is skipped when it also arrives live.
 */
export function liveStream<T>(live: LiveEvents, { topic, after, select }: LiveStreamOptions<T>): AsyncGenerator<T> {
  return abortableStream(async function* stream(signal) {
    const incoming = live.listen(topic, signal);
    let last = after;
    try {
      if (after !== undefined) {
        for await (const event of live.replay(after)) {
          // the replay spans every topic; its ids still say what the live stream must not repeat
          if (!isLaterEvent(event.id, last)) continue;
          last = event.id;
          const value = event.topic === topic ? select(event) : undefined;
          if (value !== undefined) yield value;
          if (signal.aborted) return;
        }
      }
      for await (const event of incoming) {
        if (!isLaterEvent(event.id, last)) continue;
        last = event.id;
        const value = select(event);
        if (value !== undefined) yield value;
      }
    } catch (error) {
      // the subscriber went away while we waited: not an error
      if (signal.aborted) return;
      throw error;
    } finally {
      await incoming.return?.();
    }
  });
}

/**
 * Which subscribers of a topic an event can be for, by key (a member's uuid): the fan-out asks only the subscribers
 * whose `key` is among `keysOf(event)`, instead of every subscriber of the topic. `keysOf` must name everyone `match`
 * could let the event through to; it is one function for all subscribers of a kind (subscribers are grouped by it).
 */
export interface LiveRoute {
  key: string;
  keysOf: (event: OutboxEvent) => readonly string[];
}

/** When a subscription ends by itself (a chat token's expiry): its last value at `at` (epoch ms), then the end. */
export interface LiveExpiry<T> {
  at: number;
  value: T;
}

/**
 * What a Subscription resolver returns: iterated, it is the subscriber's liveStream; the gateway's fan-out
 * (gateway/fanout.ts) reads its parts instead and serves many subscribers from one listener.
 * - `match` says whether an event is for this subscriber (undefined: not) and, cheaply, which of the event's values
 *   they get: subscribers whose keys are equal receive equal values of that event, so the fan-out builds, executes
 *   and serialises it once for all of them;
 * - `value` builds the subscriber's value of an event they matched;
 * - `route` (optional) lets the fan-out skip the subscribers an event cannot be for without asking each of them;
 * - `expiry` (optional) ends the subscription at a time, after one last value.
 */
export class LiveSource<T> implements AsyncIterable<T> {
  constructor(
    private readonly live: LiveEvents,
    readonly topic: Topic,
    readonly after: string | undefined,
    readonly match: (event: OutboxEvent) => string | undefined,
    readonly value: (event: OutboxEvent) => T,
    readonly options: { route?: LiveRoute; expiry?: LiveExpiry<T> } = {},
  ) {}

  get route(): LiveRoute | undefined {
    return this.options.route;
  }

  get expiry(): LiveExpiry<T> | undefined {
    return this.options.expiry;
  }

  /** The subscriber's value of `event`, or undefined when it is not for them. */
  select(event: OutboxEvent): T | undefined {
    return this.match(event) === undefined ? undefined : this.value(event);
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    const stream = liveStream(this.live, { topic: this.topic, after: this.after, select: (event) => this.select(event) });
    return this.expiry ? untilExpiry(stream, this.expiry) : stream;
  }
}

/** `source` until it ends or `expiry.at` passes; then `expiry.value` once and the end. */
function untilExpiry<T>(source: AsyncGenerator<T>, expiry: LiveExpiry<T>, now = Date.now): AsyncGenerator<T> {
  return abortableStream(async function* (signal) {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<'expired'>((resolve) => {
      timer = setTimeout(() => resolve('expired'), Math.min(MAX_TIMER_MS, Math.max(0, expiry.at - now())));
    });
    const aborted = new Promise<'aborted'>((resolve) => signal.addEventListener('abort', () => resolve('aborted'), { once: true }));
    try {
      while (true) {
        const next = await Promise.race([source.next(), expired, aborted]);
        if (next === 'aborted') return;
        if (next === 'expired') {
          yield expiry.value;
          return;
        }
        if (next.done) return;
        yield next.value;
      }
    } finally {
      clearTimeout(timer);
      await source.return(undefined);
    }
  });
}

/** setTimeout's longest delay (about 24.8 days); a later expiry fires then (tokens live minutes) */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export const isLiveSource = (value: unknown): value is LiveSource<unknown> => value instanceof LiveSource;
