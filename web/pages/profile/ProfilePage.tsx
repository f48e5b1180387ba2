import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { PAGES } from '~/common/messages/pages';
import { PROFILE } from '~/common/messages/profile';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { AvatarEditor } from '~/web/components/profile/AvatarEditor';
import { MissingFieldsPrompt } from '~/web/components/profile/MissingFieldsPrompt';
import { ProfileDetails } from '~/web/components/profile/ProfileDetails';
import { ProfileForm } from '~/web/components/profile/ProfileForm';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import type { ProfileInput } from '~/web/gql/graphql';
import { useSession } from '~/web/lib/session';
import { MemberProfileSection } from '~/web/pages/users/UserProfilePage';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

export const MyProfileQuery = graphql(`
  query MyProfile {
    me {
      uuid
      fullName
      imageUrl
      ...ProfileDetails_user
      ...ProfileForm_user
    }
  }
`);

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      uuid
      fullName
      imageUrl
      ...ProfileDetails_user
      ...ProfileForm_user
    }
  }
`);

/** /profile: the member's own profile, with "Edit profile" (?edit=1 opens it) and their photo. */
function MyProfile() {
  usePageTitle('My Profile');
  const { refreshUser } = useSession();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === '1';
  const [saved, setSaved] = useState(false);
  const [{ data, fetching, error }, reexecute] = useQuery({ query: MyProfileQuery });
  const [, updateProfile] = useMutation(UpdateProfileMutation);

  const setEditing = (on: boolean) => {
    setSaved(false);
    setParams(on ? { edit: '1' } : {}, { replace: true });
  };

  if (fetching && !data) {
    return (
      <div className={stack({ gap: '6' })}>
        <Heading as="h1" size="2xl">
          My Profile
        </Heading>
        <Spinner size="lg" label="Loading your profile" />
      </div>
    );
  }

  if (!data) {
    return (
      <div className={stack({ gap: '6', alignItems: 'flex-start' })}>
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

  async function save(input: ProfileInput) {
    const result = await updateProfile({ input });
    if (result.error) return result.error;
    setSaved(true);
    setParams({}, { replace: true });
    refreshUser(); // the top bar shows the new name
    return null;
  }

  return (
    <div className={stack({ gap: '6', maxW: '3xl' })}>
      {saved ? <Alert status="success">{PROFILE.saved}</Alert> : null}
      {editing ? null : <MissingFieldsPrompt onComplete={() => setEditing(true)} />}
      {editing ? (
        <>
          <Heading as="h1" size="2xl">
            Edit profile
          </Heading>
          <AvatarEditor name={data.me.fullName} imageUrl={data.me.imageUrl ?? null} onChanged={() => (refreshUser(), reexecute({ requestPolicy: 'network-only' }))} />
          <ProfileForm user={data.me} onSave={save} onCancel={() => setEditing(false)} own />
        </>
      ) : (
        <>
          <ProfileDetails user={data.me} />
          <div>
            <Button onClick={() => setEditing(true)}>Edit profile</Button>
          </div>
        </>
      )}
      <p className={css({ textStyle: 'sm', color: 'fg.muted' })}>
        Your email address and password are managed in <Link to="/settings">Settings</Link>.
      </p>
    </div>
  );
}

/** /profile, and profile/{userId} (spec §2): another member's id shows their profile, the member's own shows theirs. */
export default function ProfilePage() {
  const { userId } = useParams();
  const { user } = useSession();
  if (userId && userId !== user?.uuid) {
    return (
      <div className={css({ maxW: '3xl' })}>
        <MemberProfileSection uuid={userId} />
      </div>
    );
  }
  return <MyProfile />;
}
