// Reviews (issue 18): who may review whom and when, and when a rating is shown. Services enforce these; the web reads
// the answers services give (pending reviews, the rating) instead of restating them.
import { ATTENDANCE_SCORE_MEETINGS, REVIEW_RATING_MIN_COUNT, REVIEW_WINDOW_DAYS } from './constants';
import { REVIEW } from './messages';

const DAY_MS = 24 * 3600_000;

/** The meeting a review is about, as the rules need it. */
export type ReviewSubject =
  | {
      kind: 'hookup';
      status: string;
      end: Date;
      participantIds: readonly [number, number];
      /** ids of the participants who joined the call */
      attendedIds: readonly number[];
    }
  | {
      kind: 'group';
      status: string;
      end: Date;
      hostId: number;
      participantIds: readonly number[];
      attendedIds: readonly number[];
    };

/** The end of the review window: sealed reviews are revealed then at the latest. */
export const reviewWindowEnd = (end: Date): Date => new Date(end.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);

/** Is a meeting that ended at `end` still open for reviews at `now` (the hookup card's link to /reviews)? */
export const reviewWindowOpen = (end: Date, now: Date): boolean => now.getTime() >= end.getTime() && now.getTime() < reviewWindowEnd(end).getTime();

export type ReviewDecision = { ok: true; revieweeId: number } | { ok: false; status: 403 | 409; message: string };

/**
 * May `reviewerId` review this meeting at `now`, and whom does the review concern? One-to-one: the two participants of a
 * completed hookup both of whom joined the call review each other. Group: a participant who joined reviews the host.
 * The one-review-per-meeting rule is the caller's (it needs the stored reviews).
 */
export function decideReview(subject: ReviewSubject, reviewerId: number, now: Date): ReviewDecision {
  const refuse = (status: 403 | 409, message: string): ReviewDecision => ({ ok: false, status, message });
  if (subject.kind === 'group' && subject.hostId === reviewerId) return refuse(403, REVIEW.ownGroupHookup);
  if (!subject.participantIds.includes(reviewerId)) return refuse(403, REVIEW.notParticipant);
  if (now.getTime() < subject.end.getTime()) return refuse(409, REVIEW.notEnded);
  const completed = subject.kind === 'hookup' ? subject.status === 'COMPLETED' : subject.status === 'COMPLETED' || subject.status === 'APPROVED';
  if (!completed) return refuse(409, REVIEW.notCompleted);
  if (now.getTime() >= reviewWindowEnd(subject.end).getTime()) return refuse(409, REVIEW.windowClosed);
  if (!subject.attendedIds.includes(reviewerId)) return refuse(403, REVIEW.didNotAttend);
  if (subject.kind === 'group') return { ok: true, revieweeId: subject.hostId };
  const other = subject.participantIds[0] === reviewerId ? subject.participantIds[1] : subject.participantIds[0];
  if (!subject.attendedIds.includes(other)) return refuse(403, REVIEW.otherDidNotAttend);
  return { ok: true, revieweeId: other };
}

/** A rating is shown only from REVIEW_RATING_MIN_COUNT revealed reviews up; null below that. */
export function shownRating(ratings: readonly number[]): { average: number; count: number } | null {
  if (ratings.length < REVIEW_RATING_MIN_COUNT) return null;
  const average = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
  return { average: Math.round(average * 10) / 10, count: ratings.length };
}

/**
 * Focusmate-style attendance score: the share of the member's last ATTENDANCE_SCORE_MEETINGS confirmed meetings they
 * showed up to, in percent; null before their first one. `missed` lists, newest first, whether each meeting was missed.
 */
export function attendanceScore(missed: readonly boolean[]): { score: number | null; meetings: number; noShows: number } {
  const recent = missed.slice(0, ATTENDANCE_SCORE_MEETINGS);
  const noShows = recent.filter(Boolean).length;
  if (recent.length === 0) return { score: null, meetings: 0, noShows: 0 };
  return { score: Math.round(((recent.length - noShows) / recent.length) * 100), meetings: recent.length, noShows };
}
