// The highlighted group hookups (GET group-hookup/highlighted), kept current by live events: a highlight
// adds one, an unhighlight, a cancel or its end takes it away.
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { isHighlightedNow } from '~/common/groupHookupRules';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { GroupHookupFields, type GroupHookupData } from '~/web/lib/groupHookupFields';
import { applyGroupHookupEvent, useGroupHookupEvents } from '~/web/lib/live';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { HighlightedGroupHookupsQuery } from './documents';
import { GroupHookupCard } from './GroupHookupCard';
import { GroupHookupCardSkeleton } from './GroupHookupCardSkeleton';
import { orderOf } from './listTabs';

// as many as the widest layout shows at once (31% columns)
const SKELETON_CARDS = 3;

const highlightedNow = (gh: GroupHookupData) => isHighlightedNow(gh, Date.now());

const strip = css({
  display: 'grid',
  gridAutoFlow: 'column',
  // on a phone a card takes 85% so the next one peeks in; a lone card takes the whole column
  gridAutoColumns: { base: 'minmax(85%, 1fr)', sm: '45%', lg: '31%' },
  gap: '4',
  overflowX: 'auto',
  pb: '2',
  scrollSnapType: 'x mandatory',
  '& > li': { scrollSnapAlign: 'start' },
});

export interface HighlightedGroupHookupsProps {
  /** The list page shows nothing when none is highlighted; the home page says so and links to the list. */
  hideWhenEmpty?: boolean;
}

export function HighlightedGroupHookups({ hideWhenEmpty = false }: HighlightedGroupHookupsProps) {
  const [{ data, error }] = useQuery({ query: HighlightedGroupHookupsQuery });
  const [items, setItems] = useState<GroupHookupData[] | null>(null);

  useEffect(() => {
    if (data) setItems(data.highlightedGroupHookups.map((gh) => getFragmentData(GroupHookupFields, gh)));
  }, [data]);

  // subscribed from the answer's eventCursor once it is shown: a highlight committed before the subscription is
  // replayed rather than lost (replaying one the answer already shows replaces it by uuid)
  useGroupHookupEvents({ pause: items === null, after: data?.highlightedGroupHookupsEventCursor }, (event) => {
    setItems((current) => (current ? applyGroupHookupEvent(current, event, highlightedNow, orderOf('upcoming')) : current));
  });

  const empty = items !== null && items.length === 0;
  // until the answer is in `items` (set by the effect after it arrives), not only while fetching: a frame without
  // the strip between the two moved the list below
  const loading = !items && !error;
  // while loading, the list page too keeps the strip's place (issue 21: it pushed the list down 0.2 CLS)
  if (hideWhenEmpty && (empty || error)) return null;

  return (
    <section aria-labelledby="highlighted-group-hookups" className={stack({ gap: '3' })}>
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
        <Heading as="h2" size="md" id="highlighted-group-hookups">
          Highlighted group hookups
        </Heading>
        {hideWhenEmpty ? null : (
          <Link to="/group-hookups" className={css({ textStyle: 'sm' })}>
            See all group hookups
          </Link>
        )}
      </div>
      {loading ? (
        <div role="status" aria-label="Loading highlighted group hookups">
          <ul className={strip} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i}>
                <GroupHookupCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {error && !items ? <Text tone="muted">Highlighted group hookups cannot be shown right now.</Text> : null}
      {empty ? <Text tone="muted">No group hookup is highlighted right now.</Text> : null}
      {items && items.length > 0 ? (
        <ul className={strip}>
          {items.map((gh) => (
            <li key={gh.uuid}>
              <GroupHookupCard groupHookup={gh} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
