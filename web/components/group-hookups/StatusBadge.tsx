import { Badge } from '~/web/components/ui/badge';
import { LockIcon, StarIcon } from '~/web/components/ui/icons';
import type { GroupHookupStatus } from '~/web/gql/graphql';
import { css } from '~/web/styled-system/css';
import { STATUS_LABELS, STATUS_TONES } from './status';

export function StatusBadge({ status }: { status: GroupHookupStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

export interface MarkersProps {
  status: GroupHookupStatus;
  sponsored: boolean;
  highlighted: boolean;
  private: boolean;
}

/** The status and the sponsored / highlighted / private markers of a group hookup. */
export function GroupHookupMarkers({ status, sponsored, highlighted, private: isPrivate }: MarkersProps) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
      <StatusBadge status={status} />
      {highlighted ? (
        <Badge tone="accent">
          <StarIcon />
          Highlighted
        </Badge>
      ) : null}
      {sponsored ? <Badge tone="accent">Sponsored</Badge> : null}
      {isPrivate ? (
        <Badge>
          <LockIcon />
          Private
        </Badge>
      ) : null}
    </div>
  );
}
