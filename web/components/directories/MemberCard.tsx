// A member's public card (spec §2 directories): photo, name, job, company, location, LinkedIn, and (signed in) a
// link to their profile page /users/{uuid}. Guests get no profile link: that page needs a session.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar } from '~/web/components/ui/avatar';
import { ExternalLink } from '~/web/components/ui/link';
import { Text } from '~/web/components/ui/typography';
import { getFragmentData, type FragmentType } from '~/web/gql';
import { css } from '~/web/styled-system/css';
import { hstack, stack } from '~/web/styled-system/patterns';
import { RatingSummary } from '~/web/components/reviews/Rating';
import { MemberCardFields } from './documents';

export const profilePath = (uuid: string) => `/users/${uuid}`;

export interface MemberCardProps {
  member: FragmentType<typeof MemberCardFields>;
  /** false on the guest pages */
  profileLink?: boolean;
  /** buttons under the card (my network) */
  actions?: ReactNode;
}

export function MemberCard({ member, profileLink = true, actions }: MemberCardProps) {
  const m = getFragmentData(MemberCardFields, member);
  return <MemberCardView {...m} profileLink={profileLink} actions={actions} />;
}

export interface MemberCardViewProps {
  uuid: string;
  fullName: string;
  imageUrl?: string | null;
  jobPosition?: string | null;
  companyName?: string | null;
  city?: string | null;
  locationName?: string | null;
  linkedInUrl?: string | null;
  /** from 3 revealed reviews up (services decide); absent for guests */
  rating?: { average: number; count: number } | null;
  profileLink?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}

/** The card from plain fields, for lists whose items are not MemberCard (contacts, blocked members). */
export function MemberCardView({ uuid, fullName, imageUrl, jobPosition, companyName, city, locationName, linkedInUrl, rating, profileLink = true, actions, children }: MemberCardViewProps) {
  const place = locationName || city;
  return (
    <li
      aria-label={fullName}
      className={stack({
        gap: '3',
        p: '4',
        bg: 'bg.default',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l3',
        listStyle: 'none',
      })}
    >
      <div className={hstack({ gap: '3' })}>
        <Avatar name={fullName} src={imageUrl} size="lg" />
        <div className={stack({ gap: '0', minW: '0' })}>
          {profileLink ? (
            <RouterLink to={profilePath(uuid)} className={css({ fontWeight: 'semibold', color: 'fg.default', _hover: { textDecoration: 'underline' } })}>
              {fullName}
            </RouterLink>
          ) : (
            <Text className={css({ fontWeight: 'semibold' })}>{fullName}</Text>
          )}
          {jobPosition ? <Text size="sm">{jobPosition}</Text> : null}
          {companyName ? (
            <Text size="sm" tone="muted">
              {companyName}
            </Text>
          ) : null}
          {place ? (
            <Text size="sm" tone="muted">
              {place}
            </Text>
          ) : null}
          <RatingSummary rating={rating} />
        </div>
      </div>
      {children}
      {linkedInUrl || actions ? (
        <div className={hstack({ gap: '2', flexWrap: 'wrap' })}>
          {linkedInUrl ? (
            <ExternalLink href={linkedInUrl} target="_blank" rel="noopener noreferrer" aria-label={`LinkedIn profile of ${fullName}`}>
              LinkedIn
            </ExternalLink>
          ) : null}
          {actions}
        </div>
      ) : null}
    </li>
  );
}

export const cardGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, p: '0', m: '0' });
