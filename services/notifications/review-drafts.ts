import type { ReviewChangeKind } from '~/common/events';
import { PAGES, pagePath } from '~/common/routes';
import type { FeedbackCreated } from '~/services/feedback/repository';
import type { ReviewRequested } from '~/services/reviews/requests';
import { fullName } from '~/services/users/repository';
import type { NotificationDraft } from './types';
import { eventDedupeKey, formatDateTime, mailFacts, type DeriveOptions, type Recipient } from './who-is-told';

// services/API.md § Notifications, the reviews' and feedback's rows (issue 18): a meeting that may be reviewed asks each
// of its reviewers once (REVIEW_REQUESTED, from review.requested), a revealed review tells the member it is about (REVIEW_REVEALED), and new feedback
// tells the admins who read it (FEEDBACK_RECEIVED).

export const REVIEWS_URL = pagePath(PAGES.reviews);
export const ADMIN_FEEDBACK_URL = pagePath(PAGES.adminFeedback);
/** how much of a feedback message the bell shows (the mail carries all of it) */
export const FEEDBACK_EXCERPT_MAX = 120;

interface ReviewChanged {
  kind: ReviewChangeKind;
  reviewerUUID: string;
  revieweeUUID: string;
}

function draftFor(
  recipient: Recipient,
  outboxId: number,
  code: NotificationDraft['code'],
  message: string,
  image: string | null,
  redirectUrl: string,
  options: DeriveOptions,
  details: string[] = [],
): NotificationDraft {
  return {
    userId: recipient.id,
    userUuid: recipient.uuid,
    code,
    message,
    image,
    redirectUrl,
    dedupeKey: eventDedupeKey(outboxId, code),
    bell: true,
    mail: mailFacts(recipient, redirectUrl, options, { details }),
  };
}

/**
 * `review.requested` (services/reviews/requests.ts): the member who may now review a meeting is asked, once per meeting
 * — after a meeting they joined, or after their late join was recorded.
 */
export function reviewRequestDrafts(outboxId: number, request: ReviewRequested, recipients: ReadonlyMap<string, Recipient>, options: DeriveOptions): NotificationDraft[] {
  const reviewer = recipients.get(request.reviewerUUID);
  const reviewee = recipients.get(request.revieweeUUID);
  if (!reviewer || !reviewee) return [];
  const by = formatDateTime(new Date(request.windowClosesAt), reviewer.timeZone);
  const message =
    request.groupTitle === null
      ? `How was your hookup with ${fullName(reviewee)}? Leave your review by ${by}.`
      : `How was "${request.groupTitle}"? Review its host ${fullName(reviewee)} by ${by}.`;
  const details = ['Reviews stay sealed until both sides have written theirs or the window closes.'];
  return [draftFor(reviewer, outboxId, 'REVIEW_REQUESTED', message, reviewee.imageUrl, REVIEWS_URL, options, details)];
}

export const reviewRequestedUuids = (request: ReviewRequested): string[] => [request.reviewerUUID, request.revieweeUUID];

/** A revealed review tells the member it is about (a one-to-one hookup's two reviews tell each side once). */
export function reviewRevealedDrafts(outboxId: number, change: ReviewChanged, recipients: ReadonlyMap<string, Recipient>, options: DeriveOptions): NotificationDraft[] {
  if (change.kind !== 'revealed') return [];
  const reviewer = recipients.get(change.reviewerUUID);
  const reviewee = recipients.get(change.revieweeUUID);
  if (!reviewer || !reviewee) return [];
  return [draftFor(reviewee, outboxId, 'REVIEW_REVEALED', `${fullName(reviewer)}'s review of you is revealed.`, reviewer.imageUrl, REVIEWS_URL, options)];
}

export const reviewChangedUuids = (change: ReviewChanged): string[] => (change.kind === 'revealed' ? [change.reviewerUUID, change.revieweeUUID] : []);

const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > FEEDBACK_EXCERPT_MAX ? `${flat.slice(0, FEEDBACK_EXCERPT_MAX - 1)}…` : flat;
};

export function feedbackDrafts(outboxId: number, created: FeedbackCreated, recipients: ReadonlyMap<string, Recipient>, options: DeriveOptions): NotificationDraft[] {
  return created.adminUUIDs.flatMap((uuid) => {
    const admin = recipients.get(uuid);
    if (!admin) return [];
    return [draftFor(admin, outboxId, 'FEEDBACK_RECEIVED', `New feedback from ${created.name}: ${excerpt(created.message)}`, null, ADMIN_FEEDBACK_URL, options, [created.message])];
  });
}
