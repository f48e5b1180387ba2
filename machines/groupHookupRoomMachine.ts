// The conferencing room of a group hookup (spec §4, §9): join from 5 minutes before the start, forced exit
// 10 minutes after start plus duration, attend before joining, the host is the member whose uuid is hostUUID.
// The status gate lives here too (issue 15): an APPROVED or COMPLETED group hookup has a room until closesAt,
// so the scheduler completing the session at its end does not eject anyone; any other status has no room.
// Pure: time and status arrive as input and events; leaving the room is an action the web app supplies.
import { assign, setup } from 'xstate';
import {
  hasClosed,
  hasOpened,
  hasRoom,
  isMember,
  roomContext,
  type ForcedExitReason,
  type GroupHookupRoomContext,
  type GroupHookupRoomEvent,
  type GroupHookupRoomInput,
  type GroupHookupRoomTag,
} from './groupHookupRoomRules';

export * from './groupHookupRoomRules';

const tickAt = (event: GroupHookupRoomEvent) => (event.type === 'clock.tick' ? event.now : Number.NaN);

export const groupHookupRoomMachine = setup({
  types: {
    context: {} as GroupHookupRoomContext,
    events: {} as GroupHookupRoomEvent,
    input: {} as GroupHookupRoomInput,
    tags: {} as GroupHookupRoomTag,
  },
  actions: {
    // The web app leaves the call and the room's presence (and tells the member why).
    forcedExit: (_, _params: { reason: ForcedExitReason }) => {},
    assignNow: assign({ now: ({ context, event }) => (event.type === 'clock.tick' ? event.now : context.now) }),
    assignStatus: assign({ status: ({ context, event }) => (event.type === 'status.changed' ? event.status : context.status) }),
    assignParticipation: assign({
      isParticipant: ({ context, event }) => (event.type === 'participation.changed' ? event.isParticipant : context.isParticipant),
    }),
  },
  guards: {
    // spec §4: only an approved group hookup (or a completed one, during its grace) has a room
    hasNoRoom: ({ context }) => !hasRoom(context.status),
    losesRoom: ({ event }) => event.type === 'status.changed' && !hasRoom(event.status),
    // spec §9: the session is over 10 minutes after its end
    isClosed: ({ context }) => hasClosed(context, context.now),
    // spec §4: join is allowed from 5 minutes before the start
    isOpen: ({ context }) => hasOpened(context, context.now),
    closesWithTick: ({ context, event }) => hasClosed(context, tickAt(event)),
    opensWithTick: ({ context, event }) => hasOpened(context, tickAt(event)),
    // spec §4: a member who is not yet a participant must attend before joining; the host never attends
    mayEnter: ({ context }) => isMember(context),
    isHost: ({ context }) => context.isHost,
    isParticipant: ({ context }) => context.isParticipant,
    losesParticipation: ({ context, event }) =>
      event.type === 'participation.changed' && !event.isParticipant && !context.isHost,
  },
}).createMachine({
  id: 'groupHookupRoom',
  type: 'parallel',
  context: ({ input }) => roomContext(input),
  states: {
    room: {
      initial: 'checking',
      states: {
        checking: {
          always: [
            { guard: 'hasNoRoom', target: 'noRoom' },
            { guard: 'isClosed', target: 'over' },
            { guard: 'isOpen', target: 'joinable' },
            { target: 'waiting' },
          ],
        },
        waiting: {
          tags: ['waiting'],
          on: {
            'clock.tick': [
              { guard: 'closesWithTick', target: 'over', actions: 'assignNow' },
              { guard: 'opensWithTick', target: 'joinable', actions: 'assignNow' },
              { actions: 'assignNow' },
            ],
            'status.changed': { target: 'checking', actions: 'assignStatus' },
            'room.ended': 'over',
          },
        },
        noRoom: {
          tags: ['noRoom'],
          on: {
            'clock.tick': { actions: 'assignNow' },
            'status.changed': { target: 'checking', actions: 'assignStatus' },
          },
        },
        joinable: {
          tags: ['joinable'],
          on: {
            'clock.tick': [{ guard: 'closesWithTick', target: 'over', actions: 'assignNow' }, { actions: 'assignNow' }],
            'room.join': { guard: 'mayEnter', target: 'inRoom' },
            'status.changed': { target: 'checking', actions: 'assignStatus' },
            'room.ended': 'over',
          },
        },
        inRoom: {
          tags: ['inRoom'],
          on: {
            'clock.tick': [
              // spec §4: the session is force-exited 10 minutes after start plus duration
              {
                guard: 'closesWithTick',
                target: 'over',
                actions: ['assignNow', { type: 'forcedExit', params: { reason: 'over' } }],
              },
              { actions: 'assignNow' },
            ],
            'room.leave': 'left',
            // issue 22: the host ended the session (or the media node closed it): everyone leaves at once
            'room.ended': { target: 'over', actions: { type: 'forcedExit', params: { reason: 'over' } } },
            // issue 15: COMPLETED keeps the member in until closesAt; a cancelled session puts them out
            'status.changed': [
              { guard: 'losesRoom', target: 'noRoom', actions: ['assignStatus', { type: 'forcedExit', params: { reason: 'noRoom' } }] },
              { actions: 'assignStatus' },
            ],
            // who is no longer a participant (left the group hookup, or it was cancelled for them) is put out
            'participation.changed': {
              guard: 'losesParticipation',
              target: 'joinable',
              actions: { type: 'forcedExit', params: { reason: 'notParticipant' } },
            },
          },
        },
        left: {
          tags: ['left', 'joinable'],
          on: {
            'clock.tick': [{ guard: 'closesWithTick', target: 'over', actions: 'assignNow' }, { actions: 'assignNow' }],
            'room.join': { guard: 'mayEnter', target: 'inRoom' },
            'status.changed': [{ guard: 'losesRoom', target: 'noRoom', actions: 'assignStatus' }, { actions: 'assignStatus' }],
            'room.ended': 'over',
          },
        },
        over: {
          tags: ['over'],
          on: { 'clock.tick': { actions: 'assignNow' }, 'status.changed': { actions: 'assignStatus' } },
        },
      },
    },
    membership: {
      initial: 'checking',
      on: { 'participation.changed': { target: '.checking', actions: 'assignParticipation' } },
      states: {
        checking: {
          always: [
            { guard: 'isHost', target: 'host' },
            { guard: 'isParticipant', target: 'participant' },
            { target: 'mustAttend' },
          ],
        },
        host: { tags: ['host'] },
        participant: { tags: ['participant'] },
        mustAttend: { tags: ['mustAttend'] },
      },
    },
  },
});

export type GroupHookupRoomMachine = typeof groupHookupRoomMachine;
