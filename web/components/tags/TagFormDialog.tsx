// Create or edit a tag in a dialog (admins; POST tags, PUT tags/{slug}) with the four fields of spec §5 and a
// preview of the chip.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from 'urql';
import { TAG_DESCRIPTION_MAX, TAG_NAME_MAX } from '~/common/constants';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { toaster } from '~/web/components/ui/toast';
import type { TagFieldsFragment } from '~/web/gql/graphql';
import { useServerForm } from '~/web/lib/useServerForm';
import { TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { CreateTagMutation, UpdateTagMutation } from './documents';
import { TagChip } from './TagChip';
import { TAG_COLOR_RE, TAG_FORM_FIELDS, tagDefaults, tagSchema, type TagForm } from './tagSchema';

function TagFormBody({ existing, onDone }: { existing: TagFieldsFragment | null; onDone: () => void }) {
  const [, create] = useMutation(CreateTagMutation);
  const [, update] = useMutation(UpdateTagMutation);
  const {
    register,
    watch,
    onSubmit: submit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<TagForm>({
    resolver: zodResolver(tagSchema),
    defaultValues: tagDefaults(existing),
    fields: TAG_FORM_FIELDS,
    submit: async (input) => {
      const context = { additionalTypenames: ['Tag'] };
      const result = existing ? await update({ slug: existing.slug, input }, context) : await create({ input }, context);
      if (result.data) {
        toaster.create({ title: existing ? 'Tag updated.' : 'Tag created.', type: 'success' });
        onDone();
      }
      return result;
    },
  });
  const [name, color, fontColor] = watch(['name', 'color', 'fontColor']);

  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label={existing ? 'Edit tag' : 'Create tag'}>
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <TextField label="Name" required maxLength={TAG_NAME_MAX} error={errors.name?.message} {...register('name')} />
      <TextField label="Description" required maxLength={TAG_DESCRIPTION_MAX} error={errors.description?.message} {...register('description')} />
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '5' })}>
        <TextField label="Color" required placeholder="#1D4ED8" helper="Background, as #RRGGBB" error={errors.color?.message} {...register('color')} />
        <TextField label="Font color" required placeholder="#FFFFFF" helper="Text, as #RRGGBB" error={errors.fontColor?.message} {...register('fontColor')} />
      </div>
      {name?.trim() && TAG_COLOR_RE.test(color) && TAG_COLOR_RE.test(fontColor) ? (
        <div aria-label="Preview">
          <TagChip name={name.trim()} color={color} fontColor={fontColor} />
        </div>
      ) : null}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end' })}>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {existing ? 'Save changes' : 'Create tag'}
        </Button>
      </div>
    </form>
  );
}

export interface TagFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing: TagFieldsFragment | null;
}

export function TagFormDialog({ open, onOpenChange, existing }: TagFormDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={existing ? 'Edit tag' : 'Create tag'}
      description="Tags label group hookups and profiles."
    >
      <Dialog.Body>
        <TagFormBody key={existing?.slug ?? 'new'} existing={existing} onDone={() => onOpenChange(false)} />
      </Dialog.Body>
    </DialogFrame>
  );
}
