import { ExternalLink } from '~/web/components/ui/link';
import { Text } from '~/web/components/ui/typography';
import { graphql, getFragmentData, type FragmentType } from '~/web/gql';
import { stack } from '~/web/styled-system/patterns';
import { AboutCard, DetailList, LinkedInProfileLink, present, ProfileCard, ProfileHeader, WorkCard, workRows } from './profileParts';

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

/** A member's profile, read-only. */
export function ProfileDetails(props: { user: FragmentType<typeof ProfileDetailsFragment> }) {
  const user = getFragmentData(ProfileDetailsFragment, props.user);
  const place = user.location?.name ?? user.city;

  const contact = present([
    { label: 'Email', value: <ExternalLink href={`mailto:${user.username}`}>{user.username}</ExternalLink> },
    { label: 'Phone', value: user.phoneNumber },
    { label: 'Location', value: place },
    { label: 'LinkedIn', value: user.linkedInUrl ? <LinkedInProfileLink href={user.linkedInUrl} /> : null },
  ]);

  return (
    <div className={stack({ gap: '6' })}>
      <ProfileHeader fullName={user.fullName} imageUrl={user.imageUrl} jobPosition={user.jobPosition}>
        {place ? (
          <Text tone="muted" size="sm">
            {place}
          </Text>
        ) : null}
      </ProfileHeader>
      <AboutCard id="profile-about" text={user.personalInformation} />
      <ProfileCard id="profile-contact" title="Contact">
        <DetailList rows={contact} />
      </ProfileCard>
      <WorkCard id="profile-work" rows={workRows(user)} />
    </div>
  );
}
