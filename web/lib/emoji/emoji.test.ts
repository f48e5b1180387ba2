import { describe, expect, it } from 'vitest';
import { EMOJI_SUGGESTIONS_MAX } from '~/common/constants';
import { buildEmojiIndex, loadEmojiIndex, replaceSmileys, searchEmoji } from '~/web/lib/emoji';

describe('replaceSmileys', () => {
  it('turns each text smiley standing as a word into its emoji', () => {
    expect(replaceSmileys(':) ;) :D <3 :( :P')).toBe('🙂 😉 😀 ❤️ 🙁 😛');
  });
  it('leaves smileys inside words and links as typed', () => {
    expect(replaceSmileys('see http://x.org/:D and a:Pb')).toBe('see http://x.org/:D and a:Pb');
  });
  it('keeps line breaks and spacing', () => {
    expect(replaceSmileys('hi :)\n\n:(  ok')).toBe('hi 🙂\n\n🙁  ok');
  });
});

describe('searchEmoji', () => {
  const index = buildEmojiIndex(
    [
      { hexcode: '1F600', label: 'grinning face', unicode: '😀', tags: ['smile'] },
      { hexcode: '1F642', label: 'slightly smiling face', unicode: '🙂', tags: ['smile'] },
      { hexcode: '1F44D', label: 'thumbs up', unicode: '👍', tags: ['+1'] },
    ],
    { '1F600': 'grinning', '1F642': ['slight_smile', 'slightly_smiling_face'], '1F44D': ['thumbsup', '+1'] },
  );

  it('puts a shortcode match before a label or tag match', () => {
    expect(searchEmoji(index, 'smi').map((e) => e.unicode)).toEqual(['🙂', '😀']);
  });
  it('accepts the query with its leading colon', () => {
    expect(searchEmoji(index, ':thumbs').map((e) => e.unicode)).toEqual(['👍']);
  });
  it('finds nothing for an empty query', () => {
    expect(searchEmoji(index, '  ')).toEqual([]);
  });
  it('treats regular-expression characters in the query as text', () => {
    expect(searchEmoji(index, '+1').map((e) => e.unicode)).toEqual(['👍']);
    expect(searchEmoji(index, '(')).toEqual([]);
  });

  it('returns at most 10 matches from the real data, even when asked for more', async () => {
    const real = await loadEmojiIndex();
    expect(real.emojis.length).toBeGreaterThan(1000);
    expect(searchEmoji(real, 'face', 50)).toHaveLength(EMOJI_SUGGESTIONS_MAX);
    expect(searchEmoji(real, 'face', 3)).toHaveLength(3);
    expect(searchEmoji(real, 'thumbsup')[0]?.label).toBe('thumbs up');
  });
});
