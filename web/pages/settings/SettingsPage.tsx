// /settings: change password (new tokens come back and are stored), change the login email, the notification
// emails (one switch per type, receive again after unsubscribing, pause), and (admins) switch the feature gates.
import { css, cx } from '~/web/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useMutation } from 'urql';
import { AUTH } from '~/common/messages/auth';
import { changePasswordSchema, changeUsernameSchema, type ChangePasswordForm, type ChangeUsernameForm } from '~/common/validation';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Card } from '~/web/components/ui/card';
import { toaster } from '~/web/components/ui/toast';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { useServerForm } from '~/web/lib/useServerForm';
import { isAdmin } from '~/common/roles';
import { useSession } from '~/web/lib/session';
import { NewPasswordFields, PasswordField, TextField } from '~/web/pages/auth/fields';
import { formStack, pageStack } from '~/web/pages/auth/layout';
import { EmailNotificationsCard } from './EmailNotificationsCard';
import { FeatureGatesCard } from './FeatureGatesCard';
import { TagsCard } from '~/web/components/tags/TagsCard';
import { useMailingPreferences } from './mailingPreferences';
import { PauseNotificationsCard } from './PauseNotificationsCard';
import { ClockCard } from './ClockCard';

const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      accessToken
      refreshToken
    }
  }
`);

const ChangeUsernameMutation = graphql(`
  mutation ChangeUsername($username: String!) {
    changeUsername(username: $username) {
      message
    }
  }
`);

function ChangePasswordCard() {
  const { storeTokens } = useSession();
  const [{ fetching }, changePassword] = useMutation(ChangePasswordMutation);
  const {
    register,
    reset,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
    fields: ['oldPassword', 'password', 'confirmPassword'],
    submit: async (values) => {
      const result = await changePassword({ input: values });
      if (result.data) {
        // every other session is revoked; this one continues with the pair handed back
        storeTokens(result.data.changePassword);
        reset();
        toaster.create({ title: AUTH.passwordChanged, type: 'success' });
      }
      return result;
    },
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Change password</Card.Title>
        <Card.Description>You stay logged in here; your other sessions are logged out.</Card.Description>
      </Card.Header>
      <Card.Body>
        <form className={formStack} onSubmit={onSubmit} noValidate>
          {formError ? <Alert status="error">{formError}</Alert> : null}
          <PasswordField label="Current password" required error={errors.oldPassword?.message} {...register('oldPassword')} />
          <NewPasswordFields register={register} errors={errors} />
          <div>
            <Button type="submit" loading={isSubmitting || fetching}>
              Change password
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function ChangeEmailCard() {
  const { user } = useSession();
  const [{ fetching }, changeUsername] = useMutation(ChangeUsernameMutation);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ChangeUsernameForm>({
    resolver: zodResolver(changeUsernameSchema),
    defaultValues: { username: '' },
    fields: ['username'],
    submit: async (values) => {
      setSent(null);
      const result = await changeUsername(values);
      if (result.data) setSent(result.data.changeUsername.message);
      return result;
    },
  });

  return (
    <Card.Root>
      <Card.Header>
        <Card.Title>Change email</Card.Title>
        <Card.Description>
          You log in with <strong>{user?.username}</strong>. We send a confirmation link to the new address; the change applies once
          you open it.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <form className={formStack} onSubmit={onSubmit} noValidate>
          {sent ? <Alert status="success">{sent}</Alert> : null}
          {formError ? <Alert status="error">{formError}</Alert> : null}
          <TextField label="New email" type="email" autoComplete="email" required error={errors.username?.message} {...register('username')} />
          <div>
            <Button type="submit" loading={isSubmitting || fetching}>
              Change email
            </Button>
          </div>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Both cards show the one answer of mailingPreferences (and then each mutation's). */
function NotificationCards() {
  const mailing = useMailingPreferences();
  return (
    <>
      <EmailNotificationsCard state={mailing} />
      <PauseNotificationsCard state={mailing} />
    </>
  );
}

export default function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useSession();
  return (
    <div className={cx(pageStack, css({ maxW: '2xl' }))}>
      <div>
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <Text tone="muted">Your login details and notification emails.</Text>
      </div>
      <ClockCard />
      <ChangePasswordCard />
      <ChangeEmailCard />
      <NotificationCards />
      {isAdmin(user?.roles ?? []) ? <FeatureGatesCard /> : null}
      {isAdmin(user?.roles ?? []) ? <TagsCard /> : null}
    </div>
  );
}
