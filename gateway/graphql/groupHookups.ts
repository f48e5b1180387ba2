import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';
import { listQueryToServices, toGroupHookup } from '~/gateway/graphql/groupHookupMapping';
import type { ServicesGroupHookup } from '~/gateway/sources/groupHookups';
import { sharedRead } from '~/gateway/sources/services';

/** The bearer for the services call, and a mapper that computes isHost/isParticipant for this viewer. */
function signedIn(context: MercuriusContext) {
  const accessToken = requireAccessToken(context);
  const { viewer } = context;
  return { accessToken, services: context.services, shape: (g: ServicesGroupHookup) => toGroupHookup(g, viewer) };
}

/** GET group-hookup/highlighted once for the highlightedGroupHookups field and its eventCursor sibling. */
const highlighted = (context: MercuriusContext) => {
  const accessToken = requireAccessToken(context);
  return sharedRead(context, 'highlightedGroupHookups', () => context.services.highlightedGroupHookups(accessToken));
};

/**
 * Group hookups (spec §3, §4, §7): lists, one, the public page, the member's actions, the admin actions (services
 * answer 403 to non-admins, which passes through as FORBIDDEN), the organisation's settings and the room.
 */
export const groupHookupsResolvers: Resolvers = {
  Query: {
    groupHookups: async (_parent, args, context) => {
      const { accessToken, services, shape } = signedIn(context);
      const { body: page, eventCursor } = await services.groupHookups(accessToken, listQueryToServices(args));
      return { ...page, elements: page.elements.map(shape), eventCursor };
    },
    groupHookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      const { body, eventCursor } = await services.groupHookupWithCursor(accessToken, uuid);
      return { ...shape(body), eventCursor };
    },
    // no session needed; a signed-in host still sees isHost
    publicGroupHookup: async (_parent, { uuid }, { services, viewer }) =>
      toGroupHookup(await services.publicGroupHookup(uuid), viewer),
    highlightedGroupHookups: async (_parent, _args, context) => {
      const { shape } = signedIn(context);
      return (await highlighted(context)).body.map(shape);
    },
    highlightedGroupHookupsEventCursor: async (_parent, _args, context) => (await highlighted(context)).eventCursor,
    categories: (_parent, _args, context) => context.services.categories(requireAccessToken(context)),
    organization: (_parent, _args, context) => context.services.organization(requireAccessToken(context)),
    groupHookupSettings: (_parent, { organizationUUID }, context) =>
      context.services.groupHookupSettings(requireAccessToken(context), organizationUUID),
    room: (_parent, { uuid }, context) => context.services.room(requireAccessToken(context), uuid),
  },
  Mutation: {
    createGroupHookup: async (_parent, { input }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.createGroupHookup(accessToken, input));
    },
    updateGroupHookup: async (_parent, { uuid, input }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.updateGroupHookup(accessToken, uuid, input));
    },
    attendGroupHookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.attendGroupHookup(accessToken, uuid));
    },
    leaveGroupHookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.leaveGroupHookup(accessToken, uuid));
    },
    cancelGroupHookup: async (_parent, { uuid, reason }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.cancelGroupHookup(accessToken, uuid, reason));
    },
    approveGroupHookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.approveGroupHookup(accessToken, uuid));
    },
    rejectGroupHookup: async (_parent, { uuid, reason }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.rejectGroupHookup(accessToken, uuid, reason));
    },
    highlightGroupHookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.highlightGroupHookup(accessToken, uuid));
    },
    unhighlightGroupHookup: async (_parent, { uuid }, context) => {
      const { accessToken, services, shape } = signedIn(context);
      return shape(await services.unhighlightGroupHookup(accessToken, uuid));
    },
    updateGroupHookupSettings: (_parent, { organizationUUID, input }, context) =>
      context.services.updateGroupHookupSettings(requireAccessToken(context), organizationUUID, input),
    enterRoom: (_parent, { uuid }, context) => context.services.enterRoom(requireAccessToken(context), uuid),
    leaveRoom: (_parent, { uuid }, context) => context.services.leaveRoom(requireAccessToken(context), uuid),
  },
};
