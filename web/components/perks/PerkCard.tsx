// One member perk: title, partner, description, how to redeem, and its link (a new tab). Admins get edit and delete.
import { Badge } from '~/web/components/ui/badge';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { ExternalLink } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import type { PerkFieldsFragment } from '~/web/gql/graphql';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

export interface PerkCardProps {
  perk: PerkFieldsFragment;
  /** admins: the edit and delete buttons */
  onEdit?: () => void;
  onDelete?: () => void;
}

const preLine = css({ whiteSpace: 'pre-line' });

export function PerkCard({ perk, onEdit, onDelete }: PerkCardProps) {
  return (
    <Card.Root aria-label={perk.title}>
      <Card.Header>
        <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
          <Card.Title>{perk.title}</Card.Title>
          {perk.published ? null : <Badge tone="warning">Draft</Badge>}
        </div>
        <Card.Description>by {perk.partner}</Card.Description>
      </Card.Header>
      <Card.Body className={stack({ gap: '3' })}>
        <Text className={preLine}>{perk.description}</Text>
        <div>
          <Heading as="h3" size="sm">
            How to redeem
          </Heading>
          <Text className={preLine}>{perk.howToRedeem}</Text>
        </div>
      </Card.Body>
      <Card.Footer className={hstack({ gap: '3', flexWrap: 'wrap', justifyContent: 'space-between' })}>
        <ExternalLink href={perk.link} target="_blank" rel="noopener noreferrer">
          Visit {perk.partner}
        </ExternalLink>
        {onEdit || onDelete ? (
          <div className={css({ display: 'flex', gap: '2' })}>
            {onEdit ? (
              <Button size="sm" variant="outline" aria-label={`Edit ${perk.title}`} onClick={onEdit}>
                Edit
              </Button>
            ) : null}
            {onDelete ? (
              <Button size="sm" variant="ghost" aria-label={`Delete ${perk.title}`} onClick={onDelete}>
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </Card.Footer>
    </Card.Root>
  );
}
