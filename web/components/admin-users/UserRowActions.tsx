import { Portal } from '@ark-ui/react/portal';
import { useNavigate } from 'react-router';
import { IconButton } from '~/web/components/ui/button';
import { MoreHorizontalIcon } from '~/web/components/ui/icons';
import { Menu } from '~/web/components/ui/menu';

export const userPath = (uuid: string) => `/users/${encodeURIComponent(uuid)}`;
export const userEditPath = (uuid: string) => `${userPath(uuid)}/edit`;

interface UserRowActionsProps {
  user: { uuid: string; fullName: string; active: boolean };
  onRoles: () => void;
  onActive: () => void;
}

/** A user's row actions in one menu, so the table keeps its width for the columns (issue 15: /users at 1280 px). */
export function UserRowActions({ user, onRoles, onActive }: UserRowActionsProps) {
  const navigate = useNavigate();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'view') navigate(userPath(user.uuid));
        else if (value === 'edit') navigate(userEditPath(user.uuid));
        else if (value === 'roles') onRoles();
        else if (value === 'active') onActive();
      }}
    >
      <Menu.Trigger asChild>
        <IconButton size="sm" aria-label={`Actions for ${user.fullName}`}>
          <MoreHorizontalIcon width={18} height={18} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="view">View profile</Menu.Item>
            <Menu.Item value="edit">Edit</Menu.Item>
            <Menu.Item value="roles">Change roles</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="active">{user.active ? 'Disable' : 'Enable'}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
