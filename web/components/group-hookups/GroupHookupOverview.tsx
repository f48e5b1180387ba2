// Everything about one group hookup that anyone who may see it reads: picture, status, title, time,
// slots, host, the four texts and the tags. The details page and the guest page share it.
import type { ReactNode } from 'react';
import { Avatar } from '~/web/components/ui/avatar';
import { Badge } from '~/web/components/ui/badge';
import { Card } from '~/web/components/ui/card';
import { Heading, Text } from '~/web/components/ui/typography';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { GroupHookupCover } from './GroupHookupCover';
import { GroupHookupFacts } from './GroupHookupFacts';
import { categoryLabel } from './status';
import { GroupHookupMarkers } from './StatusBadge';

const TEXTS = [
  { key: 'description', title: 'About' },
  { key: 'whoShouldJoin', title: 'Who should join' },
  { key: 'whyShouldJoin', title: 'Why should join' },
  { key: 'whatWillDiscuss', title: 'What will we discuss' },
] as const;

export interface GroupHookupOverviewProps {
  groupHookup: GroupHookupData;
  categories?: readonly { name: string; label: string }[];
  /** The actions panel beside the facts (join, attend, admin buttons). */
  actions?: ReactNode;
  /** Under the texts (the participants). */
  children?: ReactNode;
}

export function GroupHookupOverview({ groupHookup: gh, categories, actions, children }: GroupHookupOverviewProps) {
  const reasonTitle = gh.status === 'NOT_ACCEPTED' ? 'Why it was not accepted' : 'Why it was cancelled';
  return (
    <article aria-labelledby="group-hookup-title" className={stack({ gap: '8' })}>
      <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '3fr 2fr' }, gap: '8', alignItems: 'start' })}>
        <div className={css({ borderRadius: 'l3', overflow: 'hidden', borderWidth: '1px', borderColor: 'border.default' })}>
          <GroupHookupCover title={gh.title} category={gh.category} imageUrl={gh.imageUrl} />
        </div>
        <div className={stack({ gap: '4' })}>
          <GroupHookupMarkers status={gh.status} sponsored={gh.sponsored} highlighted={gh.highlighted} private={gh.private} />
          <p className={css({ textStyle: 'sm', fontWeight: 'semibold', color: 'accent.text', textTransform: 'uppercase', letterSpacing: '0.06em' })}>
            {categoryLabel(gh.category, categories)}
          </p>
          <Heading as="h1" size="2xl" id="group-hookup-title">
            {gh.title}
          </Heading>
          <GroupHookupFacts groupHookup={gh} showCapacity className={css({ gap: '2', color: 'fg.default' })} />
          {actions}
        </div>
      </div>

      <Card.Root aria-labelledby="group-hookup-host">
        <Card.Body className={css({ flexDirection: 'row', alignItems: 'center', gap: '4', py: '4' })}>
          <Avatar name={gh.host.fullName} src={gh.host.imageUrl} size="lg" />
          <div>
            <p className={css({ textStyle: 'xs', color: 'fg.muted', fontWeight: 'semibold', textTransform: 'uppercase' })}>Host</p>
            <Card.Title as="h2" id="group-hookup-host">
              {gh.host.fullName}
            </Card.Title>
            {gh.host.jobPosition ? <Text tone="muted" size="sm">{gh.host.jobPosition}</Text> : null}
          </div>
        </Card.Body>
      </Card.Root>

      {gh.cancellationReason && (gh.status === 'CANCELED' || gh.status === 'NOT_ACCEPTED') ? (
        <section aria-labelledby="group-hookup-reason" className={stack({ gap: '2' })}>
          <Heading as="h2" size="md" id="group-hookup-reason">
            {reasonTitle}
          </Heading>
          <Text>{gh.cancellationReason}</Text>
        </section>
      ) : null}

      {TEXTS.map(({ key, title }) =>
        gh[key] ? (
          <section key={key} aria-labelledby={`group-hookup-${key}`} className={stack({ gap: '2' })}>
            <Heading as="h2" size="md" id={`group-hookup-${key}`}>
              {title}
            </Heading>
            <Text className={css({ whiteSpace: 'pre-line' })}>{gh[key]}</Text>
          </section>
        ) : null,
      )}

      {gh.tags.length > 0 ? (
        <section aria-labelledby="group-hookup-tags" className={stack({ gap: '2' })}>
          <Heading as="h2" size="md" id="group-hookup-tags">
            Tags
          </Heading>
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {gh.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="accent">{tag}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {children}
    </article>
  );
}
