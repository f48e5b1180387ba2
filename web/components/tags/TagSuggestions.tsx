// The admins' tags (GET tags) as a <datalist> a free-text tag input can point at: group hookups keep their tags as
// text, the list only suggests the names. Nothing shows while the tags load or when they cannot be read.
import { useQuery } from 'urql';
import { getFragmentData } from '~/web/gql';
import { TagFields, TagsQuery } from './documents';

export const TAG_SUGGESTIONS_ID = 'tag-suggestions';

export function TagSuggestions({ id = TAG_SUGGESTIONS_ID }: { id?: string }) {
  const [{ data }] = useQuery({ query: TagsQuery });
  const names = (data?.tags ?? []).map((tag) => getFragmentData(TagFields, tag).name);
  return (
    <datalist id={id}>
      {names.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  );
}
