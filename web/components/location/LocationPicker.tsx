// The registration location picker: a combobox over the `locations(query)` search. Choosing a place
// sets { lat, lng, name }; typing again clears the choice until a place is picked.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { Combobox, createListCollection } from '~/web/components/ui/combobox';
import { Field } from '~/web/components/ui/field';
import { graphql } from '~/web/gql';
import { useDebouncedValue } from '~/web/lib/useDebouncedValue';

const LocationsQuery = graphql(`
  query Locations($query: String!) {
    locations(query: $query) {
      lat
      lng
      name
    }
  }
`);

export interface PickedLocation {
  lat: number;
  lng: number;
  name: string;
}

/** Wait this long after the last keystroke before searching. */
export const LOCATION_SEARCH_DEBOUNCE_MS = 250;
/** Searching starts from this many characters. */
export const LOCATION_SEARCH_MIN_CHARS = 2;

export interface LocationPickerProps {
  value: PickedLocation | null;
  onChange: (location: PickedLocation | null) => void;
  onBlur?: () => void;
  name?: string;
  label?: string;
  error?: string;
  required?: boolean;
}

const keyOf = (l: PickedLocation) => `${l.lat},${l.lng},${l.name}`;

export function LocationPicker({ value, onChange, onBlur, name = 'location', label = 'Location', error, required }: LocationPickerProps) {
  const [text, setText] = useState(value?.name ?? '');
  const search = useDebouncedValue(text.trim(), LOCATION_SEARCH_DEBOUNCE_MS);
  const [{ data, fetching }] = useQuery({
    query: LocationsQuery,
    variables: { query: search },
    pause: search.length < LOCATION_SEARCH_MIN_CHARS,
  });
  const places = useMemo(() => {
    const found = data?.locations ?? [];
    return value && !found.some((l) => keyOf(l) === keyOf(value)) ? [value, ...found] : found;
  }, [data, value]);
  const collection = useMemo(
    () => createListCollection({ items: places, itemToString: (l) => l.name, itemToValue: keyOf }),
    [places],
  );

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Combobox.Root
        collection={collection}
        name={name}
        inputValue={text}
        value={value ? [keyOf(value)] : []}
        inputBehavior="autohighlight"
        openOnClick={false}
        onInputValueChange={(details) => {
          setText(details.inputValue);
          if (value && details.inputValue !== value.name) onChange(null);
        }}
        onValueChange={(details) => {
          const picked = details.items[0] as PickedLocation | undefined;
          onChange(picked ? { lat: picked.lat, lng: picked.lng, name: picked.name } : null);
          if (picked) setText(picked.name);
        }}
      >
        <Combobox.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder="Start typing a city" onBlur={onBlur} />
          <Combobox.Trigger />
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.List>
              {places.length === 0 ? (
                <Combobox.Empty>
                  {fetching
                    ? 'Searching…'
                    : search.length < LOCATION_SEARCH_MIN_CHARS
                      ? `Type at least ${LOCATION_SEARCH_MIN_CHARS} letters`
                      : 'No place found'}
                </Combobox.Empty>
              ) : null}
              {collection.items.map((place) => (
                <Combobox.Item key={keyOf(place)} item={place}>
                  <Combobox.ItemText>{place.name}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.List>
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
