// One review in the received or given list. A sealed review (only its author reads it) says whom it waits for: the other
// side's review of a one-to-one hookup, or the end of the 14-day window.
import { Avatar } from '~/web/components/ui/avatar';
import { Card } from '~/web/components/ui/card';
import { Text } from '~/web/components/ui/typography';
import { getFragmentData, type FragmentType } from '~/web/gql';
import { formatDateTime } from '~/web/lib/dates';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { ReviewFields } from './documents';
import { meetingName } from './PendingReviewCard';
import { Stars } from './Rating';

/** What a sealed review waits for, in words. */
export function waitingFor(review: { meetingKind: string; reviewee: { fullName: string }; revealDueAt: string }): string {
  const due = formatDateTime(review.revealDueAt);
  return review.meetingKind === 'hookup' ? `Sealed: waiting for ${review.reviewee.fullName}'s review, or until ${due}` : `Sealed until ${due}, when the review window closes`;
}

export interface ReviewCardProps {
  review: FragmentType<typeof ReviewFields>;
  /** received: named after its reviewer; given: after its reviewee; admin: both */
  side: 'received' | 'given' | 'admin';
  /** admins only (services give it to nobody else) */
  privateFeedback?: string | null;
}

export function ReviewCard({ review, side, privateFeedback }: ReviewCardProps) {
  const r = getFragmentData(ReviewFields, review);
  const other = side === 'given' ? r.reviewee : r.reviewer;
  const title = side === 'received' ? `From ${r.reviewer.fullName}` : side === 'given' ? `To ${r.reviewee.fullName}` : `${r.reviewer.fullName} reviewed ${r.reviewee.fullName}`;
  const titleId = `review-${r.uuid}`;
  // the meeting is named after its other member: the reviewer of a received review, the reviewee of a given one
  const meetingOther = r.meetingKind === 'group' ? r.reviewee.fullName : other.fullName;
  return (
    <Card.Root as="article" aria-labelledby={titleId}>
      <Card.Body className={css({ gap: '2', py: '4', px: '5' })}>
        <div className={hstack({ gap: '3' })}>
          <Avatar name={other.fullName} src={other.imageUrl} size="md" />
          <div className={stack({ gap: '0', minW: '0', flex: '1' })}>
            <Card.Title as="h3" id={titleId} className={css({ textStyle: 'md', overflowWrap: 'anywhere' })}>
              {title}
            </Card.Title>
            <Text size="sm" tone="muted" className={css({ overflowWrap: 'anywhere' })}>
              {side === 'admin' && r.meetingKind === 'hookup' ? 'One-to-one hookup' : meetingName(r, meetingOther)} · {formatDateTime(r.revealedAt ?? r.createdAt)}
            </Text>
          </div>
          {r.rating !== null && r.rating !== undefined ? <Stars value={r.rating} /> : null}
        </div>
        {r.comment ? <Text className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{r.comment}</Text> : null}
        {privateFeedback ? (
          <Text size="sm" tone="muted" className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
            Private feedback: {privateFeedback}
          </Text>
        ) : null}
        {r.revealedAt ? null : side === 'admin' ? (
          <p className={css({ textStyle: 'sm', fontWeight: 'medium', color: 'warning.text' })}>Sealed: revealed by {formatDateTime(r.revealDueAt)} at the latest</p>
        ) : (
          <p className={css({ textStyle: 'sm', fontWeight: 'medium', color: 'warning.text' })}>{waitingFor(r)}</p>
        )}
      </Card.Body>
    </Card.Root>
  );
}
