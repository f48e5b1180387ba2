import { describe, expect, it } from 'vitest';
import { drawerFooterFor, menuFor } from '~/web/app/menu';

const labels = (roles: Parameters<typeof menuFor>[0]) => menuFor(roles).map((entry) => entry.label);

describe('menuFor', () => {
  it('gives a client Home, Group Hookups, Invite Friends, Settings and My Profile', () => {
    expect(labels(['ROLE_USER'])).toEqual(['Home', 'Group Hookups', 'Invite Friends', 'Settings', 'My Profile']);
  });

  it('gives an admin the shared entries but not the client-only Invite Friends', () => {
    expect(labels(['ROLE_ADMIN'])).toEqual(['Home', 'Group Hookups', 'Settings', 'My Profile']);
    expect(labels(['ROLE_ADMIN', 'ROLE_USER'])).toEqual(['Home', 'Group Hookups', 'Settings', 'My Profile']);
  });

  it('treats ambassadors and experts, who also hold ROLE_USER, as clients', () => {
    expect(labels(['ROLE_USER', 'ROLE_AMBASSADOR'])).toEqual(labels(['ROLE_USER']));
    expect(labels(['ROLE_USER', 'ROLE_EXPERT'])).toEqual(labels(['ROLE_USER']));
  });

  it('gives nothing to someone without roles', () => {
    expect(menuFor([])).toEqual([]);
  });

  it('keeps every route of the menu unique', () => {
    const routes = menuFor(['ROLE_USER']).map((entry) => entry.route);
    expect(new Set(routes).size).toBe(routes.length);
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
