// Create or edit a group hookup in a dialog: the form's values go to createGroupHookup / updateGroupHookup,
// then the chosen image is uploaded for the saved group hookup.
import { useMutation, useQuery } from 'urql';
import { isAdmin } from '~/common/roles';
import { DialogFrame } from '~/web/components/ui/dialog';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { getFragmentData } from '~/web/gql';
import { GroupHookupFields, type GroupHookupData } from '~/web/lib/groupHookupFields';
import { useSession } from '~/web/lib/session';
import { uploadGroupHookupImage } from '~/web/lib/upload';
import { CreateGroupHookupMutation, GroupHookupCategoriesQuery, UpdateGroupHookupMutation } from './documents';
import { GroupHookupForm, type SubmitOutcome } from './GroupHookupForm';
import { toGroupHookupInput, type GroupHookupFormOutput } from './schema';

export interface GroupHookupFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The group hookup to edit; none to create one. */
  existing?: GroupHookupData | null;
  onSaved?: (groupHookup: GroupHookupData) => void;
}

export function GroupHookupFormDialog({ open, onOpenChange, existing, onSaved }: GroupHookupFormDialogProps) {
  const { user } = useSession();
  const canSponsor = isAdmin(user?.roles ?? []);
  const [{ data: categoryData, fetching: loadingCategories }] = useQuery({ query: GroupHookupCategoriesQuery, pause: !open });
  const [, create] = useMutation(CreateGroupHookupMutation);
  const [, update] = useMutation(UpdateGroupHookupMutation);
  const editing = Boolean(existing);

  const save = async (values: GroupHookupFormOutput): Promise<SubmitOutcome> => {
    const input = toGroupHookupInput(values, canSponsor);
    const result = existing ? await update({ uuid: existing.uuid, input }) : await create({ input });
    const saved = result.data ? ('updateGroupHookup' in result.data ? result.data.updateGroupHookup : result.data.createGroupHookup) : null;
    if (!saved) return result.error ?? null;
    const groupHookup = getFragmentData(GroupHookupFields, saved);
    if (values.image) {
      try {
        await uploadGroupHookupImage(groupHookup.uuid, values.image);
      } catch (error) {
        // the group hookup is saved; only its image is missing, and editing it again can add one
        toaster.create({
          title: 'The group hookup is saved, but its image is not.',
          description: error instanceof Error ? error.message : undefined,
          type: 'error',
        });
      }
    }
    toaster.create({ title: editing ? 'Group hookup updated.' : 'Group hookup created.', type: 'success' });
    onOpenChange(false);
    onSaved?.(groupHookup);
    return null;
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={editing ? 'Edit group hookup' : 'Create group hookup'}
      description={
        editing
          ? 'Changes are shown to the participants at once.'
          : canSponsor
            ? 'Your group hookup is approved at once.'
            : 'An admin approves your group hookup before members can attend.'
      }
    >
      {loadingCategories && !categoryData ? (
        <Spinner label="Loading the categories" />
      ) : (
        <GroupHookupForm
          categories={categoryData?.categories ?? []}
          existing={existing}
          canSponsor={canSponsor}
          submitLabel={editing ? 'Save changes' : 'Create group hookup'}
          onSubmit={save}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </DialogFrame>
  );
}
