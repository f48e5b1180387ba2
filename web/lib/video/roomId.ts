// A group hookup's video room id (GraphQL GroupHookup.videoRoomId): the room page needs it before it may ask for
// the call's token. Kept apart from the rest of web/lib/video so the details page can ask for it ahead of the click
// on Join without loading the video client code (which stays a lazy chunk of the room pages).
import { useEffect, useState } from 'react';
import { useClient, type Client } from 'urql';
import { graphql } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { markJoinStep } from './timing';

export const GroupHookupVideoRoomQuery = graphql(`
  query GroupHookupVideoRoom($uuid: ID!) {
    groupHookup(uuid: $uuid) {
      uuid
      videoRoomId
    }
  }
`);

/**
 * Asks for a group hookup's room id ahead of the click on Join (the details page does, while the room is open):
 * the room page then finds it in urql's cache instead of waiting a round trip through the gateway and services
 * before it may ask for the token (issue 22: join time). A room id never changes.
 */
export function prefetchGroupHookupRoomId(client: Client, uuid: string): void {
  void client.query(GroupHookupVideoRoomQuery, { uuid }, { requestPolicy: 'cache-first' }).toPromise();
}

/** The room id of a group hookup's video room (GraphQL GroupHookup.videoRoomId). */
export function useGroupHookupRoomId(uuid: string): { roomId?: string; error?: string } {
  const client = useClient();
  const [state, setState] = useState<{ roomId?: string; error?: string }>({});
  useEffect(() => {
    let active = true;
    markJoinStep('room-page');
    void client
      .query(GroupHookupVideoRoomQuery, { uuid }, { requestPolicy: 'cache-first' })
      .toPromise()
      .then((result) => {
        if (!active) return;
        const roomId = result.data?.groupHookup?.videoRoomId;
        markJoinStep('room-id');
        setState(roomId ? { roomId } : { error: result.error ? errorMessage(result.error) : 'This group hookup has no video room.' });
      });
    return () => {
      active = false;
    };
  }, [client, uuid]);
  return state;
}
