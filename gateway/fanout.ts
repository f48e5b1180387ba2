// The fast path of the live subscriptions: one pubsub listener per topic instead of one per subscriber, and each
// event built, executed and serialised once per distinct (document + variables the payload depends on, viewer class),
// the resulting payload bytes written in every `next` frame of that class. graphql-ws keeps the protocol (connection,
// subscribe, complete, errors, close codes); the frames are byte for byte the ones it would send.
import {
  createSourceEventStream,
  execute,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import type { Duplex } from 'node:stream';
import type { LiveEvents } from '~/gateway/eventConsumer';
import { isLiveSource, MAX_TIMER_MS, type LiveRoute, type LiveSource } from '~/gateway/liveStream';
import { NextWriter, payloadBytes, type MessageSocket } from '~/gateway/nextFrames';
import { isLaterEvent, type OutboxEvent } from '~/gateway/topics';

/** Where one subscription's frames go: set by onSubscribe for the execution arguments it returns. */
export interface FanoutTarget {
  socket: MessageSocket;
  /** the socket ws was given at the upgrade, written to directly (gateway/nextFrames.ts) */
  transport: Pick<Duplex, 'write'> | undefined;
  /** the graphql-ws operation id */
  id: string;
  /** equal for subscriptions whose payloads execute alike (same document, operation and relevant variables) */
  docKey: string;
}

/** The payload graphql-ws puts in a `next` message for an execution result (after the server's onNext). */
export type NextPayload = (result: ExecutionResult) => unknown;

type Outcome = { done: true } | { error: unknown };

/** One subscription of the fast path; it is also the async iterator graphql-ws holds (it never yields). */
class Subscriber implements AsyncGenerator<never> {
  /** events heard live while the replay is read; null once live */
  pending: OutboxEvent[] | null = null;
  last: bigint | undefined;
  private outcome: Outcome | undefined;
  private settle: ((outcome: Outcome) => void) | undefined;
  /** the source's expiry, when it has one */
  expiryTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly fanout: Fanout,
    readonly source: LiveSource<unknown>,
    readonly args: ExecutionArgs,
    readonly docKey: string,
    readonly writer: NextWriter,
  ) {
    this.last = source.after === undefined ? undefined : BigInt(source.after);
  }

  get ended(): boolean {
    return this.outcome !== undefined;
  }

  end(outcome: Outcome): void {
    if (this.outcome) return;
    this.outcome = outcome;
    clearTimeout(this.expiryTimer);
    this.fanout.remove(this);
    this.settle?.(outcome);
  }

  next(): Promise<IteratorResult<never>> {
    const answer = (outcome: Outcome): Promise<IteratorResult<never>> =>
      'error' in outcome ? Promise.reject(outcome.error) : Promise.resolve({ done: true, value: undefined });
    if (this.outcome) return answer(this.outcome);
    return new Promise<Outcome>((resolve) => (this.settle = resolve)).then(answer);
  }

  return(): Promise<IteratorResult<never>> {
    this.end({ done: true });
    return Promise.resolve({ done: true, value: undefined });
  }

  throw(error: unknown): Promise<IteratorResult<never>> {
    this.end({ done: true });
    return Promise.reject(error);
  }

  [Symbol.asyncIterator]() {
    return this;
  }
}

/**
 * A topic's subscribers: those every event is offered to, and those with a route, filed under their key per routing
 * function, so an event is offered only to the keys it names (a chat event to its conversation's participants).
 */
interface TopicSubscribers {
  all: Set<Subscriber>;
  routed: Map<LiveRoute['keysOf'], Map<string, Set<Subscriber>>>;
  size: number;
}

export function createFanout(live: LiveEvents, nextPayload: NextPayload) {
  const topics = new Map<string, TopicSubscribers>();
  const stopping = new AbortController();

  /** The `next` payload's bytes for a subscriber's value of an event. */
  function payloadOf(sub: Subscriber, event: OutboxEvent): Buffer | Promise<Buffer> {
    return payloadOfValue(sub, sub.source.value(event));
  }

  function payloadOfValue(sub: Subscriber, rootValue: unknown): Buffer | Promise<Buffer> {
    const result = execute({ ...sub.args, rootValue });
    return result instanceof Promise
      ? result.then((settled) => payloadBytes(JSON.stringify(nextPayload(settled))))
      : payloadBytes(JSON.stringify(nextPayload(result)));
  }

  /** One event to one subscriber, as liveStream would give it: later ids only, selected for them. */
  async function deliverOne(sub: Subscriber, event: OutboxEvent): Promise<void> {
    const id = BigInt(event.id);
    if (sub.last !== undefined && id <= sub.last) return;
    sub.last = id;
    if (sub.source.match(event) === undefined) return;
    const payload = await payloadOf(sub, event);
    if (!sub.ended) sub.writer.write(payload);
  }

  /**
   * Every listening subscriber of the topic, synchronously unless an execution is asynchronous. A subscriber costs
   * a match (who they are for this event) and a frame write; the value is built, executed and serialised once per
   * (docKey, match key).
   */
  async function deliver(group: TopicSubscribers, event: OutboxEvent): Promise<void> {
    const id = BigInt(event.id);
    const payloads = new Map<string, Map<string, Buffer>>();
    for (const sub of audienceOf(group, event)) {
      if (sub.pending) {
        sub.pending.push(event);
        continue;
      }
      if (sub.last !== undefined && id <= sub.last) continue;
      sub.last = id;
      try {
        const key = sub.source.match(event);
        if (key === undefined) continue;
        let ofDocument = payloads.get(sub.docKey);
        if (ofDocument === undefined) payloads.set(sub.docKey, (ofDocument = new Map()));
        let payload = ofDocument.get(key);
        if (payload === undefined) {
          const made = payloadOf(sub, event);
          payload = made instanceof Buffer ? made : await made;
          ofDocument.set(key, payload);
        }
        sub.writer.write(payload);
      } catch (error) {
        sub.end({ error });
      }
    }
  }

  /** The subscribers `event` may be for: every unrouted one, and the routed ones under the keys it names. */
  function audienceOf(group: TopicSubscribers, event: OutboxEvent): Iterable<Subscriber> {
    if (group.routed.size === 0) return group.all;
    const audience = new Set(group.all);
    for (const [keysOf, byKey] of group.routed) {
      for (const key of keysOf(event)) for (const sub of byKey.get(key) ?? []) audience.add(sub);
    }
    return audience;
  }

  async function pump(topic: string, group: TopicSubscribers): Promise<void> {
    const incoming = live.listen(topic as LiveSource<unknown>['topic'], stopping.signal);
    try {
      for await (const event of incoming) await deliver(group, event);
    } catch (error) {
      if (!stopping.signal.aborted) throw error;
    }
  }

  function subscribersOf(topic: string): TopicSubscribers {
    let group = topics.get(topic);
    if (!group) {
      const created: TopicSubscribers = { all: new Set(), routed: new Map(), size: 0 };
      topics.set(topic, (group = created));
      pump(topic, created).catch((error: unknown) => {
        // the listener itself failed: end its subscriptions with that error rather than leave them silent
        topics.delete(topic);
        for (const sub of everyone(created)) sub.end({ error });
      });
    }
    return group;
  }

  function* everyone(group: TopicSubscribers): Iterable<Subscriber> {
    yield* [...group.all];
    for (const byKey of group.routed.values()) for (const subs of byKey.values()) yield* [...subs];
  }

  function add(sub: Subscriber): void {
    const group = subscribersOf(sub.source.topic);
    const route = sub.source.route;
    group.size++;
    if (!route) return void group.all.add(sub);
    let byKey = group.routed.get(route.keysOf);
    if (!byKey) group.routed.set(route.keysOf, (byKey = new Map()));
    let subs = byKey.get(route.key);
    if (!subs) byKey.set(route.key, (subs = new Set()));
    subs.add(sub);
  }

  /** The source's last value and the end, at its expiry. */
  function expire(sub: Subscriber, value: unknown): void {
    if (sub.ended) return;
    try {
      const made = payloadOfValue(sub, value);
      const finish = (payload: Buffer) => {
        if (sub.ended) return;
        sub.writer.write(payload);
        sub.end({ done: true });
      };
      if (made instanceof Promise) made.then(finish, (error: unknown) => sub.end({ error }));
      else finish(made);
    } catch (error) {
      sub.end({ error });
    }
  }

  /** Replays what came after `after` (every topic's ids count for dedupe), then what was heard meanwhile. */
  async function replay(sub: Subscriber, after: string): Promise<void> {
    try {
      for await (const event of live.replay(after)) {
        if (sub.ended) return;
        // the replay spans every topic; its ids still say what the live stream must not repeat
        if (event.topic === sub.source.topic) await deliverOne(sub, event);
        else if (isLaterEvent(event.id, sub.last?.toString())) sub.last = BigInt(event.id);
      }
      const pending = sub.pending!;
      while (pending.length > 0 && !sub.ended) await deliverOne(sub, pending.shift()!);
      sub.pending = null;
    } catch (error) {
      sub.end({ error });
    }
  }

  const fanout = {
    remove(sub: Subscriber): void {
      const group = topics.get(sub.source.topic);
      const route = sub.source.route;
      if (!group) return;
      if (!route) {
        if (group.all.delete(sub)) group.size--;
        return;
      }
      const byKey = group.routed.get(route.keysOf);
      const subs = byKey?.get(route.key);
      if (!subs?.delete(sub)) return;
      group.size--;
      if (subs.size === 0) byKey!.delete(route.key);
    },
    /**
     * graphql-ws's `subscribe`: runs the field's subscribe resolver as graphql-js does (permission checks and
     * their errors unchanged); a LiveSource is then served here, anything else as graphql-js would.
     */
    async subscribe(args: ExecutionArgs, target: FanoutTarget | undefined) {
      const source = await createSourceEventStream(args);
      if (!(Symbol.asyncIterator in source)) return source;
      if (!target || !isLiveSource(source)) return mapSource(source, args);
      const writer = new NextWriter(target.socket, target.transport, target.id);
      const sub = new Subscriber(fanout, source, args, target.docKey, writer);
      // listening starts before the replay is read, so an event committed meanwhile is not lost
      if (source.after !== undefined) sub.pending = [];
      add(sub);
      const expiry = source.expiry;
      if (expiry) {
        sub.expiryTimer = setTimeout(() => expire(sub, expiry.value), Math.min(MAX_TIMER_MS, Math.max(0, expiry.at - Date.now())));
      }
      if (source.after !== undefined) void replay(sub, source.after);
      return sub;
    },
    subscriberCount(topic: string): number {
      return topics.get(topic)?.size ?? 0;
    },
    close(): void {
      stopping.abort();
      for (const group of topics.values()) for (const sub of everyone(group)) sub.end({ done: true });
      topics.clear();
    },
  };
  return fanout;
}

export type Fanout = ReturnType<typeof createFanout>;

/** graphql-js's own mapping of a source stream to execution results, for streams that are not LiveSources. */
function mapSource(source: AsyncIterable<unknown>, args: ExecutionArgs): AsyncGenerator<ExecutionResult> {
  const events = source[Symbol.asyncIterator]();
  const map = async (step: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> =>
    step.done ? { done: true, value: undefined } : { done: false, value: await execute({ ...args, rootValue: step.value }) };
  const done = async (): Promise<IteratorResult<ExecutionResult>> => {
    await events.return?.();
    return { done: true, value: undefined };
  };
  const mapped: AsyncGenerator<ExecutionResult> = {
    next: () => events.next().then(map),
    return: done,
    throw: async (error) => {
      await events.return?.();
      throw error;
    },
    [Symbol.asyncIterator]: () => mapped,
  };
  return mapped;
}
