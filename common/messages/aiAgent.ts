/** The AI assistant (issue 19; services/API.md § AI assistant). */
export const AI_AGENT = {
  noEngine:
    'Free-form questions need an AI engine, and none is configured here. Choose one of the suggested questions: they are answered from your own data.',
  engineFailed: 'The AI assistant could not answer just now. Please try again in a moment.',
  engineTimeout: 'The AI assistant took too long to answer. Please try again in a moment.',
  questionRequired: 'Ask a question or choose a suggested one.',
  unknownQuestion: 'This suggested question is not available.',
  answerTooLong: 'This answer is too long.',
  tooLong: 'This question is too long.',
  memberNotFound: 'This member does not exist.',
  otherMember: 'You can only see your own assistant.',
  busy: 'The assistant is still answering your previous question.',
} as const;
