import type { Role } from './constants';

/** Spec §6: ROLE_ADMIN opens the admin pages and calls; the one test of it that services, gateway and web share. */
export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes('ROLE_ADMIN');
}
