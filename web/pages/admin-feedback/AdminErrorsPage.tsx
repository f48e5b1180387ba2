// /admin/errors (issue 18, spec §8): the route errors the error page reported, grouped by message, most frequent first.
import { useQuery } from 'urql';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { LinkButton } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { pageStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { ErrorReportsQuery } from './documents';

const cell = css({ textAlign: 'left', p: '2', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'top' });

export default function AdminErrorsPage() {
  usePageTitle('Error reports');
  const [{ data, fetching, error }] = useQuery({ query: ErrorReportsQuery, requestPolicy: 'cache-and-network' });
  const groups = data?.errorReports ?? [];

  return (
    <div className={pageStack}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <div>
          <Heading as="h1" size="2xl">
            Error reports
          </Heading>
          <Text tone="muted">Errors members met on a page, grouped by message. Emails, tokens and passwords are removed.</Text>
        </div>
        <LinkButton to="/admin/feedback" variant="outline">
          Feedback
        </LinkButton>
      </div>
      {error ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {fetching && !data ? <Spinner label="Loading error reports" /> : null}
      {data && groups.length === 0 ? <EmptyState title="No errors reported" description="Errors caught by the error page show here." /> : null}
      {groups.length > 0 ? (
        <div className={css({ overflowX: 'auto' })}>
          <table className={css({ w: '100%', borderCollapse: 'collapse', textStyle: 'sm' })}>
            <caption className={css({ srOnly: true })}>Reported errors</caption>
            <thead>
              <tr>
                <th scope="col" className={cell}>Message</th>
                <th scope="col" className={cell}>Count</th>
                <th scope="col" className={cell}>Last seen</th>
                <th scope="col" className={cell}>Last route</th>
                <th scope="col" className={cell}>Release</th>
                <th scope="col" className={cell}>Last steps</th>
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <tr key={group.message}>
                  <td className={cell}>{group.message}</td>
                  <td className={cell}>{group.count}</td>
                  <td className={cell}>{formatDateTime(group.lastSeenAt)}</td>
                  <td className={cell}>{group.lastRoute}</td>
                  <td className={cell}>{group.release}</td>
                  <td className={cell}>{group.breadcrumbs.slice(-5).join(' → ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
