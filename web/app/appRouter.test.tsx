// Issue 21: the declarative router keeps what the data router gave the app — the page on screen stays until the next
// page's chunk is in, guards can tell a navigation is under way, and back returns to where the page was scrolled.
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouter, createAppHistory, navigateFromOutside, restoreScroll, RESTORE_WAIT_MS, ScrollRestoration, useNavigationPending, type AppHistory } from '~/web/app/appRouter';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

function Pending() {
  return <p>{useNavigationPending() ? 'navigating' : 'idle'}</p>;
}

/** a page whose code is in hand */
const loaded = () => Promise.resolve();

function renderApp(history: AppHistory, later: ComponentType) {
  const Later = lazy(async () => ({ default: later }));
  return render(
    <AppRouter history={history} prepare={loaded}>
      <Pending />
      <ScrollRestoration />
      <Suspense fallback={<p>spinner</p>}>
        <Routes>
          <Route path="/" element={<Link to="/later">to later</Link>} />
          <Route path="/later" element={<Later />} />
        </Routes>
      </Suspense>
    </AppRouter>,
  );
}

describe('AppRouter', () => {
  it('keeps the page on screen while the next one loads and says a navigation is under way', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const prepare = vi.fn((pathname: string) => (pathname === '/later' ? arrived : loaded()));
    const history = createAppHistory();
    render(
      <AppRouter history={history} prepare={prepare}>
        <Pending />
        <Suspense fallback={<p>spinner</p>}>
          <Routes>
            <Route path="/" element={<p>first page</p>} />
            <Route path="/later" element={<p>later page</p>} />
          </Routes>
        </Suspense>
      </AppRouter>,
    );
    act(() => navigateFromOutside(history, '/later'));
    // flushSync: the navigation shows as under way at once, and the first page stays (no spinner)
    expect(prepare).toHaveBeenCalledWith('/later');
    expect(screen.getByText('navigating')).toBeTruthy();
    expect(screen.getByText('first page')).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByText('later page')).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(window.location.pathname).toBe('/later');
  });

  it('shows the latest navigation when an earlier one’s page arrives after it', async () => {
    let arrive = () => {};
    const slow = new Promise<void>((resolve) => (arrive = resolve));
    const history = createAppHistory();
    render(
      <AppRouter history={history} prepare={(pathname) => (pathname === '/slow' ? slow : loaded())}>
        <Pending />
        <Routes>
          <Route path="/" element={<p>first page</p>} />
          <Route path="/slow" element={<p>slow page</p>} />
          <Route path="/quick" element={<p>quick page</p>} />
        </Routes>
      </AppRouter>,
    );
    act(() => navigateFromOutside(history, '/slow'));
    await act(async () => navigateFromOutside(history, '/quick'));
    expect(await screen.findByText('quick page')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText('quick page')).toBeTruthy();
    expect(screen.queryByText('slow page')).toBeNull();
    expect(screen.getByText('idle')).toBeTruthy();
  });

  it('a navigation to /login replaces the history entry, others push', () => {
    const history = createAppHistory();
    renderApp(history, () => <p>later page</p>);
    const length = window.history.length;
    act(() => navigateFromOutside(history, '/later'));
    expect(window.history.length).toBe(length + 1);
    act(() => navigateFromOutside(history, '/login?next=%2Flater'));
    expect(window.history.length).toBe(length + 1);
    expect(window.location.pathname + window.location.search).toBe('/login?next=%2Flater');
  });

  it('starts a new page at the top and returns to the old position on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const history = createAppHistory();
    renderApp(history, () => <p>later page</p>);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    await act(async () => screen.getByRole('link', { name: 'to later' }).click());
    expect(await screen.findByText('later page')).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    await act(async () => {
      history.go(-1);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByRole('link', { name: 'to later' })).toBeTruthy();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });
});

describe('restoreScroll', () => {
  /** A window whose page is `height` px tall and grows when `grow` is called, as a page whose data arrives. */
  function page(height: number) {
    const target = new EventTarget();
    let resized = () => {};
    const scrollTo = vi.fn();
    const win = Object.assign(target, {
      innerHeight: 800,
      document: { documentElement: { scrollHeight: height }, body: {} },
      scrollTo,
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
      ResizeObserver: class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {
          resized = () => {};
        }
      },
    });
    const grow = (to: number) => {
      win.document.documentElement.scrollHeight = to;
      resized();
    };
    return { win: win as unknown as Window, scrollTo, grow };
  }

  it('takes the position again once a page that came back short has grown tall enough', () => {
    const { win, scrollTo, grow } = page(1000);
    restoreScroll(900, win);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    grow(1400); // not yet: 1400 - 800 < 900
    expect(scrollTo).toHaveBeenCalledTimes(1);
    grow(2400);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    grow(3000); // done: it no longer follows the page
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('leaves the page where the member scrolled it while it was loading', () => {
    const { win, scrollTo, grow } = page(1000);
    restoreScroll(900, win);
    win.dispatchEvent(new Event('wheel'));
    grow(2400);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('gives up after RESTORE_WAIT_MS', () => {
    vi.useFakeTimers();
    try {
      const { win, scrollTo, grow } = page(1000);
      restoreScroll(900, win);
      vi.advanceTimersByTime(RESTORE_WAIT_MS);
      grow(2400);
      expect(scrollTo).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
