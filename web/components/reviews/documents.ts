// /reviews (issue 18; services/API.md § Reviews): the meetings to review, the reviews received and given, the member's
// rating and attendance, and the live reviewChanged events that tell the page to read them again.
import { graphql } from '~/web/gql';

export const ReviewFields = graphql(`
  fragment ReviewFields on Review {
    uuid
    meetingKind
    meetingUuid
    meetingTitle
    reviewer {
      uuid
      fullName
      imageUrl
    }
    reviewee {
      uuid
      fullName
      imageUrl
    }
    rating
    comment
    createdAt
    revealDueAt
    revealedAt
  }
`);

export const ReviewsOverviewQuery = graphql(`
  query ReviewsOverview {
    pendingReviews {
      meetingKind
      meetingUuid
      meetingTitle
      reviewee {
        uuid
        fullName
        imageUrl
      }
      endedAt
      windowClosesAt
    }
    pendingReviewsEventCursor
    reviewRating {
      average
      count
      shown
    }
    attendanceScore {
      score
      meetings
      noShows
    }
  }
`);

export const ReviewListQuery = graphql(`
  query ReviewList($scope: String!, $page: Int!, $size: Int!) {
    reviews(scope: $scope, page: $page, size: $size) {
      elements {
        ...ReviewFields
      }
      totalPages
      totalElements
      page
      eventCursor
    }
  }
`);

/** Admins: every review of the organisation, private feedback included, by rating. */
export const AllReviewsQuery = graphql(`
  query AllReviews($rating: Int, $page: Int!, $size: Int!) {
    reviews(all: true, rating: $rating, page: $page, size: $size) {
      elements {
        ...ReviewFields
        privateFeedback
      }
      totalPages
      totalElements
      page
      eventCursor
    }
  }
`);

export const SubmitReviewMutation = graphql(`
  mutation SubmitReview($input: ReviewInput!) {
    submitReview(input: $input) {
      ...ReviewFields
    }
  }
`);

export const ReviewChangedSubscription = graphql(`
  subscription LiveReviewChanged($after: ID) {
    reviewChanged(after: $after) {
      eventId
      kind
      reviewUuid
    }
  }
`);
