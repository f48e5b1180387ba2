import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';
import { adminUsersQueryToServices } from '~/gateway/sources/adminUsers';

/**
 * Admin user management (spec §3 admin user list filters, §6, §7 Admin; services/API.md § Slice: admin-users): the
 * /users list, one user, roles, create, disable/enable. services answer 403 to non-admins (FORBIDDEN here) and 404
 * for users outside the admin's organisation (NOT_FOUND).
 */
export const adminUsersResolvers: Resolvers = {
  Query: {
    adminUsers: (_parent, args, context) => context.services.adminUsers(requireAccessToken(context), adminUsersQueryToServices(args)),
    adminUser: (_parent, { uuid }, context) => context.services.adminUser(requireAccessToken(context), uuid),
    roles: (_parent, _args, context) => context.services.roles(requireAccessToken(context)),
  },
  Mutation: {
    adminCreateUser: (_parent, { input }, context) => context.services.adminCreateUser(requireAccessToken(context), input),
    disableUser: (_parent, { uuid }, context) => context.services.disableUser(requireAccessToken(context), uuid),
    enableUser: (_parent, { uuid }, context) => context.services.enableUser(requireAccessToken(context), uuid),
    setUserRoles: (_parent, { uuid, roles }, context) => context.services.setUserRoles(requireAccessToken(context), uuid, roles),
  },
};
