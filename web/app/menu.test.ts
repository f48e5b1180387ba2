import { describe, expect, it } from 'vitest';
import { drawerFooterFor, isMenuGroup, menuFor, menuKey, topBarFor, type MenuEntry } from '~/web/app/menu';

/** Labels, a group as `Label > child, child`. */
const outline = (entries: MenuEntry[]) =>
  entries.map((entry) => (isMenuGroup(entry) ? `${entry.label} > ${entry.children.map((c) => c.label).join(', ')}` : entry.label));
const labels = (roles: Parameters<typeof menuFor>[0]) => outline(menuFor(roles));

describe('menuFor', () => {
  it('gives a client Home, the Hookups group without Timecycles, Invite Friends, Chat, AI Assistant, Settings and My Profile', () => {
    expect(labels(['ROLE_USER'])).toEqual([
      'Home',
      'Hookups > 1-to-1 Hookups, Group Hookups',
      'My Network',
      'Reviews',
      'Referrals',
      'Experts',
      'Ambassadors',
      'Member Perks',
      'Community',
      'Invite Friends',
      'Chat',
      'AI Assistant',
      'Settings',
      'My Profile',
    ]);
  });

  it('gives an admin Timecycles in the Hookups group but not the client-only Invite Friends', () => {
    const admin = [
      'Home',
      'Users',
      'Hookups > Timecycles, 1-to-1 Hookups, Group Hookups',
      'My Network',
      'Reviews',
      'Referrals',
      'Experts',
      'Ambassadors',
      'Member Perks',
      'Feedback',
      'Community',
      'Chat',
      'AI Assistant',
      'Settings',
      'My Profile',
    ];
    expect(labels(['ROLE_ADMIN'])).toEqual(admin);
    expect(labels(['ROLE_ADMIN', 'ROLE_USER'])).toEqual(admin);
  });

  it('routes the Hookups children to /timecycles, /timeslots and /group-hookups (spec §2)', () => {
    const group = menuFor(['ROLE_ADMIN']).find(isMenuGroup)!;
    expect(group.children.map((child) => child.route)).toEqual(['/timecycles', '/timeslots', '/group-hookups']);
  });

  it('shows Home and Hookups in the top bar, and Invite Friends for clients only', () => {
    const topBar = (roles: Parameters<typeof menuFor>[0]) => menuFor(roles).filter((e) => e.topBar).map((e) => e.label);
    expect(topBar(['ROLE_USER'])).toEqual(['Home', 'Hookups', 'My Network', 'Experts', 'Ambassadors', 'Member Perks', 'Invite Friends']);
    expect(topBar(['ROLE_ADMIN'])).toEqual(['Home', 'Users', 'Hookups', 'My Network', 'Experts', 'Ambassadors', 'Member Perks']);
  });

  it("gathers the pages spec §2's top bar lists no entry for under More, so none is out of reach on a wide screen", () => {
    expect(outline(topBarFor(menuFor(['ROLE_USER'])))).toEqual([
      'Home',
      'Hookups > 1-to-1 Hookups, Group Hookups',
      'My Network',
      'Experts',
      'Ambassadors',
      'Member Perks',
      'Invite Friends',
      'More > Reviews, Referrals, Community, AI Assistant',
    ]);
    // an admin's More holds the admin pages too; Chat, Settings and My Profile have the top bar's icon and avatar menu
    expect(outline(topBarFor(menuFor(['ROLE_ADMIN']))).at(-1)).toBe('More > Reviews, Referrals, Feedback, Community, AI Assistant');
  });

  it('treats ambassadors and experts, who also hold ROLE_USER, as clients', () => {
    expect(labels(['ROLE_USER', 'ROLE_AMBASSADOR'])).toEqual(labels(['ROLE_USER']));
    expect(labels(['ROLE_USER', 'ROLE_EXPERT'])).toEqual(labels(['ROLE_USER']));
  });

  it('gives nothing to someone without roles', () => {
    expect(menuFor([])).toEqual([]);
  });

  it('keeps every route and key of the menu unique', () => {
    for (const roles of [['ROLE_USER'], ['ROLE_ADMIN']] as const) {
      const keys = menuFor(roles).flatMap((entry) => [menuKey(entry), ...(isMenuGroup(entry) ? entry.children.map((c) => c.route) : [])]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('drawerFooterFor', () => {
  it('ends the drawer with Invite Friends for admins', () => {
    expect(drawerFooterFor(['ROLE_ADMIN'])).toEqual({ kind: 'invite', label: 'Invite Friends' });
  });

  it('ends the drawer with Contact us for everyone else', () => {
    expect(drawerFooterFor(['ROLE_USER'])).toEqual({ kind: 'contact', label: 'Contact us' });
    expect(drawerFooterFor(['ROLE_USER', 'ROLE_EXPERT'])).toEqual({ kind: 'contact', label: 'Contact us' });
  });
});
