// Settings › Feature gates (admins): each gate of the server (spec §2: full_calendar, onboarding_side_drawer)
// with a switch; a change applies to every member at once.
import { Switch } from '@ark-ui/react/switch';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { errorMessage } from '~/web/lib/errors';
import { useFeatureGates } from '~/web/lib/featureGates';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { switchControl, switchRoot, switchRow, switchThumb } from './switchStyles';

/** A readable name of a gate: full_calendar → Full calendar. */
export const gateLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

export function FeatureGatesCard() {
  const { gates, loading, error, saving, retry, setFeatureGate } = useFeatureGates();

  const toggle = async (name: string, enabled: boolean) => {
    const result = await setFeatureGate(name, enabled);
    toaster.create(
      result.error
        ? { title: errorMessage(result.error), type: 'error' }
        : { title: `${gateLabel(name)} is ${enabled ? 'on' : 'off'} for everyone.`, type: 'success' },
    );
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Feature gates</Card.Title>
        <Card.Description>Turn features on or off for every member of the platform.</Card.Description>
      </Card.Header>
      <Card.Body>
        {loading ? <Spinner label="Loading the feature gates" /> : null}
        {error && gates.length === 0 ? (
          <div className={stack({ gap: '3', alignItems: 'flex-start' })}>
            <Alert status="error">{errorMessage(error)}</Alert>
            <Button variant="outline" onClick={retry}>
              Try again
            </Button>
          </div>
        ) : null}
        <ul>
          {gates.map((gate) => (
            <li key={gate.name} className={switchRow}>
              <Switch.Root
                checked={gate.enabled}
                disabled={saving}
                onCheckedChange={(details) => void toggle(gate.name, details.checked)}
                className={switchRoot}
              >
                <span className={stack({ gap: '0.5' })}>
                  <Switch.Label className={css({ fontWeight: 'semibold', textStyle: 'sm' })}>{gateLabel(gate.name)}</Switch.Label>
                  <span className={css({ textStyle: 'sm', color: 'fg.muted' })}>{gate.description}</span>
                </span>
                <Switch.Control className={switchControl}>
                  <Switch.Thumb className={switchThumb} />
                </Switch.Control>
                <Switch.HiddenInput />
              </Switch.Root>
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card.Root>
  );
}
