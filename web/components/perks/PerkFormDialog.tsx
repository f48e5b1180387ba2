// Create or edit a member perk in a dialog (admins; POST perks, PUT perks/{uuid}): one zod schema, the server's
// refusals under their fields or above the form.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useMutation } from 'urql';
import { PERK_TEXT_MAX } from '~/common/constants';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { toaster } from '~/web/components/ui/toast';
import type { PerkFieldsFragment } from '~/web/gql/graphql';
import { useServerForm } from '~/web/lib/useServerForm';
import { CheckboxField, TextAreaField, TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { CreatePerkMutation, UpdatePerkMutation } from './documents';
import { PERK_FORM_FIELDS, perkDefaults, perkSchema, type PerkForm } from './perkSchema';

function PerkFormBody({ existing, onDone }: { existing: PerkFieldsFragment | null; onDone: () => void }) {
  const [, create] = useMutation(CreatePerkMutation);
  const [, update] = useMutation(UpdatePerkMutation);
  const {
    register,
    control,
    onSubmit: submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<PerkForm>({
    resolver: zodResolver(perkSchema) as Resolver<PerkForm>,
    defaultValues: perkDefaults(existing),
    fields: PERK_FORM_FIELDS,
    submit: async (input) => {
      // both answer a Perk: the document cache asks the list again
      const context = { additionalTypenames: ['Perk'] };
      const result = existing ? await update({ uuid: existing.uuid, input }, context) : await create({ input }, context);
      if (result.data) {
        toaster.create({ title: existing ? 'Perk updated.' : 'Perk created.', type: 'success' });
        onDone();
      }
      return result;
    },
  });

  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label={existing ? 'Edit perk' : 'Create perk'}>
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <TextField label="Title" required maxLength={PERK_TEXT_MAX.title} error={errors.title?.message} {...register('title')} />
      <TextField label="Partner" required maxLength={PERK_TEXT_MAX.partner} error={errors.partner?.message} {...register('partner')} />
      <TextAreaField
        label="Description"
        required
        maxLength={PERK_TEXT_MAX.description}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextAreaField
        label="How to redeem"
        required
        maxLength={PERK_TEXT_MAX.howToRedeem}
        error={errors.howToRedeem?.message}
        {...register('howToRedeem')}
      />
      <TextField label="Link" type="url" required error={errors.link?.message} {...register('link')} />
      <CheckboxField control={control} name="published" label="Published (members see it)" />
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {existing ? 'Save changes' : 'Create perk'}
        </Button>
      </div>
    </form>
  );
}

export interface PerkFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the perk to edit; none to create one */
  existing: PerkFieldsFragment | null;
}

export function PerkFormDialog({ open, onOpenChange, existing }: PerkFormDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={existing ? 'Edit perk' : 'Create perk'}
      description="Members of your organisation see published perks on Member Perks."
    >
      <Dialog.Body>
        <PerkFormBody key={existing?.uuid ?? 'new'} existing={existing} onDone={() => onOpenChange(false)} />
      </Dialog.Body>
    </DialogFrame>
  );
}
