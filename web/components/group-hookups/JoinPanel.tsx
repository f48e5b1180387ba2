// The Join button of a group hookup and its countdown, as the room machine says (spec §4, §9): disabled
// with "Opens in …" before the window, "Attend to join" for who does not attend, "Join" → the room, and
// "This session is over." after it closes.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import { joinAction, msUntilOpen } from '~/machines/groupHookupRoomMachine';
import { Button } from '~/web/components/ui/button';
import { VideoIcon } from '~/web/components/ui/icons';
import { Text } from '~/web/components/ui/typography';
import { formatCountdown } from '~/web/lib/dates';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { stack } from '~/web/styled-system/patterns';
import { detailsPath } from '~/web/lib/paths';
import { prefetchGroupHookupRoomId } from '~/web/lib/video/roomId';
import { useRoomClock } from './useRoomClock';

export const roomPath = (uuid: string) => `${detailsPath(uuid)}/conferencing-room`;

export interface JoinPanelProps {
  groupHookup: GroupHookupData;
  viewerUUID: string;
  onAttend: () => void;
  attending: boolean;
}

export function JoinPanel({ groupHookup: gh, viewerUUID, onAttend, attending }: JoinPanelProps) {
  const navigate = useNavigate();
  const actor = useRoomClock(gh, viewerUUID);
  const action = useSelector(actor, joinAction);
  const over = useSelector(actor, (s) => s.hasTag('over'));
  const waiting = useSelector(actor, (s) => s.hasTag('waiting'));
  // whole seconds, so the page re-renders once a second and no more
  const secondsUntilOpen = useSelector(actor, (s) => Math.ceil(msUntilOpen(s) / 1000));
  const client = useClient();
  // Join is a click away: the room page's code and the room id come now, not after the click (issue 22: join time)
  useEffect(() => {
    if (action !== 'join') return;
    void import('~/web/pages/group-hookups/ConferencingRoomPage').catch(() => undefined);
    prefetchGroupHookupRoomId(client, gh.uuid);
  }, [action, client, gh.uuid]);

  if (over) return <Text tone="muted">{GROUP_HOOKUP.roomClosed}</Text>;

  if (action === 'attend') {
    const full = gh.slotsLeft <= 0;
    return (
      <div className={stack({ gap: '2', alignItems: 'flex-start' })}>
        <Button size="lg" onClick={onAttend} loading={attending} disabled={full}>
          <VideoIcon />
          Attend to join
        </Button>
        <Text tone="muted" size="sm">
          {full ? GROUP_HOOKUP.attendFull : GROUP_HOOKUP.attendFirst}
        </Text>
      </div>
    );
  }

  return (
    <div className={stack({ gap: '2', alignItems: 'flex-start' })}>
      <Button size="lg" disabled={action !== 'join'} onClick={() => navigate(roomPath(gh.uuid))}>
        <VideoIcon />
        Join
      </Button>
      {waiting ? (
        <Text tone="muted" size="sm" aria-live="off">
          Opens in {formatCountdown(secondsUntilOpen * 1000)}
        </Text>
      ) : (
        <Text tone="muted" size="sm">
          The room is open.
        </Text>
      )}
    </div>
  );
}
