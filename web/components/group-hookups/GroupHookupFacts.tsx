// When, how long and how many places: the facts a card and the details page both list.
import { CalendarIcon, ClockIcon, UsersIcon } from '~/web/components/ui/icons';
import { formatDateTime } from '~/web/lib/dates';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { css, cx } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { formatDuration, slotsLeftLabel } from './status';

const fact = hstack({ gap: '2', '& svg': { w: '4', h: '4', flexShrink: '0', color: 'fg.muted' } });

export interface GroupHookupFactsProps {
  groupHookup: Pick<GroupHookupData, 'startDate' | 'duration' | 'slotsLeft' | 'maxParticipants'>;
  /** "6 slots left of 8" instead of "6 slots left" */
  showCapacity?: boolean;
  className?: string;
}

export function GroupHookupFacts({ groupHookup: gh, showCapacity = false, className }: GroupHookupFactsProps) {
  return (
    <ul className={cx(stack({ gap: '0' }), className)}>
      <li className={fact}>
        <CalendarIcon />
        <span className={css({ srOnly: true })}>Starts </span>
        {formatDateTime(gh.startDate)}
      </li>
      <li className={fact}>
        <ClockIcon />
        <span className={css({ srOnly: true })}>Duration </span>
        {formatDuration(gh.duration)}
      </li>
      <li className={fact}>
        <UsersIcon />
        {slotsLeftLabel(gh.slotsLeft)}
        {showCapacity ? ` of ${gh.maxParticipants}` : null}
      </li>
    </ul>
  );
}
