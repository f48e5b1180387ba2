import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, REVIEW_COMMENT_MAX, REVIEW_PRIVATE_FEEDBACK_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '~/common/constants';
import { REVIEW as M } from '~/common/messages';
import { PageOf } from '~/services/shared/paging';
import { IdText, Nullable } from '~/services/schemas';

// services/API.md § Reviews.

const PAGE_SIZE_MAX = 100;
const Page = Type.Integer({ minimum: 0, default: DEFAULT_PAGE, errorMessage: 'page must be a whole number of at least 0' });
const Size = Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: DEFAULT_PAGE_SIZE, errorMessage: `size must be between 1 and ${PAGE_SIZE_MAX}` });

/** POST /reviews: the meeting (exactly one of the two uuids), a 1–5 rating, a public comment, optional private feedback. */
export const ReviewBody = Type.Object(
  {
    hookupUuid: Type.Optional(IdText()),
    groupHookupUuid: Type.Optional(IdText()),
    rating: Type.Integer({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX, errorMessage: M.rating }),
    comment: Type.String({ minLength: 1, maxLength: REVIEW_COMMENT_MAX, errorMessage: { minLength: M.commentRequired, maxLength: M.commentLength, type: M.commentRequired } }),
    privateFeedback: Type.Optional(Nullable(Type.String({ maxLength: REVIEW_PRIVATE_FEEDBACK_MAX, errorMessage: M.privateFeedbackLength }))),
  },
  { errorMessage: { required: { rating: M.rating, comment: M.commentRequired } } },
);
export type ReviewInput = Static<typeof ReviewBody>;

export const ReviewPersonSchema = Type.Object({ uuid: Type.String(), fullName: Type.String(), imageUrl: Nullable(Type.String()) });

/** A review as its reader may see it: a sealed one shows no rating or comment to anyone but admins. */
export const ReviewSchema = Type.Object({
  uuid: Type.String(),
  meetingKind: Type.Union([Type.Literal('hookup'), Type.Literal('group')]),
  meetingUuid: Type.String(),
  meetingTitle: Nullable(Type.String()),
  reviewer: ReviewPersonSchema,
  reviewee: ReviewPersonSchema,
  /** null while sealed (for members) */
  rating: Nullable(Type.Integer()),
  comment: Nullable(Type.String()),
  /** admins only; null for everyone else */
  privateFeedback: Nullable(Type.String()),
  createdAt: Type.String(),
  revealDueAt: Type.String(),
  revealedAt: Nullable(Type.String()),
});
export type Review = Static<typeof ReviewSchema>;
export const ReviewPage = PageOf(ReviewSchema);

/** A meeting the member may still review: pending ones come first on /reviews. */
export const PendingReviewSchema = Type.Object({
  meetingKind: Type.Union([Type.Literal('hookup'), Type.Literal('group')]),
  meetingUuid: Type.String(),
  meetingTitle: Nullable(Type.String()),
  reviewee: ReviewPersonSchema,
  endedAt: Type.String(),
  windowClosesAt: Type.String(),
});
export type PendingReview = Static<typeof PendingReviewSchema>;

export const REVIEW_SCOPES = ['received', 'given'] as const;

/** GET /reviews: members read their received (revealed) or given reviews; admins read all, with filters. */
export const ReviewListQuery = Type.Object({
  scope: Type.Unsafe<(typeof REVIEW_SCOPES)[number]>({ type: 'string', enum: [...REVIEW_SCOPES], default: 'received', errorMessage: 'scope must be received or given' }),
  /** admins: every review of the organisation (the filters below apply) */
  all: Type.Optional(Type.Boolean()),
  userUuid: Type.Optional(IdText()),
  rating: Type.Optional(Type.Integer({ minimum: REVIEW_RATING_MIN, maximum: REVIEW_RATING_MAX, errorMessage: M.rating })),
  revealed: Type.Optional(Type.Boolean()),
  page: Page,
  size: Size,
});

/** GET /reviews/last-reviews and GET /reviews/rating: a member of the organisation (the caller when absent). */
export const MemberQuery = Type.Object({
  userUuid: Type.Optional(IdText()),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 5, errorMessage: 'size must be between 1 and 20' })),
});

/** GET /reviews/ratings: members of the viewer's organisation by uuid, comma-separated (the gateway's per-request batch). */
export const RATINGS_BATCH_MAX = 100;
export const RatingsQuery = Type.Object({
  userUuids: Type.String({ maxLength: 37 * RATINGS_BATCH_MAX, pattern: '^[0-9a-fA-F,-]*$', errorMessage: `userUuids must list at most ${RATINGS_BATCH_MAX} uuids, comma-separated` }),
});
/** The shown ratings among them (from REVIEW_RATING_MIN_COUNT revealed reviews up); members without one are absent. */
export const RatingsSchema = Type.Array(Type.Object({ userUuid: Type.String(), average: Type.Number(), count: Type.Integer() }));

export const RatingSchema = Type.Object({
  /** null until REVIEW_RATING_MIN_COUNT reviews were revealed */
  average: Nullable(Type.Number()),
  count: Type.Integer(),
  shown: Type.Boolean(),
});

export const AttendanceSchema = Type.Object({ score: Nullable(Type.Integer()), meetings: Type.Integer(), noShows: Type.Integer() });

export const ExportQuery = Type.Object({
  from: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, errorMessage: 'from must be an ISO 8601 date and time' })),
  to: Type.Optional(Type.String({ format: 'date-time', maxLength: 40, errorMessage: 'to must be an ISO 8601 date and time' })),
});
