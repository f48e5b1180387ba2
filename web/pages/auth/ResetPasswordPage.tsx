// /reset-password?token=…: a new password and its confirmation; success links to /login.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { AUTH } from '~/common/messages/auth';
import type { ResetPasswordForm } from '~/common/validation';
import { lazyResolver, usePreloadedResolver } from '~/web/lib/lazyResolver';
import { usePageTitle } from '~/web/components/layout/usePageTitle';
import { Alert } from '~/web/components/ui/alert';
import { Button } from '~/web/components/ui/button';
import { Link } from '~/web/components/ui/link';
import { Heading, Text } from '~/web/components/ui/typography';
import { graphql } from '~/web/gql';
import { useServerForm } from '~/web/lib/useServerForm';
import { NewPasswordFields } from './fields';
import { formStack, pageStack } from './layout';

const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

const validation = lazyResolver<ResetPasswordForm>(() => import('./resolvers').then((module) => module.resetPasswordResolver));

export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [{ fetching }, resetPassword] = useMutation(ResetPasswordMutation);
  const [done, setDone] = useState<string | null>(null);
  usePreloadedResolver(validation);
  const {
    register,
    onSubmit,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<ResetPasswordForm>({
    resolver: validation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
    fields: ['password', 'confirmPassword'],
    submit: async (values) => {
      const result = await resetPassword({ input: { ...values, token: token ?? '' } });
      if (result.data) setDone(result.data.resetPassword.message);
      return result;
    },
  });

  if (done) {
    return (
      <div className={pageStack}>
        <Heading as="h1" size="2xl">
          Password reset
        </Heading>
        <Alert status="success">{done}</Alert>
        <Link to="/login">Go to log in</Link>
      </div>
    );
  }

  return (
    <div className={pageStack}>
      <div>
        <Heading as="h1" size="2xl">
          Choose a new password
        </Heading>
        <Text tone="muted">Your new password replaces the old one everywhere you are logged in.</Text>
      </div>
      {!token ? (
        <Alert status="error">
          {AUTH.tokenInvalid} <Link to="/forgot-password">Ask for a new link</Link>
        </Alert>
      ) : null}
      {formError ? <Alert status="error">{formError}</Alert> : null}
      <form className={formStack} onSubmit={onSubmit} noValidate>
        <NewPasswordFields register={register} errors={errors} />
        <Button type="submit" size="lg" loading={isSubmitting || fetching} disabled={!token}>
          Save
        </Button>
      </form>
    </div>
  );
}
