// Tags management on /settings (admins): the tags as colored chips, create, edit and delete.
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { PlusIcon } from '~/web/components/ui/icons';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import type { TagFieldsFragment } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { DeleteTagMutation, TagFields, TagsQuery } from './documents';
import { TagChip } from './TagChip';
import { TagFormDialog } from './TagFormDialog';

const TAG_TYPES = { additionalTypenames: ['Tag'] };

export function TagsCard() {
  const [{ data, fetching, error }] = useQuery({ query: TagsQuery, context: TAG_TYPES });
  const [, deleteTag] = useMutation(DeleteTagMutation);
  const [dialog, setDialog] = useState<{ open: boolean; tag: TagFieldsFragment | null }>({ open: false, tag: null });
  const tags = (data?.tags ?? []).map((tag) => getFragmentData(TagFields, tag));

  const [deleting, setDeleting] = useState<TagFieldsFragment | null>(null);

  // the dialog shows a refusal; a deleted tag says so in a toast
  const remove = async (tag: TagFieldsFragment) => {
    const result = await deleteTag({ slug: tag.slug }, TAG_TYPES);
    if (!result.error) toaster.create({ title: 'Tag deleted.', type: 'success' });
    return result.error ?? null;
  };

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Tags</Card.Title>
        <Card.Description>The tags members can put on group hookups and profiles.</Card.Description>
      </Card.Header>
      <Card.Body className={stack({ gap: '4' })}>
        {!data && fetching ? <Spinner label="Loading the tags" /> : null}
        {error && !data ? <Alert status="error">{errorMessage(error)}</Alert> : null}
        {data && tags.length === 0 ? <Text tone="muted">There are no tags yet.</Text> : null}
        {tags.length > 0 ? (
          <ul aria-label="Tags" className={stack({ gap: '3' })}>
            {tags.map((tag) => (
              <li key={tag.slug} className={hstack({ gap: '3', flexWrap: 'wrap' })}>
                <TagChip name={tag.name} color={tag.color} fontColor={tag.fontColor} />
                <Text as="span" tone="muted" size="sm" className={css({ flex: '1', minW: '40' })}>
                  {tag.description}
                </Text>
                <Button size="sm" variant="outline" aria-label={`Edit ${tag.name}`} onClick={() => setDialog({ open: true, tag })}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" aria-label={`Delete ${tag.name}`} onClick={() => setDeleting(tag)}>
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div>
          <Button onClick={() => setDialog({ open: true, tag: null })}>
            <PlusIcon width={18} height={18} />
            Create tag
          </Button>
        </div>
      </Card.Body>
      <TagFormDialog open={dialog.open} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} existing={dialog.tag} />
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete tag"
          description={`Delete the tag "${deleting.name}"?`}
          confirmLabel="Delete"
          onConfirm={() => remove(deleting)}
        />
      ) : null}
    </Card.Root>
  );
}
