// Change a member's roles (PUT admin/user/{userUuid}/roles): one checkbox per role of GET admin/roles/all, at least
// one ticked; the server's refusal (an admin dropping their own ROLE_ADMIN) shows in the dialog.
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ADMIN_USERS } from '~/common/messages/adminUsers';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Checkbox } from '~/web/components/ui/checkbox';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import type { Role } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';
import { stack } from '~/web/styled-system/patterns';
import { RolesQuery, SetUserRolesMutation } from './documents';

export interface RolesDialogProps {
  /** The member whose roles change; null: closed. */
  user: { uuid: string; fullName: string; roles: readonly Role[] } | null;
  onClose: () => void;
  onSaved: () => void;
}

export function RolesDialog({ user, onClose, onSaved }: RolesDialogProps) {
  const [{ data, error: loadError }] = useQuery({ query: RolesQuery, pause: !user });
  const [{ fetching }, setRoles] = useMutation(SetUserRolesMutation);
  // from the first frame; the parent remounts the dialog per member (key = their uuid)
  const [chosen, setChosen] = useState<Role[]>(() => [...(user?.roles ?? [])]);
  const [error, setError] = useState<string | null>(null);

  const toggle = (role: Role, on: boolean) => setChosen((roles) => (on ? [...roles.filter((r) => r !== role), role] : roles.filter((r) => r !== role)));
  const save = async () => {
    if (!user) return;
    if (chosen.length === 0) {
      setError(ADMIN_USERS.rolesRequired);
      return;
    }
    // in the order the server lists them, whatever the clicking order
    const order = data?.roles.map((option) => option.role) ?? [];
    const roles = [...chosen].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    const result = await setRoles({ uuid: user.uuid, roles });
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    toaster.create({ title: ADMIN_USERS.rolesSaved, type: 'success' });
    onSaved();
    onClose();
  };

  return (
    <DialogFrame
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Change roles"
      description={user ? `Roles of ${user.fullName}` : null}
    >
      <Dialog.Body>
        <div className={stack({ gap: '3' })}>
          {error ? <Alert status="error">{error}</Alert> : null}
          {loadError ? <Alert status="error">{errorMessage(loadError)}</Alert> : null}
          {!data && !loadError ? <Spinner label="Loading roles" /> : null}
          {data?.roles.map((option) => (
            <Checkbox.Root
              key={option.role}
              checked={chosen.includes(option.role)}
              onCheckedChange={(details) => toggle(option.role, details.checked === true)}
            >
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <Checkbox.Label>{option.label}</Checkbox.Label>
              <Checkbox.HiddenInput />
            </Checkbox.Root>
          ))}
        </div>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={fetching} disabled={!data} onClick={() => void save()}>
          Save roles
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
