// A video call on a page (issue 22): the state in words (getting devices, connecting, reconnecting, removed,
// ended), the countdown to the forced exit with warnings at 5 and 1 minute(s), the grid of tiles with one's own
// preview and the speaker highlighted, the controls, and who is in the call. Used by the group room and by
// /video/:videoCallId; the call machine decides, this only shows it.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { callPhase, CALL_MESSAGES, endMessage, msUntilClose } from '~/machines/callMachine';
import type { IceServer } from '~/media/protocol';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Text } from '~/web/components/ui/typography';
import { formatCountdown } from '~/web/lib/dates';
import { useSpeaker } from '~/web/lib/video/audioLevels';
import { visibleTiles } from '~/web/lib/video/roomState';
import { useCall } from '~/web/lib/video/useCall';
import { css } from '~/web/styled-system/css';
import { Grid, Stack } from '~/web/styled-system/jsx';
import { CallControls } from './CallControls';
import { ParticipantList } from './ParticipantList';
import { VideoTile } from './VideoTile';

export interface CallStageProps {
  token: string;
  /** epoch ms: the forced exit */
  closesAt: number;
  iceServers: IceServer[];
  /** the member's name on their own tile until the media node names them */
  selfName: string;
  /** may use the host's controls: the token's grants say so, and the media node enforces them */
  hostControls: boolean;
  /** where "leave" and the end of the call lead back to */
  back: { to: string; label: string };
  onLeave: () => void;
}

const MINUTE_MS = 60_000;

export function CallStage({ token, closesAt, iceServers, selfName, hostControls, back, onLeave }: CallStageProps) {
  const call = useCall({
    token,
    closesAt,
    iceServers,
    onWarn: (minutes) => toaster.create({ title: minutes === 5 ? CALL_MESSAGES.warning5 : CALL_MESSAGES.warning1, type: 'warning' }),
    onNotify: (message) => toaster.create({ title: message, type: 'info' }),
  });
  const { actor, provider, room, preview } = call;
  const phase = useSelector(actor, callPhase);
  const ended = useSelector(actor, (s) => (s.hasTag('ended') ? endMessage(s.context) : null));
  const deviceMessage = useSelector(actor, (s) => s.context.deviceMessage);
  const secondsLeft = useSelector(actor, (s) => Math.ceil(msUntilClose(s) / 1000));
  const audioMuted = useSelector(actor, (s) => s.context.audioMuted);
  const videoMuted = useSelector(actor, (s) => s.context.videoMuted || s.context.media !== 'audioVideo');

  const speakerStreams = useMemo(() => room.streams, [room.streams]);
  const speaker = useSpeaker(speakerStreams);
  const tiles = useMemo(() => visibleTiles(room.participants, speaker).join(','), [room.participants, speaker]);
  useEffect(() => {
    if (phase === 'live') provider.subscribe(tiles ? tiles.split(',') : []);
  }, [phase, provider, tiles]);

  if (ended !== null) {
    return (
      <Stack gap="4" align="flex-start" role="status">
        <Alert status={phase === 'ended' && actor.getSnapshot().hasTag('refused') ? 'error' : 'info'} title={ended ?? CALL_MESSAGES.endedByTime} />
        <Link to={back.to}>{back.label}</Link>
      </Stack>
    );
  }

  const self = room.self ?? { id: 'self', name: selfName, host: hostControls, audioMuted, videoMuted, muteLocked: false };
  const hostActions = hostControls ? provider.host : undefined;
  const closingSoon = secondsLeft * 1000 <= 5 * MINUTE_MS;

  return (
    <Stack gap="4">
      <Text tone="muted" aria-live="off">
        The call closes in{' '}
        <span className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold', color: closingSoon ? 'danger.default' : 'fg.default' })}>
          {formatCountdown(secondsLeft * 1000)}
        </span>
      </Text>
      {phase === 'acquiring' ? <Spinner label="Getting your camera and microphone" /> : null}
      {phase === 'connecting' ? <Spinner label="Connecting to the call" /> : null}
      {phase === 'reconnecting' ? (
        <Alert status="info" title="Reconnecting…">
          Your connection dropped. We are getting you back in.
        </Alert>
      ) : null}
      {deviceMessage ? <Alert status="info">{deviceMessage}</Alert> : null}
      <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: '1fr 16rem' }, alignItems: 'start' })}>
        <Grid as="ul" gap="3" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', xl: room.participants.length >= 4 ? 'repeat(3, 1fr)' : 'repeat(2, 1fr)' }} aria-label="Video tiles">
          <VideoTile participant={{ ...self, audioMuted, videoMuted }} stream={preview} speaking={false} self />
          {room.participants.map((p) => (
            <VideoTile key={p.id} participant={p} stream={room.streams[p.id] ?? null} speaking={speaker === p.id} hostActions={hostActions} />
          ))}
        </Grid>
        <ParticipantList self={room.self} participants={room.participants} />
      </div>
      <CallControls
        actor={actor}
        provider={provider}
        hostControls={hostControls}
        onLeave={() => {
          actor.send({ type: 'call.leave' });
          onLeave();
        }}
      />
    </Stack>
  );
}
