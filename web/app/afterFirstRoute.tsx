// What the first paint does not need (issue 21): the toaster's view and the offline banner load once the first route's
// chunks are in and the browser has painted that route, so on a slow network their code never delays that paint.
import { useEffect, useState, type ReactNode } from 'react';

/** Resolves after `firstRoute` (web/app/router.tsx preloadRoute of the first path) has settled and one frame painted it. */
export function afterFirstRoute(firstRoute: Promise<unknown>): { promise: Promise<void>; cancel: () => void } {
  let cancelled = false;
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<void>((resolve) => {
    const settled = () => {
      if (cancelled) return;
      // the frame that paints the route, then a task: the work starts after that paint, not before it
      frame = requestAnimationFrame(() => {
        timer = setTimeout(resolve, 0);
      });
    };
    firstRoute.then(settled, settled);
  });
  const cancel = () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
  return { promise, cancel };
}

/**
 * Renders `children` only once the first route has painted (see afterFirstRoute). `held` keeps waiting past the
 * route's chunks: a signed-in page paints only once the stored session has been looked up, and code parsed during that
 * lookup would delay that paint instead.
 */
export function AfterFirstRoute({ firstRoute, held = false, children }: { firstRoute: Promise<unknown>; held?: boolean; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (held || ready) return;
    const { promise, cancel } = afterFirstRoute(firstRoute);
    void promise.then(() => setReady(true));
    return cancel;
  }, [firstRoute, held, ready]);
  return ready ? children : null;
}
