import { ROLE_LABELS } from '~/common/constants';
import { Badge } from '~/web/components/ui/badge';
import { Text } from '~/web/components/ui/typography';
import { graphql, getFragmentData, type FragmentType } from '~/web/gql';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';
import { AboutCard, LinkedInProfileLink, present, ProfileHeader, WorkCard, workRows } from './profileParts';

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

/** /users/{uuid} and profile/{userId}: what a member sees of another member (no email, no phone). */
export function MemberProfileView(props: { profile: FragmentType<typeof MemberProfileFragment> }) {
  const profile = getFragmentData(MemberProfileFragment, props.profile);
  const rows = [...workRows(profile), ...present([{ label: 'Location', value: profile.location?.name }])];
  // every member is a client: the badges say what else they are
  const badges = profile.roles.filter((role) => role !== 'ROLE_USER').map((role) => ROLE_LABELS[role]);

  return (
    <div className={stack({ gap: '6' })}>
      <ProfileHeader fullName={profile.fullName} imageUrl={profile.imageUrl} jobPosition={profile.jobPosition}>
        {badges.length ? (
          <div className={css({ display: 'flex', gap: '2' })}>
            {badges.map((badge) => (
              <Badge key={badge}>{badge}</Badge>
            ))}
          </div>
        ) : null}
        {profile.linkedInUrl ? <LinkedInProfileLink href={profile.linkedInUrl} /> : null}
      </ProfileHeader>

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

      <AboutCard id="member-about" text={profile.personalInformation} />
      <WorkCard id="member-work" rows={rows} />

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
