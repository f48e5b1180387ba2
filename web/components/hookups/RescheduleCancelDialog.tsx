// spec §8: the third reschedule attempt's dialog, titled 'Reschedule cancel' with the exact text of the limit.
// SAVE cancels the hookup; closing leaves it as it is. A refusal (e.g. 'The hookup has already been
// cancelled!') shows in the dialog as the server words it.
import { Portal } from '@ark-ui/react/portal';
import { useRef } from 'react';
import { HOOKUP } from '~/common/messages/hookups';
import { Alert } from '~/web/components/ui/alert';
import { Button, IconButton } from '~/web/components/ui/button';
import { Dialog } from '~/web/components/ui/dialog';
import { XIcon } from '~/web/components/ui/icons';

export interface RescheduleCancelDialogProps {
  open: boolean;
  cancelling: boolean;
  error: string | null;
  onSave: () => void;
  onClose: () => void;
}

export function RescheduleCancelDialog({ open, cancelling, error, onSave, onClose }: RescheduleCancelDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      // the safe choice has the focus: Enter does not cancel the hookup by accident
      initialFocusEl={() => keep.current}
      closeOnInteractOutside={!cancelling}
      closeOnEscape={!cancelling}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{HOOKUP.rescheduleCancelTitle}</Dialog.Title>
              <Dialog.Description>{HOOKUP.rescheduleLimit}</Dialog.Description>
            </Dialog.Header>
            {error ? <Alert status="error">{error}</Alert> : null}
            <Dialog.Footer>
              <Button ref={keep} type="button" variant="outline" disabled={cancelling} onClick={onClose}>
                Keep the hookup
              </Button>
              <Button type="button" variant="danger" loading={cancelling} onClick={onSave}>
                SAVE
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <IconButton aria-label="Close" size="sm" disabled={cancelling}>
                <XIcon width={18} height={18} />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
