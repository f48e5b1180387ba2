// /group-hookups/details/:uuid: the group hookup, its participants and what the member may do with it,
// kept current by the live events of this group hookup. An unknown uuid goes to /not-found.
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { GroupHookupActions } from '~/web/components/group-hookups/GroupHookupActions';
import { GroupHookupOverview } from '~/web/components/group-hookups/GroupHookupOverview';
import { ParticipantsList } from '~/web/components/group-hookups/ParticipantsList';
import { GroupHookupCategoriesQuery, GroupHookupQuery } from '~/web/components/group-hookups/documents';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { GroupHookupChatButton } from '~/web/components/chat/StartChatButton';
import { ChevronLeftIcon } from '~/web/components/ui/icons';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { getFragmentData } from '~/web/gql';
import { errorCode, errorMessage } from '~/web/lib/errors';
import { GroupHookupFields, type GroupHookupData } from '~/web/lib/groupHookupFields';
import { useGroupHookupEvents } from '~/web/lib/live';
import { useSession } from '~/web/lib/session';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

const BACK = (
  <Link to="/group-hookups" className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', textStyle: 'sm', alignSelf: 'flex-start' })}>
    <ChevronLeftIcon width={16} height={16} />
    All group hookups
  </Link>
);

export default function GroupHookupDetailsPage() {
  const { uuid = '' } = useParams();
  const { user } = useSession();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: GroupHookupQuery, variables: { uuid } });
  const [{ data: categoryData }] = useQuery({ query: GroupHookupCategoriesQuery });
  const [current, setCurrent] = useState<GroupHookupData | null>(null);

  useEffect(() => {
    setCurrent(data ? getFragmentData(GroupHookupFields, data.groupHookup) : null);
  }, [data]);

  const resync = () => reexecute({ requestPolicy: 'network-only' });
  // from the answer's eventCursor once it is shown: a change committed before the subscription is replayed, not lost
  const after = data?.groupHookup.eventCursor;
  useGroupHookupEvents({ uuid, pause: !uuid || !current, after, onResync: resync }, (event) => {
    if (event.groupHookup.uuid === uuid) setCurrent(event.groupHookup);
  });

  usePageTitle(current?.title ?? 'Group hookup');

  if (errorCode(error) === 'NOT_FOUND') return <Navigate to="/not-found" replace />;

  if (!current) {
    if (fetching || !error) return <Spinner size="lg" label="Loading the group hookup" />;
    return (
      <div className={stack({ gap: '4', alignItems: 'flex-start' })}>
        {BACK}
        <Alert status="error" title="We could not load this group hookup.">
          {errorMessage(error)}
        </Alert>
        <Button variant="outline" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className={stack({ gap: '6' })}>
      {BACK}
      <GroupHookupOverview
        groupHookup={current}
        categories={categoryData?.categories}
        actions={
          user ? (
            <>
              <GroupHookupActions groupHookup={current} viewer={user} />
              {/* its conversation is for the host and the participants (services/API.md § Chat) */}
              {current.isParticipant || current.hostUUID === user.uuid ? (
                <div>
                  <GroupHookupChatButton groupHookupUUID={current.uuid} />
                </div>
              ) : null}
            </>
          ) : null
        }
      >
        <ParticipantsList participants={current.participants} />
      </GroupHookupOverview>
    </div>
  );
}
