import { useEffect, useRef } from 'react';
import { INFINITE_SCROLL_THRESHOLD } from '~/common/constants';
import { Button } from '~/web/components/ui/button';
import { css } from '~/web/styled-system/css';

export interface InfiniteScrollSentinelProps {
  onVisible: () => void;
  loading: boolean;
  /** Changes when a page arrives: observing again reports a sentinel that is still in view. */
  itemCount: number;
}

/**
 * Placed after the last item: once it is 90 % visible (spec §9) the next page loads. Where the browser has
 * no IntersectionObserver a button does the same.
 */
export function InfiniteScrollSentinel({ onVisible, loading, itemCount }: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  const observable = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (!element || !observable) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { threshold: INFINITE_SCROLL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observable, itemCount]);

  return (
    <div ref={ref} className={css({ display: 'flex', justifyContent: 'center', minH: '10', py: '2' })}>
      {observable ? null : (
        <Button variant="outline" loading={loading} onClick={onVisible}>
          Load more
        </Button>
      )}
    </div>
  );
}
