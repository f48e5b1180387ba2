import type { MercuriusContext } from 'mercurius';
import type { VideoRoomEnded } from '~/common/events';
import { AUTH } from '~/common/messages';
import type { SubscriptionResolvers, VideoRoomEndedEvent } from '~/gateway/generated/graphql';
import { GatewayError } from '~/gateway/errors';
import { LiveSource } from '~/gateway/liveStream';
import { isEventId, TOPICS, type OutboxEvent } from '~/gateway/topics';

// A room page learns live that its room ended (services/API.md § Video, video.room-ended). The event names everyone
// who may be in the room, so the gateway tells only them without asking services; anyone else just never hears it.

const SAME_FOR_ALL = '';

export const videoSubscriptionResolvers: Pick<SubscriptionResolvers<MercuriusContext>, 'videoRoomEnded'> = {
  videoRoomEnded: {
    subscribe: async (_root, { roomId, after }, context) => {
      const viewer = context.viewer;
      if (!viewer) throw new GatewayError(AUTH.unauthenticated, { code: 'UNAUTHENTICATED' });
      if (after != null && !isEventId(after)) throw new GatewayError('after must be an eventId this API gave.', { code: 'BAD_USER_INPUT' });
      const match = (event: OutboxEvent) => {
        const ended = event.payload as VideoRoomEnded;
        return ended.roomId === roomId && ended.memberUUIDs.includes(viewer.uuid) ? SAME_FOR_ALL : undefined;
      };
      const value = (event: OutboxEvent): { videoRoomEnded: VideoRoomEndedEvent } => {
        const ended = event.payload as VideoRoomEnded;
        return { videoRoomEnded: { eventId: event.id, roomId: ended.roomId, endedAt: ended.endedAt } };
      };
      return new LiveSource(context.live, TOPICS.videoRoomEnded, after ?? undefined, match, value);
    },
  },
};
