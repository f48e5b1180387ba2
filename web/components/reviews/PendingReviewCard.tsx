// A meeting the member may still review (services decide which: GET /reviews/pending), with its form. A review is final
// once sent and stays sealed until the other side's is in or the window closes, which the form says before it is sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useMutation } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { Field } from '~/web/components/ui/field';
import { RadioGroup } from '~/web/components/ui/radio-group';
import { Text } from '~/web/components/ui/typography';
import type { ReviewsOverviewQuery } from '~/web/gql/graphql';
import { formatDateTime } from '~/web/lib/dates';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextAreaField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { REVIEW_COMMENT_MAX, REVIEW_PRIVATE_FEEDBACK_MAX } from '~/common/constants';
import { SubmitReviewMutation } from './documents';
import { emptyReview, RATING_CHOICES, reviewSchema, type ReviewFormValues } from './reviewSchema';

export type PendingReview = ReviewsOverviewQuery['pendingReviews'][number];

const RATING_WORDS: Record<string, string> = { '1': 'Poor', '2': 'Fair', '3': 'Good', '4': 'Very good', '5': 'Excellent' };

export const meetingName = (meeting: { meetingKind: string; meetingTitle?: string | null }, other: string) =>
  meeting.meetingKind === 'group' ? `Group hookup "${meeting.meetingTitle ?? ''}" hosted by ${other}` : `Hookup with ${other}`;

export function PendingReviewCard({ pending, onSubmitted }: { pending: PendingReview; onSubmitted: () => void }) {
  const [open, setOpen] = useState(false);
  const [, submitReview] = useMutation(SubmitReviewMutation);
  const titleId = `pending-${pending.meetingUuid}`;
  const {
    control,
    register,
    onSubmit: submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ReviewFormValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: emptyReview,
    fields: ['rating', 'comment', 'privateFeedback'],
    submit: async (values) => {
      const meeting = pending.meetingKind === 'group' ? { groupHookupUuid: pending.meetingUuid } : { hookupUuid: pending.meetingUuid };
      const result = await submitReview({
        input: { ...meeting, rating: Number(values.rating), comment: values.comment.trim(), privateFeedback: values.privateFeedback.trim() || null },
      });
      if (!result.error) onSubmitted();
      return result.error;
    },
  });

  return (
    <Card.Root as="article" aria-labelledby={titleId}>
      <Card.Body className={css({ gap: '3', py: '4', px: '5' })}>
        <div className={hstack({ gap: '3' })}>
          <Avatar name={pending.reviewee.fullName} src={pending.reviewee.imageUrl} size="md" />
          <div className={stack({ gap: '0', minW: '0', flex: '1' })}>
            <Card.Title as="h3" id={titleId} className={css({ textStyle: 'md', overflowWrap: 'anywhere' })}>
              {meetingName(pending, pending.reviewee.fullName)}
            </Card.Title>
            <Text size="sm" tone="muted">
              Ended {formatDateTime(pending.endedAt)} · review by {formatDateTime(pending.windowClosesAt)}
            </Text>
          </div>
        </div>
        {/* under the names, at the left: the feedback tab sits at the right edge of a phone's screen */}
        {!open ? (
          <div>
            <Button size="sm" onClick={() => setOpen(true)} aria-describedby={titleId}>
              Write review
            </Button>
          </div>
        ) : null}
        {open ? (
          <form className={formStack} onSubmit={submit} noValidate aria-label={`Review: ${meetingName(pending, pending.reviewee.fullName)}`}>
            {formError ? <Alert status="error">{formError}</Alert> : null}
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <Field.Root invalid={Boolean(errors.rating)} required>
                  <RadioGroup.Root
                    name={field.name}
                    value={field.value || null}
                    onValueChange={(details) => field.onChange(details.value)}
                    orientation="horizontal"
                    appearance="chip"
                    invalid={Boolean(errors.rating)}
                    aria-describedby={errors.rating ? `${titleId}-rating-error` : undefined}
                  >
                    <RadioGroup.Label className={css({ w: '100%' })}>
                      Rating
                      <Field.RequiredIndicator />
                    </RadioGroup.Label>
                    {RATING_CHOICES.map((value) => (
                      <RadioGroup.Item key={value} value={value}>
                        <RadioGroup.ItemControl />
                        <RadioGroup.ItemText>
                          {'★'.repeat(Number(value))} {RATING_WORDS[value]}
                        </RadioGroup.ItemText>
                        <RadioGroup.ItemHiddenInput ref={value === '1' ? field.ref : undefined} onBlur={field.onBlur} />
                      </RadioGroup.Item>
                    ))}
                  </RadioGroup.Root>
                  <Field.ErrorText id={`${titleId}-rating-error`}>{errors.rating?.message}</Field.ErrorText>
                </Field.Root>
              )}
            />
            <TextAreaField
              label="Comment"
              helper="Shown to the member and on their profile once revealed."
              required
              maxLength={REVIEW_COMMENT_MAX}
              error={errors.comment?.message}
              {...register('comment')}
            />
            <TextAreaField
              label="Private feedback"
              helper="Only admins read this."
              maxLength={REVIEW_PRIVATE_FEEDBACK_MAX}
              error={errors.privateFeedback?.message}
              {...register('privateFeedback')}
            />
            <Text size="sm" tone="muted">
              A review is final once sent.{' '}
              {pending.meetingKind === 'group'
                ? `It stays sealed until ${formatDateTime(pending.windowClosesAt)}, when the review window closes.`
                : `It stays sealed until ${pending.reviewee.fullName} has reviewed you too, or until ${formatDateTime(pending.windowClosesAt)}.`}
            </Text>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button type="submit" loading={isSubmitting}>
                Send review
              </Button>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Not now
              </Button>
            </div>
          </form>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
