// The subscriptions' services sources are shared per client address (gateway/sourceCache.ts):
// the memory of a subscriber no longer grows with the number of services calls the gateway knows.
import { describe, expect, it } from 'vitest';
import { createSourceCache } from '~/gateway/sourceCache';

describe('createSourceCache', () => {
  it('makes one source per client address and hands the same one to every subscription from it', () => {
    const made: string[] = [];
    const cache = createSourceCache((address) => {
      made.push(address);
      return { address };
    });
    const first = cache.get('10.0.0.1');
    expect(cache.get('10.0.0.1')).toBe(first);
    expect(cache.get('10.0.0.2')).not.toBe(first);
    expect(made).toEqual(['10.0.0.1', '10.0.0.2']);
  });

  it('keeps at most `max` addresses, dropping the oldest', () => {
    const cache = createSourceCache((address) => ({ address }), 2);
    const a = cache.get('a');
    cache.get('b');
    cache.get('c');
    expect(cache.size()).toBe(2);
    expect(cache.get('a')).not.toBe(a);
  });
});
