// spec §2 /home: the organisation's top active members (GET user/top-active-members), each linking to their profile.
import { Link as RouterLink } from 'react-router';
import { useQuery } from 'urql';
import { profilePath } from '~/web/components/directories/MemberCard';
import { Alert } from '~/web/components/ui/alert';
import { Avatar } from '~/web/components/ui/avatar';
import { Card } from '~/web/components/ui/card';
import { Spinner } from '~/web/components/ui/spinner';
import { Text } from '~/web/components/ui/typography';
import { errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { TopActiveMembersQuery } from './documents';

const meetings = (n: number) => (n === 1 ? '1 meeting in the last 90 days' : `${n} meetings in the last 90 days`);

export function TopActiveMembers() {
  const [{ data, error }] = useQuery({ query: TopActiveMembersQuery });
  const members = data?.topActiveMembers;
  return (
    <Card.Root aria-labelledby="top-active-members">
      <Card.Header>
        <Card.Title id="top-active-members">Top active members</Card.Title>
        <Card.Description>The people of your community who meet the most.</Card.Description>
      </Card.Header>
      <Card.Body>
        {error && !members ? (
          <Alert status="error">{errorMessage(error)}</Alert>
        ) : !members ? (
          <Spinner label="Loading the top active members" />
        ) : members.length === 0 ? (
          <Text tone="muted">No other member has been active lately. Book a hookup to lead the list.</Text>
        ) : (
          <ol className={stack({ gap: '3', p: '0', m: '0', listStyle: 'none' })}>
            {members.map((m) => (
              <li key={m.uuid} className={hstack({ gap: '3' })}>
                <Avatar name={m.fullName} src={m.imageUrl} size="sm" />
                <div className={stack({ gap: '0', minW: '0' })}>
                  <RouterLink to={profilePath(m.uuid)} className={css({ fontWeight: 'semibold', color: 'fg.default', _hover: { textDecoration: 'underline' } })}>
                    {m.fullName}
                  </RouterLink>
                  <Text size="sm" tone="muted">
                    {[m.jobPosition, m.companyName].filter(Boolean).join(' · ') || meetings(m.activity)}
                  </Text>
                </div>
                {m.activity > 0 ? (
                  <Text size="sm" tone="muted" className={css({ ms: 'auto', whiteSpace: 'nowrap' })} title={meetings(m.activity)}>
                    {m.activity} {m.activity === 1 ? 'meeting' : 'meetings'}
                  </Text>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </Card.Body>
    </Card.Root>
  );
}
