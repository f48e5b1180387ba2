// Find a member of the organisation by name (GET user?fullName=, debounced like every filter, spec §9) and add them
// to my network. People already in the network, blocked either way or the member themself are not offered by services.
import { useState, type Ref } from 'react';
import { useMutation, useQuery } from 'urql';
import { ADMIN_FILTER_DEBOUNCE_MS } from '~/common/constants';
import { NETWORK } from '~/common/messages/network';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';
import { cardGrid, MemberCard } from '~/web/components/directories/MemberCard';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { MemberCardFields } from '~/web/components/directories/documents';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { AddContactMutation, SearchMembersQuery } from './documents';

const SEARCH_RESULTS = 6;

export interface AddContactSearchProps {
  contactUuids: ReadonlySet<string>;
  onAdded: () => void;
  /** the name field, so an empty network's "Add a contact" can take the member there */
  inputRef?: Ref<HTMLInputElement>;
}

export function AddContactSearch({ contactUuids, onAdded, inputRef }: AddContactSearchProps) {
  const [text, setText] = useState('');
  const fullName = useDebouncedValue(text.trim(), ADMIN_FILTER_DEBOUNCE_MS);
  const [{ data, error }] = useQuery({ query: SearchMembersQuery, variables: { fullName, page: 0, size: SEARCH_RESULTS }, pause: fullName === '' });
  const [adding, add] = useMutation(AddContactMutation);
  const [refusal, setRefusal] = useState<string | null>(null);

  const addMember = async (uuid: string) => {
    setRefusal(null);
    const result = await add({ uuid });
    if (result.error) setRefusal(errorMessage(result.error));
    else onAdded();
  };

  const found = fullName && data ? data.searchMembers.elements : null;
  return (
    <section aria-labelledby="add-contact" className={stack({ gap: '3' })}>
      <h2 id="add-contact" className={css({ textStyle: 'lg', fontWeight: 'semibold' })}>
        Add someone
      </h2>
      <Field.Root>
        <Field.Label>Find a member by name</Field.Label>
        <Field.Input ref={inputRef} type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      </Field.Root>
      {refusal ? <Alert status="error">{refusal}</Alert> : null}
      {error && fullName ? <Alert status="error">{errorMessage(error)}</Alert> : null}
      {found && found.length === 0 ? <Text tone="muted">{NETWORK.emptySearch}</Text> : null}
      {found && found.length > 0 ? (
        <ul aria-label="Members found" className={cardGrid}>
          {found.map((member) => {
            const { uuid, fullName: name } = getFragmentData(MemberCardFields, member);
            const inNetwork = contactUuids.has(uuid);
            return (
              <MemberCard
                key={uuid}
                member={member}
                actions={
                  <Button size="sm" variant="outline" disabled={inNetwork} loading={adding.fetching && adding.operation?.variables.uuid === uuid} onClick={() => addMember(uuid)} aria-label={inNetwork ? `${name} is in your network` : `Add ${name} to my network`}>
                    {inNetwork ? 'In your network' : 'Add'}
                  </Button>
                }
              />
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
