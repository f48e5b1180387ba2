import { describe, expect, it } from 'vitest';
import { typingNames, typingText } from './TypingIndicator';

describe('typing indicator rules', () => {
  const typists = {
    a: { name: 'Ada', until: 5000, after: 3 },
    b: { name: 'Ben', until: 9000, after: 3 },
  };
  it('shows a member until their signal expires', () => {
    expect(typingNames(typists, 4999)).toEqual(['Ada', 'Ben']);
    expect(typingNames(typists, 5000)).toEqual(['Ben']);
  });
  it('stops showing a member once their message arrived', () => {
    expect(typingNames(typists, 0, { index: 4, author: 'a' })).toEqual(['Ben']);
    expect(typingNames(typists, 0, { index: 3, author: 'a' })).toEqual(['Ada', 'Ben']);
  });
  it('says who is typing in a sentence', () => {
    expect(typingText([])).toBe('');
    expect(typingText(['Ada'])).toBe('Ada is typing…');
    expect(typingText(['Ada', 'Ben'])).toBe('Ada and Ben are typing…');
    expect(typingText(['Ada', 'Ben', 'Cy'])).toBe('Several people are typing…');
  });
});
