// /users (admins, spec §2 and §6): the organisation's users with every filter of spec §3 (500 ms debounce, empty
// values dropped), sorting by column, pages of 15, row actions (view, edit, roles, disable/enable) and the
// Users-Report CSV.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { ADMIN_FILTER_DEBOUNCE_MS, DEFAULT_PAGE_SIZE, ROLE_LABELS } from '~/common/constants';
import { ADMIN_USERS } from '~/common/messages/adminUsers';
import { PAGES } from '~/common/messages/pages';
import { ActiveDialog } from '~/web/components/admin-users/ActiveDialog';
import { AdminUserRowFields, AdminUsersQuery } from '~/web/components/admin-users/documents';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  nextSort,
  TEXT_FILTERS,
  toFilterVariables,
  toReportQuery,
  type UserFilterInputs,
  type UserSort,
} from '~/web/components/admin-users/filters';
import { RolesDialog } from '~/web/components/admin-users/RolesDialog';
import { UserRowActions } from '~/web/components/admin-users/UserRowActions';
import { useUsersReport } from '~/web/components/admin-users/usersReport';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Pager, usePageFor } from '~/web/components/ui/pager';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { DownloadIcon, FilterIcon, UserPlusIcon } from '~/web/components/ui/icons';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { DataTable } from '~/web/components/ui/table';
import { toaster } from '~/web/components/ui/toast';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData, type FragmentType } from '~/web/gql';
import type { AdminUserSort } from '~/web/gql/graphql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

const rowOf = (element: FragmentType<typeof AdminUserRowFields>) => getFragmentData(AdminUserRowFields, element);
type Row = ReturnType<typeof rowOf>;

type Priority = 'md' | 'lg' | 'xl';

/** Columns in order; `priority`: shown from that breakpoint up (the table fits a 1280 px screen without scrolling). */
const COLUMNS: ReadonlyArray<{ label: string; sort?: AdminUserSort; priority?: Priority }> = [
  { label: 'Name', sort: 'fullName' },
  { label: 'Email', sort: 'username', priority: 'md' },
  { label: 'Job position', priority: 'xl' },
  { label: 'Company', sort: 'companyName', priority: 'lg' },
  { label: 'City', sort: 'city', priority: 'xl' },
  { label: 'Location', priority: 'xl' },
  { label: 'Roles', priority: 'md' },
  { label: 'Subscribed', priority: 'xl' },
  { label: 'Status' },
  { label: 'Created', sort: 'createdOn', priority: 'xl' },
  { label: 'Last activity', sort: 'lastActivity', priority: 'lg' },
];
const priorityOf = (label: string) => COLUMNS.find((column) => column.label === label)?.priority;

/** The filters always in view; the others fold behind "More filters" on narrow screens. */
const FIRST_FILTERS = new Set<keyof UserFilterInputs>(['fullName', 'username']);

function SortHeader({ label, by, sort, onSort }: { label: string; by: AdminUserSort; sort: UserSort; onSort: (by: AdminUserSort) => void }) {
  const active = sort.by === by;
  return (
    <th scope="col" data-priority={priorityOf(label)} aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={css({ fontWeight: 'semibold', cursor: 'pointer', color: 'inherit' })} onClick={() => onSort(by)}>
        {label}
        {active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : null}
      </button>
    </th>
  );
}

function ReportButton({ query }: { query: Record<string, string> }) {
  const download = useUsersReport();
  const [downloading, setDownloading] = useState(false);
  const run = async () => {
    setDownloading(true);
    try {
      await download(query);
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

export default function UsersPage() {
  usePageTitle('Users');
  const [inputs, setInputs] = useState<UserFilterInputs>(EMPTY_FILTERS);
  // spec §9: the admin filters wait 500 ms after the last keystroke; empty values are dropped
  const settled = useDebouncedValue(inputs, ADMIN_FILTER_DEBOUNCE_MS);
  const filters = useMemo(() => toFilterVariables(settled), [settled]);
  const filterKey = JSON.stringify(filters);
  const [sort, setSort] = useState<UserSort>(DEFAULT_SORT);
  // a new filter or sort starts at the first page (derived, so the old page is never asked with the new filters)
  const [page, setPage] = usePageFor(`${filterKey}|${sort.by}|${sort.direction}`);

  const [{ data, fetching, error }, refetch] = useQuery({
    query: AdminUsersQuery,
    variables: { filters, page, size: DEFAULT_PAGE_SIZE, sortBy: sort.by, sortDirection: sort.direction },
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const [rolesOf, setRolesOf] = useState<Row | null>(null);
  const [activeOf, setActiveOf] = useState<Row | null>(null);

  const answer = data?.adminUsers;
  const users = (answer?.elements ?? []).map(rowOf);
  const totalPages = answer?.totalPages ?? 0;
  const set = (key: keyof UserFilterInputs, value: string) => setInputs((current) => ({ ...current, [key]: value }));
  const [moreFilters, setMoreFilters] = useState(false);
  const foldedActive = (Object.keys(inputs) as Array<keyof UserFilterInputs>).filter((key) => !FIRST_FILTERS.has(key) && inputs[key] !== '').length;
  const folded = css({ display: { base: moreFilters ? 'flex' : 'none', lg: 'flex' } });

  return (
    <div className={stack({ gap: '6' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <div className={stack({ gap: '1' })}>
          <Heading as="h1" size="2xl">
            Users
          </Heading>
          <Text tone="muted">{answer ? `${answer.totalElements} ${answer.totalElements === 1 ? 'user' : 'users'}` : 'The members of your community.'}</Text>
        </div>
        <div className={hstack({ gap: '2' })}>
          <ReportButton query={toReportQuery(filters, sort)} />
          <Link to="/users/create" className={css({ display: 'inline-flex', gap: '2', alignItems: 'center' })}>
            <UserPlusIcon width={18} height={18} />
            Create user
          </Link>
        </div>
      </div>

      <form
        aria-label="Filters"
        onSubmit={(event) => event.preventDefault()}
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' }, gap: '4' })}
      >
        {TEXT_FILTERS.map(({ key, label }) => (
          <Field.Root key={key} className={FIRST_FILTERS.has(key) ? undefined : folded}>
            <Field.Label>{label}</Field.Label>
            <Field.Input type="search" value={inputs[key]} onChange={(event) => set(key, event.currentTarget.value)} />
          </Field.Root>
        ))}
        <Field.Root className={folded}>
          <Field.Label>Subscribed</Field.Label>
          <Field.Select value={inputs.subscribed} onChange={(event) => set('subscribed', event.currentTarget.value)}>
            <option value="">Any</option>
            <option value="true">Subscribed</option>
            <option value="false">Not subscribed</option>
          </Field.Select>
        </Field.Root>
        <div className={css({ display: { base: 'flex', lg: 'none' }, alignItems: 'flex-end' })}>
          <Button variant="outline" aria-expanded={moreFilters} onClick={() => setMoreFilters((open) => !open)}>
            <FilterIcon width={18} height={18} />
            {moreFilters ? 'Fewer filters' : foldedActive > 0 ? `More filters (${foldedActive})` : 'More filters'}
          </Button>
        </div>
      </form>

      {error && !answer ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {!answer && fetching ? <Spinner label="Loading users" /> : null}
      {answer && users.length === 0 ? <Text tone="muted">{ADMIN_USERS.empty}</Text> : null}
      {users.length > 0 ? (
        <DataTable.Root aria-label="Users" aria-busy={fetching || undefined}>
          <DataTable.Table>
            <caption>Users</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) =>
                  column.sort ? (
                    <SortHeader key={column.label} label={column.label} by={column.sort} sort={sort} onSort={(by) => setSort((s) => nextSort(s, by))} />
                  ) : (
                    <th key={column.label} scope="col" data-priority={column.priority}>
                      {column.label}
                    </th>
                  ),
                )}
                <th scope="col">
                  <span className={css({ srOnly: true })}>Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.uuid}>
                  <th scope="row">{user.fullName}</th>
                  <td data-priority={priorityOf('Email')}>{user.username}</td>
                  <td data-priority={priorityOf('Job position')}>{user.jobPosition ?? '—'}</td>
                  <td data-priority={priorityOf('Company')}>{user.companyName ?? '—'}</td>
                  <td data-priority={priorityOf('City')}>{user.city ?? '—'}</td>
                  <td data-priority={priorityOf('Location')}>{user.location?.name ?? '—'}</td>
                  <td data-priority={priorityOf('Roles')}>{user.roles.map((role) => ROLE_LABELS[role]).join(', ')}</td>
                  <td data-priority={priorityOf('Subscribed')}>{user.subscribe ? 'Yes' : 'No'}</td>
                  <td>
                    <Badge tone={user.active ? 'success' : 'danger'}>{user.active ? 'Active' : 'Disabled'}</Badge>
                  </td>
                  <td data-priority={priorityOf('Created')} data-nowrap="">
                    {formatDateTime(user.createdOn)}
                  </td>
                  <td data-priority={priorityOf('Last activity')} data-nowrap="">
                    {user.lastActivity ? formatDateTime(user.lastActivity) : '—'}
                  </td>
                  <td>
                    <UserRowActions user={user} onRoles={() => setRolesOf(user)} onActive={() => setActiveOf(user)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </DataTable.Table>
        </DataTable.Root>
      ) : null}
      <Pager label="User pages" page={page} totalPages={totalPages} busy={fetching} onPage={setPage} />
      <RolesDialog key={rolesOf?.uuid} user={rolesOf} onClose={() => setRolesOf(null)} onSaved={reload} />
      <ActiveDialog user={activeOf} onClose={() => setActiveOf(null)} onSaved={reload} />
    </div>
  );
}
