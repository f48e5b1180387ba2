import type { Resolvers } from '~/gateway/generated/graphql';
import { optionalAccessToken, requireAccessToken } from '~/gateway/context';
import { withoutNulls } from '~/gateway/sources/call';

/** Sign-in, registration and the account-token flows: each a thin call into services (API.md § Calls). */
export const authResolvers: Resolvers = {
  Mutation: {
    login: (_parent, { input }, { services }) => services.login(input),
    // services have referralCode optional, not nullable: a null is left out
    register: (_parent, { input }, { services }) => services.register(withoutNulls(input)),
    confirmEmail: (_parent, { token }, { services }) => services.confirmEmail(token),
    refreshToken: (_parent, { refreshToken }, { services }) => services.refreshToken(refreshToken),
    logout: async (_parent, { refreshToken }, context) => {
      // bearer optional (API.md): an expired access token must not stop a member from logging out
      await context.services.logout(refreshToken, optionalAccessToken(context));
      return true;
    },
    requestPasswordReset: (_parent, { username }, { services }) => services.requestPasswordReset(username),
    resetPassword: (_parent, { input }, { services }) => services.resetPassword(input),
    changePassword: (_parent, { input }, context) =>
      context.services.changePassword(requireAccessToken(context), input),
    resendVerificationEmail: (_parent, _args, context) =>
      context.services.resendVerificationEmail(requireAccessToken(context)),
    changeUsername: (_parent, { username }, context) =>
      context.services.changeUsername(requireAccessToken(context), username),
    confirmUsernameChange: (_parent, { confirmationToken }, { services }) =>
      services.confirmUsernameChange(confirmationToken),
    linkedInAuthorize: (_parent, { mode }, { services }) => services.linkedInAuthorize(mode),
    linkedInCallback: (_parent, { mode, query }, { services }) => services.linkedInCallback(mode, query),
    linkedInLink: (_parent, { linkToken, password }, { services }) => services.linkedInLink(linkToken, password),
    linkedInRegister: (_parent, { input }, { services }) => services.linkedInRegister(input),
  },
  Query: {
    linkedInEnabled: (_parent, _args, { services }) => services.linkedInEnabled(),
  },
};
