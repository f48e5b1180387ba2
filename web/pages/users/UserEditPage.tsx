import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { PROFILE } from '~/common/messages/profile';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { AvatarEditor } from '~/web/components/profile/AvatarEditor';
import { ProfileForm } from '~/web/components/profile/ProfileForm';
import { Alert } from '~/web/components/ui/alert';
import { Link } from '~/web/components/ui/link';
import { Spinner } from '~/web/components/ui/spinner';
import { Heading } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import type { ProfileInput } from '~/web/gql/graphql';
import { errorCode, errorMessage } from '~/web/lib/errors';
import { css } from '~/web/styled-system/css';
import { stack } from '~/web/styled-system/patterns';

export const UserToEditQuery = graphql(`
  query UserToEdit($uuid: ID!) {
    adminUser(uuid: $uuid) {
      uuid
      fullName
      username
      imageUrl
      ...ProfileForm_user
    }
  }
`);

const AdminUpdateUserMutation = graphql(`
  mutation AdminUpdateUser($uuid: ID!, $input: ProfileInput!) {
    adminUpdateUser(uuid: $uuid, input: $input) {
      uuid
      fullName
      imageUrl
      ...ProfileForm_user
    }
  }
`);

/** /users/{uuid}/edit (admins only, spec §6): the "Edit profile" form and photo of a member of their organisation. */
export default function UserEditPage() {
  const { uuid = '' } = useParams();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: UserToEditQuery, variables: { uuid } });
  const [, adminUpdateUser] = useMutation(AdminUpdateUserMutation);
  const [saved, setSaved] = useState(false);
  usePageTitle(data ? `Edit ${data.adminUser.fullName}` : 'Edit user');

  if (fetching && !data) return <Spinner size="lg" label="Loading the member" />;
  if (!data) {
    return (
      <Alert status="error" title={errorCode(error) === 'NOT_FOUND' ? 'This member does not exist.' : 'We could not load this member.'}>
        {errorCode(error) === 'NOT_FOUND' ? <Link to="/users">Back to users</Link> : errorMessage(error)}
      </Alert>
    );
  }
  const member = data.adminUser;

  async function save(input: ProfileInput) {
    setSaved(false);
    const result = await adminUpdateUser({ uuid, input });
    if (result.error) return result.error;
    setSaved(true);
    return null;
  }

  return (
    <div className={stack({ gap: '6', maxW: '3xl' })}>
      <div>
        <Heading as="h1" size="2xl">
          Edit {member.fullName}
        </Heading>
        <p className={css({ color: 'fg.muted' })}>{member.username}</p>
      </div>
      {saved ? <Alert status="success">{PROFILE.memberSaved}</Alert> : null}
      <AvatarEditor uuid={member.uuid} name={member.fullName} imageUrl={member.imageUrl ?? null} onChanged={() => reexecute({ requestPolicy: 'network-only' })} />
      <ProfileForm user={member} onSave={save} />
      <Link to={`/users/${member.uuid}`}>View the profile</Link>
    </div>
  );
}
