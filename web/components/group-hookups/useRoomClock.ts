// The room machine of one group hookup for the signed-in member, ticking once a second (spec §4, §9).
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { groupHookupRoomMachine, type GroupHookupRoomMachine, type GroupHookupStatus } from '~/machines/groupHookupRoomMachine';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';

const TICK_MS = 1000;

/** The room query's window (ISO 8601); without it the machine computes it from startDate and duration. */
export interface RoomWindow {
  opensAt: string;
  closesAt: string;
}

export function useRoomClock(
  gh: Pick<GroupHookupData, 'startDate' | 'duration' | 'hostUUID' | 'isParticipant' | 'status'>,
  viewerUUID: string,
  logic: GroupHookupRoomMachine = groupHookupRoomMachine,
  window?: RoomWindow,
) {
  const status = gh.status as GroupHookupStatus;
  const actor = useActorRef(logic, {
    input: {
      ...(window ? { opensAt: window.opensAt, closesAt: window.closesAt } : { startDate: gh.startDate, durationMinutes: gh.duration }),
      status,
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

  // the scheduler completing the session, or a cancel, arrives as a live event (issue 15: the machine decides)
  useEffect(() => {
    actor.send({ type: 'status.changed', status });
  }, [actor, status]);

  return actor;
}
