// The two prompt cards of ConfirmationPrompts (spec §4): loaded only when a freshly confirmed member has one to see,
// so /home's first route does not carry the avatar editor and the calendar query (issue 21's budget).
import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { CalendarFeedQuery } from '~/web/components/calendar/documents';
import { AvatarEditor } from '~/web/components/profile/AvatarEditor';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { CopyLinkField } from '~/web/components/ui/copy-link-field';
import { Spinner } from '~/web/components/ui/spinner';
import { errorMessage } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

const header = css({ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4' });

/** One prompt: its title and why, "Not now", and what acts on it. */
function PromptCard({ id, title, description, onDismiss, children }: { id: string; title: string; description: ReactNode; onDismiss: () => void; children: ReactNode }) {
  return (
    <Card.Root aria-labelledby={id}>
      <Card.Header className={header}>
        <div className={stack({ gap: '1' })}>
          <Card.Title id={id} as="h2">
            {title}
          </Card.Title>
          <Card.Description>{description}</Card.Description>
        </div>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Not now
        </Button>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function CalendarSyncPrompt({ onDismiss }: { onDismiss: () => void }) {
  const [{ data, fetching, error }] = useQuery({ query: CalendarFeedQuery });
  const url = data?.calendarFeed.url ?? '';
  return (
    <PromptCard
      id="calendar-sync-title"
      title="Sync your hookups to your calendar"
      description="Subscribe to your private calendar link in Google Calendar, Apple Calendar or Outlook: new, rescheduled and cancelled hookups and your group hookups show up there by themselves."
      onDismiss={onDismiss}
    >
      {fetching && !data ? <Spinner label="Loading your calendar link" /> : null}
      {error && !data ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {data ? (
        <CopyLinkField
          label="Private calendar link"
          link={url}
          helperText="In your calendar app, add a calendar from a URL and paste the link. Keep it private: anyone with it sees your meetings."
        />
      ) : null}
    </PromptCard>
  );
}

export function ProfileImagePrompt({ onDismiss }: { onDismiss: () => void }) {
  const { user, refreshUser } = useSession();
  return (
    <PromptCard
      id="profile-image-title"
      title="Add a profile photo"
      description="Members you meet recognise you at once, and profiles with a photo get more hookups."
      onDismiss={onDismiss}
    >
      <AvatarEditor
        name={user?.fullName ?? ''}
        imageUrl={user?.imageUrl ?? null}
        onChanged={(imageUrl) => {
          refreshUser();
          // asked and answered: the prompt goes for good
          if (imageUrl) onDismiss();
        }}
      />
    </PromptCard>
  );
}
