import type { Role } from '~/common/constants';
import { isAdmin } from '~/common/roles';

// The navigation menu of the authenticated area, in one place (spec §2 entries, spec §6 roles).
// Entries are listed only once their page exists; later features add theirs here.

/** spec §6: a member is an admin with ROLE_ADMIN, otherwise a client (ambassadors and experts
 *  also hold ROLE_USER, so they are clients). */
type Audience = Extract<Role, 'ROLE_ADMIN' | 'ROLE_USER'>;

export interface MenuLink {
  label: string;
  route: string;
  roles: readonly Audience[];
  /** Shown in the top bar as well as in the side drawer. */
  topBar?: boolean;
  /** The entry opens the invite dialog instead of navigating (its page is not built yet). */
  opensInviteDialog?: boolean;
}

/** A group of links under one label (spec §2: the Hookups group); its children are filtered by role too. */
export interface MenuGroup {
  label: string;
  /** Identifies the group (it has no page of its own). */
  key: string;
  roles: readonly Audience[];
  topBar?: boolean;
  children: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;
/** A stable key of an entry: the route of a link, the key of a group. */
export const menuKey = (entry: MenuEntry): string => (isMenuGroup(entry) ? entry.key : entry.route);

const ADMIN_AND_CLIENT: readonly Audience[] = ['ROLE_ADMIN', 'ROLE_USER'];
const ADMIN_ONLY: readonly Audience[] = ['ROLE_ADMIN'];
const CLIENT_ONLY: readonly Audience[] = ['ROLE_USER'];

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'Home', route: '/home', roles: ADMIN_AND_CLIENT, topBar: true },
  { label: 'Users', route: '/users', roles: ADMIN_ONLY, topBar: true },
  {
    // spec §2: Hookups group with Timecycles (admin), 1-to-1 Hookups (route timeslots), Group Hookups
    label: 'Hookups',
    key: 'hookups',
    roles: ADMIN_AND_CLIENT,
    topBar: true,
    children: [
      { label: 'Timecycles', route: '/timecycles', roles: ADMIN_ONLY },
      { label: '1-to-1 Hookups', route: '/timeslots', roles: ADMIN_AND_CLIENT },
      { label: 'Group Hookups', route: '/group-hookups', roles: ADMIN_AND_CLIENT },
    ],
  },
  { label: 'My Network', route: '/my-network', roles: ADMIN_AND_CLIENT, topBar: true },
  // spec §2: Reviews follows My Network
  { label: 'Reviews', route: '/reviews', roles: ADMIN_AND_CLIENT },
  { label: 'Referrals', route: '/referrals', roles: ADMIN_AND_CLIENT },
  { label: 'Experts', route: '/experts', roles: ADMIN_AND_CLIENT, topBar: true },
  { label: 'Ambassadors', route: '/ambassadors', roles: ADMIN_AND_CLIENT, topBar: true },
  { label: 'Member Perks', route: '/member-perks', roles: ADMIN_AND_CLIENT, topBar: true },
  { label: 'Feedback', route: '/admin/feedback', roles: ADMIN_ONLY },
  // issue 17: in the side drawer only; spec §2's top bar lists no forum entry
  { label: 'Community', route: '/community', roles: ADMIN_AND_CLIENT },
  // spec §2/§6: client only; the page /invite (the admins' drawer footer keeps the invite dialog)
  { label: 'Invite Friends', route: '/invite', roles: CLIENT_ONLY, topBar: true },
  { label: 'Chat', route: '/chat', roles: ADMIN_AND_CLIENT },
  // issue 19: in the side drawer only; spec §2's top bar lists no assistant entry
  { label: 'AI Assistant', route: '/ai-assistant', roles: ADMIN_AND_CLIENT },
  { label: 'Settings', route: '/settings', roles: ADMIN_AND_CLIENT },
  { label: 'My Profile', route: '/profile', roles: ADMIN_AND_CLIENT },
];

/** The route of the calendar, shown as an icon in the top bar when the gate full_calendar is on (spec §2). */
export const CALENDAR_ROUTE = '/calendar';

/** The menu entries a member with these roles may see, in menu order; a group keeps the children they may
 *  see and disappears when none is left. */
export function menuFor(roles: readonly Role[]): MenuEntry[] {
  if (roles.length === 0) return [];
  const audience: Audience = isAdmin(roles) ? 'ROLE_ADMIN' : 'ROLE_USER';
  return MENU_ENTRIES.flatMap((entry): MenuEntry[] => {
    if (!entry.roles.includes(audience)) return [];
    if (!isMenuGroup(entry)) return [entry];
    const children = entry.children.filter((child) => child.roles.includes(audience));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** Pages the top bar reaches by an icon or the avatar menu (spec §2), so they need no top-bar entry. */
const TOP_BAR_ELSEWHERE = new Set(['/chat', '/settings', '/profile']);

/**
 * The top bar's entries (spec §2's list) and, after them, a "More" group of every other page the member may open, so
 * that on a wide screen, where the side drawer is hidden, no page of the menu is out of reach.
 */
export function topBarFor(entries: readonly MenuEntry[]): MenuEntry[] {
  const shown = entries.filter((entry) => entry.topBar);
  const rest = entries.filter((entry): entry is MenuLink => !entry.topBar && !isMenuGroup(entry) && !TOP_BAR_ELSEWHERE.has(entry.route));
  if (rest.length === 0) return shown;
  return [...shown, { label: 'More', key: 'more', roles: ADMIN_AND_CLIENT, topBar: true, children: rest }];
}

export type DrawerFooterEntry =
  | { kind: 'invite'; label: 'Invite Friends' }
  | { kind: 'contact'; label: 'Contact us' };

/** spec §2: the side drawer ends with Invite Friends for admins and Contact us for the others. */
export function drawerFooterFor(roles: readonly Role[]): DrawerFooterEntry {
  return isAdmin(roles) ? { kind: 'invite', label: 'Invite Friends' } : { kind: 'contact', label: 'Contact us' };
}
