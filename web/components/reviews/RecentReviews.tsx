// spec §7 reviews/last-reviews: a member's most recent revealed reviews, on their profile (issue 18). Sealed reviews
// never appear here: services give only revealed ones.
import { useQuery } from 'urql';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { stack } from '~/web/styled-system/patterns';
import { ReviewCard } from './ReviewCard';

export const RECENT_REVIEWS_SIZE = 3;

export const LastReviewsQuery = graphql(`
  query LastReviews($userUuid: ID!, $size: Int!) {
    lastReviews(userUuid: $userUuid, size: $size) {
      uuid
      ...ReviewFields
    }
  }
`);

export function RecentReviews({ userUuid, fullName }: { userUuid: string; fullName: string }) {
  const [{ data, error }] = useQuery({ query: LastReviewsQuery, variables: { userUuid, size: RECENT_REVIEWS_SIZE } });
  const headingId = `recent-reviews-${userUuid}`;
  return (
    <section aria-labelledby={headingId} className={stack({ gap: '3' })}>
      <Heading as="h2" size="lg" id={headingId}>
        Recent reviews
      </Heading>
      {error && !data ? (
        <Text tone="muted">We could not load {fullName}'s reviews.</Text>
      ) : data && data.lastReviews.length === 0 ? (
        <Text tone="muted">{fullName} has no reviews yet.</Text>
      ) : (
        data?.lastReviews.map((review) => <ReviewCard key={review.uuid} review={review} side="received" />)
      )}
    </section>
  );
}
