// The reviews received (revealed only: services never show a sealed review to the member it is about) or given (sealed
// ones too, saying whom they wait for), a page at a time.
import { useEffect } from 'react';
import { useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Pager, usePageFor } from '~/web/components/ui/pager';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/errors';
import { stack } from '~/web/styled-system/patterns';
import { ReviewListQuery } from './documents';
import { ReviewCard } from './ReviewCard';

export const REVIEWS_PAGE_SIZE = 10;

const EMPTY = {
  received: { title: 'No reviews of you yet.', description: 'Reviews appear here once both sides have written theirs, or 14 days after the meeting.' },
  given: { title: 'You have not reviewed anyone yet.', description: 'After a hookup or group hookup you joined, it appears under "To write".' },
} as const;

/** What a list tells the page: its answer's eventCursor (undefined when it goes away), under its name. */
export type ReportCursor = (name: string, cursor: string | null | undefined) => void;

/** Reports a read's eventCursor to the page's subscription (useCursorFloor) after each answer, and forgets it after. */
export function useReportCursor(name: string, answered: boolean, cursor: string | null | undefined, onCursor?: ReportCursor) {
  useEffect(() => {
    if (answered) onCursor?.(name, cursor ?? null);
  }, [name, answered, cursor, onCursor]);
  useEffect(() => () => onCursor?.(name, undefined), [name, onCursor]);
}

export function ReviewList({ scope, version, onCursor }: { scope: 'received' | 'given'; version: number; onCursor?: ReportCursor }) {
  const [page, setPage] = usePageFor(scope);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ReviewListQuery, variables: { scope, page, size: REVIEWS_PAGE_SIZE }, requestPolicy: 'cache-and-network' });
  // a live event (or a review just sent) changed what the lists hold
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  useReportCursor(scope, data !== undefined, data?.reviews.eventCursor, onCursor);

  if (!data && fetching) return <Spinner label="Loading reviews" />;
  if (!data)
    return (
      <Alert status="error">
        {errorMessage(error)}{' '}
        <Button size="sm" variant="outline" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          Try again
        </Button>
      </Alert>
    );
  const { elements, totalPages } = data.reviews;
  if (elements.length === 0) return <EmptyState {...EMPTY[scope]} />;
  return (
    <div className={stack({ gap: '3' })}>
      <ul aria-label={scope === 'received' ? 'Reviews of you' : 'Reviews you wrote'} className={stack({ gap: '3' })}>
        {elements.map((review, i) => (
          <li key={i}>
            <ReviewCard review={review} side={scope} />
          </li>
        ))}
      </ul>
      <Pager label={scope === 'received' ? 'Pages of reviews of you' : 'Pages of reviews you wrote'} page={page} totalPages={totalPages} busy={fetching} onPage={setPage} />
    </div>
  );
}
