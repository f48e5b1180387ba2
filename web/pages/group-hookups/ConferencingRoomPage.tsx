// /group-hookups/details/:uuid/conferencing-room: the group hookup and its room's window (the room query,
// as services enforce it), then the room machine decides who may be here and until when (spec §4, §9;
// issue 15: no status check of its own here). A room services refuse (attend first, not found) sends the
// member back to the details page with services' reason.
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { detailsPath } from '~/web/lib/paths';
import { GroupHookupQuery } from '~/web/components/group-hookups/documents';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { getFragmentData } from '~/web/gql';
import { errorCode, errorMessage } from '~/web/lib/errors';
import { GroupHookupFields, type GroupHookupData } from '~/web/lib/groupHookupFields';
import { RoomQuery, useGroupHookupEvents } from '~/web/lib/live';
import { useSession } from '~/web/lib/session';
import { useGroupHookupRoomId } from '~/web/lib/video/token';
import { RoomView } from './RoomView';

export default function ConferencingRoomPage() {
  const { uuid = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const [{ data, error }, reexecute] = useQuery({ query: GroupHookupQuery, variables: { uuid }, requestPolicy: 'network-only' });
  const [{ data: roomData, error: roomError }] = useQuery({ query: RoomQuery, variables: { uuid }, requestPolicy: 'network-only' });
  // asked now, not once the room view shows: the call's token waits for it (issue 22: join time)
  const videoRoom = useGroupHookupRoomId(uuid);
  const [current, setCurrent] = useState<GroupHookupData | null>(null);

  useEffect(() => {
    if (data) setCurrent(getFragmentData(GroupHookupFields, data.groupHookup));
  }, [data]);

  // a completion, a cancel or a leave elsewhere reaches the room machine as status.changed / participation.changed.
  // From the answer's eventCursor, as the details page: the socket is down for a moment at each token expiry, and an
  // event committed then (the scheduler's COMPLETED at the end) is replayed on the reconnect instead of lost (issue 15).
  const after = data?.groupHookup.eventCursor;
  const resync = () => reexecute({ requestPolicy: 'network-only' });
  useGroupHookupEvents({ uuid, pause: !uuid || !data, after, onResync: resync }, (event) => {
    if (event.groupHookup.uuid === uuid) setCurrent(event.groupHookup);
  });

  usePageTitle(current ? `${current.title} · Room` : 'Conferencing room');

  // services refuse the room to who may not see it (403 "attend first"): back to the details with that reason
  const refused = roomError && !error && errorCode(roomError) !== 'NOT_FOUND';
  useEffect(() => {
    if (!refused) return;
    toaster.create({ title: errorMessage(roomError), type: 'info' });
    navigate(detailsPath(uuid), { replace: true });
  }, [refused, roomError, navigate, uuid]);

  if (errorCode(error) === 'NOT_FOUND' || errorCode(roomError) === 'NOT_FOUND') return <Navigate to="/not-found" replace />;
  if (error && !current) {
    return (
      <Alert status="error" title="We could not open the room.">
        {errorMessage(error)}
      </Alert>
    );
  }
  const room = roomData?.room;
  if (!current || !user || !room) return <Spinner size="lg" label="Opening the room" />;
  return (
    <RoomView
      groupHookup={current}
      viewerUUID={user.uuid}
      selfName={user.fullName}
      window={{ opensAt: room.opensAt, closesAt: room.closesAt }}
      videoRoom={videoRoom}
      eventCursor={after}
      onResync={resync}
    />
  );
}
