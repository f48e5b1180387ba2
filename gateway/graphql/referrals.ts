import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';

/**
 * Referrals and Invite Friends, member perks and tags (issue 6; services/API.md § Slice: referrals-perks-tags).
 * Thin calls: services decide who may do what (clients invite, admins write perks and tags) and answer 403.
 */
export const referralsResolvers: Resolvers = {
  Query: {
    referralLink: (_parent, _args, context) => context.services.referralLink(requireAccessToken(context)),
    referrals: (_parent, _args, context) => context.services.referrals(requireAccessToken(context)),
    perks: (_parent, { all }, context) => context.services.perks(requireAccessToken(context), all === true),
    tags: (_parent, _args, context) => context.services.tags(requireAccessToken(context)),
  },
  Mutation: {
    inviteFriend: (_parent, { email }, context) => context.services.inviteFriend(requireAccessToken(context), email),
    createPerk: (_parent, { input }, context) => context.services.createPerk(requireAccessToken(context), input),
    updatePerk: (_parent, { uuid, input }, context) => context.services.updatePerk(requireAccessToken(context), uuid, input),
    deletePerk: async (_parent, { uuid }, context) => {
      await context.services.deletePerk(requireAccessToken(context), uuid);
      return { id: uuid };
    },
    createTag: (_parent, { input }, context) => context.services.createTag(requireAccessToken(context), input),
    updateTag: (_parent, { slug, input }, context) => context.services.updateTag(requireAccessToken(context), slug, input),
    deleteTag: async (_parent, { slug }, context) => {
      await context.services.deleteTag(requireAccessToken(context), slug);
      return { id: slug };
    },
  },
};
