// Settings › Pause notifications (spec §9: counted in weeks; no default shown): no notification emails for 1 to 52
// weeks, or until the member resumes them.
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { PAUSE_NOTIFICATIONS_MAX_WEEKS } from '~/common/constants';
import { NOTIFICATION } from '~/common/messages/notifications';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { Field } from '~/web/components/ui/field';
import { Spinner } from '~/web/components/ui/spinner';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { PauseNotificationsMutation, UnpauseNotificationsMutation, type MailingPreferencesState } from './mailingPreferences';

const WEEKS = Array.from({ length: PAUSE_NOTIFICATIONS_MAX_WEEKS }, (_, i) => i + 1);
const column = stack({ gap: '4', alignItems: 'flex-start' });

/** "Notifications are paused until 08/02/2030 at 10:00." or, with no end, "… until you resume them." */
export function pausedUntil(endDate: string | null | undefined): string {
  return `Notifications are paused until ${endDate ? formatDateTime(endDate) : 'you resume them'}.`;
}

export function PauseNotificationsCard({ state }: { state: MailingPreferencesState }) {
  const [{ fetching: pausing }, pause] = useMutation(PauseNotificationsMutation);
  const [{ fetching: unpausing }, unpause] = useMutation(UnpauseNotificationsMutation);
  // spec §9 "default not shown": nothing is chosen until the member chooses
  const [weeks, setWeeks] = useState('');
  const [weeksError, setWeeksError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = state.preferences;

  const onPause = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const chosen = Number(weeks);
    if (!Number.isInteger(chosen) || chosen < 1 || chosen > PAUSE_NOTIFICATIONS_MAX_WEEKS) {
      setWeeksError(NOTIFICATION.pauseWeeks);
      return;
    }
    setWeeksError(null);
    const result = await pause({ weeks: chosen });
    if (result.data) {
      state.saved(result.data.pauseNotifications);
      setWeeks('');
    } else setError(errorMessage(result.error));
  };

  const onUnpause = async () => {
    setError(null);
    const result = await unpause({});
    if (result.data) state.saved(result.data.unpauseNotifications);
    else setError(errorMessage(result.error));
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Pause notifications</Card.Title>
        <Card.Description>Take a break from notification emails for a few weeks.</Card.Description>
      </Card.Header>
      <Card.Body>
        <div className={column}>
          {state.loading && !current ? <Spinner label="Loading your pause settings" /> : null}
          {state.error && !current ? (
            <>
              <Alert status="error">{state.error}</Alert>
              <Button variant="outline" onClick={state.retry}>
                Try again
              </Button>
            </>
          ) : null}
          {error ? <Alert status="error">{error}</Alert> : null}
          {current?.paused ? (
            <>
              <Alert status="info">{pausedUntil(current.pauseNotificationsEndDate)}</Alert>
              <Button variant="outline" loading={unpausing} onClick={() => void onUnpause()}>
                Unpause
              </Button>
            </>
          ) : null}
          {current && !current.paused ? (
            <form className={column} onSubmit={(e) => void onPause(e)} noValidate>
              <Field.Root invalid={Boolean(weeksError)} className={css({ minW: '48' })}>
                <Field.Label>Pause for</Field.Label>
                <Field.Select
                  name="weeks"
                  value={weeks}
                  onChange={(e) => {
                    setWeeks(e.target.value);
                    setWeeksError(null);
                  }}
                >
                  <option value="" disabled>
                    Choose the number of weeks
                  </option>
                  {WEEKS.map((n) => (
                    <option key={n} value={n}>
                      {n === 1 ? '1 week' : `${n} weeks`}
                    </option>
                  ))}
                </Field.Select>
                <Field.ErrorText>{weeksError}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" loading={pausing}>
                Pause
              </Button>
            </form>
          ) : null}
        </div>
      </Card.Body>
    </Card.Root>
  );
}
