// The review form (POST /reviews through submitReview): a 1–5 rating, a public comment and optional private feedback,
// with services' messages (common/messages.ts REVIEW) and limits (common/constants.ts).
import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_PRIVATE_FEEDBACK_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '~/common/constants';
import { REVIEW } from '~/common/messages/reviews';

export const RATING_CHOICES = Array.from({ length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 }, (_, i) => String(REVIEW_RATING_MIN + i));

export const reviewSchema = z.object({
  rating: z.string().refine((value) => RATING_CHOICES.includes(value), REVIEW.rating),
  comment: z.string().trim().min(1, REVIEW.commentRequired).max(REVIEW_COMMENT_MAX, REVIEW.commentLength),
  privateFeedback: z.string().trim().max(REVIEW_PRIVATE_FEEDBACK_MAX, REVIEW.privateFeedbackLength),
});

export type ReviewFormValues = z.input<typeof reviewSchema>;
export const emptyReview: ReviewFormValues = { rating: '', comment: '', privateFeedback: '' };
