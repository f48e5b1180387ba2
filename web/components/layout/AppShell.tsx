import { Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { CALENDAR_ROUTE, drawerFooterFor, isMenuGroup, menuFor, menuKey, topBarFor } from '~/web/app/menu';
import { ChatTopBarLink } from '~/web/components/chat/ChatTopBarLink';
import { IconButton } from '~/web/components/ui/button';
import { BellIcon, CalendarIcon, MenuIcon } from '~/web/components/ui/icons';
import { ChatProvider } from '~/web/lib/chat/ChatProvider';
import { useFeatureGate } from '~/web/lib/featureGates';
import { useSession } from '~/web/lib/session';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { InAppShellContext } from './inAppShell';
import { Logo } from './Logo';
import { NavEntry } from './NavEntry';
import { NavGroup } from './NavGroup';
import { AccountMenuPlaceholder, IconButtonPlaceholder } from './shellPlaceholders';
import { SkipLink } from './SkipLink';
import { lazyComponent } from '~/web/lib/lazyPage';
import { topBarIconLink } from '~/web/components/layout/topBarIconLink';
import { HelpButton } from '~/web/components/tutorial/HelpButton';

const topBar = hstack({
  gap: { base: '2', md: '6' },
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  h: 'topBar',
  px: { base: '3', md: '6' },
  bg: 'bg.default',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});

const main = css({
  flex: '1',
  w: '100%',
  maxW: '6xl',
  mx: 'auto',
  px: { base: '4', md: '8' },
  // clear of the feedback tab at the right edge (spec §2) on a phone, where the page's own padding is narrower
  pe: { base: 'clearOfFeedbackTab', md: '8' },
  py: { base: '6', md: '10' },
  // the height a page that fills the window may take (/chat): the viewport less the top bar and the padding above
  '--page-fill-height': { base: 'calc(100dvh - token(sizes.topBar) - 2 * token(spacing.6))', md: 'calc(100dvh - token(sizes.topBar) - 2 * token(spacing.10))' },
  outline: 'none',
});

// Loaded after the first paint (issue 21): a page paints with the shell's triggers; their menus follow.
const AccountMenu = lazyComponent(() => import('./AccountMenu').then((module) => module.AccountMenu));
const NotificationBell = lazyComponent(() => import('~/web/components/notifications/NotificationBell').then((module) => module.NotificationBell));
const NavDrawer = lazyComponent(() => import('./NavDrawer').then((module) => module.NavDrawer));
const InviteFriendsDialog = lazyComponent(() => import('./InviteFriendsDialog').then((module) => module.InviteFriendsDialog));

/** The authenticated area: top bar, side drawer below md, the page in <main>. */
export function AppShell() {
  const { user, logout } = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  // the dialog's code loads when a member first asks for it
  const [inviteOpened, setInviteOpened] = useState(false);
  const roles = user?.roles ?? [];
  const entries = menuFor(roles);
  const openInvite = () => {
    setInviteOpened(true);
    setInviteOpen(true);
  };
  // spec §2: the top bar shows a calendar icon when the feature gate full_calendar is on
  const calendar = useFeatureGate('full_calendar');

  return (
    // the member's chat stays live on every signed-in page: the top bar badge and the title count (spec §2)
    <ChatProvider>
      <div className={stack({ gap: '0', minH: '100dvh' })}>
        <SkipLink />
        <header className={topBar}>
          <div className={css({ hideFrom: 'md' })}>
            <IconButton aria-label="Open navigation menu" onClick={() => setDrawerOpen(true)}>
              <MenuIcon />
            </IconButton>
          </div>
          <Logo />
          <nav aria-label="Main" className={css({ hideBelow: 'md', flex: '1' })}>
            <ul className={hstack({ gap: '1' })}>
              {topBarFor(entries).map((entry) => (
                <li key={menuKey(entry)}>
                  {isMenuGroup(entry) ? (
                    <NavGroup group={entry} placement="topBar" />
                  ) : (
                    <NavEntry entry={entry} placement="topBar" onInvite={openInvite} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <div className={hstack({ gap: '2', ms: 'auto' })}>
            {calendar.enabled ? (
              <NavLink to={CALENDAR_ROUTE} aria-label="Calendar" title="Calendar" className={topBarIconLink}>
                <CalendarIcon width={20} height={20} />
              </NavLink>
            ) : null}
            {/* spec §2: the help button opens the tutorial side drawer (gate onboarding_side_drawer) */}
            <HelpButton />
            {/* spec §2: a chat icon with an unread badge */}
            <ChatTopBarLink />
            {/* spec §2: the notification bell on every signed-in page */}
            <Suspense fallback={<IconButtonPlaceholder><BellIcon /></IconButtonPlaceholder>}>
              <NotificationBell />
            </Suspense>
            {user ? (
              <Suspense fallback={<AccountMenuPlaceholder user={user} />}>
                <AccountMenu user={user} onLogout={logout} />
              </Suspense>
            ) : null}
          </div>
        </header>

        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            entries={entries}
            footer={drawerFooterFor(roles)}
            onInvite={openInvite}
          />
        </Suspense>

        <main id="main" tabIndex={-1} className={main}>
          <InAppShellContext.Provider value={true}>
            <Outlet />
          </InAppShellContext.Provider>
        </main>

        {inviteOpened ? (
          <Suspense fallback={null}>
            <InviteFriendsDialog open={inviteOpen} onOpenChange={setInviteOpen} />
          </Suspense>
        ) : null}
      </div>
    </ChatProvider>
  );
}
export default AppShell;
