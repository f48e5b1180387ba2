import type { ReactNode } from 'react';
import { Avatar } from '~/web/components/ui/avatar';
import { Card } from '~/web/components/ui/card';
import { Link } from '~/web/components/ui/link';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { detailsPath } from '~/web/lib/paths';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { GroupHookupCover } from './GroupHookupCover';
import { GroupHookupFacts } from './GroupHookupFacts';
import { categoryLabel } from './status';
import { GroupHookupMarkers } from './StatusBadge';

const facts = css({ gap: '1.5', textStyle: 'sm', color: 'fg.muted' });

export interface GroupHookupCardProps {
  groupHookup: GroupHookupData;
  categories?: readonly { name: string; label: string }[];
  /** Heading level of the title in the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** Buttons under the card (the admin's approve and reject). */
  actions?: ReactNode;
}

/** A group hookup in a list: picture, title (the link to its details), category, time, host and slots. */
export function GroupHookupCard({ groupHookup: gh, categories, headingLevel = 'h3', actions }: GroupHookupCardProps) {
  const titleId = `group-hookup-${gh.uuid}-title`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} className={css({ h: '100%' })}>
      <GroupHookupCover title={gh.title} category={gh.category} imageUrl={gh.imageUrl} />
      <Card.Body className={css({ flex: '1', gap: '3', py: '4', px: '5' })}>
        <GroupHookupMarkers status={gh.status} sponsored={gh.sponsored} highlighted={gh.highlighted} private={gh.private} />
        <div className={stack({ gap: '1' })}>
          <p className={css({ textStyle: 'xs', fontWeight: 'semibold', color: 'accent.text', textTransform: 'uppercase', letterSpacing: '0.06em' })}>
            {categoryLabel(gh.category, categories)}
          </p>
          <Card.Title as={headingLevel} id={titleId} className={css({ lineClamp: '2' })}>
            <Link to={detailsPath(gh.uuid)} className={css({ color: 'fg.default' })}>
              {gh.title}
            </Link>
          </Card.Title>
        </div>
        <GroupHookupFacts groupHookup={gh} className={facts} />
        <div className={hstack({ gap: '2', mt: 'auto', pt: '1' })}>
          <Avatar name={gh.hostFullName} src={gh.hostImageUrl} size="sm" />
          <p className={css({ textStyle: 'sm', color: 'fg.default' })}>
            <span className={css({ color: 'fg.muted' })}>Hosted by </span>
            {gh.hostFullName}
          </p>
        </div>
      </Card.Body>
      {actions ? <Card.Footer className={css({ justifyContent: 'flex-start', px: '5', pb: '5' })}>{actions}</Card.Footer> : null}
    </Card.Root>
  );
}
