// Admins on /reviews (issue 18; services/API.md GET reviews with all=true): every review of the organisation, sealed
// ones included, with the private feedback only admins read, filtered by rating; and the Reviews-Report CSV.
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { PAGES } from '~/common/messages/pages';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Field } from '~/web/components/ui/field';
import { DownloadIcon } from '~/web/components/ui/icons';
import { Pager, usePageFor } from '~/web/components/ui/pager';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Text } from '~/web/components/ui/typography';
import { errorMessage } from '~/web/lib/errors';
import { useUpload } from '~/web/lib/upload';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { AllReviewsQuery } from './documents';
import { RATING_CHOICES } from './reviewSchema';
import { ReviewCard } from './ReviewCard';
import { REVIEWS_PAGE_SIZE, useReportCursor, type ReportCursor } from './ReviewList';

export function AllReviews({ version, onCursor }: { version: number; onCursor?: ReportCursor }) {
  const [rating, setRating] = useState('');
  const [page, setPage] = usePageFor(rating);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: AllReviewsQuery,
    variables: { rating: rating ? Number(rating) : null, page, size: REVIEWS_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  // every review of the organisation arrives live (an admin's reviewChanged), after this read's cursor too
  useReportCursor('all', data !== undefined, data?.reviews.eventCursor, onCursor);

  return (
    <div className={stack({ gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end', justifyContent: 'space-between' })}>
        <Field.Root className={css({ w: { base: '100%', sm: '48' } })}>
          <Field.Label>Rating</Field.Label>
          <Field.Select value={rating} onChange={(event) => setRating(event.currentTarget.value)}>
            <option value="">All ratings</option>
            {RATING_CHOICES.map((value) => (
              <option key={value} value={value}>
                {value} {value === '1' ? 'star' : 'stars'}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <ReviewsReportButton />
      </div>
      {!data && fetching ? (
        <Spinner label="Loading every review" />
      ) : !data ? (
        <Alert status="error">
          {errorMessage(error)}{' '}
          <Button size="sm" variant="outline" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
            Try again
          </Button>
        </Alert>
      ) : data.reviews.elements.length === 0 ? (
        <EmptyState title="No reviews here yet." description={rating ? 'Try another rating.' : 'Reviews appear here as members write them.'} />
      ) : (
        <>
          <Text size="sm" tone="muted">
            {data.reviews.totalElements === 1 ? '1 review' : `${data.reviews.totalElements} reviews`}
          </Text>
          <ul aria-label="Every review" className={stack({ gap: '3' })}>
            {data.reviews.elements.map((review, i) => (
              <li key={i}>
                <ReviewCard review={review} side="admin" privateFeedback={review.privateFeedback} />
              </li>
            ))}
          </ul>
          <Pager label="Pages of every review" page={page} totalPages={data.reviews.totalPages} busy={fetching} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function ReviewsReportButton() {
  const { downloadReviewsReport } = useUpload();
  const [downloading, setDownloading] = useState(false);
  const run = async () => {
    setDownloading(true);
    try {
      await downloadReviewsReport();
    } catch (error) {
      toaster.create({ title: error instanceof Error ? error.message : PAGES.internal, type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="outline" loading={downloading} onClick={() => void run()}>
      <DownloadIcon width={18} height={18} />
      Export CSV
    </Button>
  );
}
