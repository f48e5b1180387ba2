/**
 * Emoji for the chat composer and the forum editor (spec §5: the picker opens after a colon and shows at most
 * EMOJI_SUGGESTIONS_MAX matches; text smileys become emoji).
 *
 * The API is three functions:
 * - `loadEmojiIndex()` loads emojibase-data's compact English set and its shortcodes lazily (a separate chunk,
 *   fetched on first use, cached for the page's lifetime) and returns an `EmojiIndex`.
 * - `searchEmoji(index, query, limit)` ranks entries whose shortcode or label matches the query (no RegExp built
 *   from user input) and returns at most `limit` (default EMOJI_SUGGESTIONS_MAX).
 * - `replaceSmileys(text)` turns `:)` `;)` `:D` `<3` `:(` `:P` standing as words into emoji; pure.
 */
import { EMOJI_SUGGESTIONS_MAX } from '~/common/constants';

export { replaceSmileys, SMILEYS } from './smileys';

export interface Emoji {
  /** the emoji itself, e.g. 😀 */
  unicode: string;
  /** CLDR label, e.g. "grinning face" */
  label: string;
  /** emojibase shortcodes without colons, e.g. ["grinning"] */
  shortcodes: string[];
  tags: string[];
}

export interface EmojiIndex {
  emojis: readonly Emoji[];
}

interface CompactEmoji {
  hexcode: string;
  label: string;
  unicode: string;
  tags?: string[];
}

let loading: Promise<EmojiIndex> | null = null;

export function loadEmojiIndex(): Promise<EmojiIndex> {
  loading ??= Promise.all([
    import('emojibase-data/en/compact.json'),
    import('emojibase-data/en/shortcodes/emojibase.json'),
  ])
    .then(([compact, shortcodes]) => buildEmojiIndex(compact.default as CompactEmoji[], shortcodes.default as Record<string, string | string[]>))
    .catch((error: unknown) => {
      loading = null; // a failed chunk load may be retried
      throw error;
    });
  return loading;
}

/** Builds an index from emojibase-shaped data; exported so tests and callers with their own data can use it. */
export function buildEmojiIndex(compact: readonly CompactEmoji[], shortcodes: Record<string, string | string[]>): EmojiIndex {
  const emojis = compact
    .filter((e) => e.unicode && e.label && !e.label.startsWith('regional indicator'))
    .map((e) => {
      const codes = shortcodes[e.hexcode];
      return { unicode: e.unicode, label: e.label, shortcodes: codes === undefined ? [] : Array.isArray(codes) ? codes : [codes], tags: e.tags ?? [] };
    });
  return { emojis };
}

/** Lower rank is better: exact shortcode, shortcode prefix, label word prefix, tag prefix, substring. */
function rank(emoji: Emoji, q: string): number {
  if (emoji.shortcodes.includes(q)) return 0;
  if (emoji.shortcodes.some((s) => s.startsWith(q))) return 1;
  const label = emoji.label.toLowerCase();
  if (label.startsWith(q)) return 2;
  if (label.split(/\s+/).some((w) => w.startsWith(q))) return 3;
  if (emoji.tags.some((t) => t.startsWith(q))) return 4;
  if (emoji.shortcodes.some((s) => s.includes(q)) || label.includes(q)) return 5;
  return -1;
}

export function searchEmoji(index: EmojiIndex, query: string, limit: number = EMOJI_SUGGESTIONS_MAX): Emoji[] {
  const q = query.trim().replace(/^:/, '').replace(/:$/, '').toLowerCase();
  const cap = Math.max(0, Math.min(limit, EMOJI_SUGGESTIONS_MAX)); // spec §9: never more than 10
  if (q === '' || cap === 0) return [];
  const hits: { emoji: Emoji; rank: number; order: number }[] = [];
  index.emojis.forEach((emoji, order) => {
    const r = rank(emoji, q);
    if (r >= 0) hits.push({ emoji, rank: r, order });
  });
  hits.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return hits.slice(0, cap).map((h) => h.emoji);
}
