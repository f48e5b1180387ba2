// The member's upcoming or past hookups as cards, following live events.
import { useEffect } from 'react';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Bone } from '~/web/components/ui/skeleton';
import { Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { HookupCard } from './HookupCard';
import type { HookupListView } from './display';
import { useHookupPages } from './useHookupPages';

export const hookupGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
  gap: '5',
});

const EMPTY: Record<HookupListView, string> = {
  UPCOMING: 'No upcoming hookups yet. Choose a time cycle and set your availability to be matched.',
  PAST: 'No past hookups yet.',
};
const LABEL: Record<HookupListView, string> = { UPCOMING: 'Upcoming hookups', PAST: 'Past hookups' };

export interface HookupListProps {
  view: HookupListView;
  /** once the first page is on screen (or its error): its height is known from then on */
  onFirstPage?: () => void;
}

export function HookupList({ view, onFirstPage }: HookupListProps) {
  const { items, loading, error, hasMore, loadMore, retry, page, apply } = useHookupPages(view);
  const firstPagePending = loading && page < 0;
  useEffect(() => {
    if (!firstPagePending) onFirstPage?.();
  }, [firstPagePending, onFirstPage]);

  // the answer most members see, the empty list's sentence, stands in while loading: the cards below keep their place
  if (firstPagePending) {
    return (
      <Text tone="muted" role="status" aria-label={`Loading ${LABEL[view].toLowerCase()}`}>
        <Bone>{EMPTY[view]}</Bone>
      </Text>
    );
  }

  return (
    <div className={stack({ gap: '5' })} aria-busy={loading || undefined}>
      {items.length === 0 && !loading && !error ? <Text tone="muted">{EMPTY[view]}</Text> : null}
      {items.length > 0 ? (
        <ul className={hookupGrid} aria-label={LABEL[view]}>
          {items.map((h) => (
            <li key={h.uuid}>
              <HookupCard hookup={h} onChanged={apply} />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <div className={stack({ gap: '3', alignItems: 'flex-start' })}>
          <Alert status="error" title="We could not load your hookups.">
            {error}
          </Alert>
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {hasMore && !error ? (
        <Button variant="outline" onClick={loadMore} loading={loading} className={css({ alignSelf: 'flex-start' })}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
