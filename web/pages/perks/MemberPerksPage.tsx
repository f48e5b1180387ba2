// /member-perks (spec §2): the perks admins publish for their organisation. Admins also see drafts and create,
// edit and delete perks.
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { isAdmin } from '~/common/roles';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { PerkFields, DeletePerkMutation, PerksQuery } from '~/web/components/perks/documents';
import { PerkCard } from '~/web/components/perks/PerkCard';
import { PerkFormDialog } from '~/web/components/perks/PerkFormDialog';
import { Alert } from '~/web/components/ui/alert';
import { Button, LinkButton } from '~/web/components/ui/button';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { EmptyState } from '~/web/components/ui/empty-state';
import { PlusIcon } from '~/web/components/ui/icons';
import { Spinner } from '~/web/components/ui/spinner';
import { toaster } from '~/web/components/ui/toast';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import type { PerkFieldsFragment } from '~/web/gql/graphql';
import { errorMessage } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { pageStack } from '~/web/pages/auth/layout';
import { css } from '~/web/styled-system/css';

// an empty list answered no Perk: name the type so a created perk refreshes it
const PERK_TYPES = { additionalTypenames: ['Perk'] };

export default function MemberPerksPage() {
  usePageTitle('Member Perks');
  const { user } = useSession();
  const admin = isAdmin(user?.roles ?? []);
  const [{ data, fetching, error }] = useQuery({ query: PerksQuery, variables: { all: admin }, context: PERK_TYPES });
  const [, deletePerk] = useMutation(DeletePerkMutation);
  const [dialog, setDialog] = useState<{ open: boolean; perk: PerkFieldsFragment | null }>({ open: false, perk: null });
  const perks = (data?.perks ?? []).map((perk) => getFragmentData(PerkFields, perk));

  const [deleting, setDeleting] = useState<PerkFieldsFragment | null>(null);

  // the dialog shows a refusal; a deleted perk says so in a toast
  const remove = async (perk: PerkFieldsFragment) => {
    const result = await deletePerk({ uuid: perk.uuid }, PERK_TYPES);
    if (!result.error) toaster.create({ title: 'Perk deleted.', type: 'success' });
    return result.error ?? null;
  };

  return (
    <div className={pageStack}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <div>
          <Heading as="h1" size="2xl">
            Member Perks
          </Heading>
          <Text tone="muted">Offers from our partners for members of the community.</Text>
        </div>
        {admin ? (
          <Button onClick={() => setDialog({ open: true, perk: null })}>
            <PlusIcon width={18} height={18} />
            Create perk
          </Button>
        ) : null}
      </div>
      {!data && fetching ? <Spinner label="Loading the perks" /> : null}
      {error && !data ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {data && perks.length === 0 ? (
        admin ? (
          <EmptyState
            title="There are no perks yet."
            description="Publish an offer from a partner and every member of your organisation sees it here."
            actions={<Button onClick={() => setDialog({ open: true, perk: null })}>Create the first perk</Button>}
          />
        ) : (
          <EmptyState
            title="There are no perks yet."
            description="Offers from our partners appear here as soon as an admin publishes them. Meanwhile, meet peers in a group hookup."
            actions={<LinkButton to="/group-hookups">Browse group hookups</LinkButton>}
          />
        )
      ) : null}
      {perks.length > 0 ? (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: '5' })}>
          {perks.map((perk) => (
            <PerkCard
              key={perk.uuid}
              perk={perk}
              onEdit={admin ? () => setDialog({ open: true, perk }) : undefined}
              onDelete={admin ? () => setDeleting(perk) : undefined}
            />
          ))}
        </div>
      ) : null}
      {admin ? <PerkFormDialog open={dialog.open} onOpenChange={(open) => setDialog((d) => ({ ...d, open }))} existing={dialog.perk} /> : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete perk"
          description={`Delete the perk "${deleting.title}"?`}
          confirmLabel="Delete"
          onConfirm={() => remove(deleting)}
        />
      ) : null}
    </div>
  );
}
