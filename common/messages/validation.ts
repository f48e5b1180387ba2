/** spec §5 validation messages, used by the web forms (zod) and enforced again by services (TypeBox). */
export const VALIDATION = {
  usernameEmail: 'You need to provide a valid email', // spec §5
  usernameMin: 'Username must be at least 4 characters', // spec §5
  usernameMax: 'Username must be less than 100 characters', // spec §5
  passwordRule:
    'Password must contain at least one number, one uppercase letter, one lowercase letter, one special character and no spaces', // spec §5
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be less than 250 characters',
  passwordRequired: 'Password is required',
  passwordsMatch: "Passwords don't match", // spec §5
  firstNameMin: 'Name must be at least 1 characters', // spec §5
  lastNameMin: 'Surname must be at least 1 characters', // spec §5
  jobPositionMin: 'Job position must be at least 2 characters',
  howDidYouHearAboutUsMin: 'Please tell us how you heard about us',
  linkedInUrl: 'You need to provide a valid LinkedIn URL', // spec §5
  location: 'You need to provide a valid location', // spec §5
  acceptTerms: 'You must accept the terms and conditions', // spec §5
  phoneNumber: 'You need to provide a valid phone number', // spec §5
  required: 'This field is required',
  /** common/text.ts: PostgreSQL text cannot hold U+0000 */
  unstorableText: 'Text may not contain the NUL character (\\u0000) or a lone surrogate.',
  /** gateway: a text sent in a URL to services is longer than any they accept */
  textTooLong: 'This text is too long.',
} as const;
