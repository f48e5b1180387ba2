// /guest/group-hookups/details/:uuid: the public details of a group hookup (GET group-hookup/public), with a
// call to log in and attend. Unknown and private ones answer NOT_FOUND and go to /not-found.
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { detailsPath } from '~/web/lib/paths';
import { GroupHookupOverview } from '~/web/components/group-hookups/GroupHookupOverview';
import { PublicGroupHookupQuery } from '~/web/components/group-hookups/documents';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { errorCode, errorMessage } from '~/web/lib/errors';
import { GroupHookupFields } from '~/web/lib/groupHookupFields';
import { stack } from '~/web/styled-system/patterns';
import { button } from '~/web/styled-system/recipes';

export const attendLoginPath = (uuid: string) => `/login?next=${encodeURIComponent(detailsPath(uuid))}`;

export default function GuestGroupHookupPage() {
  const { uuid = '' } = useParams();
  const [{ data, fetching, error }] = useQuery({ query: PublicGroupHookupQuery, variables: { uuid } });
  const gh = data ? getFragmentData(GroupHookupFields, data.publicGroupHookup) : null;
  usePageTitle(gh?.title ?? 'Group hookup');

  if (errorCode(error) === 'NOT_FOUND' || (gh && gh.private)) return <Navigate to="/not-found" replace />;
  if (!gh) {
    if (fetching || !error) return <Spinner size="lg" label="Loading the group hookup" />;
    return (
      <Alert status="error" title="We could not load this group hookup.">
        {errorMessage(error)}
      </Alert>
    );
  }

  const open = gh.status === 'APPROVED';
  return (
    <GroupHookupOverview
      groupHookup={gh}
      actions={
        <div className={stack({ gap: '2', alignItems: 'flex-start', pt: '2' })}>
          {open ? (
            <>
              <RouterLink to={attendLoginPath(gh.uuid)} className={button({ size: 'lg' })}>
                Log in to attend
              </RouterLink>
              <Text tone="muted" size="sm">
                New here?{' '}
                <Link to="/register">Sign up</Link>{' '}
                to meet other sales professionals.
              </Text>
            </>
          ) : (
            <Text tone="muted">This group hookup has ended.</Text>
          )}
        </div>
      }
    />
  );
}
