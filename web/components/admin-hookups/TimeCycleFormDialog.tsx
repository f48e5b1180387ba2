// Create or edit a time cycle in a dialog (services/API.md POST/PUT hookup-admin/time-cycle): the form
// validates with the one schema, the server's refusals show under their fields or above the form.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useMutation } from 'urql';
import { CADENCES, HOOKUP_DURATIONS } from '~/common/constants';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { DialogFrame } from '~/web/components/ui/dialog';
import { Field } from '~/web/components/ui/field';
import { toaster } from '~/web/components/ui/toast';
import { useServerForm, type ServerAnswer } from '~/web/lib/useServerForm';
import { CheckboxField, TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { CreateTimeCycleMutation, UpdateTimeCycleMutation } from './documents';
import {
  CADENCE_LABELS,
  CYCLE_NAME_MAX,
  TIME_CYCLE_FORM_FIELDS,
  timeCycleDefaults,
  timeCycleSchema,
  toTimeCycleInput,
  type EditableTimeCycle,
  type TimeCycleFormOutput,
  type TimeCycleFormValues,
} from './timeCycleSchema';

export interface TimeCycleFormProps {
  existing?: EditableTimeCycle | null;
  submitLabel: string;
  /** null: saved; otherwise what to show (a CombinedError's field errors go under their fields). */
  onSubmit: (values: TimeCycleFormOutput) => Promise<ServerAnswer>;
  onCancel?: () => void;
}

export function TimeCycleForm({ existing, submitLabel, onSubmit, onCancel }: TimeCycleFormProps) {
  const {
    register,
    control,
    onSubmit: submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<TimeCycleFormValues, TimeCycleFormOutput>({
    resolver: zodResolver(timeCycleSchema) as Resolver<TimeCycleFormValues, unknown, TimeCycleFormOutput>,
    defaultValues: timeCycleDefaults(existing),
    fields: TIME_CYCLE_FORM_FIELDS,
    submit: onSubmit,
  });

  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label={submitLabel}>
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <TextField label="Name" required maxLength={CYCLE_NAME_MAX} error={errors.name?.message} {...register('name')} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' })}>
        <Field.Root invalid={Boolean(errors.cadence)} required>
          <Field.Label>
            Cadence
            <Field.RequiredIndicator />
          </Field.Label>
          <Field.Select {...register('cadence')}>
            <option value="">Choose…</option>
            {CADENCES.map((cadence) => (
              <option key={cadence} value={cadence}>
                {CADENCE_LABELS[cadence]}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{errors.cadence?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.hookupDuration)} required>
          <Field.Label>
            Hookup duration
            <Field.RequiredIndicator />
          </Field.Label>
          <Field.Select {...register('hookupDuration')}>
            {HOOKUP_DURATIONS.map((minutes) => (
              <option key={minutes} value={String(minutes)}>
                {minutes} minutes
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{errors.hookupDuration?.message}</Field.ErrorText>
        </Field.Root>
      </div>
      <TextField
        label="Next run"
        type="datetime-local"
        helper={existing ? 'In your local time.' : 'In your local time. Leave empty to run one period from now.'}
        error={errors.nextRunAt?.message}
        {...register('nextRunAt')}
      />
      <CheckboxField control={control} name="isDefaultTimeCycle" label="Default time cycle" helper="New members join the default cycle; there is only one." />
      <CheckboxField control={control} name="active" label="Active" helper="Only active cycles are offered to members and run." />
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export interface TimeCycleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The cycle to edit (with its id); none to create one. */
  existing?: (EditableTimeCycle & { id: string }) | null;
}

export function TimeCycleFormDialog({ open, onOpenChange, existing }: TimeCycleFormDialogProps) {
  const [, create] = useMutation(CreateTimeCycleMutation);
  const [, update] = useMutation(UpdateTimeCycleMutation);
  const editing = Boolean(existing);

  const save = async (values: TimeCycleFormOutput) => {
    const input = toTimeCycleInput(values);
    // both answer a TimeCycle: the document cache asks adminTimeCycles again
    const result = existing ? await update({ id: existing.id, input }, { additionalTypenames: ['TimeCycle'] }) : await create({ input }, { additionalTypenames: ['TimeCycle'] });
    if (result.error || !result.data) return result.error ?? null;
    toaster.create({ title: editing ? 'Time cycle updated.' : 'Time cycle created.', type: 'success' });
    onOpenChange(false);
    return null;
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit time cycle' : 'Create time cycle'}
      description="Each run pairs the members who opted into the cycle for one-to-one hookups."
    >
      <TimeCycleForm
        existing={existing}
        submitLabel={editing ? 'Save changes' : 'Create time cycle'}
        onSubmit={save}
        onCancel={() => onOpenChange(false)}
      />
    </DialogFrame>
  );
}
