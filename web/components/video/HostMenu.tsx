// The host's (and admins') controls on a participant's tile (issue 22): mute, mute and lock, unlock, remove.
// The menu opens in a portal: inside the tile (overflow hidden, so the video keeps its rounded corners) its items
// were clipped to the tile, and on a small tile or at 480 px a click meant for an item landed on the video beside
// it, which Ark reads as a click outside: the menu closed under the host's click.
import { Portal } from '@ark-ui/react/portal';
import { Menu } from '~/web/components/ui/menu';
import type { Participant } from '~/web/lib/video/provider';
import { css } from '~/web/styled-system/css';
import { MoreIcon } from './callIcons';

export interface HostActions {
  mute: (participantId: string, lock: boolean) => void;
  unlock: (participantId: string) => void;
  remove: (participantId: string) => void;
}

export function HostMenu({ participant: p, actions }: { participant: Pick<Participant, 'id' | 'name' | 'audioMuted' | 'muteLocked'>; actions: HostActions }) {
  return (
    <Menu.Root
      onSelect={({ value }) => {
        if (value === 'mute') actions.mute(p.id, false);
        else if (value === 'lock') actions.mute(p.id, true);
        else if (value === 'unlock') actions.unlock(p.id);
        else if (value === 'remove') actions.remove(p.id);
      }}
    >
      <Menu.Trigger
        aria-label={`Host controls for ${p.name}`}
        className={css({ display: 'inline-flex', p: '1.5', borderRadius: 'full', bg: 'rgba(0, 0, 0, 0.6)', color: 'white', cursor: 'pointer' })}
      >
        <MoreIcon width={18} height={18} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {!p.audioMuted ? <Menu.Item value="mute">Mute</Menu.Item> : null}
            {!p.muteLocked ? <Menu.Item value="lock">Mute and lock</Menu.Item> : <Menu.Item value="unlock">Allow to unmute</Menu.Item>}
            <Menu.Item value="remove">Remove from the session</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
