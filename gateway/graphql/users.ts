import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';

/** The signed-in member and the registration pickers. */
export const usersResolvers: Resolvers = {
  Query: {
    me: (_parent, _args, context) => context.services.userDetails(requireAccessToken(context)),
    locations: (_parent, { query }, { services }) => services.locations(query),
    jobPositions: (_parent, _args, { services }) => services.jobPositions(),
  },
};
