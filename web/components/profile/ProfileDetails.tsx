import type { ReactNode } from 'react';
import { graphql, getFragmentData, type FragmentType } from '~/web/gql';
import { Avatar } from '~/web/components/ui/avatar';
import { Card } from '~/web/components/ui/card';
import { LinkedInIcon } from '~/web/components/ui/icons';
import { ExternalLink } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';

export const ProfileDetailsFragment = graphql(`
  fragment ProfileDetails_user on User {
    firstName
    lastName
    fullName
    username
    imageUrl
    jobPosition
    linkedInUrl
    phoneNumber
    city
    location {
      name
    }
    companyName
    companySize
    industry
    seniorityLevel
    yearsOfExperience
    personalInformation
  }
`);

interface Row {
  label: string;
  value: ReactNode;
}

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' },
  columnGap: '6',
  rowGap: { base: '1', sm: '4' },
  '& dt': { color: 'fg.muted', textStyle: 'sm', fontWeight: 'medium' },
  '& dd': { color: 'fg.default', mb: { base: '3', sm: '0' }, overflowWrap: 'anywhere' },
});

function DetailList({ rows }: { rows: Row[] }) {
  return (
    <dl className={list}>
      {rows.map((row) => (
        <div key={row.label} className={css({ display: 'contents' })}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Keeps the rows whose value is set. */
function present(rows: Array<{ label: string; value: ReactNode | null | undefined }>): Row[] {
  return rows.filter((row): row is Row => row.value !== null && row.value !== undefined && row.value !== '');
}

/** A member's profile, read-only. */
export function ProfileDetails(props: { user: FragmentType<typeof ProfileDetailsFragment> }) {
  const user = getFragmentData(ProfileDetailsFragment, props.user);
  const place = user.location?.name ?? user.city;

  const contact = present([
    { label: 'Email', value: <ExternalLink href={`mailto:${user.username}`}>{user.username}</ExternalLink> },
    { label: 'Phone', value: user.phoneNumber },
    { label: 'Location', value: place },
    {
      label: 'LinkedIn',
      value: user.linkedInUrl ? (
        <ExternalLink
          href={user.linkedInUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}
        >
          <LinkedInIcon width={16} height={16} />
          LinkedIn profile
          <span className={css({ srOnly: true })}> (opens in a new tab)</span>
        </ExternalLink>
      ) : null,
    },
  ]);

  const work = present([
    { label: 'Job position', value: user.jobPosition },
    { label: 'Seniority level', value: user.seniorityLevel },
    { label: 'Experience', value: user.yearsOfExperience },
    { label: 'Company', value: user.companyName },
    { label: 'Company size', value: user.companySize ? `${user.companySize} employees` : null },
    { label: 'Industry', value: user.industry },
  ]);

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '4', md: '6' }, flexWrap: 'wrap' })}>
        <Avatar name={user.fullName} src={user.imageUrl} size="xl" />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
          <Heading as="h1" size="2xl">
            {user.fullName}
          </Heading>
          {user.jobPosition ? <Text tone="muted">{user.jobPosition}</Text> : null}
          {place ? (
            <Text tone="muted" size="sm">
              {place}
            </Text>
          ) : null}
        </div>
      </div>

      {user.personalInformation ? (
        <Card.Root aria-labelledby="profile-about">
          <Card.Header>
            <Card.Title id="profile-about">About</Card.Title>
          </Card.Header>
          <Card.Body>
            <Text className={css({ whiteSpace: 'pre-line' })}>{user.personalInformation}</Text>
          </Card.Body>
        </Card.Root>
      ) : null}

      <Card.Root aria-labelledby="profile-contact">
        <Card.Header>
          <Card.Title id="profile-contact">Contact</Card.Title>
        </Card.Header>
        <Card.Body>
          <DetailList rows={contact} />
        </Card.Body>
      </Card.Root>

      <Card.Root aria-labelledby="profile-work">
        <Card.Header>
          <Card.Title id="profile-work">Work</Card.Title>
        </Card.Header>
        <Card.Body>
          {work.length > 0 ? (
            <DetailList rows={work} />
          ) : (
            <Text tone="muted">No work details yet.</Text>
          )}
        </Card.Body>
      </Card.Root>
    </div>
  );
}
