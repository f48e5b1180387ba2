// /group-hookups/details/:uuid/conferencing-room: gated by the room machine (spec §4, §9). Who may not be
// here yet (or any more) goes back to the details page with the reason.
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { GROUP_HOOKUP } from '~/common/messages';
import { detailsPath } from '~/web/components/group-hookups/GroupHookupCard';
import { GroupHookupQuery } from '~/web/components/group-hookups/documents';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { getFragmentData } from '~/web/gql';
import { errorCode, errorMessage } from '~/web/lib/errors';
import { GroupHookupFields, type GroupHookupData } from '~/web/lib/groupHookupFields';
import { useGroupHookupEvents } from '~/web/lib/live';
import { useSession } from '~/web/lib/session';
import { RoomView } from './RoomView';

export default function ConferencingRoomPage() {
  const { uuid = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const [{ data, error }] = useQuery({ query: GroupHookupQuery, variables: { uuid }, requestPolicy: 'network-only' });
  const [current, setCurrent] = useState<GroupHookupData | null>(null);

  useEffect(() => {
    if (data) setCurrent(getFragmentData(GroupHookupFields, data.groupHookup));
  }, [data]);

  // a cancel or a leave elsewhere reaches the room machine as participation.changed
  useGroupHookupEvents({ uuid, pause: !uuid }, (event) => {
    if (event.groupHookup.uuid === uuid) setCurrent(event.groupHookup);
  });

  usePageTitle(current ? `${current.title} · Room` : 'Conferencing room');

  useEffect(() => {
    if (!current || current.status === 'APPROVED') return;
    toaster.create({ title: current.status === 'COMPLETED' ? GROUP_HOOKUP.roomClosed : GROUP_HOOKUP.attendNotOpen, type: 'info' });
    navigate(detailsPath(uuid), { replace: true });
  }, [current, navigate, uuid]);

  if (errorCode(error) === 'NOT_FOUND') return <Navigate to="/not-found" replace />;
  if (error && !current) {
    return (
      <Alert status="error" title="We could not open the room.">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (!current || !user || current.status !== 'APPROVED') return <Spinner size="lg" label="Opening the room" />;
  return <RoomView groupHookup={current} viewerUUID={user.uuid} />;
}
