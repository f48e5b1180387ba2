// Asks for the reason of a cancel or a reject (required, 3 to 500 characters) and runs the call with it.
import { zodResolver } from '@hookform/resolvers/zod';
import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { applyServerErrors } from '~/web/lib/errors';
import { formStack, TextAreaField } from '~/web/pages/auth/fields';
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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });

  const change = (next: boolean) => {
    if (!next) {
      reset();
      setFormError(null);
    }
    onOpenChange(next);
  };

  const submit = handleSubmit(async ({ reason }) => {
    setFormError(null);
    const error = await onConfirm(reason);
    if (!error) return change(false);
    setFormError(applyServerErrors(error, setError, ['reason']));
  });

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
