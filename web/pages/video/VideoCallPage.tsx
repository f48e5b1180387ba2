// /video/:videoCallId (spec §2): the one-to-one call of a hookup, for its two participants from 5 minutes before
// the start to 10 minutes after the end (issue 22; services refuse the token otherwise and say why). When the room
// ends (its window closed on the media node: videoRoomEnded, live) the member goes back to their hookups at once.
import { useNavigate, useParams } from 'react-router';
import { CALL_MESSAGES } from '~/machines/callMachine';
import { TIMESLOTS_PATH } from '~/web/components/hookups/display';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { CallStage } from '~/web/components/video/CallStage';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Heading } from '~/web/components/ui/typography';
import { useSession } from '~/web/lib/session';
import { useVideoRoomEnded } from '~/web/lib/video/roomEnded';
import { useVideoToken } from '~/web/lib/video/token';
import { Stack } from '~/web/styled-system/jsx';

const back = { to: TIMESLOTS_PATH, label: 'Back to your hookups' };

export default function VideoCallPage() {
  const { videoCallId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const { token, error } = useVideoToken(videoCallId);
  usePageTitle('Video call');
  // from the token's cursor: an end before it refuses the token itself, an end after it is heard even across a reconnect
  useVideoRoomEnded(token ? videoCallId : null, { after: token?.eventCursor }, () => {
    toaster.create({ title: CALL_MESSAGES.endedByTime, type: 'info' });
    navigate(back.to, { replace: true });
  });

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        Video call
      </Heading>
      {error ? (
        <Stack gap="3" align="flex-start">
          <Alert status="error" title="You cannot join this call.">
            {error}
          </Alert>
          <Link to={back.to}>{back.label}</Link>
        </Stack>
      ) : !token || !user ? (
        <Spinner size="lg" label="Opening the call" />
      ) : (
        <CallStage
          token={token.token}
          closesAt={token.closesAt}
          iceServers={token.iceServers}
          selfName={user.fullName}
          hostControls={false}
          back={back}
          onLeave={() => navigate(back.to)}
        />
      )}
    </Stack>
  );
}
