import type { MercuriusContext, MercuriusLoaders } from 'mercurius';
import { AUTH } from '~/common/messages';
import type { ReviewChangeKind } from '~/common/events';
import { isAdmin } from '~/common/roles';
import type { Resolvers, ReviewEvent, SubscriptionResolvers } from '~/gateway/generated/graphql';
import { optionalAccessToken, requireAccessToken } from '~/gateway/context';
import { GatewayError } from '~/gateway/errors';
import { viewerOrganization } from '~/gateway/graphql/organizationCache';
import { LiveSource } from '~/gateway/liveStream';
import { sharedRead } from '~/gateway/sources/services';
import { isEventId, TOPICS, type OutboxEvent } from '~/gateway/topics';

/**
 * Reviews (issue 18; services/API.md § Reviews). Thin calls: services decide who may review, what a reader sees of a
 * sealed review and who reads private feedback.
 */
/** GET /reviews/pending once for the pendingReviews field and its eventCursor sibling. */
const pending = (context: MercuriusContext) => {
  const accessToken = requireAccessToken(context);
  return sharedRead(context, 'pendingReviews', () => context.services.pendingReviews(accessToken));
};

export const reviewsResolvers: Resolvers = {
  Query: {
    reviews: async (_parent, args, context) => {
      const { body, eventCursor } = await context.services.reviews(requireAccessToken(context), args);
      return { ...body, eventCursor };
    },
    pendingReviews: async (_parent, _args, context) => (await pending(context)).body,
    pendingReviewsEventCursor: async (_parent, _args, context) => (await pending(context)).eventCursor,
    lastReviews: (_parent, { userUuid, size }, context) => context.services.lastReviews(requireAccessToken(context), userUuid, size),
    reviewRating: (_parent, { userUuid }, context) => context.services.reviewRating(requireAccessToken(context), userUuid),
    attendanceScore: (_parent, _args, context) => context.services.attendanceScore(requireAccessToken(context)),
  },
  Mutation: {
    submitReview: (_parent, { input }, context) => context.services.submitReview(requireAccessToken(context), input),
  },
};

type MemberQuery = { obj: { uuid: string } };

/**
 * The shown ratings of the members of one answer: one GET /reviews/ratings per request for all of them (Mercurius
 * loaders batch them), in slices services accept. Guests (the public directories) get none.
 */
const ratingsOf = async (queries: MemberQuery[], context: MercuriusContext) => {
  const accessToken = optionalAccessToken(context);
  if (!accessToken) return queries.map(() => null);
  const uuids = [...new Set(queries.map((query) => query.obj.uuid))];
  const found = new Map<string, { average: number; count: number }>();
  for (let i = 0; i < uuids.length; i += RATINGS_BATCH) {
    for (const { userUuid, average, count } of await context.services.reviewRatings(accessToken, uuids.slice(i, i + RATINGS_BATCH))) found.set(userUuid, { average, count });
  }
  return queries.map((query) => found.get(query.obj.uuid) ?? null);
};

/** MemberCard.rating and the spec's User.reviews (issue 18) read the same batched ratings. */
export const reviewLoaders: MercuriusLoaders = {
  MemberCard: { rating: ratingsOf },
  User: { reviews: ratingsOf },
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

/** Who listens: the member, and for an admin their organisation (null for members). */
export interface ReviewAudience {
  uuid: string;
  adminOf: string | null;
}

/**
 * A submission is told to its author only (the other side must not learn of a sealed review); a reveal to both. An
 * admin hears every review event of their own organisation (the All reviews tab; sealed ones and private feedback
 * are theirs to read, and what they read is still services' to decide), never another organisation's.
 */
export function mayHearReviewChange(payload: ReviewChangedPayload, audience: ReviewAudience): boolean {
  if (audience.adminOf !== null && payload.organizationUUID === audience.adminOf) return true;
  if (payload.kind === 'submitted') return payload.reviewerUUID === audience.uuid;
  return payload.reviewerUUID === audience.uuid || payload.revieweeUUID === audience.uuid;
}

export const reviewEventOf = (eventId: string, payload: ReviewChangedPayload): ReviewEvent => ({ eventId, kind: payload.kind, reviewUuid: payload.reviewUuid });

export const reviewSubscriptionResolvers: SubscriptionResolvers<MercuriusContext> = {
  reviewChanged: {
    subscribe: async (_root, { after }, context) => {
      if (!context.viewer) throw new GatewayError(AUTH.unauthenticated, { code: 'UNAUTHENTICATED' });
      if (after !== null && after !== undefined && !isEventId(after)) throw new GatewayError('after must be an eventId this API gave.', { code: 'BAD_USER_INPUT' });
      const viewer = context.viewer;
      // admins hear their own organisation's reviews: which one it is, services say once, up front
      const audience: ReviewAudience = { uuid: viewer.uuid, adminOf: isAdmin(viewer.roles) ? await viewerOrganization(context, viewer) : null };
      // every hearer gets the same value: the match key is shared
      const match = (event: OutboxEvent) => (mayHearReviewChange(event.payload as ReviewChangedPayload, audience) ? '' : undefined);
      const value = (event: OutboxEvent) => ({ reviewChanged: reviewEventOf(event.id, event.payload as ReviewChangedPayload) });
      return new LiveSource(context.live, TOPICS.reviewChanged, after ?? undefined, match, value);
    },
  },
};
