// The member's live review events (reviewChanged: their own submissions, and reveals of reviews by or about them; an
// admin's: every review of their organisation), from `after` (the oldest eventCursor of the reads the page shows), and
// resumed after a reconnect like every live feed (web/lib/live.ts). The page reads its lists again on each one.
import { useLiveFeed, type LiveOptions } from '~/web/lib/live';
import { errorMessage } from '~/web/lib/errors';
import { ReviewChangedSubscription } from './documents';

export interface ReviewEvent {
  eventId: string;
  /** submitted or revealed */
  kind: string;
  reviewUuid: string;
}

export function useReviewEvents(options: LiveOptions, onEvent: (event: ReviewEvent) => void): { error?: string } {
  return useLiveFeed<ReviewEvent>(
    [],
    options,
    (client, after, sink) =>
      client.subscription(ReviewChangedSubscription, { after: after ?? null }).subscribe((result) => {
        const changed = result.data?.reviewChanged;
        if (changed) sink.next(changed);
        else if (result.error) sink.error(errorMessage(result.error));
      }).unsubscribe,
    onEvent,
  );
}
