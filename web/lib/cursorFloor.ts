// A page that shows several reads and one subscription for all of them (e.g. /reviews: the meetings to review, the
// reviews received and given, an admin's All reviews) subscribes after the OLDEST of their event cursors: an event
// committed after any one of those reads is then replayed, whatever order the reads ran in (services/API.md § Events).
import { useCallback, useMemo, useState } from 'react';

/** Event ids are decimal strings of any length (a bigserial): compared as numbers, without Number's rounding. */
export function compareEventIds(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  return x.length !== y.length ? x.length - y.length : x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The cursor to subscribe after: the oldest of the reads' cursors. Null (live only) when a read came without one, as
 * then nothing tells where that read stands; undefined while no read has reported.
 */
export function oldestCursor(cursors: readonly (string | null)[]): string | null | undefined {
  if (cursors.length === 0) return undefined;
  if (cursors.some((cursor) => cursor === null)) return null;
  return (cursors as string[]).reduce((oldest, cursor) => (compareEventIds(cursor, oldest) < 0 ? cursor : oldest));
}

/**
 * Each read reports its eventCursor under a name (`report(name, cursor)` after each answer, `report(name, undefined)`
 * when it goes away); `after` is the oldest, for useLiveFeed. A refetch after an event moves its cursor on, and the
 * feed starts again from the new oldest one.
 */
export function useCursorFloor(): { after: string | null | undefined; report: (name: string, cursor: string | null | undefined) => void } {
  const [cursors, setCursors] = useState<Readonly<Record<string, string | null>>>({});
  const report = useCallback((name: string, cursor: string | null | undefined) => {
    setCursors((known) => {
      if (cursor === undefined) {
        if (!(name in known)) return known;
        const { [name]: _gone, ...rest } = known;
        return rest;
      }
      return known[name] === cursor ? known : { ...known, [name]: cursor };
    });
  }, []);
  const after = useMemo(() => oldestCursor(Object.values(cursors)), [cursors]);
  return { after, report };
}
