import { useQuery } from 'urql';
import { PAGES } from '~/common/messages';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { ProfileDetails } from '~/web/components/profile/ProfileDetails';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { css } from '~/web/styled-system/css';

export const MyProfileQuery = graphql(`
  query MyProfile {
    me {
      uuid
      ...ProfileDetails_user
    }
  }
`);

/** /profile: the member's own profile, read-only. */
export default function ProfilePage() {
  usePageTitle('My Profile');
  const [{ data, fetching, error }, reexecute] = useQuery({ query: MyProfileQuery });

  if (fetching && !data) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <Heading as="h1" size="2xl">
          My Profile
        </Heading>
        <Spinner size="lg" label="Loading your profile" />
      </div>
    );
  }

  if (!data) {
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', alignItems: 'flex-start' })}>
        <Heading as="h1" size="2xl">
          My Profile
        </Heading>
        <Alert status="error" title="We could not load your profile.">
          {error?.networkError ? 'Please check your connection and try again.' : PAGES.internal}
        </Alert>
        <Button variant="outline" onClick={() => reexecute({ requestPolicy: 'network-only' })}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '3xl' })}>
      <ProfileDetails user={data.me} />
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        Your email address and password are managed in <Link to="/settings">Settings</Link>.
      </p>
    </div>
  );
}
