// A video call in the page (issue 22): get the camera and microphone (a device error means audio only, then
// listener, with a clear message), connect, live, reconnect when the connection is lost (an ICE restart first,
// then join again with the same token), and end — left, removed, ended by the host, refused, or the forced exit
// at closesAt with warnings at 5 and 1 minute(s) (spec §4, §9).
// Pure: the devices (`acquireMedia`) and the network (`connection`, a callback actor that reports
// `connection.*` events and takes ConnectionCommands) are actors the web app supplies with `.provide()`;
// time arrives as `clock.tick` events. Leaving the session state stops the connection actor: its cleanup
// says `leave` to the media node and closes the peer connection, whatever ended the call.
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import {
  cameraMessage,
  CALL_MESSAGES,
  hasClosed,
  iceRestartExpired,
  microphoneMessage,
  rejoinDue,
  warningAt,
  type CallContext,
  type CallEndReason,
  type CallEvent,
  type CallInput,
  type CallMedia,
  type CallTag,
  type ConnectionCommand,
  type ExitWarning,
} from './callRules';

export * from './callRules';

const unsupplied = (name: string) => async (): Promise<never> => {
  throw new Error(`callMachine: the "${name}" actor is supplied by the web app with .provide()`);
};

const tickAt = (event: CallEvent) => (event.type === 'clock.tick' ? event.now : Number.NaN);

export interface ConnectionInput {
  media: CallMedia;
}

export const callMachine = setup({
  types: {
    context: {} as CallContext,
    events: {} as CallEvent,
    input: {} as CallInput,
    tags: {} as CallTag,
  },
  actions: {
    // The web app shows the warning (a toast) before the forced exit.
    warn: (_, _params: { minutes: ExitWarning }) => {},
    // The web app tells the member what the host did to their microphone.
    notify: (_, _params: { message: string }) => {},
    assignNow: assign({ now: ({ context, event }) => (event.type === 'clock.tick' ? event.now : context.now) }),
    assignWarning: assign({ warning: ({ context, event }) => warningAt(context.closesAt, tickAt(event)) ?? context.warning }),
    assignMedia: assign({ media: (_, params: { media: CallMedia }) => params.media }),
    assignDeviceMessage: assign({ deviceMessage: (_, params: { message: string }) => params.message }),
    assignJoined: assign({
      closesAt: ({ context, event }) => (event.type === 'connection.joined' && event.closesAt !== undefined ? event.closesAt : context.closesAt),
      lostAt: null,
      rejoinedAt: null,
    }),
    assignLost: assign({ lostAt: ({ context }) => context.now }),
    assignRejoined: assign({ rejoinedAt: ({ context, event }) => (event.type === 'clock.tick' ? event.now : context.now) }),
    assignEnd: assign({ endReason: (_, params: { reason: CallEndReason }) => params.reason }),
    assignRefusal: assign({
      endReason: 'refused' as const,
      error: ({ event }) => (event.type === 'connection.refused' ? event.refusal.message : null),
    }),
    assignMutedByHost: assign({
      audioMuted: true,
      muteLocked: ({ event }) => event.type === 'connection.mutedByHost' && event.locked,
    }),
    assignUnlocked: assign({ muteLocked: false }),
    toggleMic: assign({ audioMuted: ({ context }) => !context.audioMuted }),
    toggleCamera: assign({ videoMuted: ({ context }) => !context.videoMuted }),
    tellMic: sendTo('connection', ({ context }): ConnectionCommand => ({ type: 'mute', kind: 'audio', muted: context.audioMuted })),
    tellCamera: sendTo('connection', ({ context }): ConnectionCommand => ({ type: 'mute', kind: 'video', muted: context.videoMuted })),
    restartIce: sendTo('connection', { type: 'ice.restart' } satisfies ConnectionCommand),
    rejoin: sendTo('connection', { type: 'rejoin' } satisfies ConnectionCommand),
  },
  guards: {
    // spec §9: the session is force-exited 10 minutes after its end
    closesWithTick: ({ context, event }) => hasClosed(context, tickAt(event)),
    warningDue: ({ context, event }) => {
      const due = warningAt(context.closesAt, tickAt(event));
      return due !== null && due !== context.warning;
    },
    iceRestartExpired: ({ context, event }) => iceRestartExpired(context, tickAt(event)),
    rejoinDue: ({ context, event }) => rejoinDue(context, tickAt(event)),
    // the media node refuses a removed member's rejoin with REMOVED: they were removed
    isRemovedRefusal: ({ event }) => event.type === 'connection.refused' && event.refusal.code === 'REMOVED',
    endedByHost: ({ event }) => event.type === 'connection.ended' && event.reason === 'host',
    isClosedRefusal: ({ event }) => event.type === 'connection.refused' && event.refusal.code === 'CLOSED',
    // issue 22: a member the host muted and locked cannot unmute themselves
    micLocked: ({ context }) => context.muteLocked && context.audioMuted,
    publishesAudio: ({ context }) => context.media !== 'listener',
    publishesVideo: ({ context }) => context.media === 'audioVideo',
  },
  actors: {
    acquireMedia: fromPromise<void, { audio: boolean; video: boolean }>(unsupplied('acquireMedia')),
    connection: fromCallback<ConnectionCommand, ConnectionInput>(() => {
      throw new Error('callMachine: the "connection" actor is supplied by the web app with .provide()');
    }),
  },
}).createMachine({
  id: 'call',
  context: ({ input }) => ({
    closesAt: input.closesAt,
    now: input.now,
    media: 'audioVideo',
    deviceMessage: null,
    audioMuted: false,
    videoMuted: false,
    muteLocked: false,
    lostAt: null,
    rejoinedAt: null,
    warning: null,
    endReason: null,
    error: null,
  }),
  initial: 'devices',
  on: {
    'call.leave': { target: '.ended.left', actions: { type: 'assignEnd', params: { reason: 'left' } } },
  },
  states: {
    devices: {
      tags: ['acquiring'],
      initial: 'audioVideo',
      on: {
        'clock.tick': [
          { guard: 'closesWithTick', target: '#call.ended.time', actions: ['assignNow', { type: 'assignEnd', params: { reason: 'time' } }] },
          { actions: 'assignNow' },
        ],
      },
      states: {
        audioVideo: {
          invoke: {
            id: 'acquireAudioVideo',
            src: 'acquireMedia',
            input: { audio: true, video: true },
            onDone: { target: '#call.session', actions: { type: 'assignMedia', params: { media: 'audioVideo' } } },
            // no camera, or no permission for it: try the microphone alone
            onError: { target: 'audioOnly', actions: { type: 'assignDeviceMessage', params: ({ event }) => ({ message: cameraMessage(event.error) }) } },
          },
        },
        audioOnly: {
          invoke: {
            id: 'acquireAudio',
            src: 'acquireMedia',
            input: { audio: true, video: false },
            onDone: { target: '#call.session', actions: { type: 'assignMedia', params: { media: 'audioOnly' } } },
            // no microphone either: listen only
            onError: {
              target: '#call.session',
              actions: [
                { type: 'assignMedia', params: { media: 'listener' } },
                { type: 'assignDeviceMessage', params: ({ event }) => ({ message: microphoneMessage(event.error) }) },
              ],
            },
          },
        },
      },
    },
    session: {
      invoke: { id: 'connection', src: 'connection', input: ({ context }) => ({ media: context.media }) },
      initial: 'connecting',
      on: {
        'clock.tick': [
          // spec §4: the forced exit, whatever the connection says
          { guard: 'closesWithTick', target: '#call.ended.time', actions: ['assignNow', { type: 'assignEnd', params: { reason: 'time' } }] },
          {
            guard: 'warningDue',
            actions: ['assignNow', 'assignWarning', { type: 'warn', params: ({ context, event }) => ({ minutes: warningAt(context.closesAt, tickAt(event))! }) }],
          },
          { actions: 'assignNow' },
        ],
        'connection.removed': { target: '#call.ended.removed', actions: { type: 'assignEnd', params: { reason: 'removed' } } },
        'connection.ended': [
          { guard: 'endedByHost', target: '#call.ended.host', actions: { type: 'assignEnd', params: { reason: 'host' } } },
          { target: '#call.ended.time', actions: { type: 'assignEnd', params: { reason: 'time' } } },
        ],
        'connection.refused': [
          { guard: 'isRemovedRefusal', target: '#call.ended.removed', actions: { type: 'assignEnd', params: { reason: 'removed' } } },
          { guard: 'isClosedRefusal', target: '#call.ended.time', actions: { type: 'assignEnd', params: { reason: 'time' } } },
          { target: '#call.ended.refused', actions: 'assignRefusal' },
        ],
        'connection.mutedByHost': {
          actions: [
            'assignMutedByHost',
            { type: 'notify', params: ({ event }) => ({ message: event.locked ? CALL_MESSAGES.muteLocked : CALL_MESSAGES.mutedByHost }) },
          ],
        },
        'connection.unlocked': { actions: 'assignUnlocked' },
        'mic.toggle': [
          { guard: 'micLocked', actions: { type: 'notify', params: { message: CALL_MESSAGES.muteLocked } } },
          { guard: 'publishesAudio', actions: ['toggleMic', 'tellMic'] },
        ],
        'camera.toggle': { guard: 'publishesVideo', actions: ['toggleCamera', 'tellCamera'] },
      },
      states: {
        connecting: {
          tags: ['connecting'],
          on: {
            'connection.joined': { target: 'live', actions: 'assignJoined' },
            'connection.lost': { target: 'reconnecting', actions: 'assignLost' },
          },
        },
        live: {
          tags: ['live'],
          on: { 'connection.lost': { target: 'reconnecting', actions: 'assignLost' } },
        },
        reconnecting: {
          tags: ['reconnecting'],
          initial: 'restartingIce',
          on: {
            'connection.joined': { target: 'live', actions: 'assignJoined' },
            'connection.restored': { target: 'live', actions: 'assignJoined' },
          },
          states: {
            // first the cheap way: an ICE restart on the same peer connection
            restartingIce: {
              entry: 'restartIce',
              on: {
                'clock.tick': [
                  { guard: 'closesWithTick', target: '#call.ended.time', actions: ['assignNow', { type: 'assignEnd', params: { reason: 'time' } }] },
                  { guard: 'iceRestartExpired', target: 'rejoining', actions: ['assignNow', 'assignRejoined', 'rejoin'] },
                ],
              },
            },
            // then join again with the same token: the media node replaces the old connection (a rejoin)
            rejoining: {
              on: {
                'clock.tick': [
                  { guard: 'closesWithTick', target: '#call.ended.time', actions: ['assignNow', { type: 'assignEnd', params: { reason: 'time' } }] },
                  { guard: 'rejoinDue', actions: ['assignNow', 'assignRejoined', 'rejoin'] },
                ],
              },
            },
          },
        },
      },
    },
    // one final state per reason, so a page reads the reason as a tag
    ended: {
      tags: ['ended'],
      initial: 'left',
      states: {
        left: { type: 'final' },
        removed: { type: 'final', tags: ['removed'] },
        host: { type: 'final', tags: ['endedByHost'] },
        time: { type: 'final', tags: ['timeUp'] },
        refused: { type: 'final', tags: ['refused'] },
      },
    },
  },
});

export type CallMachine = typeof callMachine;
