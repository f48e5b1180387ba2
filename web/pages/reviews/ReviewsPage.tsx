// /reviews (spec §2; issue 18): the meetings to review (the window closing soonest first), the reviews received and
// given, the member's rating and attendance score. Reviews are sealed until both sides are in or 14 days pass; the
// reveal arrives live (reviewChanged, subscribed after the oldest eventCursor of the reads shown) and the lists are read
// again, without a reload. Admins' All reviews tab hears every review of their organisation the same way.
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { REVIEW_RATING_MIN_COUNT } from '~/common/constants';
import { isAdmin } from '~/common/roles';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { AllReviews } from '~/web/components/reviews/AllReviews';
import { PendingReviewCard } from '~/web/components/reviews/PendingReviewCard';
import { RatingSummary } from '~/web/components/reviews/Rating';
import { ReviewList } from '~/web/components/reviews/ReviewList';
import { ReviewsOverviewQuery } from '~/web/components/reviews/documents';
import { useReviewEvents } from '~/web/components/reviews/useReviewEvents';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { LinkButton } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { Tabs } from '~/web/components/ui/tabs';
import { Heading, Text } from '~/web/components/ui/typography';
import { useCursorFloor } from '~/web/lib/cursorFloor';
import { errorMessage } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { pageStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

type Tab = 'received' | 'given' | 'all';

const section = stack({ gap: '3' });
const OVERVIEW_TYPES = { additionalTypenames: ['PendingReview', 'Review'] };

export default function ReviewsPage() {
  usePageTitle('Reviews');
  const admin = isAdmin(useSession().user?.roles ?? []);
  const [tab, setTab] = useState<Tab>('received');
  // bumped by each live event and each review sent: every list reads again
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ReviewsOverviewQuery, context: OVERVIEW_TYPES, requestPolicy: 'cache-and-network' });
  useEffect(() => {
    if (version > 0) reexecute({ requestPolicy: 'network-only' });
  }, [version, reexecute]);
  // each read reports its eventCursor; the subscription starts after the oldest, so nothing between a read and it is lost
  const cursors = useCursorFloor();
  const { report } = cursors;
  const overviewCursor = data?.pendingReviewsEventCursor;
  useEffect(() => {
    if (data) report('overview', overviewCursor ?? null);
  }, [data, overviewCursor, report]);
  const live = useReviewEvents({ pause: !data || cursors.after === undefined, after: cursors.after, onResync: refresh }, refresh);

  const sent = () => {
    refresh();
    setTab('given');
  };

  return (
    <div className={pageStack}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <div>
          <Heading as="h1" size="2xl">
            Reviews
          </Heading>
          <Text tone="muted">Review the members you met. Reviews stay sealed until both sides are in, or 14 days after the meeting.</Text>
        </div>
        {data ? <Standing rating={data.reviewRating} attendance={data.attendanceScore} /> : null}
      </div>
      {live.error ? <Alert status="info">Live updates paused: {live.error}</Alert> : null}

      <section aria-labelledby="to-write" className={section}>
        <Heading as="h2" size="md" id="to-write">
          To write
        </Heading>
        {!data && fetching ? (
          <Spinner label="Loading the meetings to review" />
        ) : !data ? (
          <Alert status="error">
            {errorMessage(error)}{' '}
            <Button size="sm" variant="outline" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
              Try again
            </Button>
          </Alert>
        ) : data.pendingReviews.length === 0 ? (
          <EmptyState
            title="Nothing to review right now."
            description="After a hookup or group hookup you joined, you have 14 days to review it here."
            actions={
              <LinkButton to="/timeslots" variant="outline" size="sm">
                See your hookups
              </LinkButton>
            }
          />
        ) : (
          <ul aria-label="Meetings to review" className={stack({ gap: '3' })}>
            {data.pendingReviews.map((pending) => (
              <li key={`${pending.meetingKind}:${pending.meetingUuid}`}>
                <PendingReviewCard pending={pending} onSubmitted={sent} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="your-reviews" className={section}>
        <Heading as="h2" size="md" id="your-reviews">
          Your reviews
        </Heading>
        <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)}>
          <Tabs.List aria-label="Reviews received and given">
            <Tabs.Trigger value="received">Received</Tabs.Trigger>
            <Tabs.Trigger value="given">Given</Tabs.Trigger>
            {admin ? <Tabs.Trigger value="all">All reviews</Tabs.Trigger> : null}
          </Tabs.List>
          <Tabs.Content value="received">
            <ReviewList scope="received" version={version} onCursor={report} />
          </Tabs.Content>
          <Tabs.Content value="given">
            <ReviewList scope="given" version={version} onCursor={report} />
          </Tabs.Content>
          {admin ? (
            <Tabs.Content value="all">
              <AllReviews version={version} onCursor={report} />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      </section>
    </div>
  );
}

interface StandingProps {
  rating: { average?: number | null; count: number; shown: boolean };
  attendance: { score?: number | null; meetings: number; noShows: number };
}

/** The member's own rating (from 3 revealed reviews up) and attendance score (their own to improve). */
function Standing({ rating, attendance }: StandingProps) {
  return (
    <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: '6', textStyle: 'sm' })}>
      <div>
        <dt className={css({ color: 'fg.muted' })}>Your rating</dt>
        <dd>
          {rating.shown && rating.average != null ? (
            <RatingSummary rating={{ average: rating.average, count: rating.count }} />
          ) : (
            `Appears after ${REVIEW_RATING_MIN_COUNT} reviews${rating.count > 0 ? ` (${rating.count} so far)` : ''}`
          )}
        </dd>
      </div>
      <div>
        <dt className={css({ color: 'fg.muted' })}>Attendance</dt>
        <dd>
          {attendance.score == null
            ? 'No meetings yet'
            : `${attendance.score}% of your last ${attendance.meetings} ${attendance.meetings === 1 ? 'meeting' : 'meetings'}`}
        </dd>
      </div>
    </dl>
  );
}
