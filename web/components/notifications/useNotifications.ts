// The bell's data (spec §2, §4): pages of NOTIFICATION_PAGE_SIZE loaded as the member scrolls, the badge
// (newNotificationsCount), and the live notificationChanged feed from the first page's eventCursor, merged through
// the one reducer. Each live arrival is announced by a toast once.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient, useMutation } from 'urql';
import { DEFAULT_PAGE, NOTIFICATION_PAGE_SIZE } from '~/common/constants';
import { toaster } from '~/web/components/ui/toast';
import { getFragmentData } from '~/web/gql';
import { errorMessage } from '~/web/lib/errors';
import {
  appendNotifications,
  applyNotificationEvent,
  MarkNotificationsNotNewMutation,
  MarkNotificationViewedMutation,
  NotificationFields,
  NotificationsQuery,
  useNotificationEvents,
  type NotificationData,
  type NotificationEvent,
} from '~/web/lib/notifications';

interface BellState {
  items: NotificationData[];
  newNotificationsCount: number;
  /** the last page loaded; -1 before the first */
  page: number;
  totalPages: number;
  loading: boolean;
  error: string | null;
  /** the first page's eventCursor (null: services sent none); undefined until it answered, nothing is subscribed yet */
  cursor: string | null | undefined;
}

const initial: BellState = {
  items: [],
  newNotificationsCount: 0,
  page: DEFAULT_PAGE - 1,
  totalPages: 1,
  loading: true,
  error: null,
  cursor: undefined,
};

export interface Notifications extends BellState {
  hasMore: boolean;
  loadMore: () => void;
  /** After an error: loads again the page that failed. */
  retry: () => void;
  /** spec §4: opening the bell marks all as not new (the badge clears at once). */
  markAllNotNew: () => void;
  /** spec §4: clicking one marks it viewed. */
  markViewed: (notification: NotificationData) => void;
}

export function useNotifications(): Notifications {
  const client = useClient();
  const [state, setState] = useState<BellState>(initial);
  const [, markNotNew] = useMutation(MarkNotificationsNotNewMutation);
  const [, markViewedMutation] = useMutation(MarkNotificationViewedMutation);
  // answers of a replaced first page are dropped
  const generation = useRef(0);
  const loading = useRef(false);
  // every notification the bell has shown: a live arrival is toasted once, never one a page already brought
  const known = useRef(new Set<string>());

  const load = useCallback(
    async (page: number, run: number) => {
      loading.current = true;
      setState((s) => ({ ...s, loading: true, error: null }));
      const result = await client.query(NotificationsQuery, { page, size: NOTIFICATION_PAGE_SIZE }, { requestPolicy: 'network-only' }).toPromise();
      if (run !== generation.current) return;
      loading.current = false;
      const answer = result.data?.notifications;
      if (!answer) {
        setState((s) => ({ ...s, loading: false, error: errorMessage(result.error) }));
        return;
      }
      const elements = answer.elements.map((element) => getFragmentData(NotificationFields, element));
      for (const element of elements) known.current.add(element.id);
      setState((s) => ({
        items: page === DEFAULT_PAGE ? elements : appendNotifications(s.items, elements),
        // a later page's count is older than what live events said since the first one
        newNotificationsCount: page === DEFAULT_PAGE ? answer.newNotificationsCount : s.newNotificationsCount,
        page,
        totalPages: answer.totalPages,
        loading: false,
        error: null,
        // the live events start after the first page's read (a reload's first page starts them again from its own)
        cursor: page === DEFAULT_PAGE ? (answer.eventCursor ?? null) : s.cursor,
      }));
    },
    [client],
  );

  const reload = useCallback(() => {
    generation.current += 1;
    void load(DEFAULT_PAGE, generation.current);
  }, [load]);

  useEffect(reload, [reload]);

  const hasMore = state.page + 1 < state.totalPages;
  const loadMore = useCallback(() => {
    if (loading.current || !hasMore || state.error) return;
    void load(state.page + 1, generation.current);
  }, [hasMore, load, state.error, state.page]);

  const retry = useCallback(() => {
    if (state.page < DEFAULT_PAGE) reload();
    else void load(state.page + 1, generation.current);
  }, [load, reload, state.page]);

  useNotificationEvents({ pause: state.cursor === undefined, after: state.cursor, onResync: reload }, (event: NotificationEvent) => {
    const arrived = event.kind === 'created' && event.notification && !known.current.has(event.notification.id) ? event.notification : null;
    if (event.notification) known.current.add(event.notification.id);
    setState((s) => ({ ...s, ...applyNotificationEvent(s, event) }));
    // spec §9: toasts last 4000 ms, at most 3 at a time (the app's one toaster)
    if (arrived) toaster.create({ title: 'New notification', description: arrived.message, type: 'info' });
  });

  const markAllNotNew = useCallback(() => {
    setState((s) => ({
      ...s,
      newNotificationsCount: 0,
      items: s.items.some((item) => item.isNew) ? s.items.map((item) => (item.isNew ? { ...item, isNew: false } : item)) : s.items,
    }));
    void markNotNew({}).then((result) => {
      if (result.data) return;
      toaster.create({ title: errorMessage(result.error), type: 'error' });
      // the badge shows what services hold again
      reload();
    });
  }, [markNotNew, reload]);

  const markViewed = useCallback(
    (notification: NotificationData) => {
      // already viewed (and so not new): nothing changes
      if (notification.viewed && !notification.isNew) return;
      const replace = (changed: NotificationData) =>
        setState((s) => ({ ...s, items: s.items.map((item) => (item.id === changed.id ? changed : item)) }));
      replace({ ...notification, viewed: true, isNew: false });
      // services/API.md: a viewed notification is not new either
      if (notification.isNew) setState((s) => ({ ...s, newNotificationsCount: Math.max(0, s.newNotificationsCount - 1) }));
      void markViewedMutation({ id: notification.id }).then((result) => {
        const viewed = result.data?.markNotificationViewed;
        if (viewed) {
          replace(getFragmentData(NotificationFields, viewed));
          return;
        }
        toaster.create({ title: errorMessage(result.error), type: 'error' });
        reload();
      });
    },
    [markViewedMutation, reload],
  );

  return { ...state, hasMore, loadMore, retry, markAllNotNew, markViewed };
}
