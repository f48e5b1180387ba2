// One tab of /group-hookups as a grid of cards that grows as the member scrolls and follows live events.
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Spinner } from '~/web/components/ui/spinner';
import { Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { ApprovalButtons } from './ApprovalButtons';
import { GroupHookupCard } from './GroupHookupCard';
import { InfiniteScrollSentinel } from '~/web/components/ui/infinite-scroll-sentinel';
import { tabDefinition, type GroupHookupTab } from './listTabs';
import { useGroupHookupPages } from './useGroupHookupPages';

export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '5',
});

export interface GroupHookupListProps {
  tab: GroupHookupTab;
  category: string | null;
  categories: readonly { name: string; label: string }[];
}

export function GroupHookupList({ tab, category, categories }: GroupHookupListProps) {
  const { items, loading, error, hasMore, loadMore, retry, page } = useGroupHookupPages(tab, category);
  const definition = tabDefinition(tab);

  if (loading && page < 0) return <Spinner size="lg" label="Loading group hookups" />;

  return (
    <div className={stack({ gap: '5' })} aria-busy={loading || undefined}>
      {items.length === 0 && !loading && !error ? <Text tone="muted">{definition.empty}</Text> : null}
      {items.length > 0 ? (
        <ul className={cardGrid} aria-label={`${definition.label} group hookups`}>
          {items.map((gh) => (
            <li key={gh.uuid}>
              <GroupHookupCard
                groupHookup={gh}
                categories={categories}
                actions={tab === 'pending' && gh.status === 'PENDING' ? <ApprovalButtons uuid={gh.uuid} title={gh.title} /> : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <div className={stack({ gap: '3', alignItems: 'flex-start' })}>
          <Alert status="error" title="We could not load group hookups.">
            {error}
          </Alert>
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {hasMore && !error ? <InfiniteScrollSentinel onVisible={loadMore} loading={loading} itemCount={items.length} /> : null}
      {loading && page >= 0 ? <Spinner label="Loading more group hookups" /> : null}
    </div>
  );
}
