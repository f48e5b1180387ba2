// The member's upcoming or past hookups, DEFAULT_PAGE_SIZE at a time, kept current by live events (a new
// match, the partner's confirm, reschedule or cancel) through the one reducer, applyHookupEvent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '~/common/constants';
import { getFragmentData } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { applyHookupEvent, HookupFields, useHookupEvents, type HookupData } from '~/web/lib/hookupLive';
import { MemberHookupsQuery } from './documents';
import { belongsTo, orderOf, type HookupListView } from './display';

interface PagesState {
  items: HookupData[];
  /** the last page loaded; -1 before the first */
  page: number;
  totalPages: number;
  loading: boolean;
  error: string | null;
  /** the first page's eventCursor (null: services sent none); undefined until it answered, nothing is subscribed yet */
  cursor: string | null | undefined;
}

const initial: PagesState = { items: [], page: DEFAULT_PAGE - 1, totalPages: 1, loading: true, error: null, cursor: undefined };

export function useHookupPages(view: HookupListView) {
  const client = useClient();
  const [state, setState] = useState<PagesState>(initial);
  const generation = useRef(0);

  const load = useCallback(
    async (page: number, run: number) => {
      setState((s) => ({ ...s, loading: true, error: null }));
      const result = await client
        .query(MemberHookupsQuery, { view, page, size: DEFAULT_PAGE_SIZE }, { requestPolicy: 'network-only' })
        .toPromise();
      if (run !== generation.current) return;
      const answer = result.data?.hookups;
      if (!answer) {
        setState((s) => ({ ...s, loading: false, error: errorMessage(result.error) }));
        return;
      }
      const elements = answer.elements.map((element) => getFragmentData(HookupFields, element));
      setState((s) => {
        // a live event may have put some of them in the list already
        const known = new Set(s.items.map((item) => item.uuid));
        const items = page === DEFAULT_PAGE ? elements : [...s.items, ...elements.filter((item) => !known.has(item.uuid))];
        // the live events start after the first page's read (a reload's first page starts them again from its own)
        const cursor = page === DEFAULT_PAGE ? (answer.eventCursor ?? null) : s.cursor;
        return { items, page, totalPages: answer.totalPages, loading: false, error: null, cursor };
      });
    },
    [client, view],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    void load(DEFAULT_PAGE, generation.current);
  }, [load]);

  useEffect(reload, [reload]);

  const hasMore = state.page + 1 < state.totalPages;
  const loadMore = () => {
    if (!state.loading && hasMore) void load(state.page + 1, generation.current);
  };

  /** One hookup changed (a live event, or the answer of the member's own action). */
  const apply = useCallback(
    (hookup: HookupData) =>
      setState((s) => {
        // a listed upcoming hookup that gets cancelled stays in place, marked cancelled, until the next load:
        // the member sees what happened to it (the partner's cancel arrives live)
        const listed = s.items.some((item) => item.uuid === hookup.uuid);
        const belongs = (h: HookupData) => belongsTo(view)(h) || (view === 'UPCOMING' && listed && h.hookupStatus === 'CANCELLED');
        return { ...s, items: applyHookupEvent(s.items, { hookup }, belongs, orderOf(view)) };
      }),
    [view],
  );

  // replaying an event the first page already shows replaces the hookup by uuid with the same data
  const live = useHookupEvents({ pause: state.cursor === undefined, after: state.cursor, onResync: reload }, (event) => apply(event.hookup));

  return { ...state, hasMore, loadMore, retry: reload, apply, liveError: live.error };
}
