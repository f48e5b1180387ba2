// The entries of /calendar in a range: the member's hookups (view ALL) and the group hookups they attend
// (MINE) or host (HOSTING), as one list of CalendarEntry. Hookup changes arrive live.
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { useHookupEvents } from '~/web/lib/hookupLive';
import { CalendarGroupHookupsQuery, CalendarHookupsQuery } from './documents';
import type { CalendarEntry } from './calendarGrid';

/** A range of at most six weeks holds far fewer than this many of either. */
export const CALENDAR_PAGE_SIZE = 100;

// the hookup cards of /timeslots carry the id `hookup-<uuid>-title` (web/components/hookups/HookupCard.tsx)
export const hookupHref = (uuid: string) => `/timeslots#hookup-${encodeURIComponent(uuid)}-title`;
export const groupHookupHref = (uuid: string) => `/group-hookups/details/${encodeURIComponent(uuid)}`;

export function useCalendarEntries(from: Date, to: Date) {
  // plain UTC instants (a TZDate would print its offset)
  const range = { from: new Date(from.getTime()).toISOString(), to: new Date(to.getTime()).toISOString(), size: CALENDAR_PAGE_SIZE };
  const [hookups, refetchHookups] = useQuery({ query: CalendarHookupsQuery, variables: range });
  const [mine] = useQuery({ query: CalendarGroupHookupsQuery, variables: { ...range, view: 'MINE' } });
  const [hosting] = useQuery({ query: CalendarGroupHookupsQuery, variables: { ...range, view: 'HOSTING' } });
  // a new match, a reschedule or a cancel moves the entry without a reload
  useHookupEvents({ onResync: () => refetchHookups({ requestPolicy: 'network-only' }) }, () =>
    refetchHookups({ requestPolicy: 'network-only' }),
  );

  const entries = useMemo<CalendarEntry[]>(() => {
    const list: CalendarEntry[] = (hookups.data?.hookups.elements ?? []).map((h) => ({
      id: `hookup-${h.uuid}`,
      kind: 'hookup',
      title: `Hookup with ${h.partner.fullName}`,
      start: h.startDateTime,
      end: h.endDateTime,
      href: hookupHref(h.uuid),
      cancelled: h.hookupStatus === 'CANCELLED',
    }));
    const seen = new Set<string>();
    for (const g of [...(hosting.data?.groupHookups.elements ?? []), ...(mine.data?.groupHookups.elements ?? [])]) {
      if (seen.has(g.uuid)) continue;
      seen.add(g.uuid);
      list.push({
        id: `group-hookup-${g.uuid}`,
        kind: 'groupHookup',
        title: g.title,
        start: g.startDate,
        end: new Date(Date.parse(g.startDate) + g.duration * 60_000).toISOString(),
        href: groupHookupHref(g.uuid),
        cancelled: g.status === 'CANCELED' || g.status === 'NOT_ACCEPTED',
      });
    }
    return list;
  }, [hookups.data, mine.data, hosting.data]);

  // while another range loads, urql still holds the previous one: the page shows it as loading
  const loading = [hookups, mine, hosting].some((r) => r.fetching);
  const error = hookups.error ?? mine.error ?? hosting.error ?? null;
  return { entries, loading, error };
}
