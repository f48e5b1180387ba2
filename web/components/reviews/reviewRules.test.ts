import { describe, expect, it } from 'vitest';
import { REVIEW } from '~/common/messages/reviews';
import { formatDateTime } from '~/web/lib/dates';
import { waitingFor } from './ReviewCard';
import { reviewSchema } from './reviewSchema';

describe('the review form', () => {
  const messages = (values: Record<string, string>) => {
    const result = reviewSchema.safeParse({ rating: '', comment: '', privateFeedback: '', ...values });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('asks for a rating from 1 to 5 and a comment, with services’ messages', () => {
    expect(messages({})).toEqual([REVIEW.rating, REVIEW.commentRequired]);
    expect(messages({ rating: '6', comment: 'ok' })).toEqual([REVIEW.rating]);
    expect(messages({ rating: '5', comment: '   ' })).toEqual([REVIEW.commentRequired]);
    expect(messages({ rating: '1', comment: 'x'.repeat(1001) })).toEqual([REVIEW.commentLength]);
    expect(messages({ rating: '3', comment: 'fine', privateFeedback: 'y'.repeat(1001) })).toEqual([REVIEW.privateFeedbackLength]);
    expect(messages({ rating: '3', comment: 'fine' })).toEqual([]);
  });
});

describe('a sealed review', () => {
  const due = '2030-01-29T09:30:00.000Z';
  it('waits for the other member of a one-to-one hookup, or the window’s end', () => {
    expect(waitingFor({ meetingKind: 'hookup', reviewee: { fullName: 'Bo Baker' }, revealDueAt: due })).toBe(`Sealed: waiting for Bo Baker's review, or until ${formatDateTime(due)}`);
  });
  it('waits for the window’s end after a group hookup (its host does not review back)', () => {
    expect(waitingFor({ meetingKind: 'group', reviewee: { fullName: 'Hana Host' }, revealDueAt: due })).toBe(`Sealed until ${formatDateTime(due)}, when the review window closes`);
  });
});
