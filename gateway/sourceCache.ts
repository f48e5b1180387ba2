/** How many client addresses keep a services source of their own (the oldest is dropped beyond). */
export const SOURCE_CACHE_MAX = 1024;

/**
 * One services source per client address, shared by that address's subscriptions. A source is an object of some
 * hundreds of closures (one per services call), and every live subscription keeps its context: made per
 * subscription, it was most of a subscriber's memory. It depends on nothing else than the address (its logger is the
 * server's), so sharing it changes no call.
 */
export function createSourceCache<T>(make: (address: string) => T, max = SOURCE_CACHE_MAX) {
  const entries = new Map<string, T>();
  return {
    get(address: string): T {
      let source = entries.get(address);
      if (source === undefined) {
        if (entries.size >= max) entries.delete(entries.keys().next().value!);
        source = make(address);
        entries.set(address, source);
      }
      return source;
    },
    size: () => entries.size,
  };
}
