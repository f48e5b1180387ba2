// ════════ Feedback and error reports (issue 18) ════════
export const FEEDBACK = {
  nameRequired: 'Name is required', // spec §5: each required
  emailInvalid: 'You need to provide a valid email', // spec §5
  messageRequired: 'Message is required', // spec §5: each required
  tooLong: 'This text is too long.',
  sent: 'Thank you! Your feedback has been sent.', // spec §4: the success message
  redirecting: (seconds: number) => `Taking you to Home in ${seconds} s…`, // spec §4/§9: the countdown
  notFound: 'This feedback does not exist.',
  errorReportTooLarge: 'This error report is too large.',
} as const;
