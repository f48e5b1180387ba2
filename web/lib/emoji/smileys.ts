/** spec §5: text smiley shortcuts become emoji. Only a smiley standing alone (between spaces or line ends) is
 * replaced, so `http://x.org/:D` or `a:Pb` stay as typed. */
export const SMILEYS: Readonly<Record<string, string>> = {
  ':)': '🙂',
  ';)': '😉',
  ':D': '😀',
  '<3': '❤️',
  ':(': '🙁',
  ':P': '😛',
};

export function replaceSmileys(text: string): string {
  return text
    .split(/(\s+)/)
    .map((part) => SMILEYS[part] ?? part)
    .join('');
}
