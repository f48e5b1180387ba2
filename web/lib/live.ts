// Live group hookups and room presence (DESIGN.md "The browser resumes after a reconnect"): each subscription
// resumes with `after` = the last eventId seen after a reconnect or when the tab comes back online, and
// delivers each eventId once. Lists merge events through the one reducer, applyGroupHookupEvent.
import type { Client } from '@urql/core';
import { useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { getFragmentData, graphql } from '~/web/gql';
import type { LiveRoomPresenceSubscription } from '~/web/gql/graphql';
import { onReconnected } from '~/web/lib/client';
import { errorMessage } from '~/web/lib/errors';
import { newFeedMemory, startEventFeed, type EventFeed, type FeedMemory, type OpenFeed } from '~/web/lib/eventFeed';
import { GroupHookupFields, type GroupHookupData } from '~/web/lib/groupHookupFields';

export const GroupHookupChangedSubscription = graphql(`
  subscription LiveGroupHookupChanged($uuid: ID, $after: ID) {
    groupHookupChanged(uuid: $uuid, after: $after) {
      eventId
      kind
      groupHookup {
        ...GroupHookupFields
      }
    }
  }
`);

export const RoomPresenceSubscription = graphql(`
  subscription LiveRoomPresence($uuid: ID!, $after: ID) {
    roomPresence(uuid: $uuid, after: $after) {
      eventId
      uuid
      present {
        uuid
        fullName
        imageUrl
        jobPosition
        roles
      }
    }
  }
`);

export const RoomQuery = graphql(`
  query LiveRoom($uuid: ID!) {
    room(uuid: $uuid) {
      uuid
      opensAt
      closesAt
      present {
        uuid
        fullName
        imageUrl
        jobPosition
        roles
      }
    }
  }
`);

/** A member as others see them in a room. */
export type Person = LiveRoomPresenceSubscription['roomPresence']['present'][number];

/** kind: created, updated, approved, rejected, cancelled, completed, highlighted, unhighlighted, attended, left, image */
export interface GroupHookupEvent {
  eventId: string;
  kind: string;
  groupHookup: GroupHookupData;
}

/**
 * The one reducer of group hookup events for a list: the item is replaced in place, inserted when it now
 * belongs, removed when it no longer does. With `order`, an inserted item (or one whose place changed) goes
 * where the order puts it; without, a new item goes first. Returns `items` itself when nothing changed.
 */
export function applyGroupHookupEvent(
  items: GroupHookupData[],
  event: { groupHookup: GroupHookupData },
  belongs: (g: GroupHookupData) => boolean,
  order?: (a: GroupHookupData, b: GroupHookupData) => number,
): GroupHookupData[] {
  const changed = event.groupHookup;
  const index = items.findIndex((item) => item.uuid === changed.uuid);
  if (!belongs(changed)) return index < 0 ? items : items.filter((_, i) => i !== index);
  if (index >= 0) {
    const inPlace = items.map((item, i) => (i === index ? changed : item));
    const prev = items[index - 1];
    const next = items[index + 1];
    const stillInOrder = !order || ((!prev || order(prev, changed) <= 0) && (!next || order(changed, next) <= 0));
    if (stillInOrder) return inPlace;
    return insertInOrder(items.filter((_, i) => i !== index), changed, order!);
  }
  return order ? insertInOrder(items, changed, order) : [changed, ...items];
}

function insertInOrder(items: GroupHookupData[], item: GroupHookupData, order: (a: GroupHookupData, b: GroupHookupData) => number) {
  const at = items.findIndex((other) => order(item, other) < 0);
  return at < 0 ? [...items, item] : [...items.slice(0, at), item, ...items.slice(at)];
}

/** Resumes `feed` after each reconnection of the client's WebSocket and when the tab comes back online. */
export function resumeOnReconnect(client: Client, feed: EventFeed, resync?: () => void): () => void {
  // DESIGN.md: after a reconnect, catch up. With an event seen, the replay from it does; without one
  // there is nothing to replay from, so the page asks its query again.
  const resume = () => {
    const nothingSeen = feed.lastEventId() === undefined;
    feed.resume();
    if (nothingSeen) resync?.();
  };
  const offReconnected = onReconnected(client, resume);
  const online = () => resume();
  window.addEventListener('online', online);
  return () => {
    offReconnected();
    window.removeEventListener('online', online);
  };
}

/**
 * The feed's memory for one key (client and subscription arguments): kept across a pause, new otherwise. A new
 * one starts at `after` (the eventCursor of the answer shown), so a new answer's cursor starts the feed afresh.
 */
export function useFeedMemory(key: unknown[], after?: string): () => FeedMemory {
  const ref = useRef<{ key: unknown[]; memory: FeedMemory } | null>(null);
  const fullKey = [...key, after];
  return () => {
    const current = ref.current;
    if (!current || current.key.length !== fullKey.length || current.key.some((k, i) => k !== fullKey[i])) {
      ref.current = { key: fullKey, memory: newFeedMemory(after) };
    }
    return ref.current!.memory;
  };
}

/** The options every live hook takes. */
export interface LiveOptions {
  /** nothing is subscribed while true: a page pauses until its first answer, whose eventCursor it passes as `after` */
  pause?: boolean;
  /**
   * The eventCursor of the answer the page shows: the subscription starts after it, so an event committed between
   * that answer and the subscription is delivered (replayed) rather than lost. A new cursor (a new answer replaced
   * the list) starts the feed again from it. Null or absent: live only, as when services sent no cursor.
   */
  after?: string | null;
  /** a reconnect with nothing to resume from (no `after`, no event seen): ask the query again */
  onResync?: () => void;
}

/**
 * One resumable live feed: `open(client, after, sink)` subscribes from an eventId; the feed remembers the last event
 * across reopenings, resumes after a reconnect (or asks `onResync` when it has nothing to resume from) and starts
 * afresh when `key` (the subscription's arguments) or `after` changes. `onEvent` may change from render to render;
 * the latest is called. Returns the subscription's error message, if any.
 */
export function useLiveFeed<E extends { eventId: string }>(
  key: unknown[],
  { pause = false, after, onResync }: LiveOptions,
  open: (client: Client, after: string | undefined, sink: Parameters<OpenFeed<E>>[1]) => () => void,
  onEvent: (event: E) => void,
): { error?: string } {
  const client = useClient();
  const [error, setError] = useState<string>();
  const latest = useRef({ onEvent, onResync, open });
  useEffect(() => {
    latest.current = { onEvent, onResync, open };
  });
  const start = after ?? undefined;
  const memory = useFeedMemory([client, ...key], start);

  useEffect(() => {
    if (pause) return;
    const subscribe = latest.current.open;
    const feed = startEventFeed<E>({
      open: (from, sink) => subscribe(client, from, sink),
      deliver: (event) => latest.current.onEvent(event),
      onError: setError,
      memory: memory(),
    });
    const stopResuming = resumeOnReconnect(client, feed, () => latest.current.onResync?.());
    return () => {
      stopResuming();
      feed.stop();
    };
    // the key's values are the subscription's arguments: a new one opens a new feed
  }, [client, pause, start, ...key]);

  return error ? { error } : {};
}

/** Group hookup events (all the member may see, or one group hookup's with `uuid`): useLiveFeed of groupHookupChanged. */
export function useGroupHookupEvents(
  { uuid, ...options }: LiveOptions & { uuid?: string },
  onEvent: (event: GroupHookupEvent) => void,
): { error?: string } {
  return useLiveFeed<GroupHookupEvent>(
    [uuid],
    options,
    (client, after, sink) =>
      client.subscription(GroupHookupChangedSubscription, { uuid: uuid ?? null, after: after ?? null }).subscribe((result) => {
        const changed = result.data?.groupHookupChanged;
        if (changed) sink.next({ ...changed, groupHookup: getFragmentData(GroupHookupFields, changed.groupHookup) });
        else if (result.error) sink.error(errorMessage(result.error));
      }).unsubscribe,
    onEvent,
  );
}

/**
 * Who is in the room of a group hookup: the `room(uuid)` query's list, then each roomPresence event's.
 * A resume without any event seen asks the query again (the replay has nothing to start from).
 */
export function useRoomPresence(uuid: string): { present: Person[]; error?: string } {
  const client = useClient();
  const [state, setState] = useState<{ present: Person[]; error?: string }>({ present: [] });

  useEffect(() => {
    let live = false;
    let stopped = false;
    setState({ present: [] });
    const load = () =>
      void client
        .query(RoomQuery, { uuid }, { requestPolicy: 'network-only' })
        .toPromise()
        .then((result) => {
          // an event is newer than any answer of the query
          if (stopped || live) return;
          const room = result.data?.room;
          setState(room ? { present: room.present } : (s) => ({ ...s, error: errorMessage(result.error) }));
        });
    const open: OpenFeed<LiveRoomPresenceSubscription['roomPresence']> = (after, sink) =>
      client.subscription(RoomPresenceSubscription, { uuid, after: after ?? null }).subscribe((result) => {
        const presence = result.data?.roomPresence;
        if (presence) sink.next(presence);
        else if (result.error) sink.error(errorMessage(result.error));
      }).unsubscribe;
    const feed = startEventFeed({
      open,
      deliver: (event) => {
        if (event.uuid !== uuid) return;
        live = true;
        setState({ present: event.present });
      },
      onError: (message) => setState((s) => (s.error === message ? s : { ...s, error: message })),
    });
    load();
    const resume = () => {
      feed.resume();
      if (!live) load();
    };
    const stopResuming = resumeOnReconnect(client, { ...feed, resume });
    return () => {
      stopped = true;
      stopResuming();
      feed.stop();
    };
  }, [client, uuid]);

  return state.error ? state : { present: state.present };
}
