import { Portal } from '@ark-ui/react/portal';
import { CONTACT_EMAIL } from '~/common/constants';
import { isMenuGroup, menuKey, type DrawerFooterEntry, type MenuEntry } from '~/web/app/menu';
import { IconButton } from '~/web/components/ui/button';
import { Drawer } from '~/web/components/ui/drawer';
import { MailIcon, UserPlusIcon, XIcon } from '~/web/components/ui/icons';
import { hstack, stack } from '~/web/styled-system/patterns';
import { navItem } from '~/web/styled-system/recipes';
import { LogoMark } from './Logo';
import { NavEntry } from './NavEntry';
import { NavGroup } from './NavGroup';
import { PRODUCT_NAME } from './usePageTitle';

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: MenuEntry[];
  footer: DrawerFooterEntry;
  onInvite: () => void;
}

/** The side drawer of small screens (310 px, spec §9) with the same entries as the top bar. */
export function NavDrawer({ open, onOpenChange, entries, footer, onInvite }: NavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} size="nav">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title className={hstack({ gap: '2' })}>
                <LogoMark size={24} />
                {PRODUCT_NAME}
              </Drawer.Title>
              <Drawer.CloseTrigger asChild>
                <IconButton aria-label="Close navigation menu" size="sm">
                  <XIcon width={18} height={18} />
                </IconButton>
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label="Main menu">
                <ul className={stack({ gap: '1' })}>
                  {entries.map((entry) => (
                    <li key={menuKey(entry)}>
                      {isMenuGroup(entry) ? (
                        <NavGroup group={entry} placement="drawer" onNavigate={close} />
                      ) : (
                        <NavEntry entry={entry} placement="drawer" onInvite={onInvite} onNavigate={close} />
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            </Drawer.Body>
            <Drawer.Footer>
              {/* spec §2: the drawer ends with Invite Friends for admins, Contact us for the others */}
              {footer.kind === 'invite' ? (
                <button
                  type="button"
                  className={navItem({ placement: 'drawer' })}
                  onClick={() => {
                    close();
                    onInvite();
                  }}
                >
                  <UserPlusIcon />
                  {footer.label}
                </button>
              ) : (
                <a href={`mailto:${CONTACT_EMAIL}`} className={navItem({ placement: 'drawer' })}>
                  <MailIcon />
                  {footer.label}
                </a>
              )}
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
