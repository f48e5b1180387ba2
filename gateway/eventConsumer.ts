import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import {
  EVENT_STREAM_IDLE_TIMEOUT_MS,
  EVENT_STREAM_RETRY_INITIAL_MS,
  EVENT_STREAM_RETRY_MAX_MS,
} from '~/gateway/limits';
import type { PubSub } from '~/gateway/pubsub';
import type { EventsSource } from '~/gateway/sources/eventStream';
import { readServerSentEvents } from '~/gateway/sse';
import { isEventId, isLaterEvent, type OutboxEvent } from '~/gateway/topics';

export interface EventConsumerOptions {
  source: Pick<EventsSource, 'open'>;
  pubsub: Pick<PubSub, 'publish'>;
  log: FastifyBaseLogger;
  retryInitialMs?: number;
  retryMaxMs?: number;
  /** no byte (not even a keep-alive comment) for this long: the connection is dead, reconnect */
  idleTimeoutMs?: number;
}

/** What the rest of the gateway sees of the live events: listen now, or replay what a client missed. */
export interface LiveEvents {
  listen: PubSub['listen'];
  replay(after: string): AsyncIterable<OutboxEvent>;
}

/**
 * Consumes services' GET /events and publishes each event into this replica's pubsub. After a dropped connection it
 * reconnects with backoff and resumes with Last-Event-ID from the last event it published; each id is published
 * once. A fresh consumer (a gateway restart) starts live: browsers resubscribe with `after` and get the rest replayed.
 */
export function createEventConsumer(options: EventConsumerOptions) {
  const { source, pubsub, log } = options;
  const retryInitialMs = options.retryInitialMs ?? EVENT_STREAM_RETRY_INITIAL_MS;
  const retryMaxMs = options.retryMaxMs ?? EVENT_STREAM_RETRY_MAX_MS;
  const idleTimeoutMs = options.idleTimeoutMs ?? EVENT_STREAM_IDLE_TIMEOUT_MS;

  let lastEventId: string | undefined;
  let stopping: AbortController | null = null;
  let running: Promise<void> | null = null;

  /** Reads one connection to its end; true when at least one byte arrived (the connection worked). */
  async function consumeOnce(signal: AbortSignal): Promise<boolean> {
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop, { once: true });
    let idle = setTimeout(stop, idleTimeoutMs);
    let received = false;
    try {
      const body = await source.open(lastEventId, connection.signal);
      const stillAlive = () => {
        received = true;
        clearTimeout(idle);
        idle = setTimeout(stop, idleTimeoutMs);
      };
      for await (const message of readServerSentEvents(body, stillAlive)) {
        if (!isEventId(message.id)) {
          log.warn({ id: message.id, event: message.event }, 'event without an outbox id ignored');
          continue;
        }
        if (!isLaterEvent(message.id, lastEventId)) continue;
        let payload: unknown;
        try {
          payload = JSON.parse(message.data);
        } catch {
          log.error({ id: message.id, event: message.event }, 'event with a payload that is not JSON skipped');
          lastEventId = message.id;
          continue;
        }
        lastEventId = message.id;
        pubsub.publish({ id: message.id, topic: message.event, payload });
      }
      return received;
    } catch (error) {
      if (!signal.aborted) log.warn({ err: error, lastEventId }, 'event stream interrupted');
      return received;
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', stop);
    }
  }

  async function run(signal: AbortSignal): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      const worked = await consumeOnce(signal);
      if (signal.aborted) return;
      failures = worked ? 0 : failures + 1;
      // exponential backoff with jitter, so replicas do not reconnect in lockstep after a services restart
      const ceiling = Math.min(retryMaxMs, retryInitialMs * 2 ** failures);
      const delay = ceiling / 2 + Math.random() * (ceiling / 2);
      log.info({ delay: Math.round(delay), lastEventId }, 'reconnecting to the event stream');
      await sleep(delay, undefined, { signal }).catch(() => undefined);
    }
  }

  return {
    start(): void {
      if (running) return;
      stopping = new AbortController();
      running = run(stopping.signal);
    },
    async stop(): Promise<void> {
      stopping?.abort();
      await running;
      running = null;
      stopping = null;
    },
    /** the id of the last event published, resumed from after a dropped connection */
    get lastEventId(): string | undefined {
      return lastEventId;
    },
  };
}

export type EventConsumer = ReturnType<typeof createEventConsumer>;
