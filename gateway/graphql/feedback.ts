import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';

/** Guests send without a bearer; a member's expired one is still UNAUTHENTICATED, so the session refreshes and retries. */
const senderToken = (context: MercuriusContext) => (context.bearer.status === 'none' ? undefined : requireAccessToken(context));

/** Feedback and error reports (issue 18; services/API.md § Feedback and error reports). services decide who may read. */
export const feedbackResolvers: Resolvers = {
  Query: {
    feedbackSettings: (_parent, _args, context) => context.services.feedbackSettings(),
    feedbackList: (_parent, { handled }, context) => context.services.feedbackList(requireAccessToken(context), handled),
    errorReports: (_parent, _args, context) => context.services.errorReports(requireAccessToken(context)),
  },
  Mutation: {
    sendFeedback: (_parent, { input }, context) => context.services.sendFeedback(senderToken(context), input),
    markFeedbackHandled: (_parent, { uuid }, context) => context.services.markFeedbackHandled(requireAccessToken(context), uuid),
    reportError: async (_parent, { input }, context) => {
      await context.services.reportError(senderToken(context), input);
      return true;
    },
  },
};
