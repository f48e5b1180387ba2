// The member's private calendar feed (services/API.md GET/PUT user/calendar-feed): a URL any calendar app can
// subscribe to, copied with one click, and a reset that makes the old URL stop working.
import { useMutation, useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { CopyLinkField } from '~/web/components/ui/copy-link-field';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { errorMessage } from '~/web/lib/errors';
import { stack } from '~/web/styled-system/patterns';
import { CalendarFeedQuery, RotateCalendarFeedMutation } from './documents';

export function CalendarFeedCard() {
  const [{ data, fetching, error }] = useQuery({ query: CalendarFeedQuery });
  const [{ fetching: rotating }, rotate] = useMutation(RotateCalendarFeedMutation);
  const url = data?.calendarFeed.url ?? '';

  const reset = async () => {
    // answers a CalendarFeed: the document cache asks calendarFeed again
    const result = await rotate({}, { additionalTypenames: ['CalendarFeed'] });
    toaster.create(
      result.error
        ? { title: errorMessage(result.error), type: 'error' }
        : { title: 'Your calendar link is new. Subscribe again with it; the old one no longer works.', type: 'success' },
    );
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Subscribe from your calendar app</Card.Title>
        <Card.Description>
          Your hookups and group hookups, kept up to date in Google Calendar, Apple Calendar, Outlook or any app that
          subscribes to a calendar by URL. Keep the link private: anyone with it can see your meetings.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {fetching && !data ? <Spinner label="Loading your calendar link" /> : null}
        {error && !data ? <Alert status="error">{errorMessage(error)}</Alert> : null}
        {data ? (
          <div className={stack({ gap: '4' })}>
            <CopyLinkField
              label="Private calendar link"
              link={url}
              copiedMessage="Calendar link copied"
              helperText="Reset the link if someone else got it; the old link stops working."
            >
              <Button variant="outline" loading={rotating} onClick={() => void reset()}>
                Reset link
              </Button>
            </CopyLinkField>
            <ol className={stack({ gap: '1', listStyle: 'decimal', ps: '5', textStyle: 'sm', color: 'fg.muted' })}>
              <li>Copy the link.</li>
              <li>
                In your calendar app choose to add a calendar from a URL (Google Calendar: Other calendars › From URL; Apple
                Calendar: File › New Calendar Subscription; Outlook: Add calendar › Subscribe from web).
              </li>
              <li>Paste the link. New, rescheduled and cancelled hookups show up there by themselves.</li>
            </ol>
          </div>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
