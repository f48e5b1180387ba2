// Live one-to-one hookups (DESIGN.md "The browser resumes after a reconnect"): the member's hookupChanged
// subscription, resumed with `after` = the last eventId seen (through the same event feed as group hookups),
// each eventId delivered once. Lists merge events through the one reducer, applyHookupEvent.
import { getFragmentData, graphql } from '~/web/gql';
import type { HookupFieldsFragment } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';
import { useLiveFeed, type LiveOptions } from '~/web/lib/live';

/** The one selection of a hookup that the member's lists, the reschedule page and live events share. */
export const HookupFields = graphql(`
  fragment HookupFields on Hookup {
    uuid
    partner {
      uuid
      fullName
      imageUrl
      jobPosition
      roles
    }
    videoCallId
    startDateTime
    endDateTime
    createdOn
    timeCycleId
    timeCycleName
    hookupStatus
    rescheduled
    rescheduleCount
    reschedulesLeft
    confirmed
    confirmedByMe
    matchReasons
    cancellationReason
    cancelledBy {
      uuid
      fullName
    }
  }
`);

export type HookupData = HookupFieldsFragment;

export const HookupChangedSubscription = graphql(`
  subscription LiveHookupChanged($after: ID) {
    hookupChanged(after: $after) {
      eventId
      kind
      actorUUID
      hookup {
        ...HookupFields
      }
    }
  }
`);

/** kind: matched, confirmed, rescheduled, cancelled, completed, expired or updated (common/events.ts) */
export interface HookupEvent {
  eventId: string;
  kind: string;
  actorUUID: string | null;
  hookup: HookupData;
}

/**
 * The one reducer of hookup events for a list: the hookup is replaced in place, inserted where `order` puts
 * it when it now belongs (a new match), removed when it no longer does (e.g. it ended). Returns `items` itself
 * when nothing changed.
 */
export function applyHookupEvent(
  items: HookupData[],
  event: { hookup: HookupData },
  belongs: (h: HookupData) => boolean,
  order: (a: HookupData, b: HookupData) => number,
): HookupData[] {
  const changed = event.hookup;
  const index = items.findIndex((item) => item.uuid === changed.uuid);
  if (!belongs(changed)) return index < 0 ? items : items.filter((_, i) => i !== index);
  const others = index < 0 ? items : items.filter((_, i) => i !== index);
  const at = others.findIndex((other) => order(changed, other) < 0);
  // an unmoved hookup stays where it was (a stable order keeps equal starts as listed)
  if (index >= 0 && (at < 0 ? others.length : at) === index) return items.map((item, i) => (i === index ? changed : item));
  return at < 0 ? [...others, changed] : [...others.slice(0, at), changed, ...others.slice(at)];
}

/**
 * The signed-in member's hookup events (an admin's: every hookup of the organisation), from `after` (the eventCursor
 * of the answer shown) when given. `onEvent` may change from render to render; the latest is called. Returns the
 * subscription's error message, if any.
 */
export function useHookupEvents(options: LiveOptions, onEvent: (event: HookupEvent) => void): { error?: string } {
  return useLiveFeed<HookupEvent>(
    [],
    options,
    (client, after, sink) =>
      client.subscription(HookupChangedSubscription, { after: after ?? null }).subscribe((result) => {
        const changed = result.data?.hookupChanged;
        if (changed) sink.next({ ...changed, hookup: getFragmentData(HookupFields, changed.hookup) });
        else if (result.error) sink.error(errorMessage(result.error));
      }).unsubscribe,
    onEvent,
  );
}
