// One tile of the call: the participant's video (or their initials while there is none), their name, whether
// they are muted, the speaker's highlight, and — for the host and admins — the host's controls.
import { useEffect, useRef } from 'react';
import { Avatar } from '~/web/components/ui/avatar';
import type { Participant } from '~/web/lib/video/provider';
import { css, cx } from '~/web/styled-system/css';
import { MicOffIcon } from './callIcons';
import { HostMenu, type HostActions } from './HostMenu';

export interface VideoTileProps {
  participant: Pick<Participant, 'id' | 'name' | 'host' | 'audioMuted' | 'videoMuted' | 'muteLocked'>;
  stream: MediaStream | null;
  speaking: boolean;
  /** the member's own preview: mirrored, and never played back (no echo) */
  self?: boolean;
  hostActions?: HostActions;
}

const tile = css({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: 'l3',
  overflow: 'hidden',
  bg: 'gray.12',
  borderWidth: '3px',
  borderColor: 'transparent',
  transition: 'border-color 0.2s',
});
const speakingTile = css({ borderColor: 'accent.default' });
const video = css({ position: 'absolute', inset: '0', w: '100%', h: '100%', objectFit: 'cover' });
const label = css({
  position: 'absolute',
  left: '2',
  bottom: '2',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  maxW: 'calc(100% - 3.5rem)',
  px: '2',
  py: '0.5',
  borderRadius: 'l2',
  bg: 'rgba(0, 0, 0, 0.6)',
  color: 'white',
  textStyle: 'sm',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export function VideoTile({ participant: p, stream, speaking, self = false, hostActions }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  const showVideo = stream !== null && stream.getVideoTracks().length > 0 && !p.videoMuted;
  const name = self ? `${p.name} (you)` : p.name;

  return (
    <li className={cx(tile, speaking && speakingTile)} aria-label={name} data-participant={p.id} data-speaking={speaking || undefined}>
      {/* the video element also plays the participant's audio; one's own preview is muted */}
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={self}
        className={video}
        style={{ visibility: showVideo ? 'visible' : 'hidden', transform: self ? 'scaleX(-1)' : undefined }}
      />
      {!showVideo ? (
        <div className={css({ position: 'absolute', inset: '0', display: 'flex', alignItems: 'center', justifyContent: 'center' })}>
          <Avatar name={p.name} size="xl" />
        </div>
      ) : null}
      <span className={label}>
        {p.audioMuted ? <MicOffIcon width={14} height={14} aria-label="muted" role="img" aria-hidden={false} /> : null}
        {name}
        {p.host ? ' · host' : ''}
      </span>
      {hostActions && !self ? (
        <div className={css({ position: 'absolute', top: '2', right: '2' })}>
          <HostMenu participant={p} actions={hostActions} />
        </div>
      ) : null}
    </li>
  );
}
