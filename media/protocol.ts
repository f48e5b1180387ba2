// The signalling protocol of video rooms (/work/prompts/video-contract.md): JSON text messages over the WebSocket
// `/rtc`, the same on the gateway (which pipes it to the room's media node) and on the media node itself.
// Change it only additively; a change the web must follow says "video protocol: …" in its commit subject.

/** RTCIceCandidateInit, written out so this module needs no DOM types (the media node runs in Node). */
export interface IceCandidateInit {
  candidate?: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}

/** RTCIceServer, as the browser's RTCPeerConnection takes it (TURN_URLS/TURN_USERNAME/TURN_CREDENTIAL). */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

/** A member in the room. */
export interface Participant {
  /** the member's uuid; also the MediaStream id (msid) of every track forwarded from them */
  id: string;
  name: string;
  /** has the host's controls (host of the group hookup, or an admin) */
  host: boolean;
  audioMuted: boolean;
  videoMuted: boolean;
  /** the host muted them and locked it: they cannot unmute themselves */
  muteLocked: boolean;
}

export type MediaKind = 'audio' | 'video';

// ── client → server ────────────────────────────────────────────────────────────────────────────────────────

/** First message on a socket: the room token (never in the URL: URLs get logged). A rejoin uses the same token. */
export interface JoinMessage {
  type: 'join';
  token: string;
}
/** An SDP offer (the client's one publish) or answer (to a server offer), either direction. */
export interface OfferMessage {
  type: 'offer';
  sdp: string;
}
export interface AnswerMessage {
  type: 'answer';
  sdp: string;
}
/** Trickle ICE, both ways; null = end of candidates. */
export interface CandidateMessage {
  type: 'candidate';
  candidate: IceCandidateInit | null;
}
/** The member's own mute; refused with error MUTE_LOCKED when the host locked their audio. */
export interface MuteMessage {
  type: 'mute';
  kind: MediaKind;
  muted: boolean;
}
/** The tiles visible now: video is forwarded only for these (at most 9), audio for everyone. */
export interface SubscribeMessage {
  type: 'subscribe';
  participantIds: string[];
}
/** Host/admin: mute a participant's audio (forwarding stops); lock = they cannot unmute themselves. */
export interface HostMuteMessage {
  type: 'host.mute';
  participantId: string;
  lock: boolean;
}
/** Host/admin: lift a mute lock (the participant may unmute themselves again). */
export interface HostUnlockMessage {
  type: 'host.unlock';
  participantId: string;
}
/** Host/admin: remove a participant: their transport closes and they cannot rejoin this session. */
export interface HostRemoveMessage {
  type: 'host.remove';
  participantId: string;
}
/** Host/admin: end the session for everyone. */
export interface HostEndMessage {
  type: 'host.end';
}
/** The member leaves (the server closes their transport with 1000). */
export interface LeaveMessage {
  type: 'leave';
}

export type ClientMessage =
  | JoinMessage
  | OfferMessage
  | AnswerMessage
  | CandidateMessage
  | MuteMessage
  | SubscribeMessage
  | HostMuteMessage
  | HostUnlockMessage
  | HostRemoveMessage
  | HostEndMessage
  | LeaveMessage;

// ── server → client ────────────────────────────────────────────────────────────────────────────────────────

/** The join was accepted: who is here, when the room closes (forced exit), which ICE servers to use. */
export interface JoinedMessage {
  type: 'joined';
  self: Participant;
  participants: Participant[];
  /** ISO 8601: the window's end, when the media node closes every transport */
  closesAt: string;
  iceServers: IceServer[];
}
export interface ParticipantJoinedMessage {
  type: 'participant.joined';
  participant: Participant;
}
export interface ParticipantLeftMessage {
  type: 'participant.left';
  id: string;
}
/** A participant's mutes or lock changed. */
export interface ParticipantUpdatedMessage {
  type: 'participant.updated';
  participant: Participant;
}
/** To the member the host muted: the server has already stopped forwarding their audio. */
export interface MutedMessage {
  type: 'muted';
  by: 'host';
  locked: boolean;
}
/** The host removed this member; the socket closes with 4001. */
export interface RemovedMessage {
  type: 'removed';
}
/** The session ended (host: host.end; time: the window's end); the socket closes with 4000. */
export interface EndedMessage {
  type: 'ended';
  reason: 'host' | 'time';
}

export type ErrorCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_OPEN'
  | 'CLOSED'
  | 'REMOVED'
  | 'MUTE_LOCKED'
  | 'BAD_MESSAGE'
  | 'NOT_FOUND'
  | 'UNAVAILABLE';
/** A refusal. Refusing a join (UNAUTHORIZED, FORBIDDEN, NOT_OPEN, CLOSED, REMOVED) is followed by close 4403. */
export interface ErrorMessage {
  type: 'error';
  code: ErrorCode | (string & {});
  message: string;
}

export type ServerMessage =
  | JoinedMessage
  | ParticipantJoinedMessage
  | ParticipantLeftMessage
  | ParticipantUpdatedMessage
  | OfferMessage
  | AnswerMessage
  | CandidateMessage
  | MutedMessage
  | RemovedMessage
  | EndedMessage
  | ErrorMessage;

/** WebSocket close codes of `/rtc`. */
export const CLOSE_CODES = {
  normal: 1000,
  ended: 4000,
  removed: 4001,
  refused: 4403,
  serverError: 1011,
} as const;

/** The join refusals: these errors are followed by close 4403. */
export const JOIN_REFUSALS = ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_OPEN', 'CLOSED', 'REMOVED'] as const;
