// What the app shell paints while its menus' code loads after the first paint (issue 21): each looks like the
// trigger it stands for, takes its size (no layout shift), and is hidden from assistive technology and clicks,
// so nobody (and no test) can press a trigger that does nothing yet.
import type { ReactNode } from 'react';
import { Avatar } from '~/web/components/ui/avatar';
import { ChevronDownIcon } from '~/web/components/ui/icons';
import { css, cx } from '~/web/styled-system/css';
import { button, navItem } from '~/web/styled-system/recipes';

/** The account menu's trigger: avatar and chevron. */
export const accountMenuTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  p: '1',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});

export function AccountMenuFace({ user }: { user: { fullName: string; imageUrl: string | null } }) {
  return (
    <>
      <Avatar name={user.fullName} src={user.imageUrl} size="sm" />
      <ChevronDownIcon width={16} height={16} />
    </>
  );
}

const inert = css({ pointerEvents: 'none' });

export function AccountMenuPlaceholder({ user }: { user: { fullName: string; imageUrl: string | null } }) {
  return (
    <span aria-hidden="true" className={cx(accountMenuTrigger, inert)}>
      <AccountMenuFace user={user} />
    </span>
  );
}

/** A top-bar menu group's trigger (spec §2: Hookups) before its menu can open. */
export function NavGroupPlaceholder({ label, current }: { label: string; current?: string }) {
  return (
    <span aria-hidden="true" className={cx(navItem({ placement: 'topBar' }), current, inert)}>
      {label}
      <ChevronDownIcon width={16} height={16} />
    </span>
  );
}

/** An icon button of the top bar (the bell) before its popover can open. */
export function IconButtonPlaceholder({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className={cx(button({ variant: 'ghost', iconOnly: true }), inert)}>
      {children}
    </span>
  );
}
