// The latest runs of one time cycle (GET hookup-admin/time-cycle/{id}/runs, newest first).
import { useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Spinner } from '~/web/components/ui/spinner';
import { Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { formatDateTime } from '~/web/lib/dates';
import { MatchingRunFields, MatchingRunsQuery } from './documents';
import { formatScore } from './RunSummary';
import { DataTable } from '~/web/components/ui/table';

// an empty list answered no type the document cache could invalidate it by
const RUN_TYPES = { additionalTypenames: ['MatchingRun'] };

export function MatchingRuns({ timeCycleId, cycleName }: { timeCycleId: string; cycleName: string }) {
  // a run answers a MatchingRun: the document cache asks this list again
  const [{ data, fetching, error }] = useQuery({ query: MatchingRunsQuery, variables: { timeCycleId }, context: RUN_TYPES });
  if (!data && fetching) return <Spinner label="Loading the recent runs" />;
  if (error && !data) return <Alert status="error">{errorMessage(error)}</Alert>;
  const runs = (data?.matchingRuns ?? []).map((run) => getFragmentData(MatchingRunFields, run));
  if (runs.length === 0) return <Text tone="muted">{cycleName} has not run yet.</Text>;
  return (
    <DataTable.Root aria-label={`Recent matching runs of ${cycleName}`}>
      <DataTable.Table>
        <caption>Recent matching runs of {cycleName}</caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Trigger</th>
            <th scope="col">Window</th>
            <th scope="col">Candidates</th>
            <th scope="col">Pairs</th>
            <th scope="col">Unmatched</th>
            <th scope="col">Total score</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id}>
              <td data-nowrap="">{formatDateTime(run.startedAt)}</td>
              <td>{run.trigger === 'ADMIN' ? 'Admin' : 'Schedule'}</td>
              <td data-nowrap="">
                {formatDateTime(run.windowStart)} – {formatDateTime(run.windowEnd)}
              </td>
              <td>{run.candidates}</td>
              <td>{run.pairs}</td>
              <td>{run.unmatched}</td>
              <td>{formatScore(run.totalScore)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable.Table>
    </DataTable.Root>
  );
}
