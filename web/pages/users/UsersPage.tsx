// /users (admins, spec §2 and §6): the organisation's users with every filter of spec §3 (500 ms debounce, empty
// values dropped), sorting by column, pages of 15, row actions (view, edit, roles, disable/enable) and the
// Users-Report CSV.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { ADMIN_FILTER_DEBOUNCE_MS, DEFAULT_PAGE_SIZE, ROLE_LABELS } from '~/common/constants';
import { ADMIN_USERS, PAGES } from '~/common/messages';
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
import { useUsersReport } from '~/web/components/admin-users/usersReport';
import { actions, nowrap, table, tableScroll } from '~/web/components/admin-hookups/tableStyles';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Pager, usePageFor } from '~/web/components/ui/pager';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { DownloadIcon, UserPlusIcon } from '~/web/components/ui/icons';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData, type FragmentType } from '~/web/gql';
import type { AdminUserSort } from '~/web/gql/graphql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';

const rowOf = (element: FragmentType<typeof AdminUserRowFields>) => getFragmentData(AdminUserRowFields, element);
type Row = ReturnType<typeof rowOf>;

export const userPath = (uuid: string) => `/users/${encodeURIComponent(uuid)}`;
export const userEditPath = (uuid: string) => `${userPath(uuid)}/edit`;

const COLUMNS: ReadonlyArray<{ label: string; sort?: AdminUserSort }> = [
  { label: 'Name', sort: 'fullName' },
  { label: 'Email', sort: 'username' },
  { label: 'Job position' },
  { label: 'Company', sort: 'companyName' },
  { label: 'City', sort: 'city' },
  { label: 'Location' },
  { label: 'Roles' },
  { label: 'Subscribed' },
  { label: 'Status' },
  { label: 'Created', sort: 'createdOn' },
  { label: 'Last activity', sort: 'lastActivity' },
];

function SortHeader({ label, by, sort, onSort }: { label: string; by: AdminUserSort; sort: UserSort; onSort: (by: AdminUserSort) => void }) {
  const active = sort.by === by;
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
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

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <Heading as="h1" size="2xl">
            Users
          </Heading>
          <Text tone="muted">{answer ? `${answer.totalElements} users` : 'The members of your community.'}</Text>
        </div>
        <div className={actions}>
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
          <Field.Root key={key}>
            <Field.Label>{label}</Field.Label>
            <Field.Input type="search" value={inputs[key]} onChange={(event) => set(key, event.currentTarget.value)} />
          </Field.Root>
        ))}
        <Field.Root>
          <Field.Label>Subscribed</Field.Label>
          <Field.Select value={inputs.subscribed} onChange={(event) => set('subscribed', event.currentTarget.value)}>
            <option value="">Any</option>
            <option value="true">Subscribed</option>
            <option value="false">Not subscribed</option>
          </Field.Select>
        </Field.Root>
      </form>

      {error && !answer ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {!answer && fetching ? <Spinner label="Loading users" /> : null}
      {answer && users.length === 0 ? <Text tone="muted">{ADMIN_USERS.empty}</Text> : null}
      {users.length > 0 ? (
        <div className={tableScroll} tabIndex={0} role="region" aria-label="Users" aria-busy={fetching || undefined}>
          <table className={table}>
            <caption>Users</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) =>
                  column.sort ? (
                    <SortHeader key={column.label} label={column.label} by={column.sort} sort={sort} onSort={(by) => setSort((s) => nextSort(s, by))} />
                  ) : (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ),
                )}
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.uuid}>
                  <th scope="row">{user.fullName}</th>
                  <td>{user.username}</td>
                  <td>{user.jobPosition ?? '—'}</td>
                  <td>{user.companyName ?? '—'}</td>
                  <td>{user.city ?? '—'}</td>
                  <td>{user.location?.name ?? '—'}</td>
                  <td>{user.roles.map((role) => ROLE_LABELS[role]).join(', ')}</td>
                  <td>{user.subscribe ? 'Yes' : 'No'}</td>
                  <td>
                    <Badge tone={user.active ? 'success' : 'danger'}>{user.active ? 'Active' : 'Disabled'}</Badge>
                  </td>
                  <td className={nowrap}>{formatDateTime(user.createdOn)}</td>
                  <td className={nowrap}>{user.lastActivity ? formatDateTime(user.lastActivity) : '—'}</td>
                  <td>
                    <div className={actions}>
                      <Link to={userPath(user.uuid)} aria-label={`View ${user.fullName}`}>
                        View
                      </Link>
                      <Link to={userEditPath(user.uuid)} aria-label={`Edit ${user.fullName}`}>
                        Edit
                      </Link>
                      <Button variant="outline" size="sm" aria-label={`Change roles of ${user.fullName}`} onClick={() => setRolesOf(user)}>
                        Roles
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`${user.active ? 'Disable' : 'Enable'} ${user.fullName}`}
                        onClick={() => setActiveOf(user)}
                      >
                        {user.active ? 'Disable' : 'Enable'}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager label="User pages" page={page} totalPages={totalPages} busy={fetching} onPage={setPage} />
      <RolesDialog key={rolesOf?.uuid} user={rolesOf} onClose={() => setRolesOf(null)} onSaved={reload} />
      <ActiveDialog user={activeOf} onClose={() => setActiveOf(null)} onSaved={reload} />
    </div>
  );
}
