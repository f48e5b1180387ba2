import { Portal } from '@ark-ui/react/portal';
import { Link as RouterLink, NavLink, useLocation, useNavigate } from 'react-router';
import type { MenuGroup } from '~/web/app/menu';
import { CalendarIcon, ChevronDownIcon, ClockIcon, UsersIcon, VideoIcon } from '~/web/components/ui/icons';
import { Menu } from '~/web/components/ui/menu';
import { css, cx } from '~/web/styled-system/css';
import { navItem } from '~/web/styled-system/recipes';

const icons: Record<string, typeof ClockIcon> = {
  '/timecycles': ClockIcon,
  '/timeslots': CalendarIcon,
  '/group-hookups': VideoIcon,
};

export interface NavGroupProps {
  group: MenuGroup;
  placement: 'topBar' | 'drawer';
  /** Called after a child is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
}

const current = css({ color: 'accent.text', bg: 'accent.subtle' });

/**
 * A group of the menu (spec §2: Hookups). In the top bar: a button opening a menu of its children (already
 * filtered by role); in the drawer: a labelled list of them.
 */
export function NavGroup({ group, placement, onNavigate }: NavGroupProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = group.children.some((child) => pathname === child.route || pathname.startsWith(`${child.route}/`));
  const labelId = `nav-group-${group.key}-${placement}`;

  if (placement === 'drawer') {
    return (
      <div role="group" aria-labelledby={labelId}>
        <p id={labelId} className={css({ px: '4', pt: '3', pb: '1', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' })}>
          {group.label}
        </p>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          {group.children.map((child) => {
            const Icon = icons[child.route];
            return (
              <li key={child.route}>
                <NavLink to={child.route} className={navItem({ placement })} onClick={onNavigate}>
                  {Icon ? <Icon /> : null}
                  {child.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    // a click on an item follows its link; Enter on the highlighted one navigates here (in the app, no reload)
    <Menu.Root
      positioning={{ placement: 'bottom-start' }}
      navigate={({ value }) => {
        onNavigate?.();
        void navigate(value);
      }}
    >
      <Menu.Trigger className={cx(navItem({ placement }), active && current)} data-current={active || undefined}>
        {group.label}
        <ChevronDownIcon width={16} height={16} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {group.children.map((child) => {
              const Icon = icons[child.route] ?? UsersIcon;
              return (
                <Menu.Item key={child.route} value={child.route} asChild>
                  <RouterLink to={child.route} aria-current={pathname === child.route ? 'page' : undefined} onClick={onNavigate}>
                    <Icon width={18} height={18} />
                    {child.label}
                  </RouterLink>
                </Menu.Item>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
