// Asks before a step the member may regret (blocking someone, removing a contact, deleting a tag or a perk) and shows
// the server's refusal in place.
import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { errorMessage } from '~/web/lib/errors';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** null when done; the server's refusal otherwise */
  onConfirm: () => Promise<CombinedError | null>;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (!next) setRefusal(null);
    onOpenChange(next);
  };

  const confirm = async () => {
    setBusy(true);
    setRefusal(null);
    const error = await onConfirm();
    setBusy(false);
    if (error) setRefusal(errorMessage(error));
    else change(false);
  };

  return (
    <DialogFrame open={open} onOpenChange={change} role="alertdialog" title={title} description={description}>
      <Dialog.Body>{refusal ? <Alert status="error">{refusal}</Alert> : null}</Dialog.Body>
      <Dialog.Footer>
        <Button type="button" variant="outline" onClick={() => change(false)}>
          Cancel
        </Button>
        <Button type="button" variant="danger" loading={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </DialogFrame>
  );
}
