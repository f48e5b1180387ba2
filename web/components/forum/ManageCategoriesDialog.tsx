// "Manage categories" on /community, for admins (issue 17): the categories with their topic counts, a form to add one
// or edit the one chosen (its name, description, and whether only admins start topics in it), and delete for an empty
// one (services refuse the rest; the button says why beforehand).
import { zodResolver } from '@hookform/resolvers/zod';
import type { CombinedError } from '@urql/core';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { z } from 'zod';
import { FORUM_CATEGORY_DESCRIPTION_MAX, FORUM_CATEGORY_NAME_MAX, FORUM_CATEGORY_NAME_MIN } from '~/common/constants';
import { FORUM } from '~/common/messages/forum';
import { CreateForumCategoryMutation, DeleteForumCategoryMutation, ForumCategoriesQuery, UpdateForumCategoryMutation } from '~/web/components/forum/documents';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { Dialog, DialogFrame } from '~/web/components/ui/dialog';
import { Text } from '~/web/components/ui/typography';
import type { ForumCategoriesQuery as Categories } from '~/web/gql/graphql';
import { useServerForm } from '~/web/lib/useServerForm';
import { CheckboxField, TextAreaField, TextField } from '~/web/pages/auth/fields';
import { formStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

type Category = Categories['forumCategories'][number];

/** common/constants' category rules, which services' schema reads too, worded as services answer them (common/messages FORUM) */
export const categorySchema = z.object({
  name: z.string().trim().min(FORUM_CATEGORY_NAME_MIN, FORUM.categoryName).max(FORUM_CATEGORY_NAME_MAX, FORUM.categoryName),
  description: z.string().trim().max(FORUM_CATEGORY_DESCRIPTION_MAX, FORUM.categoryDescription),
  adminsOnly: z.boolean(),
});
export type CategoryForm = z.infer<typeof categorySchema>;

const item = css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'space-between', py: '2', borderBottomWidth: '1px', borderColor: 'border.default' });

export interface ManageCategoriesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ManageCategoriesDialog({ open, onOpenChange }: ManageCategoriesDialogProps) {
  const [{ data }, refetch] = useQuery({ query: ForumCategoriesQuery, pause: !open });
  const [, create] = useMutation(CreateForumCategoryMutation);
  const [, update] = useMutation(UpdateForumCategoryMutation);
  const [, remove] = useMutation(DeleteForumCategoryMutation);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const {
    register,
    control,
    reset,
    onSubmit,
    formError,
    setFormError,
    formState: { errors, isSubmitting },
  } = useServerForm<CategoryForm>({
    resolver: zodResolver(categorySchema),
    defaultValues: { name: '', description: '', adminsOnly: false },
    fields: ['name', 'description'],
    submit: async ({ name, description, adminsOnly }) => {
      const answer = editing
        ? await update({ cid: editing.cid, name, description: description || null, adminsOnly })
        : await create({ name, description: description || null, adminsOnly });
      if (!answer.error) {
        edit(null);
        reload();
      }
      return answer;
    },
  });
  const categories = data?.forumCategories ?? [];
  // every view of the categories (the /community filter and composer too) reads them again
  const reload = () => refetch({ requestPolicy: 'network-only' });

  const edit = (category: Category | null) => {
    setEditing(category);
    setFormError(null);
    reset({ name: category?.name ?? '', description: category?.description ?? '', adminsOnly: category?.adminsOnly ?? false });
  };

  const confirmDelete = async (): Promise<CombinedError | null> => {
    if (!deleting) return null;
    const answer = await remove({ cid: deleting.cid });
    if (answer.error) return answer.error;
    if (editing?.cid === deleting.cid) edit(null);
    reload();
    return null;
  };

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} size="lg" title="Manage categories" description="Add, rename or remove the community's categories. Only an empty category can be deleted.">
      <Dialog.Body>
        <ul aria-label="Categories">
          {categories.map((category) => (
            <li key={category.cid} className={item}>
              <div>
                <Text className={css({ fontWeight: 'semibold' })}>{category.name}</Text>
                {category.description ? <Text tone="muted">{category.description}</Text> : null}
                <Text tone="muted" size="sm">
                  {category.topicCount === 1 ? '1 topic' : `${category.topicCount} topics`}
                  {category.adminsOnly ? ' · only admins start topics' : ''}
                </Text>
              </div>
              <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>
                <Button size="sm" variant="outline" aria-label={`Edit ${category.name}`} onClick={() => edit(category)}>
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Delete ${category.name}`}
                  disabled={category.topicCount > 0}
                  title={category.topicCount > 0 ? FORUM.categoryNotEmpty : undefined}
                  onClick={() => setDeleting(category)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <form aria-label={editing ? `Edit ${editing.name}` : 'New category'} className={stack({ gap: '4', mt: '4' })} onSubmit={onSubmit} noValidate>
          {formError ? <Alert status="error">{formError}</Alert> : null}
          <div className={formStack}>
            <TextField label="Category name" required maxLength={FORUM_CATEGORY_NAME_MAX} error={errors.name?.message} {...register('name')} />
            <TextAreaField label="Description" maxLength={FORUM_CATEGORY_DESCRIPTION_MAX} error={errors.description?.message} {...register('description')} />
            <CheckboxField control={control} name="adminsOnly" label="Only admins start topics" helper="Members still read its topics and reply to them." />
          </div>
          <Dialog.Footer>
            {editing ? (
              <Button type="button" variant="outline" onClick={() => edit(null)}>
                Cancel editing
              </Button>
            ) : null}
            <Button type="submit" loading={isSubmitting}>
              {editing ? 'Save category' : 'Add category'}
            </Button>
          </Dialog.Footer>
        </form>
      </Dialog.Body>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(next) => (next ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.name ?? 'this category'}?`}
        description="The category is removed from the community. This cannot be undone."
        confirmLabel="Delete category"
        onConfirm={confirmDelete}
      />
    </DialogFrame>
  );
}
