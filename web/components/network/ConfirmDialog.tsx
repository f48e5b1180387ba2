// Moved to the UI kit; the network pages still import it from here.
export { ConfirmDialog, type ConfirmDialogProps } from '~/web/components/ui/confirm-dialog';
