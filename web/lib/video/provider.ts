// The one interface the room pages talk to (issue 22: "providers behind one port"), in LiveKit's words: join a
// room with a token, publish the member's tracks once, subscribe to the visible tiles, mute, host controls, and
// events. The built-in provider (builtInProvider.ts) speaks the `/rtc` protocol of media/protocol.ts; a hosted
// one (VideoSDK, LiveKit) would implement the same interface without touching pages.
import type { IceServer, MediaKind, Participant } from '~/media/protocol';

export type { MediaKind, Participant };

export type VideoEvent =
  /** the media node accepted the join (also after a rejoin) */
  | { type: 'joined'; self: Participant; participants: Participant[]; closesAt: number }
  | { type: 'participant.joined'; participant: Participant }
  | { type: 'participant.left'; id: string }
  | { type: 'participant.updated'; participant: Participant }
  /** a participant's media arrived (or changed): one MediaStream per participant, its id is theirs */
  | { type: 'stream'; participantId: string; stream: MediaStream }
  /** the network dropped (ICE disconnected/failed, or the signalling socket closed unexpectedly) */
  | { type: 'lost' }
  /** ICE is connected again */
  | { type: 'restored' }
  | { type: 'refused'; code: string; message: string }
  | { type: 'removed' }
  | { type: 'ended'; reason: 'host' | 'time' }
  | { type: 'mutedByHost'; locked: boolean }
  /** an error that does not end the call (e.g. MUTE_LOCKED, FORBIDDEN for a host control) */
  | { type: 'error'; code: string; message: string };

export interface JoinOptions {
  /** the room token (services' GET /video-sdk/generate-token through the gateway's videoToken) */
  token: string;
  /** the member's camera and/or microphone; null for a listener */
  localStream: MediaStream | null;
  iceServers: IceServer[];
}

export interface HostControls {
  mute(participantId: string, lock: boolean): void;
  unlock(participantId: string): void;
  remove(participantId: string): void;
  end(): void;
}

export interface VideoProvider {
  join(options: JoinOptions): void;
  /** after a lost connection: restart ICE on the same peer connection */
  restartIce(): void;
  /** after the ICE restart failed: join again with the same token (the media node replaces the old connection) */
  rejoin(): void;
  leave(): void;
  setMuted(kind: MediaKind, muted: boolean): void;
  /** another camera or microphone, without renegotiating */
  replaceTrack(kind: MediaKind, track: MediaStreamTrack): Promise<void>;
  /** the tiles on screen: video is forwarded only for these */
  subscribe(participantIds: string[]): void;
  host: HostControls;
  on(listener: (event: VideoEvent) => void): () => void;
  /** the peer connection (for getStats: the speaker's audio level) */
  peerConnection(): RTCPeerConnection | null;
}
