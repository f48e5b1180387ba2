import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ATTENDANCE_SCORE_MEETINGS } from '~/common/constants';
import { REVIEW } from '~/common/messages';
import { attendanceScore, decideReview, shownRating } from '~/common/reviewRules';
import { inTransaction } from '~/services/db/transaction';
import { FieldError } from '~/services/errors';
import { withEventCursor } from '~/services/outbox/cursor';
import { errorResponses } from '~/services/schemas';
import { isUuid } from '~/services/shared/uuid';
import { viewerOf, type Viewer } from '~/services/shared/viewer';
import { exportFilename, lastReviews, listReviews, pendingReviews, reviewByUuid, reviewsCsv } from './queries';
import { findMeeting, hasReviewed, insertReview, missedMeetings, revealedRatings, revealedRatingsOf } from './repository';
import {
  AttendanceSchema,
  ExportQuery,
  MemberQuery,
  PendingReviewSchema,
  RATINGS_BATCH_MAX,
  RatingSchema,
  RatingsQuery,
  RatingsSchema,
  ReviewBody,
  ReviewListQuery,
  ReviewPage,
  ReviewSchema,
} from './schemas';

/** Reviews after meetings (issue 18; services/API.md § Reviews). Rules: common/reviewRules.ts. */
const reviewRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { config, db } = fastify;
  const signedIn = { preHandler: fastify.authenticate };

  /** A member of the viewer's organisation by uuid (the viewer when absent); 404 otherwise. */
  async function memberOf(viewer: Viewer, uuid: string | undefined): Promise<number> {
    if (uuid === undefined) return viewer.id;
    const row = isUuid(uuid)
      ? await db.selectFrom('users').select('id').where('uuid', '=', uuid).where('organizationId', '=', viewer.organizationId).executeTakeFirst()
      : undefined;
    if (!row) throw fastify.httpErrors.notFound(REVIEW.memberNotFound);
    return row.id;
  }

  fastify.post(
    '/reviews',
    { ...signedIn, schema: { body: ReviewBody, response: { 201: ReviewSchema, ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { hookupUuid, groupHookupUuid, rating, comment, privateFeedback } = request.body;
      if ((hookupUuid === undefined) === (groupHookupUuid === undefined)) throw new FieldError(400, 'hookupUuid', REVIEW.meetingRequired);
      const meeting = await findMeeting(db, { hookupUuid, groupHookupUuid }, viewer.organizationId);
      if (!meeting) throw fastify.httpErrors.notFound(REVIEW.meetingNotFound);
      const now = config.now();
      const decision = decideReview(meeting.subject, viewer.id, now);
      if (!decision.ok) throw fastify.httpErrors.createError(decision.status, decision.message);
      if (await hasReviewed(db, meeting, viewer.id)) throw fastify.httpErrors.conflict(REVIEW.alreadyReviewed);
      const uuid = await inTransaction(db, (trx) =>
        insertReview(
          trx,
          meeting,
          { organizationId: viewer.organizationId, reviewerId: viewer.id, revieweeId: decision.revieweeId, rating, comment, privateFeedback: privateFeedback?.trim() || null },
          now,
        ),
      );
      // two submissions racing past hasReviewed: the unique index lets one in
      if (!uuid) throw fastify.httpErrors.conflict(REVIEW.alreadyReviewed);
      return reply.status(201).send(await reviewByUuid(db, viewer.organizationId, uuid, viewer));
    },
  );

  fastify.get(
    '/reviews',
    { ...signedIn, schema: { querystring: ReviewListQuery, response: { 200: ReviewPage, ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { scope, all, userUuid, rating, revealed, page, size } = request.query;
      if (all) {
        if (!viewer.admin) throw fastify.httpErrors.forbidden();
        const userId = userUuid === undefined ? undefined : await memberOf(viewer, userUuid);
        const filter = scope === 'given' ? { reviewerId: userId } : { revieweeId: userId };
        // X-Event-Cursor: the page subscribes to reviewChanged after it (services/API.md § Events)
        return withEventCursor(fastify, reply, () => listReviews(db, { organizationId: viewer.organizationId, ...filter, rating, revealed }, viewer, { page, size }));
      }
      // a member's own lists; admins may read another member's by uuid
      const userId = userUuid !== undefined && viewer.admin ? await memberOf(viewer, userUuid) : viewer.id;
      const filter = scope === 'given' ? { reviewerId: userId } : { revieweeId: userId, revealedOnly: true };
      return withEventCursor(fastify, reply, () => listReviews(db, { organizationId: viewer.organizationId, ...filter, rating, revealed }, viewer, { page, size }));
    },
  );

  fastify.get(
    '/reviews/pending',
    { ...signedIn, schema: { response: { 200: Type.Array(PendingReviewSchema), ...errorResponses(401, 403) } } },
    async (request, reply) => withEventCursor(fastify, reply, () => pendingReviews(db, viewerOf(request).id, config.now())),
  );

  fastify.get(
    '/reviews/last-reviews',
    { ...signedIn, schema: { querystring: MemberQuery, response: { 200: Type.Array(ReviewSchema), ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const viewer = viewerOf(request);
      const userId = await memberOf(viewer, request.query.userUuid);
      return lastReviews(db, viewer.organizationId, userId, viewer, request.query.size ?? 5);
    },
  );

  fastify.get(
    '/reviews/rating',
    { ...signedIn, schema: { querystring: MemberQuery, response: { 200: RatingSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const viewer = viewerOf(request);
      const ratings = await revealedRatings(db, await memberOf(viewer, request.query.userUuid));
      const shown = shownRating(ratings);
      return { average: shown?.average ?? null, count: ratings.length, shown: shown !== null };
    },
  );

  // the ratings of the member cards of one answer (the gateway batches them per request)
  fastify.get(
    '/reviews/ratings',
    { ...signedIn, schema: { querystring: RatingsQuery, response: { 200: RatingsSchema, ...errorResponses(400, 401, 403) } } },
    async (request) => {
      const uuids = request.query.userUuids.split(',').filter(Boolean);
      if (uuids.length > RATINGS_BATCH_MAX) throw fastify.httpErrors.badRequest(`userUuids must list at most ${RATINGS_BATCH_MAX} uuids, comma-separated`);
      const ratings = await revealedRatingsOf(db, viewerOf(request).organizationId, uuids);
      return [...ratings].flatMap(([userUuid, list]) => {
        const shown = shownRating(list);
        return shown ? [{ userUuid, ...shown }] : [];
      });
    },
  );

  // a member's own attendance score only: it is theirs to improve, not a label for others
  fastify.get(
    '/reviews/attendance',
    { ...signedIn, schema: { response: { 200: AttendanceSchema, ...errorResponses(401, 403) } } },
    async (request) => attendanceScore(await missedMeetings(db, viewerOf(request).id, ATTENDANCE_SCORE_MEETINGS)),
  );

  fastify.get(
    '/reviews/export',
    { preHandler: fastify.requireAdmin, schema: { querystring: ExportQuery, response: { 200: Type.String(), ...errorResponses(400, 401, 403) } } },
    async (request, reply) => {
      const csv = await reviewsCsv(db, viewerOf(request).organizationId, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFilename(config.now())}"`)
        .send(csv);
    },
  );
};

export default reviewRoutes;
