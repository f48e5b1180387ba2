// The AI assistant's own questions (issue 19), shared by services (store, answer) and web (labels).

/** Questions the assistant asks the member about themselves; matching uses the answers (services/matching/score.ts). */
export const PROFILE_QUESTIONS = [
  { key: 'sells', question: 'What do you sell?', placeholder: 'e.g. payroll software for mid-size companies' },
  { key: 'wantsToMeet', question: 'Who do you want to meet?', placeholder: 'e.g. HR directors and CFOs in retail' },
] as const;

export type ProfileQuestionKey = (typeof PROFILE_QUESTIONS)[number]['key'];
export const PROFILE_QUESTION_KEYS = PROFILE_QUESTIONS.map((q) => q.key) as ProfileQuestionKey[];

/** Questions the assistant suggests; services offer only those the member's data can answer. */
export const SUGGESTED_QUESTIONS = {
  nextHookup: 'Prepare for my next hookup',
  peopleToMeet: 'Who should I meet?',
  improveProfile: 'How can I improve my profile?',
  groupHookups: 'Which group hookups are coming up?',
} as const;

export type SuggestedQuestionKey = keyof typeof SUGGESTED_QUESTIONS;
export const SUGGESTED_QUESTION_KEYS = Object.keys(SUGGESTED_QUESTIONS) as SuggestedQuestionKey[];
