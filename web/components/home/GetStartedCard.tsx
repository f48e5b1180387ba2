import { useState } from 'react';
import { useQuery } from 'urql';
import { STORAGE_KEYS } from '~/common/constants';
import { HomeHookupsQuery } from '~/web/components/hookups/documents';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { CheckIcon } from '~/web/components/ui/icons';
import { Link } from '~/web/components/ui/link';
import { graphql } from '~/web/gql';
import { getFlag, setFlag } from '~/web/lib/storage';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

export interface GetStartedCardProps {
  verified: boolean;
  hasPhoto: boolean;
  /** the member's uuid: their own public profile counts the group hookups they took part in */
  memberUuid: string | null;
}

// What the last two steps read: a member who picked their times or has a hookup has booked (the hookup totals are
// the next-hookup card's own query, read once for both); one who attends or hosts an upcoming group hookup, or took
// part in one, has joined.
const GetStartedProgressQuery = graphql(`
  query GetStartedProgress($uuid: ID!) {
    availability {
      slots {
        dayOfWeek
      }
    }
    groupHookups(view: MINE, size: 1) {
      totalElements
    }
    hosting: groupHookups(view: HOSTING, size: 1) {
      totalElements
    }
    memberProfile(uuid: $uuid) {
      uuid
      attendedGroupHookups
    }
  }
`);

interface Step {
  title: string;
  text: string;
  done: boolean;
  link?: { to: string; label: string };
}

const marker = css({
  flexShrink: '0',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  borderRadius: 'full',
  borderWidth: '2px',
  fontWeight: 'semibold',
  textStyle: 'sm',
});

/** The onboarding checklist of the home page; hidden for good once dismissed (spec §3 flag). */
export function GetStartedCard({ verified, hasPhoto, memberUuid }: GetStartedCardProps) {
  const [hidden, setHidden] = useState(() => getFlag(STORAGE_KEYS.hideGetStartedCard));
  // read afresh on each visit: joining a group hookup elsewhere changes nothing this query's cache would notice
  const [{ data }] = useQuery({ query: GetStartedProgressQuery, variables: { uuid: memberUuid ?? '' }, pause: hidden || !memberUuid, requestPolicy: 'cache-and-network' });
  const [{ data: hookups }] = useQuery({ query: HomeHookupsQuery, pause: hidden });
  if (hidden) return null;
  const booked = Boolean((data && data.availability.slots.length > 0) || (hookups && hookups.totalHookups.total > 0));
  const joined = Boolean(data && (data.groupHookups.totalElements > 0 || data.hosting.totalElements > 0 || data.memberProfile.attendedGroupHookups > 0));

  const steps: Step[] = [
    { title: 'Confirm your email', text: 'Your address is how members and hookups reach you.', done: verified },
    {
      title: 'Complete your profile',
      text: 'Add a photo and your company details so members know who they are meeting.',
      done: hasPhoto,
      link: { to: '/profile', label: 'See your profile' },
    },
    {
      title: 'Book your first hookup',
      text: 'Pick the times that suit you and we match you with a sales professional for a one-to-one call.',
      done: booked,
      link: { to: '/timeslots', label: 'Pick your times' },
    },
    {
      title: 'Join a group hookup',
      text: 'Practise a pitch, brainstorm or network in a hosted video session with a few peers.',
      done: joined,
      link: { to: '/group-hookups', label: 'See group hookups' },
    },
  ];
  const completed = steps.filter((step) => step.done).length;

  const hide = () => {
    setFlag(STORAGE_KEYS.hideGetStartedCard, true);
    setHidden(true);
  };

  return (
    <Card.Root aria-labelledby="get-started-title">
      <Card.Header className={css({ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start', gap: '4' })}>
        <div className={stack({ gap: '1' })}>
          <Card.Title id="get-started-title">Get started</Card.Title>
          <Card.Description>
            {completed} of {steps.length} steps done
          </Card.Description>
        </div>
        <Button variant="ghost" size="sm" onClick={hide}>
          Hide
        </Button>
      </Card.Header>
      <Card.Body>
        <ol className={stack({ gap: '5' })}>
          {steps.map((step, index) => (
            <li key={step.title} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
              <span
                aria-hidden="true"
                className={
                  step.done
                    ? `${marker} ${css({ bg: 'success.default', borderColor: 'success.default', color: 'success.fg' })}`
                    : `${marker} ${css({ borderColor: 'border.emphasized', color: 'fg.muted' })}`
                }
              >
                {step.done ? <CheckIcon width={16} height={16} strokeWidth={3} /> : index + 1}
              </span>
              <div className={stack({ gap: '0.5' })}>
                <p className={css({ fontWeight: 'semibold', color: step.done ? 'fg.muted' : 'fg.default' })}>
                  {step.title}
                  <span className={css({ srOnly: true })}>{step.done ? ' (done)' : ' (to do)'}</span>
                </p>
                <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>{step.text}</p>
                {step.link && !step.done ? (
                  <Link to={step.link.to} className={css({ textStyle: 'sm', mt: '1', alignSelf: 'flex-start' })}>
                    {step.link.label}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </Card.Body>
    </Card.Root>
  );
}
