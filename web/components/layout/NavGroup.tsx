import { Suspense } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { MenuGroup } from '~/web/app/menu';
import { lazyComponent } from '~/web/lib/lazyPage';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { navItem } from '~/web/styled-system/recipes';
import { navGroupIcons as icons } from './navGroupIcons';
import { NavGroupPlaceholder } from './shellPlaceholders';

const NavGroupMenu = lazyComponent(() => import('./NavGroupMenu').then((module) => module.NavGroupMenu));

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
  const active = group.children.some((child) => pathname === child.route || pathname.startsWith(`${child.route}/`));
  const labelId = `nav-group-${group.key}-${placement}`;

  if (placement === 'drawer') {
    return (
      <div role="group" aria-labelledby={labelId}>
        <p id={labelId} className={css({ px: '4', pt: '3', pb: '1', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted', textTransform: 'uppercase', letterSpacing: '0.04em' })}>
          {group.label}
        </p>
        <ul className={stack({ gap: '1' })}>
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
    <Suspense fallback={<NavGroupPlaceholder label={group.label} current={active ? current : undefined} />}>
      <NavGroupMenu group={group} current={active && current} onNavigate={onNavigate} />
    </Suspense>
  );
}
