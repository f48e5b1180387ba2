// Who is in the call, and who is muted (issue 22).
import { Heading } from '~/web/components/ui/typography';
import type { Participant } from '~/web/lib/video/provider';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { Stack } from '~/web/styled-system/jsx';
import { MicIcon, MicOffIcon } from './callIcons';

export function ParticipantList({ self, participants }: { self: Participant | null; participants: Participant[] }) {
  const everyone = self ? [self, ...participants] : participants;
  return (
    <Stack gap="2" as="section" aria-labelledby="call-participants">
      <Heading as="h2" size="md" id="call-participants">
        In the call ({everyone.length})
      </Heading>
      <ul className={stack({ gap: '1' })}>
        {everyone.map((p) => (
          <li key={p.id} className={hstack({ gap: '2', justifyContent: 'space-between', textStyle: 'sm' })}>
            <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
              {p.name}
              {p.id === self?.id ? ' (you)' : ''}
              {p.host ? <span className={css({ color: 'fg.muted' })}> · host</span> : null}
            </span>
            <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', color: p.audioMuted ? 'danger.default' : 'fg.muted', flexShrink: 0 })}>
              {p.audioMuted ? <MicOffIcon width={16} height={16} /> : <MicIcon width={16} height={16} />}
              {p.audioMuted ? (p.muteLocked ? 'muted by the host' : 'muted') : <span className={css({ srOnly: true })}>unmuted</span>}
            </span>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
