// The member's own controls: microphone and camera on/off, which device, leave — and for the host, end for all.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { callMachine } from '~/machines/callMachine';
import { Button, IconButton } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { deviceTrack, listDevices, type DeviceChoice } from '~/web/lib/video/devices';
import type { MediaKind, VideoProvider } from '~/web/lib/video/provider';
import { css } from '~/web/styled-system/css';
import { HStack } from '~/web/styled-system/jsx';
import { CameraIcon, CameraOffIcon, LeaveCallIcon, MicIcon, MicOffIcon } from './callIcons';

export interface CallControlsProps {
  actor: ActorRefFrom<typeof callMachine>;
  provider: VideoProvider;
  hostControls: boolean;
  onLeave: () => void;
}

const select = css({
  h: '10',
  px: '2',
  maxW: '14rem',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  bg: 'bg.default',
  color: 'fg.default',
  textStyle: 'sm',
});

function DeviceSelect({ kind, provider }: { kind: MediaKind; provider: VideoProvider }) {
  const [devices, setDevices] = useState<DeviceChoice[]>([]);
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    let active = true;
    void listDevices(kind).then((list) => active && setDevices(list));
    return () => {
      active = false;
    };
  }, [kind]);
  if (devices.length < 2) return null;
  const label = kind === 'audio' ? 'Microphone' : 'Camera';
  return (
    <select
      aria-label={label}
      className={select}
      value={chosen}
      onChange={(event) => {
        const deviceId = event.target.value;
        setChosen(deviceId);
        void deviceTrack(kind, deviceId).then((track) => provider.replaceTrack(kind, track));
      }}
    >
      <option value="">{label}: default</option>
      {devices.map((d) => (
        <option key={d.deviceId} value={d.deviceId}>
          {d.label}
        </option>
      ))}
    </select>
  );
}

export function CallControls({ actor, provider, hostControls, onLeave }: CallControlsProps) {
  const media = useSelector(actor, (s) => s.context.media);
  const audioMuted = useSelector(actor, (s) => s.context.audioMuted);
  const videoMuted = useSelector(actor, (s) => s.context.videoMuted);
  const locked = useSelector(actor, (s) => s.context.muteLocked);
  const [ending, setEnding] = useState(false);

  return (
    <HStack gap="2" flexWrap="wrap" justify="center" aria-label="Call controls" role="toolbar">
      <IconButton
        variant={audioMuted ? 'danger' : 'outline'}
        aria-label={audioMuted ? 'Unmute microphone' : 'Mute microphone'}
        aria-pressed={audioMuted}
        disabled={media === 'listener'}
        title={locked ? 'The host muted you' : undefined}
        onClick={() => actor.send({ type: 'mic.toggle' })}
      >
        {audioMuted || media === 'listener' ? <MicOffIcon /> : <MicIcon />}
      </IconButton>
      <IconButton
        variant={videoMuted ? 'danger' : 'outline'}
        aria-label={videoMuted ? 'Turn camera on' : 'Turn camera off'}
        aria-pressed={videoMuted}
        disabled={media !== 'audioVideo'}
        onClick={() => actor.send({ type: 'camera.toggle' })}
      >
        {videoMuted || media !== 'audioVideo' ? <CameraOffIcon /> : <CameraIcon />}
      </IconButton>
      {media !== 'listener' ? <DeviceSelect kind="audio" provider={provider} /> : null}
      {media === 'audioVideo' ? <DeviceSelect kind="video" provider={provider} /> : null}
      <Button variant="danger" onClick={onLeave}>
        <LeaveCallIcon />
        Leave
      </Button>
      {hostControls ? (
        <>
          <Button variant="outline" onClick={() => setEnding(true)}>
            End for everyone
          </Button>
          <ConfirmDialog
            open={ending}
            onOpenChange={setEnding}
            title="End the session for everyone?"
            description="Everyone leaves the call now, and nobody can join it again."
            confirmLabel="End for everyone"
            onConfirm={async () => {
              provider.host.end();
              return null;
            }}
          />
        </>
      ) : null}
    </HStack>
  );
}
