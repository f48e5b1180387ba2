// spec §2 /my-network: the member's contacts (people met in hookups and group hookups, and people they added) with
// a debounced search, adding from a member search, removing an added contact, and blocking / unblocking. A blocked
// member is never matched with the blocker and disappears from their lists (services/API.md § Slice: directories).
import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { ADMIN_FILTER_DEBOUNCE_MS, DEFAULT_PAGE_SIZE } from '~/common/constants';
import { NETWORK } from '~/common/messages/network';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';
import { cardGrid, MemberCardView } from '~/web/components/directories/MemberCard';
import { Pager, usePageFor } from '~/web/components/ui/pager';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { AddContactSearch } from '~/web/components/network/AddContactSearch';
import { StartChatButton } from '~/web/components/chat/StartChatButton';
import { ConfirmDialog } from '~/web/components/ui/confirm-dialog';
import { BlockedUsersQuery, BlockUserMutation, ContactFields, MyNetworkQuery, RemoveContactMutation, UnblockUserMutation } from '~/web/components/network/documents';
import { Alert } from '~/web/components/ui/alert';
import { Badge } from '~/web/components/ui/badge';
import { Button, LinkButton } from '~/web/components/ui/button';
import { EmptyState } from '~/web/components/ui/empty-state';
import { Field } from '~/web/components/ui/field';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

type Pending = { kind: 'block' | 'unblock' | 'remove'; uuid: string; fullName: string } | null;

const CONFIRM = {
  block: (name: string) => ({
    title: `Block ${name}?`,
    description: `${name} will not be matched with you, cannot message you, and disappears from your network, searches and directories. You can unblock them later.`,
    confirmLabel: 'Block',
  }),
  unblock: (name: string) => ({ title: `Unblock ${name}?`, description: `${name} can be matched with you again and shows up in your lists.`, confirmLabel: 'Unblock' }),
  remove: (name: string) => ({
    title: `Remove ${name} from your network?`,
    description: 'People you met in hookups stay in your network; this removes the contact you added.',
    confirmLabel: 'Remove',
  }),
};

const section = stack({ gap: '3' });
const sectionTitle = css({ textStyle: 'lg', fontWeight: 'semibold' });

export default function MyNetworkPage() {
  usePageTitle('My Network');
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  // a new (debounced) search starts at the first page
  const [page, setPage] = usePageFor(query);
  const [network, refetchNetwork] = useQuery({ query: MyNetworkQuery, variables: { query: query || null, page, size: DEFAULT_PAGE_SIZE } });
  const [blocked, refetchBlocked] = useQuery({ query: BlockedUsersQuery });
  const [, block] = useMutation(BlockUserMutation);
  const [, unblock] = useMutation(UnblockUserMutation);
  const [, remove] = useMutation(RemoveContactMutation);
  const [pending, setPending] = useState<Pending>(null);
  const addContactInput = useRef<HTMLInputElement>(null);

  // adding or removing a contact changes only the network; blocking and unblocking change both lists
  const refreshNetwork = () => refetchNetwork({ requestPolicy: 'network-only' });
  const refresh = () => {
    refreshNetwork();
    refetchBlocked({ requestPolicy: 'network-only' });
  };

  const contacts = useMemo(() => (network.data?.myNetwork.elements ?? []).map((c) => getFragmentData(ContactFields, c)), [network.data]);
  const contactUuids = useMemo(() => new Set(contacts.map((c) => c.uuid)), [contacts]);
  const list = network.data?.myNetwork;

  const confirm = async () => {
    if (!pending) return null;
    const run = pending.kind === 'block' ? block : pending.kind === 'unblock' ? unblock : remove;
    const result = await run({ uuid: pending.uuid });
    if (!result.error) (pending.kind === 'remove' ? refreshNetwork : refresh)();
    return result.error ?? null;
  };

  return (
    <div className={stack({ gap: '8' })}>
      <div className={stack({ gap: '2' })}>
        <Heading as="h1" size="2xl">
          My Network
        </Heading>
        <Text tone="muted">The people you met in hookups and group hookups, and the people you added.</Text>
      </div>

      <section aria-labelledby="contacts" className={section}>
        <h2 id="contacts" className={sectionTitle}>
          Contacts{list ? ` (${list.totalElements})` : ''}
        </h2>
        <Field.Root>
          <Field.Label>Search your network</Field.Label>
          <Field.Input
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
          />
        </Field.Root>
        {network.error && !list ? (
          <Alert status="error" title="We could not load your network.">
            {errorMessage(network.error)}
          </Alert>
        ) : !list ? (
          <Spinner label="Loading your network" />
        ) : contacts.length === 0 ? (
          query ? (
            <Text tone="muted">{NETWORK.emptySearch}</Text>
          ) : (
            <EmptyState
              title={NETWORK.emptyNetwork}
              description="Attend a group hookup to meet peers, or add a member you already know."
              actions={
                <>
                  <LinkButton to="/group-hookups">Browse group hookups</LinkButton>
                  <Button variant="outline" onClick={() => addContactInput.current?.focus()}>
                    Add a contact
                  </Button>
                </>
              }
            />
          )
        ) : (
          <>
            <ul aria-label="Contacts" className={cardGrid}>
              {contacts.map((c) => (
                <MemberCardView
                  key={c.uuid}
                  {...c}
                  actions={
                    <>
                      <StartChatButton memberUUID={c.uuid} memberName={c.fullName} />
                      {c.added ? (
                        <Button size="sm" variant="outline" onClick={() => setPending({ kind: 'remove', uuid: c.uuid, fullName: c.fullName })} aria-label={`Remove ${c.fullName}`}>
                          Remove
                        </Button>
                      ) : null}
                      <Button size="sm" variant="ghost" onClick={() => setPending({ kind: 'block', uuid: c.uuid, fullName: c.fullName })} aria-label={`Block ${c.fullName}`}>
                        Block
                      </Button>
                    </>
                  }
                >
                  <div className={css({ display: 'flex', gap: '2' })}>
                    {c.met ? <Badge>Met</Badge> : null}
                    {c.added ? <Badge>Added</Badge> : null}
                  </div>
                </MemberCardView>
              ))}
            </ul>
            <Pager label="Contact pages" page={page} totalPages={list.totalPages} busy={network.fetching} onPage={setPage} />
          </>
        )}
      </section>

      <AddContactSearch contactUuids={contactUuids} onAdded={refreshNetwork} inputRef={addContactInput} />

      <section aria-labelledby="blocked" className={section}>
        <h2 id="blocked" className={sectionTitle}>
          Blocked
        </h2>
        {blocked.error && !blocked.data ? (
          <Alert status="error">{errorMessage(blocked.error)}</Alert>
        ) : !blocked.data ? (
          <Spinner label="Loading the blocked members" />
        ) : blocked.data.blockedUsers.length === 0 ? (
          <Text tone="muted">{NETWORK.emptyBlocked}</Text>
        ) : (
          <ul aria-label="Blocked members" className={cardGrid}>
            {blocked.data.blockedUsers.map((b) => (
              <MemberCardView
                key={b.uuid}
                {...b}
                actions={
                  <Button size="sm" variant="outline" onClick={() => setPending({ kind: 'unblock', uuid: b.uuid, fullName: b.fullName })} aria-label={`Unblock ${b.fullName}`}>
                    Unblock
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </section>

      {pending ? (
        <ConfirmDialog open onOpenChange={(open) => !open && setPending(null)} {...CONFIRM[pending.kind](pending.fullName)} onConfirm={confirm} />
      ) : null}
    </div>
  );
}
