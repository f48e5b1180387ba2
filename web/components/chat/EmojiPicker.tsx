// The composer's emoji: a button opening a searchable picker, and suggestions while the member types ":word"
// (spec §5: the picker opens after a colon and shows at most 10 matches). Data loads on first use (web/lib/emoji).
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useState } from 'react';
import { IconButton } from '~/web/components/ui/button';
import { Field } from '~/web/components/ui/field';
import { SmileIcon } from '~/web/components/ui/icons';
import { Popover } from '~/web/components/ui/popover';
import { loadEmojiIndex, searchEmoji, type Emoji, type EmojiIndex } from '~/web/lib/emoji';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

/** The emoji index once loaded (null while loading); starts the load when `enabled`. */
export function useEmojiIndex(enabled: boolean): EmojiIndex | null {
  const [index, setIndex] = useState<EmojiIndex | null>(null);
  useEffect(() => {
    if (!enabled || index) return;
    let live = true;
    loadEmojiIndex().then((loaded) => live && setIndex(loaded), () => {});
    return () => {
      live = false;
    };
  }, [enabled, index]);
  return index;
}

const choice = hstack({
  gap: '2',
  w: '100%',
  px: '2',
  py: '1',
  borderRadius: 'l1',
  textAlign: 'start',
  textStyle: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.focusRing' },
});

export function EmojiChoices({ emojis, onPick, label }: { emojis: readonly Emoji[]; onPick: (e: Emoji) => void; label: string }) {
  return (
    <ul aria-label={label} className={stack({ gap: '0' })}>
      {emojis.map((e) => (
        <li key={e.unicode}>
          <button type="button" className={choice} onClick={() => onPick(e)}>
            <span aria-hidden="true" className={css({ textStyle: 'lg' })}>{e.unicode}</span>
            <span>{e.shortcodes[0] ? `:${e.shortcodes[0]}:` : e.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function EmojiPicker({ onPick }: { onPick: (unicode: string) => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const index = useEmojiIndex(open);
  const matches = index ? searchEmoji(index, query || 'smile') : [];
  return (
    <Popover.Root open={open} onOpenChange={(d) => setOpen(d.open)} positioning={{ placement: 'top-start', gutter: 8 }}>
      <Popover.Trigger asChild>
        <IconButton aria-label="Insert emoji">
          <SmileIcon />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label="Emoji" className={css({ w: '72' })}>
            <Field.Root>
              <Field.Label>Search emoji</Field.Label>
              <Field.Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder="smile, heart, thumbs…" />
            </Field.Root>
            {index ? (
              <EmojiChoices
                label="Emoji matches"
                emojis={matches}
                onPick={(e) => {
                  onPick(e.unicode);
                  setOpen(false);
                }}
              />
            ) : (
              <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>Loading emoji…</p>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
