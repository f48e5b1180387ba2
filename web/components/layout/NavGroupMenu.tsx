import { Portal } from '@ark-ui/react/portal';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { MenuGroup } from '~/web/app/menu';
import { ChevronDownIcon, UsersIcon } from '~/web/components/ui/icons';
import { Menu } from '~/web/components/ui/menu';
import { cx } from '~/web/styled-system/css';
import { navItem } from '~/web/styled-system/recipes';
import { navGroupIcons as icons } from './navGroupIcons';

/** The top bar's menu of a group (loaded after the first paint; NavGroup paints its trigger until then). */
export function NavGroupMenu({ group, current, onNavigate }: { group: MenuGroup; /** the class marking the group of the current page, or false */ current: string | false; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const placement = 'topBar';
  const active = Boolean(current);
  return (
    // a click on an item follows its link; Enter on the highlighted one navigates here (in the app, no reload)
    <Menu.Root
      positioning={{ placement: 'bottom-start' }}
      navigate={({ value }) => {
        onNavigate?.();
        void navigate(value);
      }}
    >
      <Menu.Trigger className={cx(navItem({ placement }), current)} data-current={active || undefined}>
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
