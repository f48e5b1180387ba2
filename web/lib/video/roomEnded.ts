// The end of a video room, live (issue 22): services write `video.room-ended` when the host or an admin ends the
// session or its window closes, and the gateway's videoRoomEnded tells everyone who may be in the room. A room page
// subscribes while it is open, so every member leaves the moment the room ends: those in the call, and those whose
// call is reconnecting or could not start, without polling anything.
import { graphql } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { useLiveFeed, type LiveOptions } from '~/web/lib/live';

export const VideoRoomEndedSubscription = graphql(`
  subscription VideoRoomEnded($roomId: ID!, $after: ID) {
    videoRoomEnded(roomId: $roomId, after: $after) {
      eventId
      roomId
      endedAt
    }
  }
`);

export interface VideoRoomEndedEvent {
  eventId: string;
  roomId: string;
  endedAt: string;
}

/**
 * Calls `onEnded` once the room `roomId` ends (nothing while roomId is null, e.g. while it loads). `after`: the
 * eventCursor of an answer the page holds (the token's, or the group hookup's); the feed starts from it and resumes
 * after a reconnect, so an end committed while the socket was down (at every access-token expiry) is replayed.
 */
export function useVideoRoomEnded(
  roomId: string | null,
  { after, onResync }: Pick<LiveOptions, 'after' | 'onResync'>,
  onEnded: (event: VideoRoomEndedEvent) => void,
): { error?: string } {
  return useLiveFeed<VideoRoomEndedEvent>(
    [roomId],
    { pause: roomId === null, after, onResync },
    (client, after, sink) =>
      client.subscription(VideoRoomEndedSubscription, { roomId: roomId!, after: after ?? null }).subscribe((result) => {
        const ended = result.data?.videoRoomEnded;
        if (ended) sink.next(ended);
        else if (result.error) sink.error(errorMessage(result.error));
      }).unsubscribe,
    (event) => {
      if (event.roomId === roomId) onEnded(event);
    },
  );
}
