// The member's time cycle (spec §7 time-cycle/all, time-cycle/select): one of the active cycles, or none
// (opted out: no new matches). Saved as soon as it is chosen; a refusal (e.g. 1007) shows here.
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { RadioGroup } from '~/web/components/ui/radio-group';
import { Bone } from '~/web/components/ui/skeleton';
import { toaster } from '~/web/components/ui/toast';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { MemberTimeCyclesQuery, SelectTimeCycleMutation } from './documents';
import { CADENCE_LABELS } from './display';


/** The radio value of opting out. */
export const OPT_OUT = 'none';

export function TimeCyclePicker() {
  const [{ data, fetching, error: loadError }, reexecute] = useQuery({ query: MemberTimeCyclesQuery });
  const [{ fetching: saving }, select] = useMutation(SelectTimeCycleMutation);
  const [error, setError] = useState<string | null>(null);

  if (!data) {
    if (fetching || !loadError) return <TimeCyclePickerSkeleton />;
    return (
      <div className={stack({ gap: '3', alignItems: 'flex-start' })}>
        <Alert status="error" title="We could not load the time cycles.">
          {errorMessage(loadError)}
        </Alert>
        <Button variant="outline" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          Try again
        </Button>
      </div>
    );
  }

  const cycles = data.timeCycles;
  const value = cycles.find((c) => c.selected)?.id ?? OPT_OUT;

  const choose = async (next: string | null) => {
    if (!next || next === value) return;
    setError(null);
    const result = await select({ timeCycleId: next === OPT_OUT ? null : next });
    if (result.error) return setError(errorMessage(result.error));
    toaster.create({
      title: next === OPT_OUT ? 'You will not be matched until you choose a time cycle again.' : 'Your time cycle is saved.',
      type: 'success',
    });
  };

  return (
    <div className={stack({ gap: '3' })} aria-busy={saving || undefined}>
      <RadioGroup.Root value={value} onValueChange={(details) => void choose(details.value)} disabled={saving}>
        <RadioGroup.Label>Time cycle</RadioGroup.Label>
        {cycles.map((cycle) => (
          <RadioGroup.Item key={cycle.id} value={cycle.id}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>
              <span className={css({ fontWeight: 'medium' })}>{cycle.name}</span>{' '}
              <span className={css({ color: 'fg.muted' })}>
                · {CADENCE_LABELS[cycle.cadence]} · {cycle.hookupDuration} minutes · next matching {formatDateTime(cycle.nextRunAt)}
              </span>{' '}
              {cycle.isDefaultTimeCycle ? <Badge tone="accent">Default</Badge> : null}
            </RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
        <RadioGroup.Item value={OPT_OUT}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>Not taking part (no new matches)</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      </RadioGroup.Root>
      {cycles.length === 0 ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>No time cycle is open yet.</p> : null}
      {error ? <Alert status="error">{error}</Alert> : null}
    </div>
  );
}

/**
 * While loading: the picker as a new organisation shows it (the label, "not taking part", no cycle open yet), so the
 * availability card below stays where it is when the answer arrives (issue 21: 49 px on a phone).
 */
function TimeCyclePickerSkeleton() {
  return (
    <div role="status" aria-label="Loading time cycles" className={stack({ gap: '3' })}>
      <RadioGroup.Root disabled aria-hidden="true">
        <RadioGroup.Label>
          <Bone>Time cycle</Bone>
        </RadioGroup.Label>
        <RadioGroup.Item value={OPT_OUT}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>
            <Bone>Not taking part (no new matches)</Bone>
          </RadioGroup.ItemText>
        </RadioGroup.Item>
      </RadioGroup.Root>
      <p className={css({ textStyle: 'sm' })}>
        <Bone>No time cycle is open yet.</Bone>
      </p>
    </div>
  );
}
