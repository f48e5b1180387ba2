// The admins' user picker (spec §7: paginated user search, page size 50, by name): a combobox over
// memberPicker. Choosing a member sets { uuid, fullName }; emptying the box clears the choice.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { ADMIN_FILTER_DEBOUNCE_MS, DEFAULT_PAGE, USER_PICKER_PAGE_SIZE } from '~/common/constants';
import { Combobox, createListCollection } from '~/web/components/ui/combobox';
import { Field } from '~/web/components/ui/field';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { MemberPickerQuery } from './documents';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';

export interface PickedMember {
  uuid: string;
  fullName: string;
}

interface Suggestion extends PickedMember {
  username?: string;
  jobPosition?: string | null;
}

export interface MemberPickerProps {
  label: string;
  name: string;
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  helper?: string;
}

export function MemberPicker({ label, name, value, onChange, onBlur, error, required, helper }: MemberPickerProps) {
  const [text, setText] = useState(value?.fullName ?? '');
  // while the chosen member's name is in the box, the list shows everyone (the first page)
  const typed = value && text === value.fullName ? '' : text.trim();
  const search = useDebouncedValue(typed, ADMIN_FILTER_DEBOUNCE_MS);
  const [{ data, fetching, error: loadError }] = useQuery({
    query: MemberPickerQuery,
    variables: { fullName: search || null, page: DEFAULT_PAGE, size: USER_PICKER_PAGE_SIZE },
  });
  const found = data?.memberPicker;
  const members = useMemo<Suggestion[]>(() => {
    const list: Suggestion[] = found?.elements ?? [];
    return value && !list.some((m) => m.uuid === value.uuid) ? [value, ...list] : list;
  }, [found, value]);
  const collection = useMemo(
    () => createListCollection({ items: members, itemToString: (m) => m.fullName, itemToValue: (m) => m.uuid }),
    [members],
  );
  const more = (found?.totalPages ?? 0) > 1;

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Combobox.Root
        collection={collection}
        name={name}
        inputValue={text}
        value={value ? [value.uuid] : []}
        inputBehavior="autohighlight"
        openOnClick
        onInputValueChange={(details) => {
          setText(details.inputValue);
          // an emptied box clears the choice; other text only searches (the choice stays until another is picked)
          if (value && details.inputValue === '') onChange(null);
        }}
        onValueChange={(details) => {
          const picked = details.items[0] as Suggestion | undefined;
          onChange(picked ? { uuid: picked.uuid, fullName: picked.fullName } : null);
          if (picked) setText(picked.fullName);
        }}
      >
        <Combobox.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            placeholder="Search members by name"
            onBlur={() => {
              // leaving the box without picking shows the chosen member again
              if (value && text !== value.fullName) setText(value.fullName);
              onBlur?.();
            }}
          />
          <Combobox.Trigger />
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.List>
              {members.length === 0 ? (
                <Combobox.Empty>{fetching ? 'Searching…' : loadError ? errorMessage(loadError) : 'No member found'}</Combobox.Empty>
              ) : null}
              {collection.items.map((member) => (
                <Combobox.Item key={member.uuid} item={member}>
                  <Combobox.ItemText>
                    {member.fullName}
                    {member.username ? <span className={css({ color: 'fg.muted', textStyle: 'xs', ms: '2' })}>{member.username}</span> : null}
                  </Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
              {more ? (
                <p className={css({ px: '3', py: '2', textStyle: 'xs', color: 'fg.muted' })}>
                  Showing the first {USER_PICKER_PAGE_SIZE} members. Type a name to narrow the list.
                </p>
              ) : null}
            </Combobox.List>
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
