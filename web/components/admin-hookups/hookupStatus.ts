import type { HookupStatus } from '~/web/gql/graphql';

// services/API.md "States of a hookup", as admins read them.
export const HOOKUP_STATUSES: readonly HookupStatus[] = ['PENDING', 'CONFIRMED', 'CANCELLED', 'COMPLETED', 'EXPIRED'];

export const HOOKUP_STATUS_LABELS: Record<HookupStatus, string> = {
  PENDING: 'Pending confirmation',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
};

export const HOOKUP_STATUS_TONES: Record<HookupStatus, 'neutral' | 'accent' | 'success' | 'warning' | 'danger'> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  CANCELLED: 'danger',
  COMPLETED: 'neutral',
  EXPIRED: 'neutral',
};

/** An admin may edit a hookup that is pending or confirmed and has not started (services/API.md admin edit). */
export const isEditable = (hookup: { hookupStatus: HookupStatus; startDateTime: string }, now = Date.now()) =>
  (hookup.hookupStatus === 'PENDING' || hookup.hookupStatus === 'CONFIRMED') && Date.parse(hookup.startDateTime) > now;
