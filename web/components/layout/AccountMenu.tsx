import { Portal } from '@ark-ui/react/portal';
import { useNavigate } from 'react-router';
import { Avatar } from '~/web/components/ui/avatar';
import { ChevronDownIcon, LogOutIcon, SettingsIcon, UserIcon } from '~/web/components/ui/icons';
import { Menu } from '~/web/components/ui/menu';
import { css } from '~/web/styled-system/css';

interface AccountMenuUser {
  fullName: string;
  username: string;
  imageUrl: string | null;
}

export interface AccountMenuProps {
  user: AccountMenuUser;
  onLogout: () => void;
}

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  p: '1',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
});

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
      <Menu.Trigger className={trigger} aria-label={`Account menu for ${user.fullName}`}>
        <Avatar name={user.fullName} src={user.imageUrl} size="sm" />
        <ChevronDownIcon width={16} height={16} />
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
