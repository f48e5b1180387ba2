/** Notifications, mailing preferences, pause and unsubscribe (spec §2, §4, §7). */
export const NOTIFICATION = {
  empty: 'No notifications found', // spec §2
  notFound: 'This notification does not exist or is not yours.',
  pageSize: 'The page size must be between 1 and 50.',
  sorting: 'Notifications can only be sorted by date.',
  pauseWeeks: 'Please choose between 1 and 52 weeks.',
  unknownPreference: 'Unknown notification type.',
  unsubscribed: 'You have been unsubscribed. We will not send you any more emails.',
  unsubscribeInvalid: 'This unsubscribe link is invalid or has expired.',
} as const;
