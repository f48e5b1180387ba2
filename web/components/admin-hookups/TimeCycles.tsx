// The time cycles of /timecycles: the list, creating and editing one, "Run matching now" with the summary
// of that run, and the recent runs of the cycle chosen.
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { PlusIcon } from '~/web/components/ui/icons';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import type { AdminTimeCycleFieldsFragment, MatchingRunFieldsFragment } from '~/web/gql/graphql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { AdminTimeCycleFields, AdminTimeCyclesQuery, MatchingRunFields, RunMatchingMutation } from './documents';
import { MatchingRuns } from './MatchingRuns';
import { RunSummary } from './RunSummary';
import { TimeCycleFormDialog } from './TimeCycleFormDialog';
import { CADENCE_LABELS } from './timeCycleSchema';
import { DataTable } from '~/web/components/ui/table';
import { hstack, stack } from '~/web/styled-system/patterns';

type Cycle = AdminTimeCycleFieldsFragment;

// the document cache knows a list by the types it answered; an empty list answered none, so name them
const TIME_CYCLE_TYPES = { additionalTypenames: ['TimeCycle'] };

const section = stack({ gap: '4' });
// a date may break after its day, so the actions keep one line
const dateCell = css({ minW: '24' });

export interface TimeCyclesProps {
  /** After a run booked hookups (the list of all hookups asks again). */
  onRun?: (run: MatchingRunFieldsFragment) => void;
}

export function TimeCycles({ onRun }: TimeCyclesProps) {
  const [{ data, fetching, error }, refetch] = useQuery({ query: AdminTimeCyclesQuery, context: TIME_CYCLE_TYPES });
  const [, runMatching] = useMutation(RunMatchingMutation);
  const [dialog, setDialog] = useState<{ open: boolean; cycle: Cycle | null }>({ open: false, cycle: null });
  const [running, setRunning] = useState<string | null>(null);
  const [lastRun, setLastRun] = useState<{ run: MatchingRunFieldsFragment; cycleName: string } | null>(null);
  const [runError, setRunError] = useState<string | null>(null);
  const [shownRuns, setShownRuns] = useState<string | null>(null);
  const cycles = (data?.adminTimeCycles ?? []).map((cycle) => getFragmentData(AdminTimeCycleFields, cycle));
  const runsOf = cycles.find((cycle) => cycle.id === shownRuns) ?? cycles[0] ?? null;

  const run = async (cycle: Cycle) => {
    setRunning(cycle.id);
    setRunError(null);
    // the run answers a MatchingRun (recent runs refresh); the cycle's last and next run change too
    const result = await runMatching({ timeCycleId: cycle.id }, { additionalTypenames: ['MatchingRun', 'TimeCycle'] });
    setRunning(null);
    const answer = result.data?.runMatching;
    if (!answer) {
      setRunError(errorMessage(result.error));
      return;
    }
    const summary = getFragmentData(MatchingRunFields, answer);
    setLastRun({ run: summary, cycleName: cycle.name });
    setShownRuns(cycle.id);
    refetch({ requestPolicy: 'network-only' });
    onRun?.(summary);
  };

  return (
    <section aria-labelledby="time-cycles" className={section}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <Heading as="h2" size="md" id="time-cycles">
          Time cycles
        </Heading>
        <Button onClick={() => setDialog({ open: true, cycle: null })}>
          <PlusIcon width={18} height={18} />
          Create time cycle
        </Button>
      </div>

      {runError ? <Alert status="error">{runError}</Alert> : null}
      {lastRun ? <RunSummary run={lastRun.run} cycleName={lastRun.cycleName} /> : null}

      {!data && fetching ? <Spinner label="Loading the time cycles" /> : null}
      {error && !data ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {data && cycles.length === 0 ? <Text tone="muted">There are no time cycles yet. Create one so members can opt in.</Text> : null}
      {cycles.length > 0 ? (
        <DataTable.Root aria-label="Time cycles">
          <DataTable.Table>
            <caption>Time cycles</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Cadence</th>
                <th scope="col">Duration</th>
                <th scope="col">Status</th>
                <th scope="col">Members</th>
                <th scope="col">Next run</th>
                <th scope="col">Last run</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {cycles.map((cycle) => (
                <tr key={cycle.id}>
                  <th scope="row">
                    <span className={hstack({ gap: '2', color: 'fg.default' })}>
                      {cycle.name}
                      {cycle.isDefaultTimeCycle ? <Badge tone="accent">Default</Badge> : null}
                    </span>
                  </th>
                  <td data-nowrap="">{CADENCE_LABELS[cycle.cadence]}</td>
                  <td data-nowrap="">{cycle.hookupDuration} min</td>
                  <td>{cycle.active ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}</td>
                  <td>{cycle.members}</td>
                  <td className={dateCell}>{formatDateTime(cycle.nextRunAt)}</td>
                  <td className={dateCell}>{cycle.lastRunAt ? formatDateTime(cycle.lastRunAt) : 'Never'}</td>
                  <td>
                    <div className={hstack({ gap: '2', flexWrap: 'nowrap' })}>
                      <Button size="sm" variant="outline" aria-label={`Edit ${cycle.name}`} onClick={() => setDialog({ open: true, cycle })}>
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        aria-label={`Run matching now for ${cycle.name}`}
                        loading={running === cycle.id}
                        disabled={!cycle.active || (running !== null && running !== cycle.id)}
                        onClick={() => void run(cycle)}
                      >
                        Run matching now
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Runs of ${cycle.name}`}
                        aria-pressed={runsOf?.id === cycle.id}
                        onClick={() => setShownRuns(cycle.id)}
                      >
                        Runs
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable.Table>
        </DataTable.Root>
      ) : null}

      {runsOf ? (
        <div className={section}>
          <Heading as="h3" size="sm">
            Recent runs of {runsOf.name}
          </Heading>
          <MatchingRuns timeCycleId={runsOf.id} cycleName={runsOf.name} />
        </div>
      ) : null}

      <TimeCycleFormDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        existing={dialog.cycle}
      />
    </section>
  );
}
