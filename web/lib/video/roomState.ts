// Who is in the call and their media, as the provider's events say: one reducer, so a page reads one state.
import type { Participant, VideoEvent } from './provider';

export interface RoomState {
  self: Participant | null;
  /** everyone else, in the order they came */
  participants: Participant[];
  /** participant id → their media (audio and video share a stream) */
  streams: Record<string, MediaStream>;
}

export const emptyRoom: RoomState = { self: null, participants: [], streams: {} };

const upsert = (list: Participant[], participant: Participant) =>
  list.some((p) => p.id === participant.id) ? list.map((p) => (p.id === participant.id ? participant : p)) : [...list, participant];

export function roomReducer(state: RoomState, event: VideoEvent): RoomState {
  switch (event.type) {
    case 'joined':
      // a rejoin starts from the media node's list; streams come again with the new peer connection
      return { self: event.self, participants: event.participants.filter((p) => p.id !== event.self.id), streams: {} };
    case 'participant.joined':
    case 'participant.updated':
      if (state.self && event.participant.id === state.self.id) return { ...state, self: event.participant };
      return { ...state, participants: upsert(state.participants, event.participant) };
    case 'participant.left': {
      const { [event.id]: _gone, ...streams } = state.streams;
      return { ...state, participants: state.participants.filter((p) => p.id !== event.id), streams };
    }
    case 'stream':
      return { ...state, streams: { ...state.streams, [event.participantId]: event.stream } };
    default:
      return state;
  }
}

/** The tiles whose video the SFU forwards (media/protocol.ts: at most 9): the first nine, the speaker always. */
export function visibleTiles(participants: Participant[], speakerId: string | null, max = 9): string[] {
  const ids = participants.map((p) => p.id);
  const first = ids.slice(0, max);
  if (speakerId && ids.includes(speakerId) && !first.includes(speakerId)) first[max - 1] = speakerId;
  return first;
}
