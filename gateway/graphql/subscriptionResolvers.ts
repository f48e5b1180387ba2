import { GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AUTH, GROUP_HOOKUP } from '~/common/messages';
import { isAdmin } from '~/common/roles';
import type {
  GroupHookupEvent,
  HookupEvent,
  NotificationEvent,
  RoomPresenceEvent,
  SubscriptionResolvers,
} from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';
import { chatSubscriptionResolvers } from '~/gateway/graphql/chatSubscriptions';
import { videoSubscriptionResolvers } from '~/gateway/graphql/videoSubscriptions';
import { reviewSubscriptionResolvers } from '~/gateway/graphql/reviews';
import { forumSubscriptionResolvers } from '~/gateway/graphql/forum';
import { aiAgentSubscriptionResolvers } from '~/gateway/graphql/aiAgent';
import { GatewayError, internalError } from '~/gateway/errors';
import {
  groupHookupViewKey,
  maySeeGroupHookup,
  toGroupHookup,
  type GroupHookupAudience,
} from '~/gateway/graphql/groupHookupMapping';
import { hookupViewKey, mayHearHookupChange, toHookup, type HookupAudience } from '~/gateway/graphql/hookupMapping';
import { isNotificationEventFor, notificationEventFor } from '~/gateway/graphql/notificationMapping';
import { viewerOrganization } from '~/gateway/graphql/organizationCache';
import { LiveSource } from '~/gateway/liveStream';
import type { Viewer } from '~/gateway/tokens';
import {
  isEventId,
  TOPICS,
  type GroupHookupChangedPayload,
  type GroupHookupPresencePayload,
  type HookupChangedPayload,
  type NotificationChangedPayload,
  type OutboxEvent,
  type Topic,
} from '~/gateway/topics';

/** Room presence is the same for everyone allowed to hear it; a notification event for everyone who hears it. */
const SAME_FOR_ALL = '';

function parseAfter(after: string | null | undefined): string | undefined {
  if (after === null || after === undefined) return undefined;
  if (!isEventId(after)) throw new GatewayError('after must be an eventId this API gave.', { code: 'BAD_USER_INPUT' });
  return after;
}

function requireViewer(context: MercuriusContext) {
  if (!context.viewer) throw new GatewayError(AUTH.unauthenticated, { code: 'UNAUTHENTICATED' });
  return context.viewer;
}

/**
 * The Subscription type's resolvers. Each checks permission in `subscribe` before it listens (a refusal is one
 * error and no stream), then filters every event for the subscriber.
 */
export const subscriptionResolvers: SubscriptionResolvers = {
  groupHookupChanged: {
    subscribe: async (_root, { uuid, after }, context) => {
      const viewer = requireViewer(context);
      const afterId = parseAfter(after);
      const accessToken = requireAccessToken(context);
      // one group hookup: services answer 404 when the member may not see it (existence is not revealed)
      const [organizationUUID, opened] = await Promise.all([
        viewerOrganization(context, viewer),
        uuid ? context.services.groupHookup(accessToken, uuid) : undefined,
      ]);
      // services scope GET /group-hookup/{uuid} to the viewer's organisation; should one ever answer another's, the
      // gateway refuses it the same way rather than listen to events select would drop anyway
      if (opened && opened.organizationUUID !== organizationUUID) {
        throw new GatewayError(GROUP_HOOKUP.notFound, { code: 'NOT_FOUND' });
      }
      const audience: GroupHookupAudience = { uuid: viewer.uuid, roles: viewer.roles, organizationUUID };
      const match = (event: OutboxEvent) => {
        const { groupHookup } = event.payload as GroupHookupChangedPayload;
        if (uuid && groupHookup?.uuid !== uuid) return undefined;
        if (!maySeeGroupHookup(groupHookup, audience, { openedByUuid: Boolean(uuid) })) return undefined;
        return groupHookupViewKey(groupHookup, viewer);
      };
      const value = (event: OutboxEvent): { groupHookupChanged: GroupHookupEvent } => {
        const { kind, groupHookup } = event.payload as GroupHookupChangedPayload;
        return { groupHookupChanged: { eventId: event.id, kind, groupHookup: toGroupHookup(groupHookup, viewer) } };
      };
      return new LiveSource(context.live, TOPICS.groupHookupChanged, afterId, match, value);
    },
  },
  roomPresence: {
    subscribe: async (_root, { uuid, after }, context) => {
      const viewer = requireViewer(context);
      const afterId = parseAfter(after);
      // host, participants and admins only: services answer 403 ("attend first") or 404 to anyone else, and 404 to
      // everyone of another organisation, admins included (the room is that group hookup's, organisation-scoped).
      // Each presence event names its one group hookup, so after this check it cannot carry another organisation's.
      await context.services.room(requireAccessToken(context), uuid);
      const match = (event: OutboxEvent) => {
        const presence = event.payload as GroupHookupPresencePayload;
        if (presence.uuid !== uuid) return undefined;
        // checked again per event: a participant who left stops hearing who is in the room
        const allowed =
          isAdmin(viewer.roles) || presence.hostUUID === viewer.uuid || presence.participantUUIDs.includes(viewer.uuid);
        return allowed ? SAME_FOR_ALL : undefined;
      };
      const value = (event: OutboxEvent): { roomPresence: RoomPresenceEvent } => {
        const presence = event.payload as GroupHookupPresencePayload;
        return { roomPresence: { eventId: event.id, uuid: presence.uuid, present: presence.present } };
      };
      return new LiveSource(context.live, TOPICS.groupHookupPresence, afterId, match, value);
    },
  },
  hookupChanged: {
    subscribe: async (_root, { after }, context) => {
      const viewer = requireViewer(context);
      const afterId = parseAfter(after);
      // admins hear every hookup of their own organisation only: which one it is, services say once, up front
      const organizationUUID = isAdmin(viewer.roles) ? await viewerOrganization(context, viewer) : null;
      const audience: HookupAudience = { uuid: viewer.uuid, roles: viewer.roles, organizationUUID };
      const match = (event: OutboxEvent) => {
        const payload = event.payload as HookupChangedPayload;
        return mayHearHookupChange(payload, audience) ? hookupViewKey(payload.hookup, viewer) : undefined;
      };
      const value = (event: OutboxEvent): { hookupChanged: HookupEvent } => {
        const { kind, actorUUID, hookup } = event.payload as HookupChangedPayload;
        return { hookupChanged: { eventId: event.id, kind, actorUUID, hookup: toHookup(hookup, viewer) } };
      };
      return new LiveSource(context.live, TOPICS.hookupChanged, afterId, match, value);
    },
  },
  notificationChanged: {
    subscribe: async (_root, { after }, context) => {
      const viewer = requireViewer(context);
      const afterId = parseAfter(after);
      const match = (event: OutboxEvent) =>
        isNotificationEventFor(event.payload as NotificationChangedPayload, viewer.uuid) ? SAME_FOR_ALL : undefined;
      // built only for an event match let through, so it is the member's
      const value = (event: OutboxEvent) => ({
        notificationChanged: notificationEventFor(event.id, event.payload as NotificationChangedPayload, viewer.uuid)!,
      });
      return new LiveSource(context.live, TOPICS.notificationChanged, afterId, match, value);
    },
  },
  ...chatSubscriptionResolvers,
  ...videoSubscriptionResolvers,
  ...reviewSubscriptionResolvers,
  ...forumSubscriptionResolvers,
  ...aiAgentSubscriptionResolvers,
};

/**
 * Puts the Subscription resolvers on the schema's fields. Mercurius runs with `subscription: false` (graphql-ws
 * serves them, DESIGN.md) and would install `{ subscribe }` objects as plain resolvers, so they are set here.
 */
export function installSubscriptionResolvers(schema: GraphQLSchema): void {
  const type = schema.getSubscriptionType();
  if (!(type instanceof GraphQLObjectType)) throw new Error('schema.graphql has no Subscription type');
  const fields = type.getFields();
  for (const [name, resolver] of Object.entries(subscriptionResolvers)) {
    if (!fields[name]) throw new Error(`Subscription.${name} is not in schema.graphql`);
    if (typeof resolver !== 'object' || !('subscribe' in resolver)) throw new Error(`Subscription.${name} needs subscribe`);
    fields[name].subscribe = resolver.subscribe as GraphQLFieldResolver<unknown, unknown>;
    if (resolver.resolve) fields[name].resolve = resolver.resolve as GraphQLFieldResolver<unknown, unknown>;
  }
}
