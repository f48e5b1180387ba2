// /admin/feedback (issue 18): what members and guests sent through the feedback tab; admins mark it handled.
import { useMutation, useQuery } from 'urql';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button, LinkButton } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { pageStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { FeedbackListQuery, MarkFeedbackHandledMutation } from './documents';

const FEEDBACK_TYPES = { additionalTypenames: ['Feedback'] };
const header = css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' });

export default function AdminFeedbackPage() {
  usePageTitle('Feedback');
  const [{ data, fetching, error }] = useQuery({ query: FeedbackListQuery, context: FEEDBACK_TYPES });
  const [{ fetching: marking }, markHandled] = useMutation(MarkFeedbackHandledMutation);
  const items = data?.feedbackList ?? [];

  return (
    <div className={pageStack}>
      <div className={header}>
        <div>
          <Heading as="h1" size="2xl">
            Feedback
          </Heading>
          <Text tone="muted">Sent through the feedback tab, newest first.</Text>
        </div>
        <LinkButton to="/admin/errors" variant="outline">
          Error reports
        </LinkButton>
      </div>
      {error ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {fetching && !data ? <Spinner label="Loading feedback" /> : null}
      {data && items.length === 0 ? <EmptyState title="No feedback yet" description="Messages sent through the feedback tab show here." /> : null}
      <ul aria-label="Feedback" className={stack({ gap: '4' })}>
        {items.map((item) => (
          <li key={item.uuid}>
            <Card.Root>
              <Card.Header>
                <Card.Title>
                  {item.name} ({item.email})
                </Card.Title>
                <Card.Description>
                  {formatDateTime(item.createdAt)}
                  {item.page ? ` · ${item.page}` : ''}
                  {item.handledAt ? ` · handled ${formatDateTime(item.handledAt)}` : ''}
                </Card.Description>
              </Card.Header>
              <Card.Body>
                <Text className={css({ whiteSpace: 'pre-wrap' })}>{item.message}</Text>
              </Card.Body>
              {item.handledAt ? null : (
                <Card.Footer>
                  <Button type="button" size="sm" loading={marking} onClick={() => void markHandled({ uuid: item.uuid }, FEEDBACK_TYPES)}>
                    Mark handled
                  </Button>
                </Card.Footer>
              )}
            </Card.Root>
          </li>
        ))}
      </ul>
    </div>
  );
}
