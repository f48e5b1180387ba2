// Asks for the reason of a cancel or a reject (required, 3 to 500 characters) and runs the call with it.
import { zodResolver } from '@hookform/resolvers/zod';
import type { CombinedError } from '@urql/core';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextAreaField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { REASON_MAX, reasonSchema, type ReasonForm } from './schema';

export interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** null when done; the server's refusal otherwise. */
  onConfirm: (reason: string) => Promise<CombinedError | null>;
}

export function ReasonDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm }: ReasonDialogProps) {
  const {
    register,
    reset,
    onSubmit: submit,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useServerForm<ReasonForm>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
    fields: ['reason'],
    submit: async ({ reason }) => {
      const error = await onConfirm(reason);
      if (!error) change(false);
      return error;
    },
  });

  function change(next: boolean) {
    if (!next) {
      reset();
      setFormError(null);
    }
    onOpenChange(next);
  }

  return (
    <DialogFrame open={open} onOpenChange={change} title={title} description={description}>
      <form className={formStack} onSubmit={submit} noValidate>
        {formError ? <Alert status="error">{formError}</Alert> : null}
        <TextAreaField label="Reason" required maxLength={REASON_MAX} error={errors.reason?.message} {...register('reason')} />
        <Dialog.Footer>
          <Button type="button" variant="outline" onClick={() => change(false)}>
            Back
          </Button>
          <Button type="submit" variant="danger" loading={isSubmitting}>
            {confirmLabel}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
