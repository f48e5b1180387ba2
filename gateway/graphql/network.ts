import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';

/**
 * Directories, member search, top active members, my network and blocking (services/API.md § Slice: directories).
 * experts and ambassadors work without a session (the guest pages); with one, services answer the member's own
 * organisation without the people blocked either way.
 */
export const networkResolvers: Resolvers = {
  Query: {
    experts: (_parent, { page, size }, context) => context.services.directory('experts', publicAccessToken(context), { page, size }),
    ambassadors: (_parent, { page, size }, context) => context.services.directory('ambassadors', publicAccessToken(context), { page, size }),
    topActiveMembers: (_parent, _args, context) => context.services.topActiveMembers(requireAccessToken(context)),
    searchMembers: (_parent, { fullName, page, size }, context) => context.services.searchMembers(requireAccessToken(context), fullName, { page, size }),
    myNetwork: (_parent, { query, page, size }, context) => context.services.myNetwork(requireAccessToken(context), query, { page, size }),
    blockedUsers: (_parent, _args, context) => context.services.blockedUsers(requireAccessToken(context)),
  },
  Mutation: {
    addContact: (_parent, { uuid }, context) => context.services.addContact(requireAccessToken(context), uuid),
    removeContact: async (_parent, { uuid }, context) => {
      await context.services.removeContact(requireAccessToken(context), uuid);
      return uuid;
    },
    blockUser: (_parent, { uuid }, context) => context.services.blockUser(requireAccessToken(context), uuid),
    unblockUser: (_parent, { uuid }, context) => context.services.unblockUser(requireAccessToken(context), uuid),
  },
};

/**
 * A public page of a guest has no bearer; an expired one is refused (UNAUTHENTICATED, so the web app refreshes)
 * rather than silently showing another organisation's list.
 */
function publicAccessToken(context: Parameters<typeof requireAccessToken>[0]): string | undefined {
  return context.bearer.status === 'none' ? undefined : requireAccessToken(context);
}
