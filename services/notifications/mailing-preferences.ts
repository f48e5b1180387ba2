import { sql } from 'kysely';
import type { NotificationCode, Role } from '~/common/constants';
import { notificationCodesFor } from '~/common/roles';
import { isPaused } from '~/services/shared/pause';
import type { MailingPreferences } from './preferences-schemas';

// A member's say over notification email (services/API.md § Notification email): one switch per code, a pause, and
// unsubscribing from all of it. Checked when a mail is queued and again just before it is sent.

export interface MailingState {
  /** per code, false = off; an absent code is on */
  preferences: Partial<Record<NotificationCode, boolean>>;
  unsubscribeDate: Date | null;
  pauseNotificationsStartDate: Date | null;
  pauseNotificationsEndDate: Date | null;
}

/**
 * The users columns a MailingState is read from (`mailingState` turns the row into one). The jsonb comes back as text:
 * Kysely's CamelCasePlugin would otherwise rename the keys inside it (HOOKUP_MATCHED → HOOKUPMATCHED).
 */
export const mailingColumns = () => [
  sql<string>`mailing_preferences::text`.as('mailingPreferencesJson'),
  'unsubscribeDate' as const,
  'pauseNotificationsStartDate' as const,
  'pauseNotificationsEndDate' as const,
];

export function mailingState(row: Omit<MailingState, 'preferences'> & { mailingPreferencesJson: string }): MailingState {
  const { mailingPreferencesJson, ...rest } = row;
  return { preferences: JSON.parse(mailingPreferencesJson) as MailingState['preferences'], ...rest };
}

/** May the member be mailed about `code` at `now`: their switch for it is on, not unsubscribed, not paused. */
export function mayMail(member: MailingState, code: NotificationCode, now: Date): boolean {
  return (
    member.preferences[code] !== false &&
    member.unsubscribeDate === null &&
    !isPaused(member.pauseNotificationsStartDate, member.pauseNotificationsEndDate, now)
  );
}

/**
 * services/API.md MailingPreferences: every code the member can be sent (an admin's codes to admins only), true unless
 * switched off.
 */
export function toMailingPreferences(member: MailingState, roles: readonly Role[], now: Date): MailingPreferences {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    preferences: Object.fromEntries(notificationCodesFor(roles).map((code) => [code, member.preferences[code] !== false])) as MailingPreferences['preferences'],
    unsubscribeDate: iso(member.unsubscribeDate),
    pauseNotificationsStartDate: iso(member.pauseNotificationsStartDate),
    pauseNotificationsEndDate: iso(member.pauseNotificationsEndDate),
    paused: isPaused(member.pauseNotificationsStartDate, member.pauseNotificationsEndDate, now),
  };
}
