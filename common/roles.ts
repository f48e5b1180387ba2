import { ADMIN_NOTIFICATION_CODES, NOTIFICATION_CODES, type NotificationCode, type Role } from './constants';

/** Spec §6: ROLE_ADMIN opens the admin pages and calls; the one test of it that services, gateway and web share. */
export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes('ROLE_ADMIN');
}

/** The notification codes a member with these roles can be sent, in NOTIFICATION_CODES order (/settings' switches). */
export function notificationCodesFor(roles: readonly Role[]): NotificationCode[] {
  return isAdmin(roles) ? [...NOTIFICATION_CODES] : NOTIFICATION_CODES.filter((code) => !ADMIN_NOTIFICATION_CODES.includes(code));
}
