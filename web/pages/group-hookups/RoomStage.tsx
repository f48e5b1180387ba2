// What the room shows: who is present (live), the time left until the forced exit, and Leave.
import { Avatar } from '~/web/components/ui/avatar';
import { Button } from '~/web/components/ui/button';
import { ChevronLeftIcon } from '~/web/components/ui/icons';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading, Text } from '~/web/components/ui/typography';
import { formatCountdown } from '~/web/lib/dates';
import type { GroupHookupData } from '~/web/lib/groupHookupFields';
import { useRoomPresence } from '~/web/lib/live';
import { css } from '~/web/styled-system/css';
import { detailsPath } from '~/web/components/group-hookups/GroupHookupCard';

const tile = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  aspectRatio: '4 / 3',
  p: '4',
  borderRadius: 'l3',
  bg: 'bg.muted',
  borderWidth: '1px',
  borderColor: 'border.default',
  textAlign: 'center',
});

export interface RoomStageProps {
  groupHookup: GroupHookupData;
  inRoom: boolean;
  secondsLeft: number;
  onLeave: () => void;
}

export function RoomStage({ groupHookup: gh, inRoom, secondsLeft, onLeave }: RoomStageProps) {
  const { present, error } = useRoomPresence(gh.uuid);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <Link to={detailsPath(gh.uuid)} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', textStyle: 'sm', alignSelf: 'flex-start' })}>
        <ChevronLeftIcon width={16} height={16} />
        Back to the details
      </Link>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', justifyContent: 'space-between', alignItems: 'flex-end' })}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <Heading as="h1" size="2xl">
            {gh.title}
          </Heading>
          <Text tone="muted">
            The room closes in <span className={css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold', color: 'fg.default' })}>{formatCountdown(secondsLeft * 1000)}</span>
          </Text>
        </div>
        <Button variant="danger" onClick={onLeave}>
          Leave
        </Button>
      </div>
      {!inRoom ? <Spinner label="Entering the room" /> : null}
      <section aria-labelledby="room-present" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <Heading as="h2" size="md" id="room-present">
          In the room ({present.length})
        </Heading>
        {error ? <Text tone="danger" size="sm">{error}</Text> : null}
        {present.length === 0 && !error ? <Text tone="muted">Nobody else is here yet.</Text> : null}
        <ul aria-live="polite" className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' }, gap: '4' })}>
          {present.map((person) => (
            <li key={person.uuid} className={tile}>
              <Avatar name={person.fullName} src={person.imageUrl} size="xl" />
              <p className={css({ fontWeight: 'semibold' })}>
                {person.fullName}
                {person.uuid === gh.hostUUID ? <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}> (host)</span> : null}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
