// The call machine of one room for the signed-in member, with its actors: the devices (getUserMedia) and the
// connection (a VideoProvider: built-in unless a page passes another). The machine decides; this hook only
// carries events between it, the provider and the page, and keeps who is in the call (roomReducer).
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { IceServer } from '~/media/protocol';
import { callMachine, CALL_MESSAGES, type CallEvent, type ConnectionCommand, type ConnectionInput, type ExitWarning } from '~/machines/callMachine';
import { createBuiltInProvider } from './builtInProvider';
import { getLocalStream } from './devices';
import type { VideoEvent, VideoProvider } from './provider';
import { emptyRoom, roomReducer } from './roomState';
import { markJoinStep } from './timing';

export interface CallOptions {
  token: string;
  /** epoch ms: the room's forced exit */
  closesAt: number;
  iceServers: IceServer[];
  onWarn: (minutes: ExitWarning) => void;
  onNotify: (message: string) => void;
  createProvider?: () => VideoProvider;
}

const TICK_MS = 1000;

/** A provider event as the call machine hears it (or nothing, for what only the room state needs). */
function machineEventOf(event: VideoEvent): CallEvent | null {
  switch (event.type) {
    case 'joined':
      return { type: 'connection.joined', closesAt: event.closesAt };
    case 'lost':
      return { type: 'connection.lost' };
    case 'restored':
      return { type: 'connection.restored' };
    case 'refused':
      return { type: 'connection.refused', refusal: { code: event.code, message: event.message } };
    case 'removed':
      return { type: 'connection.removed' };
    case 'ended':
      return { type: 'connection.ended', reason: event.reason };
    case 'mutedByHost':
      return { type: 'connection.mutedByHost', locked: event.locked };
    default:
      return null;
  }
}

export function useCall({ token, closesAt, iceServers, onWarn, onNotify, createProvider = createBuiltInProvider }: CallOptions) {
  const provider = useMemo(() => createProvider(), [createProvider]);
  const localStream = useRef<MediaStream | null>(null);
  const [preview, setPreview] = useState<MediaStream | null>(null);
  const [room, dispatch] = useReducer(roomReducer, emptyRoom);
  const callbacks = useRef({ onWarn, onNotify });
  callbacks.current = { onWarn, onNotify };

  const logic = useMemo(
    () =>
      callMachine.provide({
        actors: {
          acquireMedia: fromPromise<void, { audio: boolean; video: boolean }>(async ({ input }) => {
            const stream = await getLocalStream(input);
            localStream.current = stream;
            markJoinStep('media');
            setPreview(stream);
          }),
          connection: fromCallback<ConnectionCommand, ConnectionInput>(({ input, sendBack, receive }) => {
            let selfId: string | null = null;
            const off = provider.on((event) => {
              if (event.type === 'joined') selfId = event.self.id;
              const machineEvent = machineEventOf(event);
              if (machineEvent) sendBack(machineEvent);
              // the host lifted the lock: the member may unmute themselves again
              if (event.type === 'participant.updated' && event.participant.id === selfId && !event.participant.muteLocked) {
                sendBack({ type: 'connection.unlocked' });
              }
              if (event.type === 'error' && event.code === 'MUTE_LOCKED') callbacks.current.onNotify(CALL_MESSAGES.muteLocked);
            });
            provider.join({ token, localStream: input.media === 'listener' ? null : localStream.current, iceServers });
            receive((command) => {
              if (command.type === 'ice.restart') provider.restartIce();
              else if (command.type === 'rejoin') provider.rejoin();
              else if (command.type === 'mute') provider.setMuted(command.kind, command.muted);
            });
            return () => {
              off();
              provider.leave();
            };
          }),
        },
        actions: {
          warn: (_, params) => callbacks.current.onWarn(params.minutes),
          notify: (_, params) => callbacks.current.onNotify(params.message),
        },
      }),
    // one machine per call: the token and the provider do not change during it
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [provider, token],
  );
  const actor = useActorRef(logic, { input: { closesAt, now: Date.now() } });

  // the room state follows every provider event
  useEffect(() => provider.on(dispatch), [provider]);

  useEffect(() => {
    const timer = setInterval(() => actor.send({ type: 'clock.tick', now: Date.now() }), TICK_MS);
    return () => clearInterval(timer);
  }, [actor]);

  const ended = useSelector(actor, (s) => s.hasTag('ended'));
  // the camera light goes off when the call ends or the page goes
  useEffect(() => {
    const stop = () => {
      for (const track of localStream.current?.getTracks() ?? []) track.stop();
    };
    if (ended) stop();
    return stop;
  }, [ended]);

  return { actor, provider, room, preview };
}
