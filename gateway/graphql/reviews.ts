import type { MercuriusContext, MercuriusLoaders } from 'mercurius';
import { AUTH } from '~/common/messages';
import type { ReviewChangeKind } from '~/common/events';
import type { Resolvers, ReviewEvent, SubscriptionResolvers } from '~/gateway/generated/graphql';
import { optionalAccessToken, requireAccessToken } from '~/gateway/context';
import { GatewayError } from '~/gateway/errors';
import { LiveSource } from '~/gateway/liveStream';
import { isEventId, TOPICS, type OutboxEvent } from '~/gateway/topics';

/**
 * Reviews (issue 18; services/API.md § Reviews). Thin calls: services decide who may review, what a reader sees of a
 * sealed review and who reads private feedback.
 */
export const reviewsResolvers: Resolvers = {
  Query: {
    reviews: (_parent, args, context) => context.services.reviews(requireAccessToken(context), args),
    pendingReviews: (_parent, _args, context) => context.services.pendingReviews(requireAccessToken(context)),
    lastReviews: (_parent, { userUuid, size }, context) => context.services.lastReviews(requireAccessToken(context), userUuid, size),
    reviewRating: (_parent, { userUuid }, context) => context.services.reviewRating(requireAccessToken(context), userUuid),
    attendanceScore: (_parent, _args, context) => context.services.attendanceScore(requireAccessToken(context)),
  },
  Mutation: {
    submitReview: (_parent, { input }, context) => context.services.submitReview(requireAccessToken(context), input),
  },
};

type CardQuery = { obj: { uuid: string } };

/**
 * MemberCard.rating: one GET /reviews/ratings per request for every card in the answer (Mercurius loaders batch them),
 * in slices services accept. Guests (the public directories) get none.
 */
export const reviewLoaders: MercuriusLoaders = {
  MemberCard: {
    rating: async (queries: CardQuery[], context) => {
      const accessToken = optionalAccessToken(context);
      if (!accessToken) return queries.map(() => null);
      const uuids = [...new Set(queries.map((query) => query.obj.uuid))];
      const found = new Map<string, { average: number; count: number }>();
      for (let i = 0; i < uuids.length; i += RATINGS_BATCH) {
        for (const { userUuid, average, count } of await context.services.reviewRatings(accessToken, uuids.slice(i, i + RATINGS_BATCH))) found.set(userUuid, { average, count });
      }
      return queries.map((query) => found.get(query.obj.uuid) ?? null);
    },
  },
};
/** services' RATINGS_BATCH_MAX */
const RATINGS_BATCH = 100;

/** `review.changed` (services/reviews/repository.ts): the review and the two members it concerns. */
export interface ReviewChangedPayload {
  kind: ReviewChangeKind;
  reviewUuid: string;
  organizationUUID: string;
  reviewerUUID: string;
  revieweeUUID: string;
}

/** A submission is told to its author only (the other side must not learn of a sealed review); a reveal to both. */
export function mayHearReviewChange(payload: ReviewChangedPayload, memberUuid: string): boolean {
  if (payload.kind === 'submitted') return payload.reviewerUUID === memberUuid;
  return payload.reviewerUUID === memberUuid || payload.revieweeUUID === memberUuid;
}

export const reviewEventOf = (eventId: string, payload: ReviewChangedPayload): ReviewEvent => ({ eventId, kind: payload.kind, reviewUuid: payload.reviewUuid });

export const reviewSubscriptionResolvers: SubscriptionResolvers<MercuriusContext> = {
  reviewChanged: {
    subscribe: async (_root, { after }, context) => {
      if (!context.viewer) throw new GatewayError(AUTH.unauthenticated, { code: 'UNAUTHENTICATED' });
      if (after !== null && after !== undefined && !isEventId(after)) throw new GatewayError('after must be an eventId this API gave.', { code: 'BAD_USER_INPUT' });
      const uuid = context.viewer.uuid;
      // every hearer gets the same value: the match key is shared
      const match = (event: OutboxEvent) => (mayHearReviewChange(event.payload as ReviewChangedPayload, uuid) ? '' : undefined);
      const value = (event: OutboxEvent) => ({ reviewChanged: reviewEventOf(event.id, event.payload as ReviewChangedPayload) });
      return new LiveSource(context.live, TOPICS.reviewChanged, after ?? undefined, match, value);
    },
  },
};
