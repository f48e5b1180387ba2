// Settings › Email notifications: one switch per notification type (services/API.md: every type is on unless the
// member switched it off), saved at once; after an unsubscribe link was used, a way to receive emails again.
import { Switch } from '@ark-ui/react/switch';
import { useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import type { NotificationCode } from '~/web/gql/graphql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { UpdateMailingPreferencesMutation, type MailingPreferencesState } from './mailingPreferences';
import { switchControl, switchRoot, switchRow, switchThumb } from './switchStyles';

const column = stack({ gap: '3', alignItems: 'flex-start' });

/**
 * Ark's hidden input (what assistive technology reads, and what the next click toggles) keeps the value the click
 * gave it when a controlled switch goes back to where it was (a save that failed): it is set to `checked` here.
 */
function SwitchInput({ checked }: { checked: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.checked !== checked) ref.current.checked = checked;
  });
  return <Switch.HiddenInput ref={ref} />;
}

export function EmailNotificationsCard({ state }: { state: MailingPreferencesState }) {
  const [, update] = useMutation(UpdateMailingPreferencesMutation);
  // the switches being saved, with the value asked for (shown until the answer comes)
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [subscribing, setSubscribing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = state.preferences;

  const toggle = async (notificationCode: NotificationCode, email: boolean) => {
    setError(null);
    setPending((p) => ({ ...p, [notificationCode]: email }));
    const result = await update({ input: { preferences: [{ notificationCode, email }] } });
    setPending(({ [notificationCode]: _, ...rest }) => rest);
    if (result.data) state.saved(result.data.updateMailingPreferences);
    else setError(errorMessage(result.error));
  };

  const subscribe = async () => {
    setError(null);
    setSubscribing(true);
    const result = await update({ input: { subscribe: true } });
    setSubscribing(false);
    if (result.data) state.saved(result.data.updateMailingPreferences);
    else setError(errorMessage(result.error));
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Email notifications</Card.Title>
        <Card.Description>Choose which notifications we also send you by email.</Card.Description>
      </Card.Header>
      <Card.Body>
        <div className={column}>
          {state.loading && !current ? <Spinner label="Loading your email preferences" /> : null}
          {state.error && !current ? (
            <>
              <Alert status="error">{state.error}</Alert>
              <Button variant="outline" onClick={state.retry}>
                Try again
              </Button>
            </>
          ) : null}
          {error ? <Alert status="error">{error}</Alert> : null}
          {current?.unsubscribeDate ? (
            <>
              <Alert status="info">
                You unsubscribed from our emails on {formatDateTime(current.unsubscribeDate)}. We send you none until you ask for them
                again.
              </Alert>
              <Button variant="outline" loading={subscribing} onClick={() => void subscribe()}>
                Receive emails again
              </Button>
            </>
          ) : null}
        </div>
        {current ? (
          <ul>
            {current.preferences.map((preference) => (
              <li key={preference.notificationCode} className={switchRow}>
                <Switch.Root
                  checked={pending[preference.notificationCode] ?? preference.email}
                  disabled={preference.notificationCode in pending}
                  onCheckedChange={(details) => void toggle(preference.notificationCode, details.checked)}
                  className={switchRoot}
                >
                  <Switch.Label className={css({ textStyle: 'sm' })}>{preference.label}</Switch.Label>
                  <Switch.Control className={switchControl}>
                    <Switch.Thumb className={switchThumb} />
                  </Switch.Control>
                  <SwitchInput checked={pending[preference.notificationCode] ?? preference.email} />
                </Switch.Root>
              </li>
            ))}
          </ul>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
