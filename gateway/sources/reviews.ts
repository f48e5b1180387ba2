import type { AttendanceScore, PendingReview, Review, ReviewInput, ReviewPage, ReviewRating } from '~/gateway/generated/graphql';
import { withoutNulls, type ServicesCall, type ServicesCursorCall } from '~/gateway/sources/call';

// REST shapes of services/API.md § Reviews; they match the GraphQL types field for field.
export type ServicesReview = Omit<Review, '__typename'>;
export type ServicesReviewPage = Omit<ReviewPage, '__typename' | 'eventCursor'>;

export interface ReviewListArgs {
  scope?: string | null;
  all?: boolean | null;
  userUuid?: string | null;
  rating?: number | null;
  revealed?: boolean | null;
  page?: number | null;
  size?: number | null;
}

const text = (value: string | number | boolean | null | undefined) => (value === null || value === undefined ? null : String(value));

/**
 * Reviews and ratings; every call carries the member's bearer (services decide who reads what). The lists and the
 * pending reviews answer services' X-Event-Cursor, which /reviews subscribes to reviewChanged after.
 */
export function reviewCalls(call: ServicesCall, cursorCall: ServicesCursorCall) {
  return {
    reviews: (accessToken: string, args: ReviewListArgs) =>
      cursorCall<ServicesReviewPage>('GET', '/reviews', {
        accessToken,
        query: {
          scope: text(args.scope),
          all: text(args.all),
          userUuid: text(args.userUuid),
          rating: text(args.rating),
          revealed: text(args.revealed),
          page: text(args.page),
          size: text(args.size),
        },
      }),
    pendingReviews: (accessToken: string) => cursorCall<PendingReview[]>('GET', '/reviews/pending', { accessToken }),
    lastReviews: (accessToken: string, userUuid: string | null | undefined, size: number | null | undefined) =>
      call<ServicesReview[]>('GET', '/reviews/last-reviews', { accessToken, query: { userUuid: text(userUuid), size: text(size) } }),
    reviewRating: (accessToken: string, userUuid: string | null | undefined) =>
      call<ReviewRating>('GET', '/reviews/rating', { accessToken, query: { userUuid: text(userUuid) } }),
    /** the shown ratings of several members (the member cards of one answer) */
    reviewRatings: (accessToken: string, userUuids: string[]) =>
      call<{ userUuid: string; average: number; count: number }[]>('GET', '/reviews/ratings', { accessToken, query: { userUuids: userUuids.join(',') } }),
    attendanceScore: (accessToken: string) => call<AttendanceScore>('GET', '/reviews/attendance', { accessToken }),
    submitReview: (accessToken: string, input: ReviewInput) => call<ServicesReview>('POST', '/reviews', { accessToken, body: withoutNulls(input) }),
  };
}
