// @mentions: a typeahead after "@" querying the existing member search (searchMembers); the chosen member becomes a
// `mention` node ("@Full Name" + userUuid) that services render as a profile link and notify.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { MenuOption } from '@lexical/react/LexicalMenuOption';
import { LexicalTypeaheadMenuPlugin, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import type { TextNode } from 'lexical';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { useQuery } from 'urql';
import { MemberCardFields } from '~/web/components/directories/documents';
import { SearchMembersQuery } from '~/web/components/network/documents';
import { getFragmentData } from '~/web/gql';
import { $createMentionNode } from './nodes';
import { TypeaheadList } from './TypeaheadList';

const MENTION_SUGGESTIONS = 8;

class MentionOption extends MenuOption {
  constructor(
    readonly uuid: string,
    readonly fullName: string,
  ) {
    super(uuid);
  }
}

export function MentionsPlugin() {
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  const trigger = useBasicTypeaheadTriggerMatch('@', { minLength: 1, maxLength: 40, allowWhitespace: true });
  const [{ data }] = useQuery({
    query: SearchMembersQuery,
    variables: { fullName: query ?? '', page: 0, size: MENTION_SUGGESTIONS },
    pause: !query,
  });
  const options = useMemo(
    () =>
      query
        ? (data?.searchMembers.elements ?? []).map((m) => getFragmentData(MemberCardFields, m)).map((m) => new MentionOption(m.uuid, m.fullName))
        : [],
    [data, query],
  );

  return (
    <LexicalTypeaheadMenuPlugin<MentionOption>
      triggerFn={trigger}
      onQueryChange={setQuery}
      options={options}
      onSelectOption={(option, nodeToReplace: TextNode | null, closeMenu) => {
        editor.update(() => {
          const mention = $createMentionNode(`@${option.fullName}`, option.uuid);
          if (nodeToReplace) nodeToReplace.replace(mention);
          mention.select();
        });
        closeMenu();
      }}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchor.current && options.length > 0
          ? createPortal(
              <TypeaheadList
                label="Members"
                options={options}
                selectedIndex={selectedIndex}
                onSelect={selectOptionAndCleanUp}
                onHighlight={setHighlightedIndex}
                render={(option) => option.fullName}
              />,
              anchor.current,
            )
          : null
      }
    />
  );
}
