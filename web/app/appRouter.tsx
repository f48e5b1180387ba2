// The browser router (issue 21): react-router's declarative mode on a history of our own. The app uses no loaders,
// actions or fetchers, and the data router weighed ~15 KiB gzipped more in every first route; what it did for us is
// done here instead: the page on screen stays until the next page's lazy chunks are in (`prepare`, which
// web/app/router.tsx's preloadRoute does, all at once), and only then does the router see the new location, so the
// page never suspends into a spinner (Preact, which renders the app, has no transitions to hold a page back with);
// `useNavigationPending` says when one is under way (the guards wait for it), and scroll positions are kept per
// history entry and restored on back and forward.
import { createContext, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router';

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export function createAppHistory(): AppHistory {
  // v5Compat: listeners hear push and replace too, not only the browser's back and forward
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}

/**
 * A navigation started outside React (the session machine's: after login, logout, a failed refresh). flushSync makes
 * React see it under way at once, so no route guard redirects elsewhere in the meantime; /login replaces the entry.
 */
export function navigateFromOutside(history: AppHistory, to: string): void {
  flushSync(() => (to.startsWith('/login') ? history.replace(to) : history.push(to)));
}

const NavigationPendingContext = createContext(false);
const ScrollPositionsContext = createContext<Record<string, number>>({});

/** True while a navigation waits for its page (its lazy chunks). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

const SCROLL_KEY = 'scrollPositions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export interface AppRouterProps {
  history: AppHistory;
  /** loads what the page at a path needs before it is shown; settles, never rejects (a failed chunk shows its error) */
  prepare: (pathname: string) => Promise<unknown>;
  children: ReactNode;
}

export function AppRouter({ history, prepare, children }: AppRouterProps) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({ action: history.action, location: history.location }));
  const [pending, setPending] = useState(false);
  const [positions] = useState(readPositions);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    let current = history.location.key;
    let latest = 0;
    let listening = true;
    const unlisten = history.listen(({ action, location }) => {
      // the page leaving is still on screen: remember where it was scrolled
      positions[current] = window.scrollY;
      current = location.key;
      const navigation = ++latest;
      setPending(true);
      void prepare(location.pathname).then(() => {
        // a later navigation has taken over, or the router is gone
        if (navigation !== latest || !listening) return;
        setState({ action, location });
        setPending(false);
      });
    });
    const save = () => {
      positions[current] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
      } catch {
        // storage full or unavailable: positions are lost on reload only
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      listening = false;
      unlisten();
      window.removeEventListener('pagehide', save);
    };
  }, [history, positions, prepare]);

  return (
    <NavigationPendingContext.Provider value={pending}>
      <ScrollPositionsContext.Provider value={positions}>
        <Router location={state.location} navigationType={state.action} navigator={history}>
          {children}
        </Router>
      </ScrollPositionsContext.Provider>
    </NavigationPendingContext.Provider>
  );
}

/**
 * Scroll as the data router's ScrollRestoration did (render it once, inside the routes): back and forward (and a
 * reload) return to where that entry was, a link to #id shows that element, any other navigation starts at the top.
 * Its effect runs once the new page is on screen, since a navigation commits only with its page.
 */
export function ScrollRestoration() {
  const positions = useContext(ScrollPositionsContext);
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const saved = positions[location.key];
    if (navigationType === 'POP' && typeof saved === 'number') return restoreScroll(saved);
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [positions, location, navigationType]);
  return null;
}

/** How long a restored scroll position waits for the page to grow tall enough (its data to arrive). */
export const RESTORE_WAIT_MS = 3000;
const MEMBER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to `y`. A page that comes back with a skeleton is shorter than it was until its data arrives, so the
 * browser would stop at its bottom: then the position is taken again as soon as the page is tall enough, for at most
 * RESTORE_WAIT_MS, and never after the member scrolled, pressed a key or touched the page. Answers the stop.
 */
export function restoreScroll(y: number, win: Window & { ResizeObserver?: typeof ResizeObserver } = window): () => void {
  const root = win.document.documentElement;
  const reachable = () => root.scrollHeight - win.innerHeight >= y - 1;
  win.scrollTo(0, y);
  const Observer = win.ResizeObserver;
  if (reachable() || typeof Observer !== 'function') return () => {};
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of MEMBER_SCROLLS) win.removeEventListener(type, stop);
  };
  const observer = new Observer(() => {
    if (!reachable()) return;
    win.scrollTo(0, y);
    stop();
  });
  observer.observe(win.document.body);
  const timer = win.setTimeout(stop, RESTORE_WAIT_MS);
  for (const type of MEMBER_SCROLLS) win.addEventListener(type, stop, { passive: true });
  return stop;
}
