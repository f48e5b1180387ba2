// The room token of a call: the gateway's videoToken (services' GET /video-sdk/generate-token, spec §7) with the
// room's closesAt and the ICE servers (TURN). Refusals (not open yet, closed, removed, not yours) come back as
// services' words. The token's grants say whether to show the host's controls; the media node enforces them.
import { decodeJwt } from 'jose';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import type { IceServer } from '~/media/protocol';
import { graphql } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { markJoinStep } from './timing';

export { GroupHookupVideoRoomQuery, prefetchGroupHookupRoomId, useGroupHookupRoomId } from './roomId';

export const VideoTokenQuery = graphql(`
  query VideoToken($roomId: ID!) {
    videoToken(roomId: $roomId) {
      token
      roomId
      closesAt
      iceServers {
        urls
        username
        credential
      }
      eventCursor
    }
  }
`);

export interface VideoToken {
  token: string;
  roomId: string;
  /** epoch ms */
  closesAt: number;
  iceServers: IceServer[];
  /** the host's controls (the host, or an admin) */
  hostControls: boolean;
  /** where useVideoRoomEnded starts: an end after the token was given is heard even across a reconnect */
  eventCursor: string | null;
}

function grantsOf(token: string): boolean {
  try {
    const { grants } = decodeJwt(token) as { grants?: { host?: boolean; admin?: boolean } };
    return Boolean(grants?.host || grants?.admin);
  } catch {
    return false;
  }
}

/** The token for a room id (null: not asked yet, e.g. while the group hookup's room id loads). */
export function useVideoToken(roomId: string | null): { token?: VideoToken; error?: string } {
  const client = useClient();
  const [state, setState] = useState<{ token?: VideoToken; error?: string }>({});
  useEffect(() => {
    if (!roomId) return;
    let active = true;
    setState({});
    markJoinStep('token-asked');
    void client
      .query(VideoTokenQuery, { roomId }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!active) return;
        const answer = result.data?.videoToken;
        markJoinStep('token');
        if (!answer) {
          setState({ error: errorMessage(result.error) });
          return;
        }
        setState({
          token: {
            token: answer.token,
            roomId: answer.roomId,
            closesAt: Date.parse(answer.closesAt),
            iceServers: answer.iceServers.map((s) => ({ urls: s.urls, ...(s.username ? { username: s.username } : {}), ...(s.credential ? { credential: s.credential } : {}) })),
            hostControls: grantsOf(answer.token),
            eventCursor: answer.eventCursor ?? null,
          },
        });
      });
    return () => {
      active = false;
    };
  }, [client, roomId]);
  return state;
}
