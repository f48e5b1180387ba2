import { NavLink } from 'react-router';
import type { MenuLink } from '~/web/app/menu';
import { HomeIcon, SettingsIcon, UserIcon, UserPlusIcon } from '~/web/components/ui/icons';
import { navItem } from '~/web/styled-system/recipes';

const icons: Record<string, typeof HomeIcon> = {
  '/home': HomeIcon,
  '/invite': UserPlusIcon,
  '/settings': SettingsIcon,
  '/profile': UserIcon,
};

export interface NavEntryProps {
  entry: MenuLink;
  placement: 'topBar' | 'drawer';
  onInvite: () => void;
  /** Called after the entry is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
}

/** One menu entry: a link to its route, or the button opening the invite dialog. */
export function NavEntry({ entry, placement, onInvite, onNavigate }: NavEntryProps) {
  const Icon = icons[entry.route];
  const icon = placement === 'drawer' && Icon ? <Icon /> : null;
  if (entry.opensInviteDialog) {
    return (
      <button
        type="button"
        className={navItem({ placement })}
        onClick={() => {
          onNavigate?.();
          onInvite();
        }}
      >
        {icon}
        {entry.label}
      </button>
    );
  }
  return (
    <NavLink to={entry.route} className={navItem({ placement })} onClick={onNavigate}>
      {icon}
      {entry.label}
    </NavLink>
  );
}
