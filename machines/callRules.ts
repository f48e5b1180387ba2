// Types, messages and rules of a video call in the page (issue 22): which media the member joins with after a
// device error, when a lost connection stops waiting for an ICE restart and rejoins, and the warnings before
// the forced exit at the room's closesAt (spec §4, §9: 10 minutes after the end).
import { VIDEO } from '~/common/messages';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** How long an ICE restart may take to bring a lost connection back before the call joins again. */
export const ICE_RESTART_GRACE_MS = 5 * SECOND_MS;
/** Between two attempts to join again while the connection stays lost. */
export const REJOIN_INTERVAL_MS = 3 * SECOND_MS;
/** issue 22: a countdown to the forced exit with a warning at 5 and at 1 minute(s). */
export const EXIT_WARNINGS_MINUTES = [5, 1] as const;
export type ExitWarning = (typeof EXIT_WARNINGS_MINUTES)[number];

/** What the member publishes: camera and microphone, the microphone only, or nothing (a listener). */
export type CallMedia = 'audioVideo' | 'audioOnly' | 'listener';

/** Why the call ended. */
export type CallEndReason = 'left' | 'host' | 'time' | 'removed' | 'refused';

export const CALL_MESSAGES = {
  noCamera: 'No camera was found, so you joined with audio only.',
  cameraDenied: 'Camera access was denied, so you joined with audio only. Allow it in the browser to be seen.',
  noMicrophone: 'No microphone was found, so you joined as a listener.',
  microphoneDenied: 'Microphone access was denied, so you joined as a listener. Allow it in the browser to speak.',
  deviceBusy: 'Your camera or microphone is in use by another application.',
  // the words services and the media node use for the same ends
  removed: VIDEO.removed,
  endedByHost: VIDEO.ended,
  endedByTime: VIDEO.closed,
  left: 'You left the call.',
  warning5: 'The session closes in 5 minutes.',
  warning1: 'The session closes in 1 minute.',
  muteLocked: 'The host muted you. You cannot unmute yourself.',
  mutedByHost: 'The host muted your microphone.',
} as const;

export interface CallInput {
  /** epoch ms: the room's forced exit (the token's exp, the room query's closesAt) */
  closesAt: number;
  /** epoch ms: the machine never reads a clock itself */
  now: number;
}

/** A refusal or error as the connection reports it (the signalling protocol's `error` codes). */
export interface CallRefusal {
  code: string;
  message: string;
}

export interface CallContext {
  closesAt: number;
  now: number;
  media: CallMedia;
  /** what went wrong with the devices, told to the member once they are in */
  deviceMessage: string | null;
  audioMuted: boolean;
  videoMuted: boolean;
  /** the host muted the member and locked it: they cannot unmute themselves */
  muteLocked: boolean;
  /** when the connection was lost (epoch ms), while reconnecting */
  lostAt: number | null;
  /** when the call last tried to join again (epoch ms) */
  rejoinedAt: number | null;
  /** the last warning given before the forced exit */
  warning: ExitWarning | null;
  endReason: CallEndReason | null;
  /** services' or the media node's words for a refusal */
  error: string | null;
}

export type CallEvent =
  /** the web app's clock, e.g. once a second */
  | { type: 'clock.tick'; now: number }
  // the connection (signalling + peer connection), an actor the web app supplies
  | { type: 'connection.joined'; closesAt?: number }
  | { type: 'connection.lost' }
  | { type: 'connection.restored' }
  | { type: 'connection.refused'; refusal: CallRefusal }
  | { type: 'connection.removed' }
  | { type: 'connection.ended'; reason: 'host' | 'time' }
  | { type: 'connection.mutedByHost'; locked: boolean }
  | { type: 'connection.unlocked' }
  // the member
  | { type: 'mic.toggle' }
  | { type: 'camera.toggle' }
  | { type: 'call.leave' };

/** What the machine asks of the connection actor. */
export type ConnectionCommand =
  | { type: 'ice.restart' }
  | { type: 'rejoin' }
  | { type: 'mute'; kind: 'audio' | 'video'; muted: boolean };

export type CallTag =
  | 'acquiring'
  | 'connecting'
  | 'live'
  | 'reconnecting'
  | 'ended'
  | 'removed'
  | 'endedByHost'
  | 'timeUp'
  | 'refused'
  /** a warning before the forced exit is showing */
  | 'closingSoon';

/** A getUserMedia failure as the web's media actor reports it: a DOMException's name. */
export interface DeviceError {
  name: string;
}

const deviceErrorName = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'name' in error ? String((error as DeviceError).name) : '';

/** No such device, or none that satisfies the constraints. */
const isMissing = (name: string) => name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError';
const isDenied = (name: string) => name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError';

/** Why the camera could not be used: the member goes on with audio only. */
export function cameraMessage(error: unknown): string {
  const name = deviceErrorName(error);
  if (isDenied(name)) return CALL_MESSAGES.cameraDenied;
  if (isMissing(name)) return CALL_MESSAGES.noCamera;
  return CALL_MESSAGES.deviceBusy;
}

/** Why the microphone could not be used either: the member goes on as a listener. */
export function microphoneMessage(error: unknown): string {
  const name = deviceErrorName(error);
  if (isDenied(name)) return CALL_MESSAGES.microphoneDenied;
  if (isMissing(name)) return CALL_MESSAGES.noMicrophone;
  return CALL_MESSAGES.deviceBusy;
}

/** The warning due at `now` (the smallest threshold already reached), or null when none is. */
export function warningAt(closesAt: number, now: number): ExitWarning | null {
  const left = closesAt - now;
  let due: ExitWarning | null = null;
  for (const minutes of EXIT_WARNINGS_MINUTES) if (left <= minutes * MINUTE_MS) due = minutes;
  return due;
}

export const hasClosed = (context: Pick<CallContext, 'closesAt'>, now: number): boolean => now >= context.closesAt;

/** ms until the forced exit (0 once it passed). */
export const msUntilClose = ({ context }: { context: CallContext }): number => Math.max(0, context.closesAt - context.now);

/** The ICE restart had its chance: join again. */
export const iceRestartExpired = (context: CallContext, now: number): boolean =>
  context.lostAt !== null && now - context.lostAt >= ICE_RESTART_GRACE_MS;

export const rejoinDue = (context: CallContext, now: number): boolean =>
  context.rejoinedAt !== null && now - context.rejoinedAt >= REJOIN_INTERVAL_MS;

/** What the member reads about the end of the call. */
export function endMessage(context: Pick<CallContext, 'endReason' | 'error'>): string | null {
  switch (context.endReason) {
    case 'removed':
      return CALL_MESSAGES.removed;
    case 'host':
      return CALL_MESSAGES.endedByHost;
    case 'time':
      return CALL_MESSAGES.endedByTime;
    case 'left':
      return CALL_MESSAGES.left;
    case 'refused':
      return context.error;
    default:
      return null;
  }
}

/** What the phase of the call is, for a page: one word. */
export type CallPhase = 'acquiring' | 'connecting' | 'live' | 'reconnecting' | 'ended';

export function callPhase(snapshot: { hasTag: (tag: CallTag) => boolean }): CallPhase {
  for (const phase of ['ended', 'reconnecting', 'live', 'connecting'] as const) if (snapshot.hasTag(phase)) return phase;
  return 'acquiring';
}
