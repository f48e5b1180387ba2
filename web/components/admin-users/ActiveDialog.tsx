// Disable or enable a member after a confirmation (PUT admin/user/disable|enable/{id}). Disabling ends their sessions:
// they are logged out, their open pages go to /login.
import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { ADMIN_USERS } from '~/common/messages/adminUsers';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { toaster } from '~/web/components/ui/toast';
import { Text } from '~/web/components/ui/typography';
import { errorMessage } from '~/web/lib/errors';
import { DisableUserMutation, EnableUserMutation } from './documents';

export interface ActiveDialogProps {
  /** The member to disable (active) or enable (not active); null: closed. */
  user: { uuid: string; fullName: string; active: boolean } | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ActiveDialog({ user, onClose, onSaved }: ActiveDialogProps) {
  const [disabling, disable] = useMutation(DisableUserMutation);
  const [enabling, enable] = useMutation(EnableUserMutation);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setError(null), [user]);
  const willDisable = user?.active ?? true;

  const confirm = async () => {
    if (!user) return;
    const result = willDisable ? await disable({ uuid: user.uuid }) : await enable({ uuid: user.uuid });
    if (result.error) {
      setError(errorMessage(result.error));
      return;
    }
    toaster.create({ title: willDisable ? ADMIN_USERS.disabled : ADMIN_USERS.enabled, type: 'success' });
    onSaved();
    onClose();
  };

  return (
    <DialogFrame
      role="alertdialog"
      open={user !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={willDisable ? 'Disable user' : 'Enable user'}
      description={
        user
          ? willDisable
            ? `${user.fullName} will be logged out everywhere and will not be able to log in until you enable them again.`
            : `${user.fullName} will be able to log in again.`
          : null
      }
    >
      <Dialog.Body>{error ? <Alert status="error">{error}</Alert> : <Text tone="muted">Are you sure?</Text>}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={disabling.fetching || enabling.fetching} onClick={() => void confirm()}>
          {willDisable ? 'Disable' : 'Enable'}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
