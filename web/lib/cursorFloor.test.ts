import { describe, expect, it } from 'vitest';
import { compareEventIds, oldestCursor } from './cursorFloor';

describe('the cursor a page of several reads subscribes after', () => {
  it('compares event ids as whole numbers, also beyond 2^53', () => {
    expect(compareEventIds('9', '10')).toBeLessThan(0);
    expect(compareEventIds('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
    expect(compareEventIds('42', '42')).toBe(0);
    expect(compareEventIds('007', '7')).toBe(0);
  });

  it('is the oldest of the reads’ cursors, so an event after any read is replayed', () => {
    expect(oldestCursor(['120', '98', '1000'])).toBe('98');
    expect(oldestCursor(['9007199254740993', '9007199254740992'])).toBe('9007199254740992');
  });

  it('is live only (null) when a read came without a cursor, and undefined before any read', () => {
    expect(oldestCursor(['12', null])).toBeNull();
    expect(oldestCursor([])).toBeUndefined();
  });
});
