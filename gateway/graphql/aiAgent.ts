import type { MercuriusContext } from 'mercurius';
import type { AiAgentAnswerEvent, Resolvers, SubscriptionResolvers } from '~/gateway/generated/graphql';
import { requireAccessToken } from '~/gateway/context';

/** The AI assistant (issue 19; services/API.md § AI assistant). services decide who may read which member's. */
export const aiAgentResolvers: Resolvers = {
  Query: {
    aiAgentQuestions: (_parent, { userUuid }, context) => context.services.aiAgentQuestions(requireAccessToken(context), userUuid),
    aiAgentThread: (_parent, { userUuid }, context) => context.services.aiAgentThread(requireAccessToken(context), userUuid),
  },
  Mutation: {
    saveAiAgentAnswers: (_parent, { answers }, context) => context.services.saveAiAgentAnswers(requireAccessToken(context), answers),
  },
};

/**
 * One subscription per question: it asks services and relays the streamed answer, then completes. A refusal (no
 * engine for a free-form question, an answer still under way) is the subscription's one error; unsubscribing stops it.
 */
export const aiAgentSubscriptionResolvers: Pick<SubscriptionResolvers<MercuriusContext>, 'aiAgentAnswer'> = {
  aiAgentAnswer: {
    subscribe: async (_root, { question, questionKey }, context) => {
      const events = await context.services.askAiAgent(requireAccessToken(context), { question, questionKey });
      return (async function* relay(): AsyncGenerator<{ aiAgentAnswer: AiAgentAnswerEvent }> {
        for await (const event of events) yield { aiAgentAnswer: event };
      })();
    },
  },
};
