/** Answers of the auth and account calls (services) shown as they are by the web app. */
export const AUTH = {
  // a login or registration whose password hash was cut short by a restart (503: try again)
  serverRestarting: 'The server is restarting. Try again in a moment.',
  // spec §8: a LinkedIn sign-in that failed without a code of the provider's
  linkedInFailed: 'Login failed. Please try again.',
  linkedInUnavailable: 'Sign in with LinkedIn is not available here.',
  linkedInExpired: 'This LinkedIn sign-in has expired. Please start again.',
  linkedInLinkWrongPassword: 'Wrong password: enter the password of your account to link LinkedIn to it.',
  linkedInEmailUnverified: 'Your LinkedIn email address is not verified. Verify it at LinkedIn, or register with a password.',
  invalidCredentials: 'Wrong email or password.',
  tooManyAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a minute.',
  accountDisabled: 'Your account has been disabled. Please contact us.',
  emailTaken: 'An account with this email already exists.',
  tokenInvalid: 'This link is invalid or has expired.',
  sessionExpired: 'Your session has expired. Please log in again.',
  unauthenticated: 'You need to log in to do that.',
  forbidden: 'You are not allowed to do that.',
  wrongOldPassword: 'The old password is incorrect.',
  samePassword: 'The new password must be different from the old one.',
  resetSent: 'If an account exists for this email, we have sent a link to reset your password.',
  passwordReset: 'Your password has been reset. You can now log in.',
  passwordChanged: 'Your password has been changed.',
  emailConfirmed: 'Your email has been confirmed.',
  alreadyVerified: 'Your email is already confirmed.',
  resendSuccess: "We've sent you another email to validate your account.", // spec §2
  usernameChangeSent: "We've sent a confirmation link to your new email address.",
  usernameChanged: 'Your email has been changed.',
  sameUsername: 'This is already your email address.',
  csrf: 'Your security token has expired. Please try again.',
} as const;

/**
 * spec §8: a failed LinkedIn sign-in shows the returned code, else 'Login failed. Please try again.'. A code is an
 * OAuth error token (`access_denied`); anything else a query could carry is not shown.
 */
export function linkedInFailedWith(code?: string | null): string {
  return code && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? `Login failed (${code}). Please try again.` : AUTH.linkedInFailed;
}
