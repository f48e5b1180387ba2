// One tab of /group-hookups: pages of DEFAULT_PAGE_SIZE loaded as the member scrolls (spec §4: stop when
// the page index reaches totalPages), kept current by live events through the one reducer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '~/common/constants';
import { getFragmentData } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import { GroupHookupFields, type GroupHookupData } from '~/web/lib/groupHookupFields';
import { applyGroupHookupEvent, useGroupHookupEvents } from '~/web/lib/live';
import { GroupHookupsQuery } from './documents';
import { belongsTo, orderOf, tabDefinition, type GroupHookupTab } from './listTabs';

interface PagesState {
  items: GroupHookupData[];
  /** the last page loaded; -1 before the first */
  page: number;
  totalPages: number;
  loading: boolean;
  error: string | null;
  /** the first page's eventCursor (null: services sent none); undefined until it answered, nothing is subscribed yet */
  cursor: string | null | undefined;
}

const initial: PagesState = { items: [], page: DEFAULT_PAGE - 1, totalPages: 1, loading: true, error: null, cursor: undefined };

/** Appends a page, skipping what a live event already put in the list. */
function appendPage(items: GroupHookupData[], next: GroupHookupData[]): GroupHookupData[] {
  const known = new Set(items.map((item) => item.uuid));
  return [...items, ...next.filter((item) => !known.has(item.uuid))];
}

export function useGroupHookupPages(tab: GroupHookupTab, category: string | null) {
  const client = useClient();
  const [state, setState] = useState<PagesState>(initial);
  // answers of a previous tab or filter are dropped
  const generation = useRef(0);
  const loading = useRef(false);

  const load = useCallback(
    async (page: number, run: number) => {
      loading.current = true;
      setState((s) => ({ ...s, loading: true, error: null }));
      const definition = tabDefinition(tab);
      const result = await client
        .query(
          GroupHookupsQuery,
          { view: definition.view, status: definition.status, category, page, size: DEFAULT_PAGE_SIZE },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      if (run !== generation.current) return;
      loading.current = false;
      const answer = result.data?.groupHookups;
      if (!answer) {
        setState((s) => ({ ...s, loading: false, error: errorMessage(result.error) }));
        return;
      }
      const elements = answer.elements.map((element) => getFragmentData(GroupHookupFields, element));
      setState((s) => ({
        items: page === DEFAULT_PAGE ? elements : appendPage(s.items, elements),
        page,
        totalPages: answer.totalPages,
        loading: false,
        error: null,
        // the live events start after the first page's read: what changed since reaches the list (a new first page,
        // for another tab or filter, starts them again from its own)
        cursor: page === DEFAULT_PAGE ? (answer.eventCursor ?? null) : s.cursor,
      }));
    },
    [client, tab, category],
  );

  useEffect(() => {
    generation.current += 1;
    setState(initial);
    void load(DEFAULT_PAGE, generation.current);
  }, [load]);

  const hasMore = state.page + 1 < state.totalPages;

  const loadMore = useCallback(() => {
    if (loading.current || !hasMore || state.error) return;
    void load(state.page + 1, generation.current);
  }, [hasMore, load, state.error, state.page]);

  const retry = useCallback(() => void load(state.page + 1, generation.current), [load, state.page]);

  // new, changed and no longer matching group hookups appear, update and disappear without a reload; replaying one
  // the first page already shows replaces it by uuid with the same data
  useGroupHookupEvents({ pause: state.cursor === undefined, after: state.cursor }, (event) => {
    setState((s) => ({ ...s, items: applyGroupHookupEvent(s.items, event, belongsTo(tab, category), orderOf(tab)) }));
  });

  return { ...state, hasMore, loadMore, retry };
}
