// The room machine of one group hookup for the signed-in member, ticking once a second (spec §4, §9).
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { groupHookupRoomMachine, type GroupHookupRoomMachine } from '~/machines/groupHookupRoomMachine';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';

const TICK_MS = 1000;

export function useRoomClock(
  gh: Pick<GroupHookupData, 'startDate' | 'duration' | 'hostUUID' | 'isParticipant'>,
  viewerUUID: string,
  logic: GroupHookupRoomMachine = groupHookupRoomMachine,
) {
  const actor = useActorRef(logic, {
    input: {
      startDate: gh.startDate,
      durationMinutes: gh.duration,
      hostUUID: gh.hostUUID,
      viewerUUID,
      isParticipant: gh.isParticipant,
      now: Date.now(),
    },
  });

  useEffect(() => {
    const timer = setInterval(() => actor.send({ type: 'clock.tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [actor]);

  // attending or leaving (a mutation's answer or a live event) changes what the room allows
  useEffect(() => {
    actor.send({ type: 'participation.changed', isParticipant: gh.isParticipant });
  }, [actor, gh.isParticipant]);

  return actor;
}
