import { internalError } from '~/gateway/errors';
import { EVENT_REPLAY_PAGE_SIZE, SERVICES_TIMEOUT_MS } from '~/gateway/limits';
import { servicesUrl } from '~/gateway/sources/call';
import { isEventId, type OutboxEvent } from '~/gateway/topics';

export interface EventsSourceOptions {
  /** SERVICES_URL */
  baseUrl: string;
  /** INTERNAL_TOKEN: the secret services and gateways share; GET /events answers 401 without it */
  internalToken: string;
}

/** services answered GET /events with something other than an event stream. */
export class EventStreamRefused extends Error {
  constructor(readonly status: number) {
    super(`GET /events answered ${status}`);
    this.name = 'EventStreamRefused';
  }
}

interface ReplayBody {
  events?: Array<{ id: string | number; topic: string; payload: unknown }>;
}

/** The outbox of services/API.md § Events, for the gateway only. */
export function createEventsSource({ baseUrl, internalToken }: EventsSourceOptions) {
  const authorization = `Bearer ${internalToken}`;

  return {
    /** GET /events, resuming after `lastEventId` when given, else live from the newest event. */
    async open(lastEventId: string | undefined, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
      const headers: Record<string, string> = { authorization, accept: 'text/event-stream' };
      if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
      const response = await fetch(servicesUrl(baseUrl, '/events'), { headers, signal });
      const type = response.headers.get('content-type') ?? '';
      if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
        await response.body?.cancel();
        throw new EventStreamRefused(response.status);
      }
      return response.body;
    },

    /**
     * Every event after `after`, oldest first, across topics (GET /events/replay, paged). A failure is INTERNAL:
     * the subscriber is told, and can resubscribe with the same `after`.
     */
    async *replay(after: string): AsyncGenerator<OutboxEvent> {
      let cursor = after;
      for (;;) {
        const url = servicesUrl(baseUrl, '/events/replay');
        url.searchParams.set('after', cursor);
        url.searchParams.set('limit', String(EVENT_REPLAY_PAGE_SIZE));
        const response = await fetch(url, {
          headers: { authorization, accept: 'application/json' },
          signal: AbortSignal.timeout(SERVICES_TIMEOUT_MS),
        }).catch(() => null);
        if (!response?.ok) {
          await response?.body?.cancel();
          throw internalError();
        }
        const { events = [] } = (await response.json()) as ReplayBody;
        for (const event of events) {
          const id = String(event.id);
          if (!isEventId(id)) throw internalError();
          yield { id, topic: event.topic, payload: event.payload };
          cursor = id;
        }
        if (events.length < EVENT_REPLAY_PAGE_SIZE) return;
      }
    },
  };
}

export type EventsSource = ReturnType<typeof createEventsSource>;
