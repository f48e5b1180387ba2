import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';

/** The signed-in member, the registration pickers and linking Google Calendar. */
export const usersResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, context) => context.services.userDetails(requireAccessToken(context)),
    locations: (_parent, { query }, { services }) => services.locations(query),
    jobPositions: (_parent, _args, { services }) => services.jobPositions(),
  },
  Mutation: {
    // services answer 409 (HOOKUP.googleNotConfigured) without GOOGLE_* credentials; on success the member's
    // details are read again, so linkedWithGoogleCalendar is what services now store
    linkGoogleCalendar: async (_parent, { code }, context) => {
      const accessToken = requireAccessToken(context);
      await context.services.linkGoogleCalendar(accessToken, code);
      return context.services.userDetails(accessToken);
    },
  },
};
