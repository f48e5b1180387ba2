import { Type, type Static } from 'typebox';
import { PROFILE_QUESTION_KEYS, type ProfileQuestionKey, type SuggestedQuestionKey } from '~/common/aiAgent';
import { AI_AGENT_ANSWER_MAX, AI_AGENT_QUESTION_MAX } from '~/common/constants';
import { AI_AGENT as M } from '~/common/messages';

// services/API.md § AI assistant (spec §7: GET ai-agent/questions?userUuid=, PUT ai-agent/questions,
// GET ai-agent/thread?userUuid=; POST ai-agent/thread asks and streams the answer).

/** ?userUuid= — one's own when absent; another member's only for admins */
export const MemberQuery = Type.Object({ userUuid: Type.Optional(Type.String({ maxLength: 100 })) });

// the keys of common/aiAgent.ts, spelled out so their types stay literal (a test keeps the two lists equal)
export const SUGGESTED_KEYS = ['nextHookup', 'peopleToMeet', 'improveProfile', 'groupHookups'] as const satisfies readonly SuggestedQuestionKey[];
export const PROFILE_KEYS = ['sells', 'wantsToMeet'] as const satisfies readonly ProfileQuestionKey[];
const SuggestedKey = (options = {}) => Type.Union([Type.Literal('nextHookup'), Type.Literal('peopleToMeet'), Type.Literal('improveProfile'), Type.Literal('groupHookups')], options);
const ProfileKey = (options = {}) => Type.Union([Type.Literal('sells'), Type.Literal('wantsToMeet')], options);

export const AiAgentQuestionsSchema = Type.Object({
  /** true when an engine is configured: free-form questions are answered by it */
  engine: Type.Boolean(),
  /** the questions the member's data can answer now */
  suggested: Type.Array(Type.Object({ key: SuggestedKey(), text: Type.String() })),
  /** the assistant's own profile questions and the member's answers (null = not answered) */
  profile: Type.Array(Type.Object({ key: ProfileKey(), question: Type.String(), answer: Type.Union([Type.String(), Type.Null()]) })),
});

export const AiAgentAnswersBody = Type.Object({
  answers: Type.Array(
    Type.Object({
      key: ProfileKey({ errorMessage: M.unknownQuestion }),
      // an empty answer clears it
      answer: Type.String({ maxLength: AI_AGENT_ANSWER_MAX, errorMessage: { maxLength: M.answerTooLong } }),
    }),
    { maxItems: PROFILE_QUESTION_KEYS.length },
  ),
});

export const AiAgentMessageSchema = Type.Object({
  uuid: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
  source: Type.Union([Type.Literal('member'), Type.Literal('engine'), Type.Literal('computed')]),
  createdAt: Type.String(),
});

export const AiAgentThreadSchema = Type.Object({ messages: Type.Array(AiAgentMessageSchema) });

/** POST ai-agent/thread: a free-form question (needs an engine) or a suggested one by key */
export const AskBody = Type.Object({
  question: Type.Optional(Type.String({ maxLength: AI_AGENT_QUESTION_MAX, errorMessage: { maxLength: M.tooLong } })),
  questionKey: Type.Optional(SuggestedKey({ errorMessage: M.unknownQuestion })),
});

export type AiAgentQuestions = Static<typeof AiAgentQuestionsSchema>;
export type AiAgentMessage = Static<typeof AiAgentMessageSchema>;
export type AskInput = Static<typeof AskBody>;
