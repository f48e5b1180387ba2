// The group hookup form (spec §3) for create and edit. It validates with the one schema, hands the valid
// values to `onSubmit`, and shows what the server answers: field errors under their fields, the rest above.
import { zodResolver } from '@hookform/resolvers/zod';
import type { CombinedError } from '@urql/core';
import type { Resolver } from 'react-hook-form';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { ImageField, PrivacyField, SponsoredField, TagsField, TextAreaField } from './GroupHookupFormControls';
import {
  DURATION_MAX,
  DURATION_MIN,
  formDefaults,
  GROUP_HOOKUP_FORM_FIELDS,
  groupHookupSchema,
  PARTICIPANTS_MAX,
  PARTICIPANTS_MIN,
  TITLE_MAX,
  type EditableGroupHookup,
  type GroupHookupFormOutput,
  type GroupHookupFormValues,
} from './schema';

/** null: saved. A CombinedError: the server refused (its field errors go under the fields). A string: shown above. */
export type SubmitOutcome = null | CombinedError | string;

export interface GroupHookupFormProps {
  categories: readonly { name: string; label: string }[];
  /** The group hookup being edited; none for a new one. */
  existing?: (EditableGroupHookup & { imageUrl?: string | null }) | null;
  /** Admins may mark a group hookup as sponsored. */
  canSponsor: boolean;
  submitLabel: string;
  onSubmit: (values: GroupHookupFormOutput) => Promise<SubmitOutcome>;
  onCancel?: () => void;
}

const row = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' });

export function GroupHookupForm({ categories, existing, canSponsor, submitLabel, onSubmit, onCancel }: GroupHookupFormProps) {
  const {
    register,
    control,
    onSubmit: submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<GroupHookupFormValues, GroupHookupFormOutput>({
    resolver: zodResolver(groupHookupSchema) as Resolver<GroupHookupFormValues, unknown, GroupHookupFormOutput>,
    defaultValues: formDefaults(existing),
    fields: GROUP_HOOKUP_FORM_FIELDS,
    submit: onSubmit,
  });

  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label={submitLabel}>
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <TextField label="Title" required maxLength={TITLE_MAX} error={errors.title?.message} {...register('title')} />
      <div className={row}>
        <Field.Root invalid={Boolean(errors.category)} required>
          <Field.Label>
            Category
            <Field.RequiredIndicator />
          </Field.Label>
          <Field.Select {...register('category')}>
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.name} value={category.name}>
                {category.label}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
        </Field.Root>
        <TextField label="Start" type="datetime-local" required error={errors.startDate?.message} {...register('startDate')} />
      </div>
      <div className={row}>
        <TextField
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          min={DURATION_MIN}
          max={DURATION_MAX}
          step={5}
          required
          error={errors.duration?.message}
          {...register('duration', { valueAsNumber: true })}
        />
        <TextField
          label="Maximum participants"
          type="number"
          inputMode="numeric"
          min={PARTICIPANTS_MIN}
          max={PARTICIPANTS_MAX}
          required
          error={errors.maxParticipants?.message}
          {...register('maxParticipants', { valueAsNumber: true })}
        />
      </div>
      <PrivacyField control={control} error={errors.private?.message} />
      <TextAreaField label="Description" error={errors.description?.message} {...register('description')} />
      <TextAreaField label="Who should join" error={errors.whoShouldJoin?.message} {...register('whoShouldJoin')} />
      <TextAreaField label="Why should join" error={errors.whyShouldJoin?.message} {...register('whyShouldJoin')} />
      <TextAreaField label="What will we discuss" error={errors.whatWillDiscuss?.message} {...register('whatWillDiscuss')} />
      <TagsField control={control} error={errors.tags?.message ?? errors.tags?.find?.((tag) => tag?.message)?.message} />
      <ImageField control={control} error={errors.image?.message} current={existing?.imageUrl} />
      {canSponsor ? <SponsoredField control={control} error={errors.sponsored?.message} /> : null}
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
