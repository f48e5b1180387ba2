import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { PAGES } from '~/common/messages/pages';
import { isAdmin } from '~/common/roles';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { StartChatButton } from '~/web/components/chat/StartChatButton';
import { MemberProfileView } from '~/web/components/profile/MemberProfileView';
import { RecentReviews } from '~/web/components/reviews/RecentReviews';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { graphql } from '~/web/gql';
import { errorCode, errorMessage } from '~/web/lib/errors';
import { useSession } from '~/web/lib/session';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

export const MemberProfileQuery = graphql(`
  query MemberProfile($uuid: ID!) {
    memberProfile(uuid: $uuid) {
      uuid
      fullName
      ...MemberProfileView_profile
    }
  }
`);

/** A member's public profile by uuid; admins also get a link to edit it. */
export function MemberProfileSection({ uuid }: { uuid: string }) {
  const { user } = useSession();
  const [{ data, fetching, error }] = useQuery({ query: MemberProfileQuery, variables: { uuid } });
  usePageTitle(data?.memberProfile.fullName ?? 'Member profile');
  if (fetching && !data) return <Spinner size="lg" label="Loading the profile" />;
  if (!data) {
    return (
      <Alert status="error" title={errorCode(error) === 'NOT_FOUND' ? 'This member does not exist.' : 'We could not load this profile.'}>
        {errorCode(error) === 'NOT_FOUND' ? <Link to="/home">Go home</Link> : errorMessage(error, PAGES.internal)}
      </Alert>
    );
  }
  const admin = isAdmin(user?.roles ?? []);
  return (
    <div className={stack({ gap: '4' })}>
      <MemberProfileView profile={data.memberProfile} />
      {/* a member cannot chat with themself */}
      {data.memberProfile.uuid !== user?.uuid ? (
        <div>
          <StartChatButton memberUUID={data.memberProfile.uuid} memberName={data.memberProfile.fullName} />
        </div>
      ) : null}
      {admin ? <Link to={`/users/${data.memberProfile.uuid}/edit`}>Edit this member</Link> : null}
      <RecentReviews userUuid={data.memberProfile.uuid} fullName={data.memberProfile.fullName} />
    </div>
  );
}

/** /users/{uuid}: any signed-in member may see a member of their organisation. */
export default function UserProfilePage() {
  const { uuid = '' } = useParams();
  return (
    <div className={css({ maxW: '3xl' })}>
      <MemberProfileSection uuid={uuid} />
    </div>
  );
}
