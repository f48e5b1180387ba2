import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';

/**
 * Profiles (services/API.md § Slice: profiles): the member's own edit, admins' edits of their organisation's members,
 * avatar deletes, a member's public profile and the missing registration fields. Avatar uploads are multipart REST
 * pass-throughs (gateway/rest/uploads.ts).
 */
export const profilesResolvers: Resolvers = {
  Query: {
    memberProfile: (_parent, { uuid }, context) => context.services.memberProfile(requireAccessToken(context), uuid),
    missingProfileFields: async (_parent, _args, context) =>
      (await context.services.missingProfileFields(requireAccessToken(context))).missingFields,
  },
  Mutation: {
    updateProfile: (_parent, { input }, context) => context.services.updateProfile(requireAccessToken(context), input),
    adminUpdateUser: (_parent, { uuid, input }, context) => context.services.adminUpdateUser(requireAccessToken(context), uuid, input),
    deleteAvatar: (_parent, _args, context) => context.services.deleteAvatar(requireAccessToken(context)),
    adminDeleteAvatar: (_parent, { uuid }, context) => context.services.adminDeleteAvatar(requireAccessToken(context), uuid),
  },
  User: {
    // the profile calls answer the tags with the User; other calls (GET /user/details, admin reads) do not, so they
    // are read from the member's profile only when a client selects them
    tags: async (parent, _args, context) => {
      const known = (parent as { tags?: unknown }).tags;
      if (Array.isArray(known)) return known as string[];
      return (await context.services.memberProfile(requireAccessToken(context), parent.uuid)).tags;
    },
  },
};
