// A subscription that resumes: it remembers the last eventId delivered, reopens with `after` = that id
// (the gateway then replays what was missed first), and delivers each eventId at most once (DESIGN.md:
// "consumers dedupe by event id"; a replay and the live stream may overlap).

/** How many delivered eventIds are remembered for dedupe. */
export const SEEN_EVENT_IDS_MAX = 1000;

export interface FeedSink<E> {
  next: (event: E) => void;
  /** A message to show; the feed stays open (urql may retry the operation itself). */
  error: (message: string) => void;
}

/** Opens the subscription from `after` (undefined: live only); returns the unsubscribe. */
export type OpenFeed<E> = (after: string | undefined, sink: FeedSink<E>) => () => void;

/** What a feed remembers across reopenings (and across a pause of the hook that owns it). */
export interface FeedMemory {
  lastEventId: string | undefined;
  seen: Set<string>;
}

/**
 * `after`: where the feed starts, the eventCursor of the answer the page shows (services/API.md § Events: every
 * event up to it is in that answer, every later one is replayed), so nothing committed between that answer and the
 * subscription is lost. Undefined: live only.
 */
export const newFeedMemory = (after?: string): FeedMemory => ({ lastEventId: after, seen: new Set() });

export interface EventFeed {
  /** Reopens from the last eventId (after a reconnect, or when the tab comes back online). */
  resume: () => void;
  stop: () => void;
  lastEventId: () => string | undefined;
}

export interface EventFeedOptions<E> {
  open: OpenFeed<E>;
  deliver: (event: E) => void;
  onError?: (message: string | undefined) => void;
  memory?: FeedMemory;
}

export function startEventFeed<E extends { eventId: string }>({
  open,
  deliver,
  onError = () => {},
  memory = newFeedMemory(),
}: EventFeedOptions<E>): EventFeed {
  let close: (() => void) | null = null;
  let stopped = false;
  // each opening gets its own generation: a late result of a closed one is dropped
  let generation = 0;

  const remember = (eventId: string) => {
    memory.seen.add(eventId);
    if (memory.seen.size > SEEN_EVENT_IDS_MAX) memory.seen.delete(memory.seen.values().next().value as string);
    memory.lastEventId = eventId;
  };

  function openFrom(after: string | undefined) {
    const mine = ++generation;
    const current = () => !stopped && mine === generation;
    close = open(after, {
      next(event) {
        if (!current() || memory.seen.has(event.eventId)) return;
        remember(event.eventId);
        onError(undefined);
        deliver(event);
      },
      error(message) {
        if (current()) onError(message);
      },
    });
  }

  openFrom(memory.lastEventId);
  return {
    resume() {
      if (stopped) return;
      close?.();
      onError(undefined);
      openFrom(memory.lastEventId);
    },
    stop() {
      stopped = true;
      close?.();
      close = null;
    },
    lastEventId: () => memory.lastEventId,
  };
}
