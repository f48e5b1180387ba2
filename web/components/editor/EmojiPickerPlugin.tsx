// spec §5/§9: a typeahead opening after a colon (":smi"), at most EMOJI_SUGGESTIONS_MAX suggestions, from
// emojibase-data loaded lazily on first use (web/lib/emoji; no RegExp is built from what the member types).
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { MenuOption } from '@lexical/react/LexicalMenuOption';
import { LexicalTypeaheadMenuPlugin, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $createTextNode, type TextNode } from 'lexical';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { EMOJI_SUGGESTIONS_MAX } from '~/common/constants';
import { loadEmojiIndex, searchEmoji, type Emoji, type EmojiIndex } from '~/web/lib/emoji';
import { TypeaheadList } from './TypeaheadList';

class EmojiOption extends MenuOption {
  constructor(readonly emoji: Emoji) {
    super(emoji.unicode + emoji.label);
  }
}

export function EmojiPickerPlugin() {
  const [editor] = useLexicalComposerContext();
  const [query, setQuery] = useState<string | null>(null);
  const [index, setIndex] = useState<EmojiIndex | null>(null);
  const trigger = useBasicTypeaheadTriggerMatch(':', { minLength: 1, maxLength: 30 });

  // the data is a separate chunk: fetched only once a member starts an emoji shortcode
  useEffect(() => {
    if (query === null || index) return;
    let live = true;
    loadEmojiIndex().then((loaded) => live && setIndex(loaded), () => undefined);
    return () => {
      live = false;
    };
  }, [query, index]);

  const options = useMemo(
    () => (index && query ? searchEmoji(index, query, EMOJI_SUGGESTIONS_MAX).map((emoji) => new EmojiOption(emoji)) : []),
    [index, query],
  );

  return (
    <LexicalTypeaheadMenuPlugin<EmojiOption>
      triggerFn={trigger}
      onQueryChange={setQuery}
      options={options}
      onSelectOption={(option, nodeToReplace: TextNode | null, closeMenu) => {
        editor.update(() => {
          const node = $createTextNode(option.emoji.unicode);
          if (nodeToReplace) nodeToReplace.replace(node);
          node.select();
        });
        closeMenu();
      }}
      menuRenderFn={(anchor, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchor.current && options.length > 0
          ? createPortal(
              <TypeaheadList
                label="Emoji suggestions"
                options={options}
                selectedIndex={selectedIndex}
                onSelect={selectOptionAndCleanUp}
                onHighlight={setHighlightedIndex}
                render={(option) => (
                  <>
                    <span aria-hidden>{option.emoji.unicode}</span> :{option.emoji.shortcodes[0] ?? option.emoji.label}:
                  </>
                )}
              />,
              anchor.current,
            )
          : null
      }
    />
  );
}
