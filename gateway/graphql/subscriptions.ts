import { GraphQLObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { MercuriusContext } from 'mercurius';
import { AUTH, GROUP_HOOKUP } from '~/common/messages';
import type {
  GroupHookupEvent,
  HookupEvent,
  NotificationEvent,
  RoomPresenceEvent,
  SubscriptionResolvers,
} from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';
import { chatSubscriptionResolvers } from '~/gateway/graphql/chatSubscriptions';
import { GatewayError, internalError } from '~/gateway/errors';
import type { LiveEvents } from '~/gateway/events';
import {
  isAdmin,
  groupHookupViewKey,
  maySeeGroupHookup,
  toGroupHookup,
  type GroupHookupAudience,
} from '~/gateway/graphql/groupHookupMapping';
import { hookupViewKey, mayHearHookupChange, toHookup, type HookupAudience } from '~/gateway/graphql/hookupMapping';
import { isNotificationEventFor, notificationEventFor } from '~/gateway/graphql/notificationMapping';
import { abortableStream } from '~/gateway/pubsub';
import type { Viewer } from '~/gateway/tokens';
import {
  isEventId,
  isLaterEvent,
  TOPICS,
  type GroupHookupChangedPayload,
  type GroupHookupPresencePayload,
  type HookupChangedPayload,
  type NotificationChangedPayload,
  type OutboxEvent,
  type Topic,
} from '~/gateway/topics';

/** Turns an event into what one subscriber receives, or undefined when it is not for them. */
export type Select<T> = (event: OutboxEvent) => T | undefined;

interface LiveStreamOptions<T> {
  topic: Topic;
  /** the last eventId the client saw: what came after it is replayed before the live events */
  after: string | undefined;
  select: Select<T>;
}

/**
 * The events of `topic` for one subscriber: first those after `after` (GET /events/replay), then live ones, each
 * eventId at most once. Listening starts before the replay is read, so an event committed meanwhile is not lost;
 * one the replay already gave is skipped when it also arrives live.
 */
export function liveStream<T>(live: LiveEvents, { topic, after, select }: LiveStreamOptions<T>): AsyncGenerator<T> {
  return abortableStream(async function* stream(signal) {
    const incoming = live.listen(topic, signal);
    let last = after;
    try {
      if (after !== undefined) {
        for await (const event of live.replay(after)) {
          // the replay spans every topic; its ids still say what the live stream must not repeat
          if (!isLaterEvent(event.id, last)) continue;
          last = event.id;
          const value = event.topic === topic ? select(event) : undefined;
          if (value !== undefined) yield value;
          if (signal.aborted) return;
        }
      }
      for await (const event of incoming) {
        if (!isLaterEvent(event.id, last)) continue;
        last = event.id;
        const value = select(event);
        if (value !== undefined) yield value;
      }
    } catch (error) {
      // the subscriber went away while we waited: not an error
      if (signal.aborted) return;
      throw error;
    } finally {
      await incoming.return?.();
    }
  });
}

/**
 * What a Subscription resolver returns: iterated, it is the subscriber's liveStream; the gateway's fan-out
 * (gateway/fanout.ts) reads its parts instead and serves many subscribers from one listener.
 * - `match` says whether an event is for this subscriber (undefined: not) and, cheaply, which of the event's values
 *   they get: subscribers whose keys are equal receive equal values of that event, so the fan-out builds, executes
 *   and serialises it once for all of them;
 * - `value` builds the subscriber's value of an event they matched.
 */
export class LiveSource<T> implements AsyncIterable<T> {
  constructor(
    private readonly live: LiveEvents,
    readonly topic: Topic,
    readonly after: string | undefined,
    readonly match: (event: OutboxEvent) => string | undefined,
    readonly value: (event: OutboxEvent) => T,
  ) {}

  /** The subscriber's value of `event`, or undefined when it is not for them. */
  select(event: OutboxEvent): T | undefined {
    return this.match(event) === undefined ? undefined : this.value(event);
  }

  [Symbol.asyncIterator](): AsyncIterator<T> {
    return liveStream(this.live, { topic: this.topic, after: this.after, select: (event) => this.select(event) });
  }
}

export const isLiveSource = (value: unknown): value is LiveSource<unknown> => value instanceof LiveSource;

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

/** How long a member's organisation, once read, is reused for their further subscriptions. */
export const ORGANIZATION_TTL_MS = 60_000;
const ORGANIZATION_CACHE_MAX = 50_000;

/**
 * Members' organisations as services last said (GET /user/organization), for ORGANIZATION_TTL_MS: a page opening
 * several feeds, a reconnect resubscribing them all, or thousands of sockets subscribing at once ask services once
 * per member (calls in flight are shared). Only answers are kept, never a failure. A member moved to another
 * organisation is heard as such by new subscriptions within the TTL; a subscription keeps the organisation it
 * started with, as it keeps every other check made when it started.
 */
export function createOrganizationCache(ttlMs = ORGANIZATION_TTL_MS, now = () => Date.now()) {
  const entries = new Map<string, { until: number; organization: Promise<string> }>();
  return {
    get(memberUuid: string, read: () => Promise<string>): Promise<string> {
      const cached = entries.get(memberUuid);
      if (cached && cached.until > now()) return cached.organization;
      entries.delete(memberUuid);
      if (entries.size >= ORGANIZATION_CACHE_MAX) entries.delete(entries.keys().next().value!);
      const organization = read();
      const entry = { until: now() + ttlMs, organization };
      entries.set(memberUuid, entry);
      organization.catch(() => {
        if (entries.get(memberUuid) === entry) entries.delete(memberUuid);
      });
      return organization;
    },
    clear: () => entries.clear(),
  };
}

/** Shared by every gateway of this process: the answer depends on services and the member only. */
export const organizations = createOrganizationCache();

/**
 * The viewer's organisation (GET /user/organization, through `organizations`), read when they subscribe: the feeds
 * keep every event within it. An answer without an organisation is services' fault (INTERNAL), never "no
 * organisation, see all".
 */
function viewerOrganization(context: MercuriusContext, viewer: Viewer): Promise<string> {
  const accessToken = requireAccessToken(context);
  return organizations.get(viewer.uuid, async () => {
    const organization = await context.services.organization(accessToken);
    if (typeof organization?.uuid !== 'string' || organization.uuid === '') throw internalError();
    return organization.uuid;
  });
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
          isAdmin(viewer) || presence.hostUUID === viewer.uuid || presence.participantUUIDs.includes(viewer.uuid);
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
      const organizationUUID = isAdmin(viewer) ? await viewerOrganization(context, viewer) : null;
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
