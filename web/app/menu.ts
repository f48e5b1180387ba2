import type { Role } from '~/common/constants';

// The navigation menu of the authenticated area, in one place (spec §2 entries, spec §6 roles).
// Entries are listed only once their page exists; later features add theirs here.

/** spec §6: a member is an admin with ROLE_ADMIN, otherwise a client (ambassadors and experts
 *  also hold ROLE_USER, so they are clients). */
type Audience = Extract<Role, 'ROLE_ADMIN' | 'ROLE_USER'>;

export interface MenuEntry {
  label: string;
  route: string;
  roles: readonly Audience[];
  /** Shown in the top bar as well as in the side drawer. */
  topBar?: boolean;
  /** The entry opens the invite dialog instead of navigating (its page is not built yet). */
  opensInviteDialog?: boolean;
}

const ADMIN_AND_CLIENT: readonly Audience[] = ['ROLE_ADMIN', 'ROLE_USER'];
const CLIENT_ONLY: readonly Audience[] = ['ROLE_USER'];

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Home', route: '/home', roles: ADMIN_AND_CLIENT, topBar: true },
  { label: 'Group Hookups', route: '/group-hookups', roles: ADMIN_AND_CLIENT, topBar: true },
  { label: 'Invite Friends', route: '/invite', roles: CLIENT_ONLY, topBar: true, opensInviteDialog: true },
  { label: 'Settings', route: '/settings', roles: ADMIN_AND_CLIENT },
  { label: 'My Profile', route: '/profile', roles: ADMIN_AND_CLIENT },
];

export function isAdmin(roles: readonly Role[]): boolean {
  return roles.includes('ROLE_ADMIN');
}

/** The menu entries a member with these roles may see, in menu order. */
export function menuFor(roles: readonly Role[]): MenuEntry[] {
  if (roles.length === 0) return [];
  const audience: Audience = isAdmin(roles) ? 'ROLE_ADMIN' : 'ROLE_USER';
  return MENU_ENTRIES.filter((entry) => entry.roles.includes(audience));
}

export type DrawerFooterEntry =
  | { kind: 'invite'; label: 'Invite Friends' }
  | { kind: 'contact'; label: 'Contact us' };

/** spec §2: the side drawer ends with Invite Friends for admins and Contact us for the others. */
export function drawerFooterFor(roles: readonly Role[]): DrawerFooterEntry {
  return isAdmin(roles) ? { kind: 'invite', label: 'Invite Friends' } : { kind: 'contact', label: 'Contact us' };
}
