import { Avatar } from '~/web/components/ui/avatar';
import { Badge } from '~/web/components/ui/badge';
import { Card } from '~/web/components/ui/card';
import { LinkedInIcon } from '~/web/components/ui/icons';
import { ExternalLink } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql, getFragmentData, type FragmentType } from '~/web/gql';
import { css } from '~/web/styled-system/css';

export const MemberProfileFragment = graphql(`
  fragment MemberProfileView_profile on MemberProfile {
    uuid
    fullName
    imageUrl
    jobPosition
    companyName
    industry
    companySize
    yearsOfExperience
    seniorityLevel
    location {
      name
    }
    linkedInUrl
    personalInformation
    roles
    tags
    pastMatches
    attendedGroupHookups
    rating {
      average
      count
    }
  }
`);

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' },
  columnGap: '6',
  rowGap: { base: '1', sm: '4' },
  '& dt': { color: 'fg.muted', textStyle: 'sm', fontWeight: 'medium' },
  '& dd': { mb: { base: '3', sm: '0' }, overflowWrap: 'anywhere' },
});

const ROLE_LABELS: Record<string, string> = { ROLE_EXPERT: 'Expert', ROLE_AMBASSADOR: 'Ambassador', ROLE_ADMIN: 'Admin' };

/** /users/{uuid} and profile/{userId}: what a member sees of another member (no email, no phone). */
export function MemberProfileView(props: { profile: FragmentType<typeof MemberProfileFragment> }) {
  const profile = getFragmentData(MemberProfileFragment, props.profile);
  const rows = [
    { label: 'Job position', value: profile.jobPosition },
    { label: 'Seniority level', value: profile.seniorityLevel },
    { label: 'Experience', value: profile.yearsOfExperience },
    { label: 'Company', value: profile.companyName },
    { label: 'Company size', value: profile.companySize ? `${profile.companySize} employees` : null },
    { label: 'Industry', value: profile.industry },
    { label: 'Location', value: profile.location?.name },
  ].filter((row) => row.value);
  const badges = profile.roles.map((role) => ROLE_LABELS[role]).filter(Boolean);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '4', md: '6' }, flexWrap: 'wrap' })}>
        <Avatar name={profile.fullName} src={profile.imageUrl} size="xl" />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          <Heading as="h1" size="2xl">
            {profile.fullName}
          </Heading>
          {profile.jobPosition ? <Text tone="muted">{profile.jobPosition}</Text> : null}
          {badges.length ? (
            <div className={css({ display: 'flex', gap: '2' })}>
              {badges.map((badge) => (
                <Badge key={badge}>{badge}</Badge>
              ))}
            </div>
          ) : null}
          {profile.linkedInUrl ? (
            <ExternalLink href={profile.linkedInUrl} target="_blank" rel="noopener noreferrer" className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
              <LinkedInIcon width={16} height={16} />
              LinkedIn profile
              <span className={css({ srOnly: true })}> (opens in a new tab)</span>
            </ExternalLink>
          ) : null}
        </div>
      </div>

      <dl aria-label="Activity" className={css({ display: 'flex', gap: '8', '& dt': { color: 'fg.muted', textStyle: 'sm' }, '& dd': { textStyle: '2xl', fontWeight: 'semibold' } })}>
        <div>
          <dt>Past matches</dt>
          <dd>{profile.pastMatches}</dd>
        </div>
        <div>
          <dt>Group hookups attended</dt>
          <dd>{profile.attendedGroupHookups}</dd>
        </div>
        {profile.rating ? (
          <div>
            <dt>Rating</dt>
            <dd>
              {profile.rating.average.toFixed(1)} ({profile.rating.count} reviews)
            </dd>
          </div>
        ) : null}
      </dl>

      {profile.personalInformation ? (
        <Card.Root aria-labelledby="member-about">
          <Card.Header>
            <Card.Title id="member-about">About</Card.Title>
          </Card.Header>
          <Card.Body>
            <Text className={css({ whiteSpace: 'pre-line' })}>{profile.personalInformation}</Text>
          </Card.Body>
        </Card.Root>
      ) : null}

      <Card.Root aria-labelledby="member-work">
        <Card.Header>
          <Card.Title id="member-work">Work</Card.Title>
        </Card.Header>
        <Card.Body>
          {rows.length ? (
            <dl className={list}>
              {rows.map((row) => (
                <div key={row.label} className={css({ display: 'contents' })}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Text tone="muted">No work details yet.</Text>
          )}
        </Card.Body>
      </Card.Root>

      {profile.tags.length ? (
        <section aria-label="Interests" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {profile.tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </section>
      ) : null}
    </div>
  );
}
