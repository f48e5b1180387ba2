// The pieces both profile views are made of: the member's own (ProfileDetails) and another member's
// (MemberProfileView) — the header, the About card, the label/value lists and the work facts.
import type { ReactNode } from 'react';
import { Avatar } from '~/web/components/ui/avatar';
import { Card } from '~/web/components/ui/card';
import { LinkedInIcon } from '~/web/components/ui/icons';
import { ExternalLink } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';

export interface Row {
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

export function DetailList({ rows }: { rows: Row[] }) {
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
export function present(rows: Array<{ label: string; value: ReactNode | null | undefined }>): Row[] {
  return rows.filter((row): row is Row => row.value !== null && row.value !== undefined && row.value !== '');
}

interface WorkFacts {
  jobPosition?: string | null;
  seniorityLevel?: string | null;
  yearsOfExperience?: string | null;
  companyName?: string | null;
  companySize?: string | null;
  industry?: string | null;
}

/** The work facts a profile shows, in this order, the unset ones left out. */
export function workRows(member: WorkFacts): Row[] {
  return present([
    { label: 'Job position', value: member.jobPosition },
    { label: 'Seniority level', value: member.seniorityLevel },
    { label: 'Experience', value: member.yearsOfExperience },
    { label: 'Company', value: member.companyName },
    { label: 'Company size', value: member.companySize ? `${member.companySize} employees` : null },
    { label: 'Industry', value: member.industry },
  ]);
}

export function LinkedInProfileLink({ href }: { href: string }) {
  return (
    <ExternalLink href={href} target="_blank" rel="noopener noreferrer" className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
      <LinkedInIcon width={16} height={16} />
      LinkedIn profile
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </ExternalLink>
  );
}

/** Photo, name as the page heading, job position, and what each view adds under them. */
export function ProfileHeader({ fullName, imageUrl, jobPosition, children }: { fullName: string; imageUrl: string | null | undefined; jobPosition: string | null | undefined; children?: ReactNode }) {
  return (
    <div className={hstack({ gap: { base: '4', md: '6' }, flexWrap: 'wrap' })}>
      <Avatar name={fullName} src={imageUrl} size="xl" />
      <div className={stack({ gap: '1', minW: '0' })}>
        <Heading as="h1" size="2xl">
          {fullName}
        </Heading>
        {jobPosition ? <Text tone="muted">{jobPosition}</Text> : null}
        {children}
      </div>
    </div>
  );
}

/** A titled card; `id` names it for assistive technology. */
export function ProfileCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card.Root aria-labelledby={id}>
      <Card.Header>
        <Card.Title id={id}>{title}</Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

export function AboutCard({ id, text }: { id: string; text: string | null | undefined }) {
  if (!text) return null;
  return (
    <ProfileCard id={id} title="About">
      <Text className={css({ whiteSpace: 'pre-line' })}>{text}</Text>
    </ProfileCard>
  );
}

export function WorkCard({ id, rows }: { id: string; rows: Row[] }) {
  return (
    <ProfileCard id={id} title="Work">
      {rows.length > 0 ? <DetailList rows={rows} /> : <Text tone="muted">No work details yet.</Text>}
    </ProfileCard>
  );
}
