import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Provider } from 'urql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INFINITE_SCROLL_THRESHOLD, NOTIFICATION_PAGE_SIZE } from '~/common/constants';
import { NOTIFICATION } from '~/common/messages/notifications';
import { Toaster, toaster } from '~/web/components/ui/toast';
import { formatDateTime } from '~/web/lib/dates';
import { fakeLiveClient } from '~/web/testing/live';
import { fakeGateway, json, type Call } from '~/web/testing/fakeGateway';
import { NotificationBell } from './NotificationBell';
import { notification, notificationChanged, notificationPage } from '~/web/testing/notifications';

// jsdom has no ResizeObserver; the popover's positioning (floating-ui) observes sizes with it.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** An IntersectionObserver the test drives: `show()` reports every observed element as visible. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  elements: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.elements.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  show() {
    const entries = this.elements.map((target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
  static current() {
    return FakeIntersectionObserver.instances.filter((o) => !o.disconnected).at(-1);
  }
}

beforeAll(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  FakeIntersectionObserver.instances = [];
});
afterEach(() => {
  act(() => toaster.remove());
  cleanup();
});

type Routes = Record<string, Array<(call: Call) => Response>>;

function renderBell(routes: Routes) {
  const gateway = fakeGateway({
    MarkNotificationsNotNew: [() => json({ data: { markNotificationsNotNew: { newNotificationsCount: 0 } } })],
    ...routes,
  });
  const live = fakeLiveClient(gateway.fetchFn as typeof fetch);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <header>
              <NotificationBell />
            </header>
            <Outlet />
          </>
        ),
        children: [
          { path: '/profile', element: <h1>Profile page</h1> },
          { path: '/home', element: <h1>Home page</h1> },
          { path: '/timeslots', element: <h1>Timeslots page</h1> },
          { path: '/group-hookups/details/:uuid', element: <h1>Group hookup page</h1> },
        ],
      },
    ],
    { initialEntries: ['/profile'] },
  );
  render(
    <Provider value={live.client}>
      <RouterProvider router={router} />
      <Toaster />
    </Provider>,
  );
  const feeds = () => live.live().filter((s) => s.operationName === 'LiveNotificationChanged');
  return { gateway, live, router, feeds };
}

const bell = () => screen.getByRole('button', { name: 'Notifications' });
/** The badge: the count the bell's description gives, or null when there is none. */
const badge = () => {
  const id = bell().getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function openBell() {
  fireEvent.click(bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

const items = (dialog: HTMLElement) => within(dialog).queryAllByRole('listitem').map((li) => li.querySelector('button')!);

describe('the notification bell', () => {
  it('shows the count of new notifications, and opening it marks them not new and clears the badge', async () => {
    const { gateway } = renderBell({
      Notifications: [() => notificationPage([notification('3'), notification('2'), notification('1', { viewed: true, isNew: false })])],
    });
    await waitFor(() => expect(badge()).toBe('2 new'));
    expect(gateway.of('Notifications')[0].variables).toEqual({ page: 0, size: NOTIFICATION_PAGE_SIZE });

    const dialog = await openBell();
    await waitFor(() => expect(gateway.of('MarkNotificationsNotNew')).toHaveLength(1));
    expect(badge()).toBeNull();
    expect(bell().textContent).not.toMatch(/\d/);
    // image or icon, message, date and time; the ones not viewed look different
    const [three, , one] = items(dialog);
    expect(three.textContent).toContain('Notification 3');
    expect(three.textContent).toContain(formatDateTime(notification('3').date));
    expect(three.querySelector('time')?.getAttribute('dateTime')).toBe(notification('3').date);
    expect(three.getAttribute('data-viewed')).toBe('false');
    expect(within(three).getByText('Not viewed:')).toBeTruthy();
    expect(one.getAttribute('data-viewed')).toBe('true');
    expect(within(one).queryByText('Not viewed:')).toBeNull();
  });

  it("shows an item's image, and an icon when it has none", async () => {
    renderBell({
      Notifications: [() => notificationPage([notification('2', { image: 'https://cdn.example/gh.png', notificationCode: 'GROUP_HOOKUP_APPROVED' }), notification('1')])],
    });
    const dialog = await openBell();
    await waitFor(() => expect(items(dialog)).toHaveLength(2));
    const [withImage, without] = items(dialog);
    expect(withImage.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/gh.png');
    expect(without.querySelector('img')).toBeNull();
    expect(without.querySelector('svg')).toBeTruthy();
  });

  it("says 'No notifications found' when there are none, with no badge", async () => {
    const { gateway } = renderBell({ Notifications: [() => notificationPage([], { newNotificationsCount: 0 })] });
    await waitFor(() => expect(gateway.of('Notifications')).toHaveLength(1));
    expect(badge()).toBeNull();
    const dialog = await openBell();
    expect(await within(dialog).findByText(NOTIFICATION.empty)).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('loads the next page of 5 when the end of the list becomes 90 % visible, and stops at totalPages', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    try {
      const first = ['9', '8', '7', '6', '5'].map((id) => notification(id));
      const second = ['4', '3'].map((id) => notification(id, { isNew: false, viewed: true }));
      const { gateway } = renderBell({
        Notifications: [(call) => notificationPage(call.variables.page === 0 ? first : second, { totalPages: 2, newNotificationsCount: 5 })],
      });
      const dialog = await openBell();
      await waitFor(() => expect(items(dialog)).toHaveLength(5));
      await waitFor(() => expect(FakeIntersectionObserver.current()?.elements).toHaveLength(1));
      expect(FakeIntersectionObserver.current()!.options.threshold).toBe(INFINITE_SCROLL_THRESHOLD);
      expect(gateway.of('Notifications')).toHaveLength(1);

      act(() => FakeIntersectionObserver.current()!.show());
      await waitFor(() => expect(items(dialog)).toHaveLength(7));
      expect(gateway.of('Notifications').map((c) => c.variables)).toEqual([
        { page: 0, size: 5 },
        { page: 1, size: 5 },
      ]);
      expect(items(dialog).map((b) => b.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('Notification 3')]));
      // the last page is in: nothing is observed any more
      await waitFor(() => expect(FakeIntersectionObserver.current()).toBeUndefined());
    } finally {
      vi.stubGlobal('IntersectionObserver', undefined);
    }
  });

  it('a click marks the notification viewed and follows it (a group hookup to its page)', async () => {
    const approved = notification('2', { notificationCode: 'GROUP_HOOKUP_APPROVED', redirectUrl: '/group-hookups/details/gh-1' });
    const { gateway, router } = renderBell({
      Notifications: [() => notificationPage([approved, notification('1', { notificationCode: 'HOOKUP_MATCHED', redirectUrl: '/timeslots' })])],
      MarkNotificationViewed: [() => json({ data: { markNotificationViewed: { ...approved, viewed: true, isNew: false } } })],
    });
    const dialog = await openBell();
    await waitFor(() => expect(items(dialog)).toHaveLength(2));
    fireEvent.click(items(dialog)[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/group-hookups/details/gh-1'));
    expect(gateway.of('MarkNotificationViewed').map((c) => c.variables)).toEqual([{ id: '2' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // reopened: it looks viewed now; a hookup notification leads to /timeslots
    const again = await openBell();
    await waitFor(() => expect(items(again)[0].getAttribute('data-viewed')).toBe('true'));
    fireEvent.click(items(again)[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/timeslots'));
  });

  it('the welcome leads to /home', async () => {
    const { router } = renderBell({
      Notifications: [() => notificationPage([notification('1')])],
      MarkNotificationViewed: [() => json({ data: { markNotificationViewed: notification('1', { viewed: true, isNew: false }) } })],
    });
    const dialog = await openBell();
    await waitFor(() => expect(items(dialog)).toHaveLength(1));
    fireEvent.click(items(dialog)[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it("shows the server's message when marking one viewed fails", async () => {
    renderBell({
      Notifications: [() => notificationPage([notification('1')])],
      MarkNotificationViewed: [() => json({ data: null, errors: [{ message: NOTIFICATION.notFound, extensions: { code: 'NOT_FOUND' } }] })],
    });
    const dialog = await openBell();
    await waitFor(() => expect(items(dialog)).toHaveLength(1));
    fireEvent.click(items(dialog)[0]);
    expect(await screen.findByText(NOTIFICATION.notFound)).toBeTruthy();
  });

  it('is keyboard accessible: focus moves into the panel, Escape closes it and returns focus to the bell', async () => {
    renderBell({ Notifications: [() => notificationPage([notification('1')])] });
    const dialog = await openBell();
    await waitFor(() => expect(items(dialog)).toHaveLength(1));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bell()));
  });
});

describe('the live bell', () => {
  it("subscribes from the first page's eventCursor, adds a live arrival once and toasts it", async () => {
    const { feeds } = renderBell({ Notifications: [() => notificationPage([notification('1')], { eventCursor: '10' })] });
    await waitFor(() => expect(feeds()).toHaveLength(1));
    expect(feeds()[0].variables).toEqual({ after: '10' });

    const arrival = notification('2', { message: 'Your group hookup "Cold calling clinic" has been approved.' });
    act(() => feeds()[0].push(notificationChanged('11', 'created', arrival, 2)));
    await waitFor(() => expect(badge()).toBe('2 new'));
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toContain('New notification');
    expect(toast.textContent).toContain(arrival.message);
    expect(toaster.getVisibleToasts()).toHaveLength(1);

    // the same event again, and the same notification in another event (a replay): nothing new
    act(() => {
      feeds()[0].push(notificationChanged('11', 'created', arrival, 2));
      feeds()[0].push(notificationChanged('12', 'created', arrival, 2));
    });
    expect(toaster.getVisibleToasts()).toHaveLength(1);
    const dialog = await openBell();
    await waitFor(() => expect(items(dialog)).toHaveLength(2));
    expect(items(dialog).map((b) => b.textContent)).toEqual([expect.stringContaining('Cold calling clinic'), expect.stringContaining('Notification 1')]);
  });

  it('keeps at most 3 toasts at once', async () => {
    const { feeds } = renderBell({ Notifications: [() => notificationPage([], { eventCursor: '10' })] });
    await waitFor(() => expect(feeds()).toHaveLength(1));
    act(() => {
      for (let i = 1; i <= 5; i += 1) feeds()[0].push(notificationChanged(String(10 + i), 'created', notification(String(i)), i));
    });
    await waitFor(() => expect(badge()).toBe('5 new'));
    expect(toaster.getVisibleToasts()).toHaveLength(3);
  });

  it('resumes after a reconnect from the last eventId, so nothing is lost and nothing shown twice', async () => {
    const { feeds, live } = renderBell({ Notifications: [() => notificationPage([notification('1')], { eventCursor: '10' })] });
    await waitFor(() => expect(feeds()).toHaveLength(1));
    act(() => feeds()[0].push(notificationChanged('11', 'created', notification('2'), 2)));

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(feeds()[0]?.variables).toEqual({ after: '11' }));
    expect(live.live()).toHaveLength(1);
    // the replay overlaps what was seen: only the one missed while away is new
    act(() => {
      feeds()[0].push(notificationChanged('11', 'created', notification('2'), 2));
      feeds()[0].push(notificationChanged('12', 'created', notification('3'), 3));
    });
    await waitFor(() => expect(badge()).toBe('3 new'));
    expect(toaster.getVisibleToasts().map((t) => t.description)).toEqual(['Notification 3', 'Notification 2']);
    const dialog = await openBell();
    await waitFor(() => expect(items(dialog)).toHaveLength(3));
  });

  it("follows another tab: its opening clears the badge, its click marks the item viewed", async () => {
    const { feeds } = renderBell({
      Notifications: [() => notificationPage([notification('2'), notification('1')], { eventCursor: '10' })],
    });
    await waitFor(() => expect(badge()).toBe('2 new'));
    await waitFor(() => expect(feeds()).toHaveLength(1));
    act(() => feeds()[0].push(notificationChanged('11', 'allNotNew', null, 0)));
    await waitFor(() => expect(badge()).toBeNull());
    act(() => feeds()[0].push(notificationChanged('12', 'viewed', notification('1', { viewed: true, isNew: false }), 0)));
    // what the other tab did shows here without a new query
    const dialog = await openBell();
    await waitFor(() => expect(items(dialog).map((b) => b.getAttribute('data-viewed'))).toEqual(['false', 'true']));
  });

  it('a failed opening shows its message and reads the badge again', async () => {
    const { gateway } = renderBell({
      Notifications: [() => notificationPage([notification('1')], { newNotificationsCount: 1 })],
      MarkNotificationsNotNew: [() => json({ data: null, errors: [{ message: 'The notifications service is unavailable.', extensions: { code: 'INTERNAL' } }] })],
    });
    await waitFor(() => expect(badge()).toBe('1 new'));
    await openBell();
    expect(await screen.findByText('The notifications service is unavailable.')).toBeTruthy();
    await waitFor(() => expect(gateway.of('Notifications')).toHaveLength(2));
    await waitFor(() => expect(badge()).toBe('1 new'));
  });
});
