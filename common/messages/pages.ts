/** Page texts the spec quotes (§2, §8). */
export const PAGES = {
  notFoundTitle: 'Page not found', // spec §2
  notFoundText: 'The page you are looking for does not seem to exist', // spec §2
  goHome: 'GO HOME', // spec §2
  errorTitle: 'Sorry, we broke something!', // spec §2
  confirmFailure: 'An error occurred. Please try again later.', // spec §8
  offline: 'No internet connection.', // spec §8
  linkedInFailure: 'Login failed. Please try again.', // spec §8
  internal: 'Something went wrong on our side. Please try again later.',
} as const;
