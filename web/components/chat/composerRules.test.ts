import { describe, expect, it } from 'vitest';
import { colonQuery, insertAt } from './composerRules';

describe('composer rules', () => {
  it('finds the ":word" being typed at the caret', () => {
    expect(colonQuery('hello :smi', 10)).toEqual({ query: 'smi', start: 6 });
    expect(colonQuery(':+1', 3)).toEqual({ query: '+1', start: 0 });
  });
  it('does not open after a colon inside a word or a time', () => {
    expect(colonQuery('at 10:30', 8)).toBeNull();
    expect(colonQuery('http://x', 8)).toBeNull();
    expect(colonQuery('hello :', 7)).toBeNull();
  });
  it('inserts at the given range and puts the caret after the insertion', () => {
    expect(insertAt('hi :smi there', 3, 7, '🙂')).toEqual({ text: 'hi 🙂 there', caret: 5 });
  });
});
