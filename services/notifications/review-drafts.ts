import type { Transaction } from 'kysely';
import { TOPICS, type ReviewChangeKind } from '~/common/events';
import { decideReview, reviewWindowEnd } from '~/common/reviewRules';
import { PAGES, pagePath } from '~/common/routes';
import type { Database } from '~/services/db/schema';
import type { FeedbackCreated } from '~/services/feedback/repository';
import type { OutboxEvent } from '~/services/outbox/event';
import { findMeeting } from '~/services/reviews/repository';
import { fullName } from '~/services/users/repository';
import type { NotificationDraft } from './types';
import { eventDedupeKey, formatDateTime, mailFacts, type DeriveOptions, type Recipient } from './who-is-told';

// services/API.md § Notifications, the reviews' and feedback's rows (issue 18): a meeting that may be reviewed asks its
// reviewers to (REVIEW_REQUESTED), a revealed review tells the member it is about (REVIEW_REVEALED), and new feedback
// tells the admins who read it (FEEDBACK_RECEIVED).

export const REVIEWS_URL = pagePath(PAGES.reviews);
export const ADMIN_FEEDBACK_URL = pagePath(PAGES.adminFeedback);
/** how much of a feedback message the bell shows (the mail carries all of it) */
export const FEEDBACK_EXCERPT_MAX = 120;

/** One review a completed meeting asks for: who may write it about whom (common/reviewRules.ts decideReview). */
export interface ReviewRequest {
  reviewerUUID: string;
  revieweeUUID: string;
  /** null for a one-to-one hookup */
  groupTitle: string | null;
  windowClosesAt: Date;
}

/** The review requests of one batch, by outbox id. */
export type ReviewRequests = ReadonlyMap<number, readonly ReviewRequest[]>;

interface ReviewChanged {
  kind: ReviewChangeKind;
  reviewerUUID: string;
  revieweeUUID: string;
}

const completedMeeting = (event: OutboxEvent): { hookupUuid: string } | { groupHookupUuid: string } | null => {
  const payload = event.payload as { kind?: string; hookup?: { uuid: string }; groupHookup?: { uuid: string } };
  if (payload.kind !== 'completed') return null;
  if (event.topic === TOPICS.hookupChanged && payload.hookup) return { hookupUuid: payload.hookup.uuid };
  if (event.topic === TOPICS.groupHookupChanged && payload.groupHookup) return { groupHookupUuid: payload.groupHookup.uuid };
  return null;
};

/**
 * The reviews each completed meeting of the batch may get, decided by the same rule POST /reviews applies, at the
 * meeting's end: only members who joined the call are asked (both sides of a one-to-one hookup; a group hookup's
 * attendees, about its host).
 */
export async function loadReviewRequests(trx: Transaction<Database>, events: readonly OutboxEvent[]): Promise<Map<number, ReviewRequest[]>> {
  const requests = new Map<number, ReviewRequest[]>();
  for (const event of events) {
    const which = completedMeeting(event);
    if (!which) continue;
    const table = 'hookupUuid' in which ? 'hookups' : 'groupHookups';
    const uuid = 'hookupUuid' in which ? which.hookupUuid : which.groupHookupUuid;
    const owner = await trx.selectFrom(table).select('organizationId').where('uuid', '=', uuid).executeTakeFirst();
    const meeting = owner ? await findMeeting(trx, which, owner.organizationId) : null;
    if (!meeting) continue;
    const pairs = meeting.subject.participantIds.flatMap((reviewerId) => {
      const decision = decideReview(meeting.subject, reviewerId, meeting.subject.end);
      return decision.ok ? [{ reviewerId, revieweeId: decision.revieweeId }] : [];
    });
    if (pairs.length === 0) continue;
    const ids = [...new Set(pairs.flatMap((pair) => [pair.reviewerId, pair.revieweeId]))];
    const uuids = new Map((await trx.selectFrom('users').select(['id', 'uuid']).where('id', 'in', ids).execute()).map((row) => [row.id, row.uuid]));
    requests.set(
      event.id,
      pairs.map((pair) => ({
        reviewerUUID: uuids.get(pair.reviewerId)!,
        revieweeUUID: uuids.get(pair.revieweeId)!,
        groupTitle: meeting.title,
        windowClosesAt: reviewWindowEnd(meeting.subject.end),
      })),
    );
  }
  return requests;
}

export const reviewRequestUuids = (requests: ReviewRequests): string[] => [...requests.values()].flat().flatMap((r) => [r.reviewerUUID, r.revieweeUUID]);

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

export function reviewRequestDrafts(outboxId: number, requests: readonly ReviewRequest[], recipients: ReadonlyMap<string, Recipient>, options: DeriveOptions): NotificationDraft[] {
  return requests.flatMap((request) => {
    const reviewer = recipients.get(request.reviewerUUID);
    const reviewee = recipients.get(request.revieweeUUID);
    if (!reviewer || !reviewee) return [];
    const by = formatDateTime(request.windowClosesAt, reviewer.timeZone);
    const message =
      request.groupTitle === null
        ? `How was your hookup with ${fullName(reviewee)}? Leave your review by ${by}.`
        : `How was "${request.groupTitle}"? Review its host ${fullName(reviewee)} by ${by}.`;
    const details = ['Reviews stay sealed until both sides have written theirs or the window closes.'];
    return [draftFor(reviewer, outboxId, 'REVIEW_REQUESTED', message, reviewee.imageUrl, REVIEWS_URL, options, details)];
  });
}

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
