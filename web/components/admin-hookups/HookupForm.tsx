// The admins' hookup form (spec §3): two member pickers and the start. Valid values go to `onSubmit`; a
// refusal shows where it belongs (fieldOfErrorCode), its field errors under their fields, the rest above.
import { zodResolver } from '@hookform/resolvers/zod';
import type { CombinedError } from '@urql/core';
import { Controller, type Resolver } from 'react-hook-form';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import {
  fieldOfErrorCode,
  HOOKUP_FORM_FIELDS,
  hookupErrorCode,
  hookupFormDefaults,
  hookupFormSchema,
  type EditableHookup,
  type HookupFormOutput,
  type HookupFormValues,
} from './hookupFormSchema';
import { MemberPicker } from './MemberPicker';

export interface HookupFormProps {
  hookup: EditableHookup;
  /** null: saved; a CombinedError: the server refused. */
  onSubmit: (values: HookupFormOutput) => Promise<CombinedError | null>;
  onCancel?: () => void;
  /** minutes of the hookup (kept by an edit) */
  durationMinutes?: number;
}

export function HookupForm({ hookup, onSubmit, onCancel, durationMinutes }: HookupFormProps) {
  const {
    register,
    control,
    onSubmit: submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<HookupFormValues, HookupFormOutput>({
    resolver: zodResolver(hookupFormSchema) as Resolver<HookupFormValues, unknown, HookupFormOutput>,
    defaultValues: hookupFormDefaults(hookup),
    fields: HOOKUP_FORM_FIELDS,
    fieldOfError: (error) => fieldOfErrorCode(hookupErrorCode(error)),
    submit: onSubmit,
  });

  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label="Edit hookup">
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <Controller
        control={control}
        name="firstParticipant"
        render={({ field }) => (
          <MemberPicker
            label="First participant"
            name={field.name}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.firstParticipant?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="secondParticipant"
        render={({ field }) => (
          <MemberPicker
            label="Second participant"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            helper="Optional: left empty, the hookup keeps its second participant."
            error={errors.secondParticipant?.message}
          />
        )}
      />
      <TextField
        label="Start"
        type="datetime-local"
        required
        helper={durationMinutes ? `In your local time. The hookup keeps its ${durationMinutes} minutes.` : 'In your local time.'}
        error={errors.startDateTime?.message}
        {...register('startDateTime')}
      />
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={isSubmitting}>
          Save hookup
        </Button>
      </div>
    </form>
  );
}
