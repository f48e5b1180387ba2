// Inside the room: presence in, a heartbeat every 20 s, presence out on leaving, and the video call (RoomStage).
// The room machine decides when the member must go (the window closes, the host ends the session — videoRoomEnded,
// live —, the session is cancelled, or they no longer attend); the call machine owns the call itself.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { GROUP_HOOKUP } from '~/common/messages/groupHookups';
import { graceEndsAt, groupHookupRoomMachine, type ForcedExitReason } from '~/machines/groupHookupRoomMachine';
import { detailsPath } from '~/web/lib/paths';
import { EnterRoomMutation, LeaveRoomMutation } from '~/web/components/group-hookups/documents';
import { useRoomClock, type RoomWindow } from '~/web/components/group-hookups/useRoomClock';
import { toaster } from '~/web/components/ui/toast';
import { errorCode, errorMessage } from '~/web/lib/errors';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { useVideoRoomEnded } from '~/web/lib/video/roomEnded';
import { RoomStage } from './RoomStage';

/** The room's presence lasts 45 s without a heartbeat (services/API.md); one every 20 s keeps it. */
export const ROOM_HEARTBEAT_MS = 20_000;
export const SESSION_OVER = 'The session is over.';

const EXIT_MESSAGES: Record<ForcedExitReason, string> = {
  over: SESSION_OVER,
  notParticipant: GROUP_HOOKUP.attendFirst,
  noRoom: GROUP_HOOKUP.attendNotOpen,
};

export interface RoomViewProps {
  groupHookup: GroupHookupData;
  viewerUUID: string;
  /** the member's name on their own tile */
  selfName: string;
  /** the room query's opensAt/closesAt */
  window: RoomWindow;
  /** the group hookup's video room id (useGroupHookupRoomId, asked beside the page's other queries), or why there is none */
  videoRoom: { roomId?: string; error?: string };
  /** the group hookup answer's eventCursor: the room's end is heard from it (a reconnect loses nothing) */
  eventCursor?: string | null;
  /** a reconnect with nothing to resume from: the page asks its group hookup again */
  onResync?: () => void;
}

export function RoomView({ groupHookup: gh, viewerUUID, selfName, window, videoRoom, eventCursor, onResync }: RoomViewProps) {
  const navigate = useNavigate();
  const back = useRef(() => navigate(detailsPath(gh.uuid), { replace: true }));
  back.current = () => navigate(detailsPath(gh.uuid), { replace: true });
  const [, enterRoom] = useMutation(EnterRoomMutation);
  const [, leaveRoom] = useMutation(LeaveRoomMutation);

  const logic = useMemo(
    () =>
      groupHookupRoomMachine.provide({
        actions: {
          forcedExit: (_, params) => {
            toaster.create({ title: EXIT_MESSAGES[params.reason], type: 'info' });
            back.current();
          },
        },
      }),
    [],
  );
  const actor = useRoomClock(gh, viewerUUID, logic, window);
  const inRoom = useSelector(actor, (s) => s.hasTag('inRoom'));
  // issue 22: the session ended (the host, or the media node at the window's end): everyone leaves at once
  useVideoRoomEnded(videoRoom.roomId ?? null, { after: eventCursor, onResync }, () => actor.send({ type: 'room.ended' }));
  const graceEnds = useSelector(actor, graceEndsAt);

  // on arrival: in when the window is open and the member hosts or attends; otherwise back with the reason
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    // StrictMode runs this twice: the second time the member is already in
    if (snapshot.hasTag('inRoom')) return;
    if (snapshot.hasTag('joinable') && !snapshot.hasTag('mustAttend')) {
      actor.send({ type: 'room.join' });
      return;
    }
    const reason = snapshot.hasTag('noRoom')
      ? GROUP_HOOKUP.attendNotOpen
      : snapshot.hasTag('over')
      ? GROUP_HOOKUP.roomClosed
      : snapshot.hasTag('mustAttend')
        ? GROUP_HOOKUP.attendFirst
        : GROUP_HOOKUP.roomNotOpen;
    toaster.create({ title: reason, type: 'info' });
    back.current();
  }, [actor]);

  // presence: enter, a heartbeat every 20 s, leave when the member goes (or the page unmounts)
  useEffect(() => {
    if (!inRoom) return;
    let active = true;
    const enter = async (heartbeat: boolean) => {
      const result = await enterRoom({ uuid: gh.uuid });
      if (!active || !result.error) return;
      // a heartbeat that did not get through (services busy or unreachable: no refusal code) is tried again at the
      // next beat; it must not end the member's call. A refusal (removed from the session, no longer open) does.
      if (heartbeat && [null, 'INTERNAL', 'RATE_LIMITED'].includes(errorCode(result.error))) return;
      toaster.create({ title: errorMessage(result.error), type: 'error' });
      back.current();
    };
    void enter(false);
    const heartbeat = setInterval(() => void enter(true), ROOM_HEARTBEAT_MS);
    return () => {
      active = false;
      clearInterval(heartbeat);
      void leaveRoom({ uuid: gh.uuid });
    };
  }, [inRoom, enterRoom, leaveRoom, gh.uuid]);

  const leave = () => {
    actor.send({ type: 'room.leave' });
    back.current();
  };

  return <RoomStage groupHookup={gh} videoRoom={videoRoom} inRoom={inRoom} graceEndsAt={graceEnds} selfName={selfName} onLeave={leave} />;
}
