// "All hookups" of /timecycles (GET hookup-admin/all-hookups): a status filter, a name filter that waits
// 500 ms (spec §9), pages of 15, an Edit link per hookup and the Hookups-Report CSV. Live: any hookup event
// the admin receives (every hookup of the organisation) asks the page shown again.
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { ADMIN_FILTER_DEBOUNCE_MS, DEFAULT_PAGE_SIZE } from '~/common/constants';
import { PAGES } from '~/common/messages/pages';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Pager, usePageFor } from '~/web/components/ui/pager';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { DownloadIcon } from '~/web/components/ui/icons';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import type { HookupStatus } from '~/web/gql/graphql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { useHookupEvents } from '~/web/lib/hookupLive';
import { css } from '~/web/styled-system/css';
import { AdminHookupFields, AllHookupsQuery } from './documents';
import { HOOKUP_STATUS_LABELS, HOOKUP_STATUS_TONES, HOOKUP_STATUSES, isEditable } from './hookupStatus';
import { useHookupsReport } from './hookupsReport';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';
import { DataTable } from '~/web/components/ui/table';
import { hstack, stack } from '~/web/styled-system/patterns';

// an empty page answered no type the document cache could refresh it by
const HOOKUP_TYPES = { additionalTypenames: ['Hookup'] };

export const hookupEditPath = (uuid: string) => `/hookups/${encodeURIComponent(uuid)}/edit`;

function ReportButton() {
  const download = useHookupsReport();
  const [downloading, setDownloading] = useState(false);
  const run = async () => {
    setDownloading(true);
    try {
      await download();
    } catch (error) {
      toaster.create({ title: error instanceof Error ? error.message : PAGES.internal, type: 'error' });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="outline" loading={downloading} onClick={() => void run()}>
      <DownloadIcon width={18} height={18} />
      Export CSV
    </Button>
  );
}

export interface AllHookupsProps {
  /** Changes when something outside booked hookups (a matching run): the page is asked again. */
  refreshKey?: unknown;
}

export function AllHookups({ refreshKey }: AllHookupsProps) {
  const [status, setStatus] = useState<HookupStatus | ''>('');
  const [nameInput, setNameInput] = useState('');
  const fullName = useDebouncedValue(nameInput.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  // a new filter starts at the first page (derived, so the old page is never asked with the new filter)
  const [page, setPage] = usePageFor(JSON.stringify([status, fullName]));

  const [{ data, fetching, error }, refetch] = useQuery({
    query: AllHookupsQuery,
    variables: { status: status || null, fullName: fullName || null, page, size: DEFAULT_PAGE_SIZE },
    requestPolicy: 'cache-and-network',
    context: HOOKUP_TYPES,
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  useEffect(() => {
    if (refreshKey !== undefined) reload();
  }, [refreshKey]);
  // new matches, reschedules, cancels and edits show without a reload
  // from the page's eventCursor: a change committed before the subscription is replayed (and asks again), not lost
  const live = useHookupEvents({ pause: !data, after: data?.allHookups.eventCursor, onResync: reload }, () => reload());

  const answer = data?.allHookups;
  const hookups = (answer?.elements ?? []).map((element) => getFragmentData(AdminHookupFields, element));
  const totalPages = answer?.totalPages ?? 0;

  return (
    <section aria-labelledby="all-hookups" className={stack({ gap: '4' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <Heading as="h2" size="md" id="all-hookups">
          All hookups
        </Heading>
        <ReportButton />
      </div>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
        <Field.Root className={css({ w: { base: '100%', sm: '56' } })}>
          <Field.Label>Status</Field.Label>
          <Field.Select value={status} onChange={(event) => setStatus(event.currentTarget.value as HookupStatus | '')}>
            <option value="">All statuses</option>
            {HOOKUP_STATUSES.map((s) => (
              <option key={s} value={s}>
                {HOOKUP_STATUS_LABELS[s]}
              </option>
            ))}
          </Field.Select>
        </Field.Root>
        <Field.Root className={css({ w: { base: '100%', sm: '72' } })}>
          <Field.Label>Member name</Field.Label>
          <Field.Input type="search" value={nameInput} placeholder="Either participant" onChange={(event) => setNameInput(event.currentTarget.value)} />
        </Field.Root>
      </div>

      {live.error ? <Alert status="info">Live updates paused: {live.error}</Alert> : null}
      {error && !answer ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {!answer && fetching ? <Spinner label="Loading hookups" /> : null}
      {answer && hookups.length === 0 ? <Text tone="muted">No hookups match these filters.</Text> : null}
      {hookups.length > 0 ? (
        <DataTable.Root aria-label="All hookups, latest first" aria-busy={fetching || undefined}>
          <DataTable.Table>
            <caption>All hookups, latest first</caption>
            <thead>
              <tr>
                <th scope="col">Start</th>
                <th scope="col">Members</th>
                <th scope="col">Status</th>
                <th scope="col">Time cycle</th>
                <th scope="col">Reschedules</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {hookups.map((hookup) => (
                <tr key={hookup.uuid}>
                  <td data-nowrap="">{formatDateTime(hookup.startDateTime)}</td>
                  <td>
                    {hookup.firstParticipant.fullName} &amp; {hookup.secondParticipant.fullName}
                  </td>
                  <td>
                    <Badge tone={HOOKUP_STATUS_TONES[hookup.hookupStatus]}>{HOOKUP_STATUS_LABELS[hookup.hookupStatus]}</Badge>
                    {hookup.cancellationReason ? (
                      <Text size="xs" tone="muted">
                        {hookup.cancellationReason}
                      </Text>
                    ) : null}
                  </td>
                  <td>{hookup.timeCycleName ?? '—'}</td>
                  <td>{hookup.rescheduleCount}</td>
                  <td>
                    <div className={hstack({ gap: '2', flexWrap: 'nowrap' })}>
                      {isEditable(hookup) ? (
                        <Link to={hookupEditPath(hookup.uuid)} aria-label={`Edit the hookup of ${hookup.firstParticipant.fullName} and ${hookup.secondParticipant.fullName}`}>
                          Edit
                        </Link>
                      ) : (
                        <Text as="span" size="sm" tone="muted">
                          —
                        </Text>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable.Table>
        </DataTable.Root>
      ) : null}
      <Pager label="Hookup pages" page={page} totalPages={totalPages} busy={fetching} onPage={setPage} />
    </section>
  );
}
