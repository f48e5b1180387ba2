// /home: the member's next hookup (next-hookup-details: partner, time, status, a link to it) and their totals
// (user/total-hookups), asked again when one of their hookups changes.
import { useQuery } from 'urql';
import { Alert } from '~/web/components/ui/alert';
import { Avatar } from '~/web/components/ui/avatar';
import { Badge } from '~/web/components/ui/badge';
import { Card } from '~/web/components/ui/card';
import { Link } from '~/web/components/ui/link';
import { Bone } from '~/web/components/ui/skeleton';
import { Text } from '~/web/components/ui/typography';
import { getFragmentData } from '~/web/gql';
import { formatDateTime } from '~/web/lib/dates';
import { errorMessage } from '~/web/lib/errors';
import { HookupFields, useHookupEvents } from '~/web/lib/hookupLive';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { HomeHookupsQuery } from './documents';
import { statusText, STATUS_TONES, TIMESLOTS_PATH } from './display';
import { JoinVideoCallButton } from './JoinVideoCallButton';

const stat = stack({ gap: '0.5' });
const statValue = css({ textStyle: 'xl', fontWeight: 'semibold', color: 'fg.default' });
const statLabel = css({ textStyle: 'xs', color: 'fg.muted' });

export function NextHookupCard() {
  const [{ data, fetching, error }, reexecute] = useQuery({ query: HomeHookupsQuery });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  // from the answer's eventCursor: a change committed before the subscription is replayed (and asks again), not lost
  useHookupEvents({ pause: !data, after: data?.nextHookupEventCursor, onResync: refresh }, refresh);

  const next = data?.nextHookup ? getFragmentData(HookupFields, data.nextHookup) : null;
  const totals = data?.totalHookups;

  return (
    <Card.Root aria-labelledby="next-hookup">
      <Card.Header>
        <Card.Title id="next-hookup">Your next hookup</Card.Title>
      </Card.Header>
      <Card.Body className={css({ gap: '4' })}>
        {!data && fetching ? <NextHookupSkeleton /> : null}
        {!data && error ? <Alert status="error">{errorMessage(error)}</Alert> : null}
        {data && !next ? <Text tone="muted">No hookup planned yet. Set your availability and choose a time cycle to be matched.</Text> : null}
        {next ? (
          <div className={hstack({ gap: '3' })}>
            <Avatar name={next.partner.fullName} src={next.partner.imageUrl} size="md" />
            <div className={stack({ gap: '1' })}>
              <p className={css({ fontWeight: 'semibold' })}>{next.partner.fullName}</p>
              {next.partner.jobPosition ? <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{next.partner.jobPosition}</p> : null}
              <p className={css({ textStyle: 'sm' })}>
                <time dateTime={next.startDateTime}>{formatDateTime(next.startDateTime)}</time>
              </p>
              <div>
                <Badge tone={STATUS_TONES[next.hookupStatus]}>{statusText(next)}</Badge>
              </div>
              <div>
                <JoinVideoCallButton hookup={next} />
              </div>
            </div>
          </div>
        ) : null}
        {totals ? (
          <dl className={css({ display: 'flex', gap: '8' })} aria-label="Your hookups in numbers">
            <div className={stat}>
              <dt className={statLabel}>Hookups</dt>
              <dd className={statValue}>{totals.total}</dd>
            </div>
            <div className={stat}>
              <dt className={statLabel}>Completed</dt>
              <dd className={statValue}>{totals.completed}</dd>
            </div>
            <div className={stat}>
              <dt className={statLabel}>Upcoming</dt>
              <dd className={statValue}>{totals.upcoming}</dd>
            </div>
          </dl>
        ) : null}
        <Link to={TIMESLOTS_PATH} className={css({ textStyle: 'sm', alignSelf: 'flex-start' })}>
          {next ? 'See your hookups' : 'Set your availability'}
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * While loading: the answer most members get (a line or two of text and their totals), line for line, so the cards
 * below do not move when it arrives (issue 21: 103 px on a phone).
 */
function NextHookupSkeleton() {
  return (
    <div role="status" aria-label="Loading your next hookup" className={stack({ gap: '4' })}>
      <Text tone="muted">
        <Bone width="100%" />
        <br />
        <Bone width="55%" />
      </Text>
      <div className={css({ display: 'flex', gap: '8' })}>
        {['Hookups', 'Completed', 'Upcoming'].map((label) => (
          <div key={label} className={stat}>
            <span className={statLabel}>
              <Bone>{label}</Bone>
            </span>
            <span className={statValue}>
              <Bone width="1.5em" />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
