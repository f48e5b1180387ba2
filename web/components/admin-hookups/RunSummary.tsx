// What one matching run did (services/API.md MatchingRun): candidates, pairs, unmatched, repeated no-shows and total score.
import { Alert } from '~/web/components/ui/alert';
import type { MatchingRunFieldsFragment } from '~/web/gql/graphql';
import { formatDateTime } from '~/web/lib/dates';
import { css } from '~/web/styled-system/css';

/** The total score with at most one decimal (scores are sums of weights). */
export const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

export function runFacts(run: Pick<MatchingRunFieldsFragment, 'candidates' | 'pairs' | 'unmatched' | 'repeatedNoShows' | 'totalScore'>) {
  return [
    { label: 'Candidates', value: String(run.candidates) },
    { label: 'Pairs', value: String(run.pairs) },
    { label: 'Unmatched', value: String(run.unmatched) },
    // issue 18: candidates matched with a lower priority for missing their hookups
    { label: 'Repeated no-shows', value: String(run.repeatedNoShows) },
    { label: 'Total score', value: formatScore(run.totalScore) },
  ];
}

const facts = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: '3', mt: '2' });

/** The summary of the run an admin just started. */
export function RunSummary({ run, cycleName }: { run: MatchingRunFieldsFragment; cycleName: string }) {
  return (
    <Alert status="success" title={`Matching run of ${cycleName} finished`}>
      <p>
        Hookups booked between {formatDateTime(run.windowStart)} and {formatDateTime(run.windowEnd)}.
      </p>
      <dl className={facts} aria-label="Run summary">
        {runFacts(run).map((fact) => (
          <div key={fact.label}>
            <dt className={css({ textStyle: 'xs', color: 'fg.muted' })}>{fact.label}</dt>
            <dd className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
