// What the composer needs to know about the text being typed, as pure functions (tested beside).

/** The ":word" being typed at the caret, for emoji suggestions (spec §5: the picker opens after a colon). */
export function colonQuery(text: string, caret: number): { query: string; start: number } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s):([\p{L}\p{N}_+-]{1,30})$/u.exec(before);
  if (!match) return null;
  return { query: match[2]!, start: caret - match[2]!.length - 1 };
}

/** Replaces text[start, end) with `insert`; returns the new text and where the caret goes. */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  return { text: `${text.slice(0, start)}${insert}${text.slice(end)}`, caret: start + insert.length };
}
