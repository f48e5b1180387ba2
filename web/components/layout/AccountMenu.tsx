import { Portal } from '@ark-ui/react/portal';
import { useNavigate } from 'react-router';
import { LogOutIcon, SettingsIcon, UserIcon } from '~/web/components/ui/icons';
import { Menu } from '~/web/components/ui/menu';
import { css } from '~/web/styled-system/css';
import { AccountMenuFace, accountMenuTrigger } from './shellPlaceholders';

interface AccountMenuUser {
  fullName: string;
  username: string;
  imageUrl: string | null;
}

export interface AccountMenuProps {
  user: AccountMenuUser;
  onLogout: () => void;
}


/** spec §2: the avatar menu has My Profile, Settings and Log out. */
export function AccountMenu({ user, onLogout }: AccountMenuProps) {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'logout') onLogout();
        else navigate(value);
      }}
    >
      <Menu.Trigger className={accountMenuTrigger} aria-label={`Account menu for ${user.fullName}`}>
        <AccountMenuFace user={user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <div className={css({ px: '4', py: '2', maxW: '64' })}>
              <p className={css({ fontWeight: 'semibold', textStyle: 'sm', truncate: true })}>{user.fullName}</p>
              <p className={css({ color: 'fg.muted', textStyle: 'xs', truncate: true })}>{user.username}</p>
            </div>
            <Menu.Separator />
            <Menu.Item value="/profile">
              <UserIcon width={18} height={18} />
              My Profile
            </Menu.Item>
            <Menu.Item value="/settings">
              <SettingsIcon width={18} height={18} />
              Settings
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout">
              <LogOutIcon width={18} height={18} />
              Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
